import type { AppLoadContext } from "@remix-run/node";
import { settle } from "~/api/settle.server";
import { authSettingsFrom } from "../auth-config";
import { getEnv } from "~/env.server";

/** What a provider's web SDK is started with: public ids only. */
export interface ProviderSetup {
  medium: "google" | "facebook" | "apple";
  clientId: string;
  /** Apple's redirect URI (its popup answers by postMessage; the URI must still be registered). */
  redirectUrl: string | null;
}

/*
 * The reference backend lists the client ids in config's social_login (and Apple's in
 * apple_login, contract §5.1); a 6amMart backend gives only Apple's, so Google's and Facebook's
 * may come from the storefront's environment instead (GOOGLE_CLIENT_ID, FACEBOOK_APP_ID).
 */
const ENV_IDS = {
  google: () => getEnv().GOOGLE_CLIENT_ID,
  facebook: () => getEnv().FACEBOOK_APP_ID,
  apple: () => getEnv().APPLE_CLIENT_ID,
} as const;

/** The setup of an enabled provider (§6), or null (unknown, switched off, no client id). */
export async function providerSetup(
  context: AppLoadContext,
  medium: string | null,
): Promise<ProviderSetup | null> {
  if (medium !== "google" && medium !== "facebook" && medium !== "apple") return null;
  const config = await settle(context.api.config.get());
  if (!config.ok) return null;
  const settings = authSettingsFrom(config.value);
  if (!settings.social || !settings.providers[medium]) return null;
  const list = medium === "apple" ? config.value.apple_login : config.value.social_login;
  const entry = list?.find((row) => row.login_medium === medium);
  const clientId = entry?.client_id || ENV_IDS[medium]() || "";
  if (!clientId) return null;
  const redirectUrl =
    medium === "apple"
      ? (config.value.apple_login?.find((row) => row.login_medium === "apple")
          ?.redirect_url_react ?? null)
      : null;
  return { medium, clientId, redirectUrl };
}
