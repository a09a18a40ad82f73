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
  /** Web push (features/push, ADR 024): on only when fully configured, else null and invisible. */
  push: { vapidKey: string; standIn: boolean } | null;
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
    push: pushConfigOf(env),
  };
}

/** FCM needs the app's key, project, sender and app ids and the VAPID key; the stand-in only the last. */
function pushConfigOf(env: Env): PublicEnv["push"] {
  const vapidKey = env.FIREBASE_VAPID_KEY;
  if (!vapidKey) return null;
  if (env.PUSH_STAND_IN === "1") return { vapidKey, standIn: true };
  const complete =
    env.FIREBASE_API_KEY &&
    env.FIREBASE_PROJECT_ID &&
    env.FIREBASE_MESSAGING_SENDER_ID &&
    env.FIREBASE_APP_ID;
  return complete ? { vapidKey, standIn: false } : null;
}
