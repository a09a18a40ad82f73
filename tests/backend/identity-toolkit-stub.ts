import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { writeSettings } from "../../backend/services/settings";
import type { ApiHarness } from "./harness";

/**
 * A stand-in for Google Identity Toolkit's accounts:signInWithPhoneNumber (Firebase phone auth,
 * contract §6.2): it knows which code it "sent" to which phone for each session, answers the
 * verified phone like Google, and refuses with Google's error shape and texts.
 */
export interface IdentityToolkitStub {
  /** Base URL for BackendOptions.identityToolkitUrl. */
  url: string;
  apiKey: string;
  /** Firebase "sends" `code` to `phone`: the session_info the browser would get. */
  send: (phone: string, code?: string) => { session_info: string; phone: string; otp: string };
  keysSeen: string[];
  close: () => Promise<void>;
}

export async function startIdentityToolkitStub(apiKey = "firebase-web-key") {
  const sessions = new Map<string, { phone: string; code: string }>();
  const keysSeen: string[] = [];
  const app = express();
  app.use(express.json());
  app.post("/v1/accounts\\:signInWithPhoneNumber", (req, res) => {
    keysSeen.push(String(req.query.key));
    const fail = (message: string) => res.status(400).json({ error: { code: 400, message } });
    if (req.query.key !== apiKey) return fail("API key not valid. Please pass a valid API key.");
    const session = sessions.get(req.body?.sessionInfo);
    if (!session) return fail("INVALID_SESSION_INFO");
    if (session.code !== req.body?.code) return fail("INVALID_CODE");
    return res.json({ idToken: "id", localId: "uid", phoneNumber: session.phone });
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  let counter = 0;
  const stub: IdentityToolkitStub = {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    keysSeen,
    send: (phone, code = "246810") => {
      const sessionInfo = `session-${++counter}-${phone}`;
      sessions.set(sessionInfo, { phone, code });
      return { session_info: sessionInfo, phone, otp: code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return stub;
}

/**
 * An API with Firebase phone auth on (firebase_otp_verification 1) whose codes are redeemed at a
 * fresh stand-in Identity Toolkit. `start` starts the API with the options it is given (plain
 * or commerce harness, and its own options besides).
 */
export async function startFirebasePhoneApi<Api extends ApiHarness>(
  start: (options: { identityToolkitUrl: string }) => Promise<Api>,
): Promise<{ api: Api; toolkit: IdentityToolkitStub; close: () => Promise<void> }> {
  const toolkit = await startIdentityToolkitStub();
  const api = await start({ identityToolkitUrl: toolkit.url });
  writeSettings(api.backend.db, {
    firebase_otp_verification: 1,
    firebase_web_api_key: toolkit.apiKey,
  });
  return {
    api,
    toolkit,
    close: async () => {
      await api.close();
      await toolkit.close();
    },
  };
}
