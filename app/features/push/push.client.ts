import type { PublicEnv } from "~/env.server";
import { pushMessageOf, type PushMessage } from "./push-message";

/*
 * Web push, in its own chunk: `import()`ed by PushBridge (push-bridge.tsx) only when push is
 * configured and the customer is signed in, so no page's first load carries it, and
 * firebase/app + firebase/messaging are fetched only in the real (FCM) mode.
 *
 * Two message sources (ADR 024):
 * - FCM: the browser's permission, our service worker (public/firebase-messaging-sw.js, no
 *   Firebase code in it: it reads FCM's push payload itself), Firebase's getToken for the
 *   token. The worker shows background messages as notifications and hands foreground ones to
 *   the page with postMessage.
 * - the stand-in (PUSH_STAND_IN=1, tests: no Google service is reachable): a fixed token, and
 *   messages posted to the BroadcastChannel "push-stand-in" by the test.
 * Either way the token goes to the storefront (POST /push-token), which hands it to the backend
 * with the customer's bearer token from the session: the browser never holds that token.
 */

type PushConfig = NonNullable<PublicEnv["push"]>;
type FirebaseConfig = PublicEnv["firebase"];

export const STAND_IN_CHANNEL = "push-stand-in";
export const STAND_IN_TOKEN = "stand-in-fcm-token";
export const SERVICE_WORKER_URL = "/firebase-messaging-sw.js";

export interface PushOptions {
  push: PushConfig;
  firebase: FirebaseConfig;
  /** The storefront's token endpoint (POST token=…). */
  tokenUrl: string;
  onMessage: (message: PushMessage) => void;
}

/** Starts listening; answers a function that stops it. Failures are silent: push is a bonus. */
export async function startPush(options: PushOptions): Promise<() => void> {
  try {
    return options.push.standIn ? await startStandIn(options) : await startFcm(options);
  } catch {
    return () => {};
  }
}

async function sendToken(url: string, token: string) {
  await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    // never follow anything: a background call must not consume a page's flash messages
    redirect: "manual",
    body: new URLSearchParams({ token }),
  }).catch(() => {});
}

function deliver(options: PushOptions, payload: unknown) {
  const message = pushMessageOf(payload);
  if (message) options.onMessage(message);
}

async function startStandIn(options: PushOptions): Promise<() => void> {
  const channel = new BroadcastChannel(STAND_IN_CHANNEL);
  channel.onmessage = (event: MessageEvent) => deliver(options, event.data);
  await sendToken(options.tokenUrl, STAND_IN_TOKEN);
  // Tells a waiting test that the page listens (and the token went out).
  document.documentElement.dataset.push = "ready";
  return () => channel.close();
}

async function startFcm(options: PushOptions): Promise<() => void> {
  const firebase = options.firebase;
  if (!firebase || !("serviceWorker" in navigator) || typeof Notification === "undefined") {
    return () => {};
  }
  const permission =
    Notification.permission === "default"
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission !== "granted") return () => {};
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const [{ getApp, getApps, initializeApp }, messaging] = await Promise.all([
    import("firebase/app"),
    import("firebase/messaging"),
  ]);
  if (!(await messaging.isSupported())) return () => {};
  const app = getApps().length
    ? getApp()
    : initializeApp({
        apiKey: firebase.apiKey,
        authDomain: firebase.authDomain,
        projectId: firebase.projectId,
        appId: firebase.appId,
        messagingSenderId: firebase.messagingSenderId,
      });
  const token = await messaging.getToken(messaging.getMessaging(app), {
    vapidKey: options.push.vapidKey,
    serviceWorkerRegistration: registration,
  });
  if (token) await sendToken(options.tokenUrl, token);
  const listener = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; payload?: unknown } | null;
    if (data?.type === "push-message") deliver(options, data.payload);
  };
  navigator.serviceWorker.addEventListener("message", listener);
  return () => navigator.serviceWorker.removeEventListener("message", listener);
}
