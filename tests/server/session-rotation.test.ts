import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppLoadContext } from "~/context.server";
import { honeypot } from "~/lib/honeypot.server";
import { action } from "~/routes/($lang).auth.sign-in";
import { commitSession, getSession } from "~/sessions/session.server";
import { startApi, type ApiHarness } from "../backend/harness";

/**
 * Issue 12 "after sign-in the session id is rotated (no fixation)". The session is the signed
 * cookie itself (app/sessions/session.server.ts): there is no server-side id to fix, and the
 * cookie a visitor holds before signing in — one an attacker may have planted — is replaced by
 * a new value, while the old value still reads as signed out.
 */
let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const DEMO = { phone: "+971500000001", password: "demo1234" };
const pairOf = (setCookie: string) => setCookie.split(";")[0];

async function signIn(cookie: string) {
  const form = new FormData();
  form.set("email_or_phone", DEMO.phone);
  form.set("password", DEMO.password);
  form.set("redirectTo", "/home");
  const trap = honeypot().getInputProps({ validFromTimestamp: Date.now() - 5_000 });
  form.set(trap.nameFieldName, "");
  if (trap.validFromFieldName) form.set(trap.validFromFieldName, trap.encryptedValidFrom);
  const request = new Request("http://shop.test/auth/sign-in", {
    method: "POST",
    body: form,
    headers: { Cookie: cookie },
  });
  const context = await createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: `${api.baseUrl}/api/v1`,
    apiTimeoutMs: 2000,
    forwardHost: false,
  });
  return (await action({ request, context, params: {} })) as Response;
}

const tokenIn = async (cookie: string) =>
  (await getSession(new Request("http://shop.test/", { headers: { Cookie: cookie } }))).get(
    "token",
  );

describe("signing in", () => {
  it("answers a new __session value; the one sent in stays signed out", async () => {
    // A guest session, as a visitor (or an attacker who planted it) holds before signing in.
    const guest = await getSession(new Request("http://shop.test/"));
    guest.set("guestId", "4242");
    const before = pairOf(await commitSession(guest));

    const answer = await signIn(before);
    expect(answer.status).toBe(303);
    const after = answer.headers
      .getSetCookie()
      .map(pairOf)
      .find((pair) => pair.startsWith("__session="));
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await tokenIn(after!)).toMatch(/.{20,}/);
    // Whoever kept the old value holds no token: the sign-in never made it worth anything.
    expect(await tokenIn(before)).toBeUndefined();
  });
});
