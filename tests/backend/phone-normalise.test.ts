import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../backend/db/connection";
import type { ApiHarness } from "./harness";
import { bearer, later, startCommerceApi, type Clock } from "./commerce-helpers";

/**
 * Issue 28 item 12: "971…" and "+971…" were two phones — two accounts for one number, a code
 * sent to one form not found for the other. Phones are now stored and compared in one form,
 * digits with a leading "+", wherever the auth and profile routes take one.
 */
let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

const post = (path: string, body: unknown) => api.call(path, { method: "POST", body });
const phonesLike = (digits: string) =>
  api.backend.db.prepare("SELECT phone FROM users WHERE phone LIKE ?").all(`%${digits}`);

describe("one phone, written with or without '+'", () => {
  const bare = "971556400001";
  const plus = `+${bare}`;

  it("sign-up stores '+' and refuses the same number written the other way", async () => {
    const first = await post("/auth/sign-up", {
      name: "Bare Digits",
      phone: bare,
      password: "pass-word-1",
    });
    expect(first.status).toBe(200);
    const second = await post("/auth/sign-up", {
      name: "Plus Sign",
      phone: plus,
      password: "pass-word-1",
    });
    expect(second.status).toBe(403);
    expect(second.body.errors[0]).toEqual({
      code: "phone",
      message: "The phone has already been taken.",
    });
    expect(phonesLike(bare)).toEqual([{ phone: plus }]);
  });

  it("the code sent to one form verifies the other; login finds both", async () => {
    const verified = await post("/auth/verify-phone", {
      phone: plus,
      otp: "123456",
      verification_type: "phone",
      login_type: "manual",
    });
    expect(verified.body.token).toMatch(/.{20,}/);
    for (const identifier of [bare, plus]) {
      const login = await post("/auth/login", {
        login_type: "manual",
        email_or_phone: identifier,
        password: "pass-word-1",
      });
      expect(login.body.token).toMatch(/.{20,}/);
    }
  });

  it("forgot/verify-token/reset take either form for one account", async () => {
    expect(
      (await post("/auth/forgot-password", { verification_method: "phone", phone: bare })).status,
    ).toBe(200);
    const verify = await post("/auth/verify-token", {
      verification_method: "phone",
      phone: plus,
      reset_token: "123456",
    });
    expect(verify.status).toBe(200);
    const reset = await api.call("/auth/reset-password", {
      method: "PUT",
      body: {
        verification_method: "phone",
        phone: bare,
        reset_token: "123456",
        password: "pass-word-2",
        confirm_password: "pass-word-2",
      },
    });
    expect(reset.status).toBe(200);
  });

  it("OTP login, update-info and update-profile compare the stored form", async () => {
    const otpBare = "971556400002";
    later(api.clock, 61);
    expect((await post("/auth/login", { login_type: "otp", phone: otpBare })).status).toBe(200);
    const verified = await post("/auth/verify-phone", {
      phone: `+${otpBare}`,
      otp: "123456",
      verification_type: "phone",
      login_type: "otp",
    });
    expect(verified.body.is_personal_info).toBe(0);
    const named = await post("/auth/update-info", {
      login_type: "otp",
      phone: otpBare,
      name: "Otp Bare",
      verification_token: verified.body.verification_token,
    });
    expect(named.status).toBe(200);
    expect(phonesLike(otpBare)).toEqual([{ phone: `+${otpBare}` }]);
    // the same number without '+' is no phone change: saved at once, no code asked
    const profile = await api.call("/customer/update-profile", {
      method: "POST",
      headers: bearer(named.body.token),
      body: { name: "Otp Bare", email: "otp.bare@example.com", phone: otpBare },
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({ message: "Successfully updated!" });
  });
});

describe("migration 010", () => {
  it("gives stored phones their '+', leaving a pair that would collide as it is", () => {
    const dir = mkdtempSync(join(tmpdir(), "phones-"));
    try {
      const path = join(dir, "shop.db");
      const db = openDatabase(path);
      const at = new Date().toISOString();
      const insert = db.prepare(
        "INSERT INTO users (f_name, phone, created_at, updated_at) VALUES ('Old', ?, ?, ?)",
      );
      for (const phone of ["971556499991", "971556499992", "+971556499992"])
        insert.run(phone, at, at);
      // as a database from before the migration: undo it, so the next open applies it again
      db.exec("ALTER TABLE users DROP COLUMN personal_info_token");
      db.prepare("DELETE FROM schema_migrations WHERE name = '010_account_proofs.sql'").run();
      db.close();

      const reopened = openDatabase(path);
      const phones = reopened
        .prepare("SELECT phone FROM users WHERE phone LIKE '%5564999%' ORDER BY phone")
        .all();
      reopened.close();
      expect(phones).toEqual([
        { phone: "+971556499991" },
        { phone: "+971556499992" },
        { phone: "971556499992" },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
