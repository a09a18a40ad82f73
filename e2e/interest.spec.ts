import { test, expect, isJsProject } from "./fixtures";
import { signInNewCustomer } from "./support/customers";
import { demoLocation, setPrefs } from "./support/session";

/**
 * /interest (issue 12; foundations §2, browsing §2), one journey per project — with JavaScript
 * in English, without it in Arabic: a fresh customer on grocery is asked to pick at least one,
 * saves two category tiles, lands on /home with the backend's message, finds them ticked on the
 * next visit; then the module side rail's Food (not among the interests) leads back to /interest.
 */
const TEXTS = {
  en: {
    title: "Choose your interests",
    save: "Save",
    chooseOne: "Please choose at least one category.",
    rail: "Modules",
    food: "Food",
  },
  ar: {
    title: "اختر اهتماماتك",
    save: "حفظ",
    chooseOne: "يرجى اختيار فئة واحدة على الأقل.",
    rail: "الأقسام",
    food: "طعام",
  },
} as const;
// The page shows the backend's own words, in the page's language (X-localization).
const SAVED = { en: "Interest updated successfully!", ar: "تم تحديث الاهتمامات بنجاح!" } as const;

test("a new customer saves two interests, sees them ticked again, and the rail leads back", async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}) => {
  const lang = isJsProject(test.info()) ? "en" : "ar";
  const T = TEXTS[lang];
  const prefix = lang === "ar" ? "/ar" : "";
  await signInNewCustomer(context, request, baseURL!);
  await setPrefs(context, baseURL!, await demoLocation(request, "grocery"));

  await page.goto(`${prefix}/interest`);
  await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
  const tiles = page.getByRole("main").getByRole("checkbox");
  expect(await tiles.count()).toBeGreaterThan(2);
  await checkA11y(page);

  // Nothing ticked: asked for one (in the browser with JavaScript, by the server without).
  await page.getByRole("button", { name: T.save }).click();
  await expect(page.getByRole("alert").filter({ hasText: T.chooseOne })).toBeVisible();
  await expect(tiles.first()).toHaveAttribute("aria-invalid", "true");

  // The label tile toggles its box: click the first tile, tick the third by keyboard.
  const first = tiles.nth(0);
  const third = tiles.nth(2);
  await page.getByRole("main").locator("label").nth(0).click();
  await expect(first).toBeChecked();
  await third.focus();
  await page.keyboard.press("Space");
  await expect(third).toBeChecked();
  await page.getByRole("button", { name: T.save }).click();

  await expect(page).toHaveURL(new RegExp(`${prefix}/home$`));
  await expect(page.getByText(SAVED[lang])).toBeVisible();

  await page.goto(`${prefix}/interest`);
  await expect(tiles.nth(0)).toBeChecked();
  await expect(tiles.nth(1)).not.toBeChecked();
  await expect(tiles.nth(2)).toBeChecked();

  // The side rail: Food is not among this customer's interests → /interest, on Food.
  await page.goto(`${prefix}/home`);
  await page
    .getByRole("navigation", { name: T.rail })
    .getByRole("button", { name: T.food })
    .click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/interest$`));
  await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
  await expect(tiles.first()).not.toBeChecked();
});
