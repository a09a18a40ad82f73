import { expect, type APIRequestContext } from "@playwright/test";

/**
 * The Firebase Auth emulator the e2e setup starts (playwright.config.ts, firebase.json): the
 * main e2e server's Firebase app points at it (FIREBASE_AUTH_EMULATOR_HOST), and so does its
 * embedded backend's firebase-verify-token. A demo- project: nothing reaches Google.
 */
export const FIREBASE_EMULATOR = { host: "127.0.0.1:9099", projectId: "demo-storefront" };
const BASE = `http://${FIREBASE_EMULATOR.host}`;

/** The emulator boots alongside the storefront servers (5–9 s): wait for it here. */
export async function emulatorReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${BASE}/`).catch(() => null);
        return answer?.ok() ?? false;
      },
      { timeout: 60_000, message: "the Firebase Auth emulator did not start" },
    )
    .toBe(true);
}

/**
 * The last code the emulator "texted" to `phone` (its REST API lists every code it sent, with
 * the number and the session), once there is one.
 */
export async function codeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(
          `${BASE}/emulator/v1/projects/${FIREBASE_EMULATOR.projectId}/verificationCodes`,
        );
        const body = (await answer.json()) as {
          verificationCodes?: { phoneNumber: string; code: string }[];
        };
        code = body.verificationCodes?.filter((entry) => entry.phoneNumber === phone).at(-1)?.code;
        return code;
      },
      { message: `no Firebase code sent to ${phone}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}
