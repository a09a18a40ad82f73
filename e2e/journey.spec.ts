import { test, expect, isJsProject } from "./fixtures";
import { header, menuTrigger, searchField } from "./support/header";

/**
 * Issue 4 "done when", as one visitor's journey, run in both projects (JavaScript off and on):
 * a new visitor goes / → picks a location by search → chooses a module → lands on /home with
 * the location and module in the header; switches to Arabic (RTL page, Arabic texts) and to the
 * dark theme; subscribes to the newsletter; opens every policy page from the footer. Every page
 * visited is also audited by axe (fixtures.ts), in both languages and both themes.
 */

const DUBAI_MALL = "The Dubai Mall, Downtown Dubai, Dubai, United Arab Emirates";
/** The same saved point, named again in Arabic when the language changes (issue 22 item 15). */
const DUBAI_MALL_AR = "دبي مول، وسط مدينة دبي، دبي، الإمارات العربية المتحدة";

/** The footer's policy links, in Arabic, with the page heading each one opens. */
const ARABIC_POLICIES = [
  { link: "الشروط والأحكام", path: "/ar/terms-and-conditions" },
  { link: "سياسة الخصوصية", path: "/ar/privacy-policy" },
  { link: "سياسة الاسترداد", path: "/ar/refund-policy" },
  { link: "سياسة الإلغاء", path: "/ar/cancellation-policy" },
  { link: "سياسة الشحن", path: "/ar/shipping-policy" },
];

test("a new visitor: location, module, Arabic, dark theme, newsletter and every policy page", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 900 });

  // 1. The landing page asks for a location; search, choose a place, Pick.
  await page.goto("/");
  await page
    .getByRole("main")
    .getByRole("link", { name: "Choose delivery location", exact: true })
    .click();
  const picker = page.getByRole("dialog", { name: "Pick Location" });
  if (isJsProject(testInfo))
    await expect(picker.getByRole("button", { name: "Use current location" })).toBeVisible();
  await picker.getByLabel("Search location").fill("Dubai Mall");
  await picker.getByRole("button", { name: "Search", exact: true }).click();
  await picker
    .getByRole("list")
    .getByRole("link", { name: /The Dubai Mall/ })
    .click();
  await expect(picker.getByTestId("resolved-address")).toHaveText(DUBAI_MALL);
  await picker.getByRole("button", { name: "Pick", exact: true }).click();

  // 2. Choose a module; /home shows the location and the module.
  const chooser = page.getByRole("dialog", { name: "Select a type of module for your orders" });
  await chooser.getByRole("button", { name: "Grocery" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("A module has been selected.")).toBeVisible();
  await expect(page.getByTestId("header-address")).toHaveText(DUBAI_MALL);
  await expect(
    page.getByRole("navigation", { name: "Modules" }).getByRole("button", { name: "Grocery" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(searchField(page, javaScriptEnabled)).toHaveAttribute(
    "placeholder",
    "Search items and stores...",
  );

  // 3. Arabic: confirm, then the same page right to left with Arabic texts and the same choices.
  await menuTrigger(page, "Language: English", javaScriptEnabled).click();
  await page.getByText("العربية").click();
  await page
    .getByRole("alertdialog", { name: "Are you sure to change the language?" })
    .getByRole("button", { name: "Yes" })
    .click();
  await expect(page).toHaveURL(/\/ar\/home$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByText("تم تغيير اللغة")).toBeVisible();
  await expect(page.getByTestId("header-address")).toHaveText(DUBAI_MALL_AR);
  await expect(header(page).getByRole("link", { name: "تسجيل الدخول" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "الأقسام" }).getByRole("button", { name: "بقالة" }),
  ).toHaveAttribute("aria-current", "page");

  // 4. Dark theme, remembered across pages.
  await header(page).getByRole("button", { name: "التبديل إلى المظهر الداكن" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(
    header(page).getByRole("button", { name: "التبديل إلى المظهر الفاتح" }),
  ).toBeVisible();

  // 5. The newsletter, in Arabic.
  const band = page.getByRole("region", { name: "اشترك في نشرتنا البريدية" });
  await band
    .getByRole("textbox", { name: "البريد الإلكتروني" })
    .fill(`journey-${testInfo.project.name}-${Date.now()}@example.com`);
  await band.getByRole("button", { name: "اشترك" }).click();
  await expect(page.getByText("تم الاشتراك بنجاح").first()).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/home$/);

  // 6. Every policy page from the footer: Arabic, dark, and its content from the backend.
  for (const policy of ARABIC_POLICIES) {
    await page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "السياسات" })
      .getByRole("link", { name: policy.link, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${policy.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: policy.link })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // The body is the backend's text, not the empty or unavailable placeholder.
    const article = page.getByRole("main").getByRole("article");
    await expect(article.locator("p").first()).not.toBeEmpty();
    await expect(article.getByText("لا يوجد محتوى في هذه الصفحة بعد.")).toHaveCount(0);
    await expect(article.getByText("لا يمكن عرض هذه الصفحة الآن.")).toHaveCount(0);
  }
});
