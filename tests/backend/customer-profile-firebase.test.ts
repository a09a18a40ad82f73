import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSettings } from "../../backend/services/settings";
import { bearer } from "./commerce-helpers";
import { startApi, type ApiHarness } from "./harness";
import { startFirebasePhoneApi, type IdentityToolkitStub } from "./identity-toolkit-stub";

/**
 * customer/update-profile's phone change with config firebase_otp_verification on (contract
 * §7.4, §6.2 step 3): the prompt says `verification_medium: "firebase"` and stores no SMS code;
 * the repeat call's session_info + otp are redeemed at Identity Toolkit (a stand-in here that
 * knows which code it "sent" to which phone), like firebase-verify-token does at sign-in.
 */
let toolkit: IdentityToolkitStub;
let api: ApiHarness;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ api, toolkit, close } = await startFirebasePhoneApi((options) => startApi(options)));
});
afterAll(() => close());

/**
 * A signed-up customer. With Firebase on, sign-up answers no token until Firebase has verified
 * the phone (issue 28 item 3: the original signed the unproven number in at once).
 */
async function customer(suffix: string) {
  const phone = `+97155730${suffix}`;
  const email = `rana${suffix}@example.com`;
  const answer = await api.call("/auth/sign-up", {
    method: "POST",
    body: { name: "Rana Aziz", phone, email, password: "secret123" },
  });
  expect(answer.body).toMatchObject({ token: null, is_phone_verified: 0 });
  const verified = await api.call("/auth/firebase-verify-token", {
    method: "POST",
    body: { ...toolkit.send(phone), login_type: "manual" },
  });
  expect(verified.body.token).toMatch(/.{20,}/);
  return { token: verified.body.token as string, phone, email };
}

const update = (token: string, body: Record<string, string>) =>
  api.call("/customer/update-profile", { method: "POST", body, headers: bearer(token) });
const userOf = (token: string) =>
  api
    .call("/customer/info", { headers: bearer(token, { "X-localization": "en" }) })
    .then((r) => r.body);
const storedCodes = (phone: string) =>
  api.backend.db
    .prepare("SELECT COUNT(*) AS n FROM phone_verifications WHERE phone = ?")
    .get(phone);

describe("update-profile: a new phone verified through Firebase", () => {
  it("prompts with medium firebase (no SMS code), refuses a wrong code, saves with the right one", async () => {
    const { token, email, phone } = await customer("0001");
    const fresh = "+971557309001";
    const base = { name: "Rana Aziz", email, phone: fresh };

    const prompt = await update(token, base);
    expect(prompt.status).toBe(200);
    expect(prompt.body).toEqual({
      verification_on: "phone",
      verification_medium: "firebase",
      otp_send: true,
      message: "An OTP was sent to your phone.",
    });
    expect(storedCodes(fresh)).toEqual({ n: 0 });
    expect(await userOf(token)).toMatchObject({ phone, is_phone_verified: 1 });

    const sent = toolkit.send(fresh, "482913");
    const repeat = { ...base, verification_on: "phone", verification_medium: "firebase" };
    const wrong = await update(token, {
      ...repeat,
      session_info: sent.session_info,
      otp: "000000",
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ errors: [{ code: "otp", message: "OTP does not match" }] });
    expect(await userOf(token)).toMatchObject({ phone, is_phone_verified: 1 });

    const right = await update(token, {
      ...repeat,
      session_info: sent.session_info,
      otp: "482913",
    });
    expect(right).toMatchObject({ status: 200, body: { message: "Successfully updated!" } });
    expect(await userOf(token)).toMatchObject({ phone: fresh, is_phone_verified: 1 });
    expect(toolkit.keysSeen.at(-1)).toBe(toolkit.apiKey);
  });

  it("a code Firebase sent to another number, or a forged session, does not save the phone", async () => {
    const { token, email, phone } = await customer("0002");
    const fresh = "+971557309002";
    const repeat = {
      name: "Rana Aziz",
      email,
      phone: fresh,
      verification_on: "phone",
      verification_medium: "firebase",
    };
    const other = toolkit.send("+971557309999");
    const borrowed = await update(token, {
      ...repeat,
      session_info: other.session_info,
      otp: other.otp,
    });
    expect(borrowed.status).toBe(403);
    expect(borrowed.body.errors).toEqual([
      { code: "otp", message: "The verified phone number does not match." },
    ]);
    const forged = await update(token, { ...repeat, session_info: "forged", otp: "123456" });
    expect(forged.status).toBe(403);
    expect(forged.body.errors).toEqual([{ code: "otp", message: "INVALID_SESSION_INFO" }]);
    // An `otp` without Firebase's session is only the prompt again: nothing saved.
    const bare = await update(token, { ...repeat, otp: "123456" });
    expect(bare.body).toMatchObject({ verification_medium: "firebase", otp_send: true });
    expect(await userOf(token)).toMatchObject({ phone, is_phone_verified: 1 });
  });

  it("with Firebase off the same change is the SMS code again", async () => {
    const { token, email } = await customer("0003");
    writeSettings(api.backend.db, { firebase_otp_verification: 0 });
    try {
      const fresh = "+971557309003";
      const prompt = await update(token, { name: "Rana Aziz", email, phone: fresh });
      expect(prompt.body).toMatchObject({ verification_on: "phone", verification_medium: "SMS" });
      expect(storedCodes(fresh)).toEqual({ n: 1 });
    } finally {
      writeSettings(api.backend.db, { firebase_otp_verification: 1 });
    }
  });
});
