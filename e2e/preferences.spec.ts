import { test, expect } from "./fixtures";
import { header, menuTrigger } from "./support/header";
import { signInNewCustomer } from "./support/customers";
import { demoLocation, setPrefs } from "./support/session";

/**
 * Language, theme and logout (browsing spec §4), in both projects: each is a form, so it works
 * without JavaScript, and with JavaScript the same controls are enhanced.
 */

test.use({ viewport: { width: 1280, height: 900 } });

// /home asks for a delivery location first: every visitor here has one.
test.beforeEach(async ({ context, request, baseURL }) => {
  await setPrefs(context, baseURL!, await demoLocation(request, "grocery"));
});

test.describe("language", () => {
  test("switching to Arabic asks first, then reloads the same page in Arabic; and back", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/home?page=2");
    await menuTrigger(page, "Language: English", javaScriptEnabled).click();
    await page.getByText("العربية").click();
    await expect(page).toHaveURL(/\/home\?page=2&dialog=language&to=ar$/);

    const confirm = page.getByRole("alertdialog", { name: "Are you sure to change the language?" });
    await expect(confirm).toBeVisible();
    await expect(
      confirm.getByText("The browser will refresh to get translated content."),
    ).toBeVisible();
    await confirm.getByRole("button", { name: "Yes" }).click();

    await expect(page).toHaveURL(/\/ar\/home\?page=2$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByText("تم تغيير اللغة")).toBeVisible();
    await expect(header(page).getByRole("link", { name: "تسجيل الدخول" })).toBeVisible();

    await menuTrigger(page, "اللغة: العربية", javaScriptEnabled).click();
    await page.getByText("English", { exact: true }).click();
    const back = page.getByRole("alertdialog", { name: "هل أنت متأكد من تغيير اللغة؟" });
    await expect(back).toBeVisible();
    await back.getByRole("button", { name: "نعم" }).click();
    await expect(page).toHaveURL(/\/home\?page=2$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByText("Language has been changed")).toBeVisible();
  });

  test("No closes the confirmation and changes nothing", async ({ page }) => {
    await page.goto("/home?dialog=language&to=ar");
    const confirm = page.getByRole("alertdialog", { name: "Are you sure to change the language?" });
    await confirm.getByRole("link", { name: "No" }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a language that does not exist opens no dialog", async ({ page }) => {
    await page.goto("/home?dialog=language&to=xx");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });
});

test.describe("theme", () => {
  test("the dark theme is a class on <html> and survives a reload", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/home");
    if (javaScriptEnabled) await expect(menuTrigger(page, "Language: English", true)).toBeVisible();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    // With JavaScript the class changes at once, while the choice is still on its way: a reload
    // before the answer (its cookie) would show the old theme. The test waits for the answer.
    const answered = () =>
      page.waitForResponse(
        (r) =>
          r.request().method() === "POST" &&
          new URL(r.url()).pathname.includes("/preferences/theme"),
      );
    let saved = answered();
    await header(page).getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await saved;
    await expect(page).toHaveURL(/\/home$/);
    await expect(header(page).getByRole("button", { name: "Switch to light theme" })).toBeVisible();

    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    saved = answered();
    await header(page).getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await saved;
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
  });

  test("before any choice the system preference applies", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/home");
    await expect(page.locator("html")).toHaveAttribute("class", "");
    // What is on screen is dark, so the switch offers light.
    await expect(header(page).getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    await expect(header(page).getByRole("button", { name: "Switch to dark theme" })).toBeHidden();
  });

  test("with JavaScript the switch does not reload the page", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the no-JS form reloads by design");
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/home");
    await expect(menuTrigger(page, "Language: English", true)).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await header(page).getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });
});

test.describe("logout", () => {
  test("the confirmation signs out, says so and goes to /home", async ({
    page,
    context,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const token = await signInNewCustomer(context, request, baseURL!);
    await page.goto("/home?page=2");
    await menuTrigger(page, "Account menu", javaScriptEnabled).click();
    await page.getByText("Logout", { exact: true }).click();

    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to logout?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Yes" }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText("Logout successful.")).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(header(page).getByLabel("Account menu")).toHaveCount(0);
    // The token is revoked at the API too, not just forgotten by the browser (issue 7, item 10).
    const info = await request.get("/api/v1/customer/info", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(info.status()).toBe(401);
  });

  test("on the landing page it stays on /", async ({ page, context, request, baseURL }) => {
    await signInNewCustomer(context, request, baseURL!);
    await page.goto("/?dialog=logout");
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Logout successful.")).toBeVisible();
  });

  test("No keeps the customer signed in", async ({ page, context, request, baseURL }) => {
    await signInNewCustomer(context, request, baseURL!);
    await page.goto("/home?dialog=logout");
    await page.getByRole("alertdialog").getByRole("link", { name: "No" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(header(page).getByLabel("Account menu")).toBeVisible();
  });
});

test.describe("cookie notice", () => {
  test("shows the operator's text once, in Arabic too, and a plain form post dismisses it", async ({
    page,
  }) => {
    await page.goto("/ar/home?page=2");
    const notice = page.getByRole("region", { name: "إشعار ملفات تعريف الارتباط" });
    await expect(
      notice.getByText("نستخدم ملفات تعريف الارتباط لإبقائك مسجلاً وتذكر موقعك."),
    ).toBeVisible();
    await expect(
      notice.getByText("لا نضع أي ملفات تعريف ارتباط للتتبع أو الإعلانات.", { exact: false }),
    ).toBeVisible();
    await notice.getByRole("button", { name: "حسنًا" }).click();
    await expect(page).toHaveURL(/\/ar\/home\?page=2$/);
    await expect(notice).toHaveCount(0);

    // Remembered: not on the next page, nor in the other language.
    await page.goto("/home");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
  });

  test("in English it says no tracking cookies are set", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "what the server renders: checked in the no-js project");
    await page.goto("/home");
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await expect(
      notice.getByText("We use cookies to keep you signed in and remember your location."),
    ).toBeVisible();
    await expect(
      notice.getByText("No tracking or advertising cookies are set.", { exact: false }),
    ).toBeVisible();
    await expect(notice.getByRole("button", { name: "Got it" })).toBeVisible();
  });
});
