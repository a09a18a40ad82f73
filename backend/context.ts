import type Database from "better-sqlite3";
import type { PictureStore } from "./services/picture-store";
import type { UploadStore } from "./services/uploads";

/** Settings of one backend instance (the embedded one, the standalone one, a test one). */
export interface BackendOptions {
  /** SQLite file path, or ":memory:" for tests. Uploaded files are kept next to it (services/uploads.ts). */
  databasePath: string;
  /**
   * Public origin used to build `*_full_url` values, e.g. "http://localhost:3000".
   * When unset, each request's own origin (X-Forwarded-Host/Proto, then Host) is used.
   */
  publicUrl?: string;
  /** Seconds between automatic order status steps (pending → confirmed → picked_up → delivered). 0 disables the timer. */
  orderStepSeconds: number;
  /** config.demo: OTP 123456 is accepted and shown as a hint. */
  demo: boolean;
  /** Clock, injectable for tests (store schedules, campaigns, OTP and sign-in throttles). */
  now: () => Date;
  /**
   * Origins the payment page may send the browser back to (`callback`), e.g. the storefront's
   * "https://shop.example.com". The page's own origin (publicUrl, else the request's) is always
   * allowed — that is the storefront itself when the backend is embedded — and a relative
   * callback resolves against it. Anything else is refused: an open redirect otherwise.
   */
  callbackOrigins?: string[];
  /**
   * Where social sign-in credentials are checked (services/social-identity.ts): Google's
   * tokeninfo, Facebook's Graph API, Apple's token endpoint. The real providers by default;
   * tests point them at local stand-ins.
   */
  socialEndpoints?: SocialEndpoints;
  /**
   * Google Identity Toolkit's base URL for Firebase phone auth (services/firebase-phone.ts):
   * Google's, or the Auth emulator's when FIREBASE_AUTH_EMULATOR_HOST is set; tests stub it.
   */
  identityToolkitUrl?: string;
  /**
   * Which backend this one behaves as. "default": the reference backend with its extensions
   * (order/quote, auth/logout, ...). "6ammart-3.2": like a stock 6amMart 3.2 backend where the
   * two differ (README "The 6ammart-3.2 profile"; each switch is a `stock` check at the place
   * the behaviour lives, commented with its row), so CI can run the storefront against it.
   */
  compat: BackendCompat;
}

export const BACKEND_COMPATS = ["default", "6ammart-3.2"] as const;
export type BackendCompat = (typeof BACKEND_COMPATS)[number];

/** A setting the backend cannot start with; `npm run backend` prints its message and exits. */
export class BackendConfigError extends Error {}

/** BACKEND_COMPAT: unset or empty is "default"; anything else unknown stops the boot. */
export function compatFromEnv(value: string | undefined): BackendCompat {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return "default";
  if ((BACKEND_COMPATS as readonly string[]).includes(trimmed)) return trimmed as BackendCompat;
  throw new BackendConfigError(
    `Invalid environment variable BACKEND_COMPAT: expected one of ${BACKEND_COMPATS.map((c) => `"${c}"`).join(", ")} or empty (got "${trimmed}")`,
  );
}

export interface SocialEndpoints {
  googleTokenInfoUrl: string;
  facebookGraphUrl: string;
  appleTokenUrl: string;
}

/** What every route module receives. */
export interface BackendDeps {
  db: Database.Database;
  options: BackendOptions;
  /** Files customers upload (prescriptions), served back under /storage/app/public/order/. */
  uploads: UploadStore;
  /** The demo's composed PNG pictures, kept on disk (services/picture-store.ts). */
  pictures: PictureStore;
}

export const defaultBackendOptions = (overrides: Partial<BackendOptions> = {}): BackendOptions => ({
  databasePath: process.env.BACKEND_DB_PATH ?? "data/marketplace.sqlite",
  publicUrl: process.env.BACKEND_PUBLIC_URL || undefined,
  orderStepSeconds: Number(process.env.BACKEND_ORDER_STEP_SECONDS ?? 20),
  demo: (process.env.BACKEND_DEMO ?? "true") !== "false",
  now: () => new Date(),
  // The storefront's PUBLIC_URL (same process when embedded), plus any listed explicitly for a
  // standalone backend serving a storefront elsewhere (comma-separated).
  callbackOrigins: [
    process.env.PUBLIC_URL,
    process.env.BACKEND_PUBLIC_URL,
    ...(process.env.BACKEND_CALLBACK_ORIGINS ?? "").split(","),
  ].flatMap((value) => originOf(value) ?? []),
  socialEndpoints: defaultSocialEndpoints(),
  ...overrides,
  // the variable is read only when compat is not given (the server passes its validated env)
  compat: overrides.compat ?? compatFromEnv(process.env.BACKEND_COMPAT),
});

/** The real providers, unless the environment points elsewhere (a stand-in in e2e). */
export const defaultSocialEndpoints = (): SocialEndpoints => ({
  googleTokenInfoUrl: process.env.GOOGLE_TOKENINFO_URL || "https://oauth2.googleapis.com/tokeninfo",
  facebookGraphUrl: process.env.FACEBOOK_GRAPH_URL || "https://graph.facebook.com/v19.0",
  appleTokenUrl: process.env.APPLE_TOKEN_URL || "https://appleid.apple.com/auth/token",
});

/** The origin of an absolute http(s) URL, or null (unset, garbage, another scheme). */
export function originOf(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}
