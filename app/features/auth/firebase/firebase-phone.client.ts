import { getApp, getApps, initializeApp } from "firebase/app";
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  type Auth,
} from "firebase/auth";
import type { PublicEnv } from "~/env.server";

/*
 * The Firebase part of the OTP step, in its own chunk: only `import()`ed by the step's sender
 * once it is on screen, so no page's first load carries firebase/app and firebase/auth.
 */

export type FirebasePublicConfig = NonNullable<PublicEnv["firebase"]>;

let auth: Auth | undefined;

function authFor(config: FirebasePublicConfig): Auth {
  if (auth) return auth;
  const app = getApps().length
    ? getApp()
    : initializeApp({
        apiKey: config.apiKey,
        authDomain: config.authDomain,
        projectId: config.projectId,
        appId: config.appId,
        messagingSenderId: config.messagingSenderId,
      });
  // In memory: the browser never signs in to Firebase (the backend redeems the code), so
  // nothing of Firebase's is kept in IndexedDB.
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  // The emulator (tests) also turns app verification off: the reCAPTCHA is a stand-in.
  if (config.authEmulatorHost)
    connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true });
  return auth;
}

/**
 * Has Firebase text a code to `phone` behind an invisible reCAPTCHA rendered in `container`, and
 * answers the verificationId the backend redeems with the code (firebase-verify-token).
 */
export async function sendFirebaseCode(
  config: FirebasePublicConfig,
  container: HTMLElement,
  phone: string,
  language: string,
): Promise<string> {
  const firebaseAuth = authFor(config);
  firebaseAuth.languageCode = language;
  // A fresh element per send: a cleared reCAPTCHA cannot render into its old element again.
  const holder = document.createElement("div");
  container.replaceChildren(holder);
  const verifier = new RecaptchaVerifier(firebaseAuth, holder, { size: "invisible" });
  try {
    const confirmation = await signInWithPhoneNumber(firebaseAuth, phone, verifier);
    return confirmation.verificationId;
  } finally {
    verifier.clear();
  }
}
