import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import { DEMO, SARA, later, startCommerceApi, type Clock } from "./commerce-helpers";

/**
 * Issue 7 item 5 (backend half): a per-account limit on failed passwords and OTPs, which holds
 * whatever the client's address or proxy headers say.
 */
let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

let spoof = 0;
/** Each attempt claims another client address: the limit must not care. */
const login = (email_or_phone: string, password: string) =>
  api.call("/auth/login", {
    method: "POST",
    headers: {
      "X-Forwarded-For": `203.0.113.${++spoof % 250}`,
      "X-Real-IP": `198.51.100.${spoof % 250}`,
    },
    body: { login_type: "manual", email_or_phone, password },
  });
const failTimes = async (who: string, n: number) => {
  for (let i = 0; i < n; i++) expect((await login(who, "wrong-password")).status).toBe(401);
};

describe("failed passwords, per account", () => {
  it("after 5 failures refuses even the right password with 429 for 15 minutes", async () => {
    await failTimes(SARA.phone, 5);
    const right = await login(SARA.phone, SARA.password);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({
      errors: [
        { code: "auth-429", message: "Too many failed attempts. Please try again in 15 minutes." },
      ],
    });
    expect(right.headers.get("retry-after")).toBe("900");
    // the same account by e-mail, without the "+", or in capitals: the same account
    expect((await login(SARA.email.toUpperCase(), SARA.password)).status).toBe(429);
    expect((await login(SARA.phone.slice(1), SARA.password)).status).toBe(429);
    // another account is not affected
    expect((await login(DEMO.phone, DEMO.password)).status).toBe(200);

    later(api.clock, 10 * 60);
    const still = await login(SARA.phone, SARA.password);
    expect(still.status).toBe(429);
    expect(still.body.errors[0].message).toBe(
      "Too many failed attempts. Please try again in 5 minutes.",
    );
    later(api.clock, 5 * 60);
    expect((await login(SARA.phone, SARA.password)).status).toBe(200);
    // the block is over and the count started again: one miss is just a 401
    expect((await login(SARA.phone, "wrong-password")).status).toBe(401);
    expect((await login(SARA.phone, SARA.password)).status).toBe(200);
  });

  it("a successful sign-in clears the count", async () => {
    await failTimes(DEMO.email, 4);
    expect((await login(DEMO.email, DEMO.password)).status).toBe(200);
    await failTimes(DEMO.email, 4);
    expect((await login(DEMO.email, DEMO.password)).status).toBe(200);
  });

  it("counts failures within a 15-minute window only", async () => {
    await failTimes(DEMO.phone, 4);
    later(api.clock, 15 * 60);
    await failTimes(DEMO.phone, 4);
    expect((await login(DEMO.phone, DEMO.password)).status).toBe(200);
  });

  it("limits unknown accounts the same way (a 429 tells nothing about who exists)", async () => {
    await failTimes("nobody@souq.test", 5);
    const sixth = await login("nobody@souq.test", "whatever1");
    expect(sixth.status).toBe(429);
    expect(sixth.body.errors[0].code).toBe("auth-429");
  });
});

describe("failed OTPs, per phone", () => {
  const post = (path: string, body: unknown) => api.call(path, { method: "POST", body });
  const sendCode = (phone: string) => post("/auth/login", { login_type: "otp", phone });
  const verify = (phone: string, otp: string) =>
    post("/auth/verify-phone", { phone, otp, verification_type: "phone", login_type: "otp" });

  it("a resend does not wipe the misses: the 5th wrong code blocks, the right one then waits", async () => {
    const phone = "+971557000001";
    expect((await sendCode(phone)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await verify(phone, "111111")).status).toBe(404);
    later(api.clock, 61);
    expect((await sendCode(phone)).status).toBe(200);
    const fifth = await verify(phone, "111111");
    expect(fifth.status).toBe(405);
    expect(fifth.body.errors[0].code).toBe("otp_temp_blocked");
    later(api.clock, 61);
    expect((await sendCode(phone)).status).toBe(200);
    const right = await verify(phone, "123456");
    expect(right.status).toBe(405);
    expect(right.body.errors[0].code).toBe("otp_block_time");
    later(api.clock, 600);
    expect((await verify(phone, "123456")).status).toBe(200);
  });

  it("misses older than 15 minutes no longer count", async () => {
    const phone = "+971557000002";
    expect((await sendCode(phone)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await verify(phone, "111111")).status).toBe(404);
    later(api.clock, 15 * 60);
    expect((await sendCode(phone)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await verify(phone, "111111")).status).toBe(404);
    expect((await verify(phone, "123456")).status).toBe(200);
  });
});
