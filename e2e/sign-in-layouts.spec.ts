import { test, expect, isJsProject } from "./fixtures";
import { loginLayout, withBackendSettings, type SettingsPatch } from "./support/backend-settings";

/**
 * The sign-in layouts (issue 12 "each of the seven layouts rendered from config"; foundations
 * §2, §6), read-only and so in the no-js project only: for each centralize_login combination
 * /auth/sign-in shows exactly its parts — the OTP part (phone, 'Get OTP'), the manual form, the
 * social buttons of the providers that are on, and the sign-up link when manual is the only type
 * or the layout is mixed. Nothing on is manual. axe once on "all", English and Arabic (the
 * fixture audits every page served). Sign-up's refer code hides when wallet or referral earning
 * is off (the /config customer_wallet_status is the row wallet_status).
 */
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "read-only pages: the no-js project");

const PROVIDERS: SettingsPatch = {
  social_login: [
    { login_medium: "google", status: 1, client_id: "layouts.apps.googleusercontent.com" },
    { login_medium: "facebook", status: 1, client_id: "1010" },
  ],
  apple_login: [{ login_medium: "apple", status: 1, client_id: "example.layouts.web" }],
};

const TEXTS = {
  en: {
    getOtp: "Get OTP",
    password: "Password",
    signUp: "Sign Up",
    google: "Continue with Google",
    facebook: "Continue with Facebook",
    apple: "Continue with Apple",
    needsScript: "Signing in with Google, Facebook or Apple needs JavaScript.",
    referCode: "Refer code (optional)",
  },
  ar: {
    getOtp: "احصل على الرمز",
    password: "كلمة المرور",
    signUp: "إنشاء حساب",
    google: "المتابعة باستخدام Google",
    facebook: "المتابعة باستخدام Facebook",
    apple: "المتابعة باستخدام Apple",
    needsScript: "يتطلب تسجيل الدخول عبر Google أو Facebook أو Apple تفعيل JavaScript.",
    referCode: "رمز الإحالة (اختياري)",
  },
} as const;

type Part = "otp" | "manual" | "social";
const LAYOUTS: Array<[name: string, on: Part[], shows: Part[], signUpLink: boolean]> = [
  ["all", ["otp", "manual", "social"], ["otp", "manual", "social"], true],
  ["otp_manual", ["otp", "manual"], ["otp", "manual"], true],
  ["otp_social", ["otp", "social"], ["otp", "social"], true],
  ["manual_social", ["manual", "social"], ["manual", "social"], true],
  ["otp", ["otp"], ["otp"], false],
  ["manual", ["manual"], ["manual"], true],
  ["social", ["social"], ["social"], false],
  ["none → manual", [], ["manual"], true],
];

test("/auth/sign-in renders each of the seven layouts from config (and none as manual)", async ({
  page,
  request,
}) => {
  expect(isJsProject(test.info())).toBe(false);
  for (const [name, on, shows, signUpLink] of LAYOUTS) {
    // "all" in both languages (axe on each); the rest alternate so both get covered.
    const langs: Array<"en" | "ar"> =
      name === "all" ? ["en", "ar"] : [LAYOUTS.findIndex(([n]) => n === name) % 2 ? "ar" : "en"];
    await withBackendSettings(request, { ...loginLayout(on), ...PROVIDERS }, async () => {
      for (const lang of langs) {
        const T = TEXTS[lang];
        await page.goto(`${lang === "ar" ? "/ar" : ""}/auth/sign-in`);
        const main = page.getByRole("main");
        await test.step(`${name} (${lang})`, async () => {
          const count = (has: boolean) => (has ? 1 : 0);
          await expect(main.getByRole("button", { name: T.getOtp })).toHaveCount(
            count(shows.includes("otp")),
          );
          await expect(main.getByLabel(T.password, { exact: true })).toHaveCount(
            count(shows.includes("manual")),
          );
          for (const provider of ["google", "facebook", "apple"] as const) {
            const button = main.getByRole("button", { name: T[provider] });
            await expect(button).toHaveCount(count(shows.includes("social")));
            // Social sign-in needs the providers' scripts: inert and said so without JavaScript.
            if (shows.includes("social")) await expect(button).toBeDisabled();
          }
          await expect(main.getByText(T.needsScript)).toHaveCount(count(shows.includes("social")));
          await expect(main.getByRole("link", { name: T.signUp, exact: true })).toHaveCount(
            count(signUpLink),
          );
        });
      }
    });
  }
});

test("a provider shows only with its own status and the centralized one on (§6)", async ({
  page,
  request,
}) => {
  const T = TEXTS.en;
  const patch: SettingsPatch = {
    ...loginLayout(["manual", "social"]),
    social_login: [
      { login_medium: "google", status: 1, client_id: "x" },
      { login_medium: "facebook", status: 0, client_id: "1" },
    ],
    apple_login: [{ login_medium: "apple", status: 1, client_id: "y" }],
  };
  const centralize = patch.centralize_login as Record<string, number>;
  await withBackendSettings(
    request,
    { ...patch, centralize_login: { ...centralize, apple_login_status: 0 } },
    async () => {
      await page.goto("/auth/sign-in");
      const main = page.getByRole("main");
      await expect(main.getByRole("button", { name: T.google })).toHaveCount(1);
      await expect(main.getByRole("button", { name: T.facebook })).toHaveCount(0);
      await expect(main.getByRole("button", { name: T.apple })).toHaveCount(0);
    },
  );
});

test("sign-up's refer code shows only with wallet and referral earning both on (§6)", async ({
  page,
  request,
}) => {
  const cases: Array<[SettingsPatch, boolean, "en" | "ar"]> = [
    [{ wallet_status: 1, ref_earning_status: 1 }, true, "en"],
    [{ wallet_status: 0, ref_earning_status: 1 }, false, "ar"],
    [{ wallet_status: 1, ref_earning_status: 0 }, false, "en"],
  ];
  for (const [patch, shown, lang] of cases) {
    await withBackendSettings(request, patch, async () => {
      await page.goto(`${lang === "ar" ? "/ar" : ""}/auth/sign-up`);
      await expect(page.getByRole("main").getByLabel(TEXTS[lang].referCode)).toHaveCount(
        shown ? 1 : 0,
      );
    });
  }
});
