import type { Page } from "@playwright/test";
import { standInCredential } from "../server/social-stand-in";
import { test, expect } from "./fixtures";
import { loginLayout, withBackendSettings, type SettingsPatch } from "./support/backend-settings";
import { header } from "./support/header";
import { demoLocation, setPrefs } from "./support/session";

/**
 * Social sign-in (issue 12 item 5, phone_modal of item 4; foundations §4, §8, §9), JavaScript
 * only by nature, so in the js project only. The providers' SDK scripts are served by the test
 * (page.route) as small stand-ins handing back credentials that the backend's stand-in verifier
 * (server/social-stand-in.ts, /__e2e__/social) accepts. One journey: a new Google account → the
 * phone step (its rule, then a phone) → signed in back on the page; the same Google account again
 * → signed in at once; Facebook refused → the backend's error toast; Apple ('Loading Apple
 * Login...' while its SDK loads) without a name → user_info → signed in. Each dialog audited.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "social sign-in needs JavaScript");

const IDS = { google: "e2e.apps.googleusercontent.com", facebook: "777", apple: "example.e2e.web" };
const PROVIDERS: SettingsPatch = {
  ...loginLayout(["manual", "social"]),
  social_login: [
    { login_medium: "google", status: 1, client_id: IDS.google },
    { login_medium: "facebook", status: 1, client_id: IDS.facebook },
  ],
  apple_login: [{ login_medium: "apple", status: 1, client_id: IDS.apple }],
};

const T = {
  signIn: "Sign In",
  google: "Continue with Google",
  facebook: "Continue with Facebook",
  apple: "Continue with Apple",
  appleLoading: "Loading Apple Login...",
  needsScript: "Signing in with Google, Facebook or Apple needs JavaScript.",
  phoneTitle: "Add your phone number",
  phone: "Phone",
  continue: "Continue",
  phoneShort: "number must be 10 digits",
  signedIn: "Sign in successfully.",
  userInfoTitle: "Complete your profile",
  name: "User name",
};

/** Stand-ins of the three SDKs, as far as social-sdk.ts uses them. */
async function serveSdks(
  page: Page,
  credentials: { google: () => string; facebook: { token: string; id: string }; apple: string },
  appleGate: Promise<void>,
) {
  const js = (body: string) => ({ status: 200, contentType: "text/javascript", body });
  await page.route("https://accounts.google.com/gsi/client", async (route) =>
    route.fulfill(
      js(`window.google = { accounts: { id: {
        initialize(o) { this.o = o; },
        prompt() { const o = this.o; setTimeout(() => o.callback({ credential: ${JSON.stringify(
          credentials.google(),
        )} }), 0); },
        renderButton() {}
      } } };`),
    ),
  );
  await page.route("https://connect.facebook.net/*/sdk.js", (route) =>
    route.fulfill(
      js(`window.FB = {
        init() {},
        login(cb, opts) { if (!/email/.test(opts.scope)) throw new Error("email scope");
          cb({ authResponse: { accessToken: ${JSON.stringify(credentials.facebook.token)},
            userID: ${JSON.stringify(credentials.facebook.id)} } }); },
        api(path, params, cb) { if (params.fields !== "name,email,picture") throw new Error("fields");
          cb({ name: "Rana F" }); }
      };`),
    ),
  );
  await page.route("https://appleid.cdn-apple.com/**/appleid.auth.js", async (route) => {
    await appleGate;
    await route.fulfill(
      js(`window.AppleID = { auth: {
        init(o) { if (!o.usePopup || o.responseType !== "code" || o.scope !== "email name")
          throw new Error("apple options"); },
        signIn() { return Promise.resolve({ authorization: { code: ${JSON.stringify(
          credentials.apple,
        )} } }); }
      } };`),
    );
  });
}

test("Google, then Facebook refused, then Apple: phone step, user info, error toast, signed in", async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}) => {
  const stamp = Date.now();
  const google = {
    aud: IDS.google,
    sub: `g-${stamp}`,
    email: `g${stamp}@example.com`,
    name: "Layla Haddad",
  };
  let openApple!: () => void;
  const appleGate = new Promise<void>((resolve) => (openApple = resolve));
  await serveSdks(
    page,
    {
      google: () => standInCredential("google", google),
      facebook: {
        token: standInCredential("facebook", { id: "fb-x", reject: true }),
        id: "fb-x",
      },
      apple: standInCredential("apple", {
        sub: `a-${stamp}`,
        email: `a${stamp}@example.com`,
        aud: IDS.apple,
      }),
    },
    appleGate,
  );
  await setPrefs(context, baseURL!, await demoLocation(request, "grocery"));
  const start = "/categories?module_id=1";

  await withBackendSettings(request, PROVIDERS, async () => {
    // A new Google account: no phone yet → the phone step over the same page.
    await page.goto(start);
    await header(page).getByRole("link", { name: T.signIn, exact: true }).click();
    const signIn = page.getByRole("dialog", { name: T.signIn });
    await expect(signIn.getByText(T.needsScript)).toHaveCount(0);
    await signIn.getByRole("button", { name: T.google }).click();
    const phoneStep = page.getByRole("dialog", { name: T.phoneTitle });
    await expect(phoneStep).toBeVisible();
    await checkA11y(page);
    await phoneStep.getByLabel(T.phone).fill("5012");
    await phoneStep.getByRole("button", { name: T.continue }).click();
    await expect(phoneStep.getByText(T.phoneShort)).toBeVisible();
    await phoneStep.getByLabel(T.phone).fill(`55${String(stamp).slice(-7)}`);
    await phoneStep.getByRole("button", { name: T.continue }).click();
    await expect(page).toHaveURL(/\/categories\?module_id=1$/);
    await expect(page.getByText(T.signedIn)).toBeVisible();
    await expect(header(page).getByRole("link", { name: T.signIn, exact: true })).toHaveCount(0);

    // Signed out, the same Google account signs straight in.
    await context.clearCookies({ name: "__session" });
    await page.goto(`${start}&dialog=sign-in`);
    await page
      .getByRole("dialog", { name: T.signIn })
      .getByRole("button", { name: T.google })
      .click();
    await expect(page.getByText(T.signedIn)).toBeVisible();
    await expect(page).toHaveURL(/\/categories\?module_id=1$/);

    // Facebook's credential refused by the provider: the backend's message as an error toast.
    await context.clearCookies({ name: "__session" });
    await page.goto(`${start}&dialog=sign-in`);
    await page
      .getByRole("dialog", { name: T.signIn })
      .getByRole("button", { name: T.facebook })
      .click();
    await expect(page.getByText("wrong credential.")).toBeVisible();
    await expect(page.getByRole("dialog", { name: T.signIn })).toBeVisible();

    // Apple: 'Loading Apple Login...' until its SDK is ready; no name from Apple → user_info.
    const appleButton = page.getByRole("dialog", { name: T.signIn }).getByRole("button", {
      name: T.appleLoading,
    });
    await page
      .getByRole("dialog", { name: T.signIn })
      .getByRole("button", { name: T.apple })
      .click();
    await expect(appleButton).toBeVisible();
    openApple();
    const userInfo = page.getByRole("dialog", { name: T.userInfoTitle });
    await expect(userInfo).toBeVisible();
    await userInfo.getByLabel(T.name).fill("Sami Aziz");
    await userInfo.getByLabel(T.phone).fill(`56${String(stamp).slice(-7)}`);
    await userInfo.getByRole("button", { name: T.continue }).click();
    await expect(page.getByText(T.signedIn)).toBeVisible();
    await expect(page).toHaveURL(/\/categories\?module_id=1$/);
  });
});
