import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import { DEMO, later, startCommerceApi, type Clock } from "./commerce-helpers";

/**
 * Issue 28 item 10: who has an account must not show. A manual login took ~40 ms for an existing
 * account (one scrypt) and ~3 ms for an unknown one; forgot-password answered 404 for an unknown
 * phone. Now both cost one scrypt, and the reset calls answer an unknown account exactly as a
 * known one whose code was not guessed.
 */
let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

const post = (path: string, body: unknown) => api.call(path, { method: "POST", body });
const put = (path: string, body: unknown) => api.call(path, { method: "PUT", body });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[4]! + sorted[5]!) / 2;
};

describe("manual login takes as long for an unknown account", () => {
  it("median of 10 refusals each: unknown ≥ 0.5 × known (one scrypt either way)", async () => {
    const timed = async (identifier: string) => {
      // past the per-account failure limit's window, so every try reaches the password check
      later(api.clock, 16 * 60);
      const start = performance.now();
      const res = await post("/auth/login", {
        login_type: "manual",
        email_or_phone: identifier,
        password: "not-the-password",
      });
      const ms = performance.now() - start;
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        errors: [{ code: "auth-001", message: "Email or password does not match" }],
      });
      return ms;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // interleaved, so a burst of load elsewhere on the machine hits both alike
    for (let i = 0; i < 10; i++) {
      known.push(await timed(DEMO.phone));
      unknown.push(await timed(`+97159998${String(i).padStart(4, "0")}`));
    }
    expect(median(unknown)).toBeGreaterThanOrEqual(0.5 * median(known));
  });
});

describe("password reset answers the same for an unknown account", () => {
  const unknownPhone = "+971599980000";
  const body = (phone: string) => ({ verification_method: "phone", phone });

  it("forgot-password: as sent, then the same 60 s throttle", async () => {
    for (const phone of [DEMO.phone, unknownPhone]) {
      const sent = await post("/auth/forgot-password", body(phone));
      expect({ status: sent.status, body: sent.body }).toEqual({
        status: 200,
        body: { message: "OTP sent successfully" },
      });
      const again = await post("/auth/forgot-password", body(phone));
      expect(again.status).toBe(405);
      expect(again.body.errors[0].code).toBe("otp");
    }
  });

  it("verify-token and reset-password: a wrong code's answer, even with the demo code", async () => {
    const invalid = { errors: [{ code: "invalid", message: "Invalid OTP." }] };
    const wrongKnown = await post("/auth/verify-token", {
      ...body(DEMO.phone),
      reset_token: "000000",
    });
    expect({ status: wrongKnown.status, body: wrongKnown.body }).toEqual({
      status: 400,
      body: invalid,
    });
    for (const reset_token of ["000000", "123456"]) {
      const verify = await post("/auth/verify-token", { ...body(unknownPhone), reset_token });
      expect({ status: verify.status, body: verify.body }).toEqual({ status: 400, body: invalid });
    }
    const reset = await put("/auth/reset-password", {
      ...body(unknownPhone),
      reset_token: "123456",
      password: "whatever-1",
      confirm_password: "whatever-1",
    });
    expect({ status: reset.status, body: reset.body }).toEqual({ status: 400, body: invalid });
  });
});
