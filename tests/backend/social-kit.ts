import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { writeSettings } from "../../backend/services/settings";
import { socialStandInRoutes, standInCredential } from "../../server/social-stand-in";
import { startApi, type ApiHarness } from "./harness";

export { standInCredential };

/** The ids the stand-in credentials are issued for (and the backend's settings expect). */
export const SOCIAL_IDS = {
  google: "stand-in-google-client",
  facebook: "424242",
  apple: "example.stand-in.web",
};

/** Every provider on: centralize_login, the social_login list and apple_login. */
export const SOCIAL_ON = {
  centralize_login: {
    manual_login_status: 1,
    otp_login_status: 1,
    social_login_status: 1,
    google_login_status: 1,
    facebook_login_status: 1,
    apple_login_status: 1,
    email_verification_status: 0,
    phone_verification_status: 1,
  },
  social_login: [
    { login_medium: "google", status: 1, client_id: SOCIAL_IDS.google },
    { login_medium: "facebook", status: 1, client_id: SOCIAL_IDS.facebook },
  ],
  apple_login: [
    {
      login_medium: "apple",
      status: 1,
      client_id: SOCIAL_IDS.apple,
      redirect_url_react: "https://shop.example/auth/sign-in",
      client_secret: "apple-secret-jwt",
    },
  ],
};

export interface SocialHarness extends ApiHarness {
  providersUrl: string;
}

/**
 * A real backend over HTTP whose social credentials are checked by the providers' stand-ins
 * (server/social-stand-in.ts) on a second local server, with every provider switched on.
 */
export async function startSocialApi(
  options: { demo?: boolean; settings?: Record<string, unknown> } = {},
): Promise<SocialHarness> {
  const providers = express();
  providers.use(socialStandInRoutes());
  const server: Server = await new Promise((resolve) => {
    const s = providers.listen(0, "127.0.0.1", () => resolve(s));
  });
  const providersUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = await startApi({
    demo: options.demo ?? true,
    socialEndpoints: {
      googleTokenInfoUrl: `${providersUrl}/google/tokeninfo`,
      facebookGraphUrl: `${providersUrl}/facebook`,
      appleTokenUrl: `${providersUrl}/apple/token`,
    },
  });
  writeSettings(api.backend.db, { ...SOCIAL_ON, ...options.settings });
  return {
    ...api,
    providersUrl,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}

let counter = 0;
/** A fresh Google identity's credential (a new email each call unless given). */
export function googleCredential(claims: Record<string, unknown> = {}) {
  counter += 1;
  const sub = `g-${Date.now()}-${counter}`;
  const email = `social${Date.now()}${counter}@example.com`;
  const all = { aud: SOCIAL_IDS.google, sub, email, name: "Layla Haddad", ...claims };
  return {
    token: standInCredential("google", all),
    unique_id: String(all.sub),
    email: String(all.email),
    medium: "google" as const,
  };
}
