import type Database from "better-sqlite3";
import { setting } from "./settings";

/**
 * Firebase phone authentication, checked on the server (contract §6.2 step 3): the browser had
 * Firebase send the code and kept the `verificationId`; the backend redeems it with the code at
 * Google Identity Toolkit's `accounts:signInWithPhoneNumber` and trusts only the phone number
 * Firebase reports back — never the one the client claims.
 */

export const GOOGLE_IDENTITY_TOOLKIT_URL = "https://identitytoolkit.googleapis.com/v1";
const TIMEOUT_MS = 5_000;

/** Where Identity Toolkit is reached: the Auth emulator's copy when one is configured (tests). */
export function defaultIdentityToolkitUrl(env: NodeJS.ProcessEnv = process.env): string {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  return emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com/v1`
    : GOOGLE_IDENTITY_TOOLKIT_URL;
}

/**
 * The web API key: business setting `firebase_web_api_key` (the admin panel's field), else the
 * FIREBASE_API_KEY the storefront's own Firebase app uses (the embedded backend shares its env).
 */
export function firebaseWebApiKey(
  db: Database.Database,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  const stored = setting<unknown>(db, "firebase_web_api_key", null);
  if (typeof stored === "string" && stored.trim()) return stored.trim();
  return env.FIREBASE_API_KEY?.trim() || null;
}

/** Firebase refused (its own text, e.g. "INVALID_CODE", "SESSION_EXPIRED") or was unreachable. */
export class FirebasePhoneError extends Error {}

/** Redeems a verification id and code; answers the phone number Firebase verified (E.164). */
export async function verifyFirebasePhone(
  baseUrl: string,
  apiKey: string,
  sessionInfo: string,
  code: string,
): Promise<string> {
  const url = `${baseUrl.replace(/\/+$/, "")}/accounts:signInWithPhoneNumber?key=${encodeURIComponent(apiKey)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sessionInfo, code }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new FirebasePhoneError("Firebase could not be reached.");
  }
  const body = (await response.json().catch(() => null)) as {
    phoneNumber?: unknown;
    error?: { message?: unknown };
  } | null;
  if (!response.ok || !body || body.error) {
    const text = body?.error?.message;
    throw new FirebasePhoneError(typeof text === "string" && text ? text : "INVALID_CODE");
  }
  if (typeof body.phoneNumber !== "string" || !body.phoneNumber)
    throw new FirebasePhoneError("MISSING_PHONE_NUMBER");
  return body.phoneNumber;
}

export const FIREBASE_NOT_CONFIGURED =
  "Firebase phone verification is not configured on this server.";

/**
 * Redeems a Firebase phone-auth code (the browser's session_info and the code typed) and checks
 * it proves `expectedPhone`: the code proves the number Firebase sent it to, and another
 * account's phone must not ride on it. Null when it does; otherwise the refusal's message —
 * Firebase's own text (INVALID_CODE, SESSION_EXPIRED, ...), as the original relays it.
 */
export async function firebaseCodeRefusal(
  db: Database.Database,
  identityToolkitUrl: string | undefined,
  {
    sessionInfo,
    code,
    expectedPhone,
  }: { sessionInfo: string; code: string; expectedPhone: string },
): Promise<string | null> {
  const apiKey = firebaseWebApiKey(db);
  if (!apiKey) return FIREBASE_NOT_CONFIGURED;
  let verifiedPhone: string;
  try {
    verifiedPhone = await verifyFirebasePhone(
      identityToolkitUrl ?? defaultIdentityToolkitUrl(),
      apiKey,
      sessionInfo,
      code,
    );
  } catch (error) {
    return error instanceof FirebasePhoneError ? error.message : FIREBASE_NOT_CONFIGURED;
  }
  return samePhone(verifiedPhone, expectedPhone)
    ? null
    : "The verified phone number does not match.";
}

/** Phones compared digit for digit: "+971 50-123 4567" and "+971501234567" are one number. */
export const samePhone = (a: string, b: string) =>
  a.replace(/[^\d]/g, "") === b.replace(/[^\d]/g, "") && a.replace(/[^\d]/g, "").length > 0;
