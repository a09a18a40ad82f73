import { describe, expect, it } from "vitest";
import { authSettingsFrom, showsSignUpLink } from "~/features/auth/auth-config";
import { composePhone, dialCodeOf } from "~/features/auth/phone";

describe("sign-in layouts from centralize_login (foundations §2)", () => {
  const layout = (otp: boolean, manual: boolean, social: boolean) =>
    authSettingsFrom({
      centralize_login: {
        otp_login_status: otp,
        manual_login_status: manual,
        social_login_status: social,
        google_login_status: true,
      },
      social_login: [{ login_medium: "google", status: true }],
    });
  it.each([
    ["all", [true, true, true], true],
    ["otp_manual", [true, true, false], true],
    ["otp_social", [true, false, true], true],
    ["manual_social", [false, true, true], true],
    ["otp only", [true, false, false], false],
    ["manual only", [false, true, false], true],
    ["social only", [false, false, true], false],
  ] as const)("%s", (_name, [otp, manual, social], signUpLink) => {
    const settings = layout(otp, manual, social);
    expect([settings.otp, settings.manual, settings.social]).toEqual([otp, manual, social]);
    expect(showsSignUpLink(settings)).toBe(signUpLink);
  });

  it("is manual when nothing is on, and social needs a provider", () => {
    expect(layout(false, false, false)).toMatchObject({ otp: false, manual: true, social: false });
    const noProvider = authSettingsFrom({
      centralize_login: { social_login_status: true, manual_login_status: true },
    });
    expect(noProvider.social).toBe(false);
  });

  it("shows a provider only when its own status and its centralized status are on (§6)", () => {
    const login = {
      social_login_status: true,
      google_login_status: true,
      apple_login_status: true,
    };
    const listedOff = authSettingsFrom({
      centralize_login: login,
      social_login: [{ login_medium: "google", status: false }],
      apple_login: [{ login_medium: "apple", status: true }],
    });
    expect(listedOff.providers).toEqual({ google: false, facebook: false, apple: true });
    const centralOff = authSettingsFrom({
      centralize_login: { social_login_status: true, google_login_status: false },
      social_login: [{ login_medium: "google", status: true }],
    });
    expect(centralOff).toMatchObject({ social: false, providers: { google: false } });
  });

  it("shows the refer code only with wallet and referral earning on (§6)", () => {
    expect(
      authSettingsFrom({ customer_wallet_status: true, ref_earning_status: true }).referral,
    ).toBe(true);
    expect(
      authSettingsFrom({ customer_wallet_status: false, ref_earning_status: true }).referral,
    ).toBe(false);
    expect(
      authSettingsFrom({ customer_wallet_status: true, ref_earning_status: false }).referral,
    ).toBe(false);
  });
});

describe("phones are sent with a '+' (foundations §5)", () => {
  it.each([
    ["AE", "050 123 4567", "+971501234567"],
    ["AE", "501234567", "+971501234567"],
    ["EG", "+20 100 000 0000", "+201000000000"],
    ["AE", "00201000000000", "+201000000000"],
    [undefined, "971501234567", "+971501234567"],
    ["ZZ", "501234567", "+501234567"],
    ["AE", "50-12a", ""],
    // Issue 22 item 4: the calling code typed without '+' is not added twice.
    ["AE", "971501112233", "+971501112233"],
    ["AE", "0501112233", "+971501112233"],
    ["AE", "97142345678", "+97142345678"],
    ["IN", "9123456789", "+919123456789"],
    ["IN", "919123456789", "+919123456789"],
  ])("%s %s → %s", (region, typed, sent) => {
    expect(composePhone(region, typed)).toBe(sent);
  });

  it("knows calling codes by region", () => {
    expect(dialCodeOf("ae")).toBe("971");
    expect(dialCodeOf("US")).toBe("1");
    expect(dialCodeOf("XX")).toBeUndefined();
    expect(dialCodeOf(42)).toBeUndefined();
  });
});
