import type { AppLoadContext } from "@remix-run/node";
import { settle } from "~/api/settle.server";

/**
 * Firebase phone auth runs (foundations §4 "Sign-in": the phone-authentication service sends
 * the code) when the operator turned on config firebase_otp_verification AND this storefront has
 * a Firebase app (the FIREBASE_* variables). With the switch on but no app, the server-sent code
 * of the ordinary OTP step is the only way that can work.
 */
export async function usesFirebasePhoneAuth(context: AppLoadContext): Promise<boolean> {
  if (!context.publicEnv.firebase) return false;
  const config = await settle(context.api.config.get());
  return config.ok && Boolean(config.value.firebase_otp_verification);
}
