import { parseEnv, sessionSecrets, type Env } from "../server/env";

let cached: Env | undefined;

/** The validated environment (server/env.ts). The server validated it at boot already. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function getSessionSecrets(): string[] {
  return sessionSecrets(getEnv());
}

/** Cookies are Secure in production unless the public URL is explicitly plain http. */
export function useSecureCookies(): boolean {
  const env = getEnv();
  return env.NODE_ENV === "production" && !(env.PUBLIC_URL ?? "").startsWith("http://");
}

/** Values that may reach the browser (never secrets). */
export interface PublicEnv {
  googleMapsKey: string | null;
  firebase: {
    apiKey: string;
    authDomain?: string;
    projectId?: string;
    appId?: string;
    messagingSenderId?: string;
    authEmulatorHost?: string;
  } | null;
}

export function getPublicEnv(): PublicEnv {
  const env = getEnv();
  return {
    googleMapsKey: env.GOOGLE_MAPS_KEY ?? null,
    firebase: env.FIREBASE_API_KEY
      ? {
          apiKey: env.FIREBASE_API_KEY,
          authDomain: env.FIREBASE_AUTH_DOMAIN,
          projectId: env.FIREBASE_PROJECT_ID,
          appId: env.FIREBASE_APP_ID,
          messagingSenderId: env.FIREBASE_MESSAGING_SENDER_ID,
          authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
        }
      : null,
  };
}
