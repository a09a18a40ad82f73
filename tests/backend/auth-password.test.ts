import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import { SARA, bearer, later, loginAs, startCommerceApi, type Clock } from "./commerce-helpers";

let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

const post = (path: string, body: unknown) => api.call(path, { method: "POST", body });
const put = (path: string, body: unknown) => api.call(path, { method: "PUT", body });

describe("forgot / verify-token / reset-password", () => {
  it("answers an unknown account as if a code was sent (issue 28), and 403 without a phone", async () => {
    const unknown = await post("/auth/forgot-password", {
      verification_method: "phone",
      phone: "+971599990000",
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ message: "OTP sent successfully" });
    const missing = await post("/auth/forgot-password", { verification_method: "phone" });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0].code).toBe("phone");
  });

  it("resets the password with the code, signs out old sessions, and the new password works", async () => {
    const oldToken = await loginAs(api, SARA);
    const sent = await post("/auth/forgot-password", {
      verification_method: "phone",
      phone: SARA.phone,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toEqual(expect.any(String));
    const throttled = await post("/auth/forgot-password", {
      verification_method: "phone",
      phone: SARA.phone,
    });
    expect(throttled.status).toBe(405);
    expect(throttled.body.errors[0].code).toBe("otp");

    const wrong = await post("/auth/verify-token", {
      verification_method: "phone",
      phone: SARA.phone,
      reset_token: "999999",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ errors: [{ code: "invalid", message: "Invalid OTP." }] });
    const right = await post("/auth/verify-token", {
      verification_method: "phone",
      phone: SARA.phone,
      reset_token: "123456",
    });
    expect(right.status).toBe(200);

    const mismatch = await put("/auth/reset-password", {
      verification_method: "phone",
      phone: SARA.phone,
      reset_token: "123456",
      password: "new-secret-1",
      confirm_password: "new-secret-2",
    });
    expect(mismatch.status).toBe(401);
    expect(mismatch.body.errors[0].code).toBe("mismatch");
    const short = await put("/auth/reset-password", {
      verification_method: "phone",
      phone: SARA.phone,
      reset_token: "123456",
      password: "short",
      confirm_password: "short",
    });
    expect(short.status).toBe(403);
    expect(short.body.errors[0].code).toBe("password");

    const reset = await put("/auth/reset-password", {
      verification_method: "phone",
      phone: SARA.phone,
      reset_token: "123456",
      password: "new-secret-1",
      confirm_password: "new-secret-1",
    });
    expect(reset.status).toBe(200);
    const old = await api.call("/customer/info", {
      headers: bearer(oldToken, { "X-localization": "en" }),
    });
    expect(old.status).toBe(401);
    const oldPassword = await post("/auth/login", {
      login_type: "manual",
      email_or_phone: SARA.phone,
      password: SARA.password,
    });
    expect(oldPassword.status).toBe(401);
    expect(
      (await loginAs(api, { phone: SARA.phone, password: "new-secret-1" })).length,
    ).toBeGreaterThan(40);

    // the code is spent
    const reuse = await post("/auth/verify-token", {
      verification_method: "phone",
      phone: SARA.phone,
      reset_token: "123456",
    });
    expect(reuse.status).toBe(400);
  });

  it("does not accept 123456 when no reset was requested", async () => {
    const res = await put("/auth/reset-password", {
      verification_method: "email",
      email: "demo@souq.test",
      reset_token: "123456",
      password: "hijacked-1",
      confirm_password: "hijacked-1",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe("invalid");
  });

  it("blocks verify-token after 5 wrong codes", async () => {
    later(api.clock, 61);
    expect(
      (
        await post("/auth/forgot-password", {
          verification_method: "email",
          email: "demo@souq.test",
        })
      ).status,
    ).toBe(200);
    const attempt = () =>
      post("/auth/verify-token", {
        verification_method: "email",
        email: "demo@souq.test",
        reset_token: "000000",
      });
    for (let i = 0; i < 4; i++) expect((await attempt()).status).toBe(400);
    const fifth = await attempt();
    expect(fifth.status).toBe(405);
    expect(fifth.body.errors[0].code).toBe("otp_temp_blocked");
    const right = await post("/auth/verify-token", {
      verification_method: "email",
      email: "demo@souq.test",
      reset_token: "123456",
    });
    expect(right.status).toBe(405);
    expect(right.body.errors[0].code).toBe("otp_block_time");
  });
});
