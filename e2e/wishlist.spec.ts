import { test, expect, isJsProject } from "./fixtures";
import { signInNewCustomer } from "./support/customers";
import { header } from "./support/header";
import { main } from "./support/home-pages";
import { demoLocation, setPrefs, type ModuleType } from "./support/session";
import { firstAddHeart, WISHLIST_TEXTS, type Lang } from "./support/wishlist";

/**
 * The wishlist (issue 11 item 6; browsing §2 "Wishlist drawer", §4, §5; foundations §4
 * "Wishlist heart"), one journey per project: with JavaScript in English, light, in the food
 * module (Foods / Restaurants); without it in Arabic, dark, in the grocery module (Items /
 * Stores). A new customer hearts a store card on a store list and an item card on that store's
 * page, opens the drawer from the header's badge, finds both in their tabs, deletes the item
 * after the confirmation and removes the store, until both tabs say they are empty. The drawer
 * is audited open, and with the confirmation open. Then a guest pressing a heart is asked to
 * sign in. Cards are chosen by what the page shows, never by seed ids.
 */
/** The embedded backend's answer to the heart. */
const ADDED = { en: "Successfully added!", ar: "تمت الإضافة بنجاح!" } as const;

const SETUP: Record<"js" | "no-js", { lang: Lang; module: ModuleType; theme: "light" | "dark" }> = {
  js: { lang: "en", module: "food", theme: "light" },
  "no-js": { lang: "ar", module: "grocery", theme: "dark" },
};

test("a customer hearts a store and an item from cards, finds them in the drawer and removes them", async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}, testInfo) => {
  test.setTimeout(90_000);
  const js = isJsProject(testInfo);
  const { lang, module, theme } = SETUP[js ? "js" : "no-js"];
  const T = WISHLIST_TEXTS[lang];
  const kind = module === "food" ? "food" : "other";
  const prefix = lang === "ar" ? "/ar" : "";
  const prefs = await demoLocation(request, module);
  await setPrefs(context, baseURL!, { ...prefs, theme });
  await signInNewCustomer(context, request, baseURL!);
  const badge = header(page).getByRole("link", { name: T.badge });

  // A store card on the latest stores list.
  await page.goto(`${prefix}/store/latest?module_id=${prefs.moduleId}`);
  const store = await firstAddHeart(page, T.add);
  // With JavaScript the heart's form goes through a fetcher: this document stays.
  if (js) await page.evaluate(() => document.documentElement.setAttribute("data-e2e-stay", ""));
  await store.heart.click();
  const storeHeart = main(page)
    .getByRole("button", { name: T.remove(store.name) })
    .first();
  await expect(storeHeart).toHaveAttribute("aria-pressed", "true");
  // The badge counts what the server holds (the root loader's answer after the action).
  await expect(badge).toHaveAccessibleName(T.badgeCount(1));
  // The server's message, in the page's language (X-localization).
  await expect(page.getByRole("status").filter({ hasText: ADDED[lang] })).toBeVisible();
  if (js) await expect(page.locator("html[data-e2e-stay]")).toHaveCount(1);

  // An item card on that store's page (the header's heart already says the store is saved).
  await main(page).getByRole("link", { name: store.name, exact: true }).first().click();
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(store.name);
  await expect(
    main(page).getByRole("button", { name: T.remove(store.name), exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  const item = await firstAddHeart(page, T.add);
  await item.heart.click();
  await expect(
    main(page)
      .getByRole("button", { name: T.remove(item.name), exact: true })
      .first(),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(badge).toHaveAccessibleName(T.badgeCount(2));

  // The drawer, from the header's badge: the item in the first tab.
  await badge.click();
  await expect(page).toHaveURL(/[?&]dialog=wishlist/);
  const drawer = page.getByRole("dialog", { name: T.title });
  const tabs = drawer.getByRole("navigation");
  await expect(tabs.getByRole("link", { name: T.tabs[kind].items })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(drawer.getByRole("link", { name: item.name, exact: true })).toBeVisible();
  await checkA11y(page);

  // Delete asks first; Yes removes it.
  await drawer.getByRole("link", { name: T.delete(item.name), exact: true }).click();
  await expect(page).toHaveURL(/[?&]remove-item=\d+/);
  await expect(drawer.getByText(T.confirm)).toBeVisible();
  await checkA11y(page);
  await drawer.getByRole("button", { name: T.yes, exact: true }).click();
  await expect(drawer.getByText(T.empty[kind].items)).toBeVisible();
  await expect(page).not.toHaveURL(/remove-item=/);
  await expect(badge).toHaveAccessibleName(T.badgeCount(1));

  // The stores tab: the store, which links to its page; remove it.
  await tabs.getByRole("link", { name: T.tabs[kind].stores }).click();
  await expect(page).toHaveURL(/[?&]wishlist-tab=stores/);
  await expect(drawer.getByRole("link", { name: store.name, exact: true })).toHaveAttribute(
    "href",
    new RegExp(`^${prefix}/store/`),
  );
  await drawer.getByRole("button", { name: T.remove(store.name), exact: true }).click();
  await expect(drawer.getByText(T.empty[kind].stores)).toBeVisible();
  await expect(badge).toHaveAccessibleName(T.badgeCount(0));
});

test("a guest pressing a heart is asked to sign in", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const js = isJsProject(testInfo);
  const { lang, module } = SETUP[js ? "js" : "no-js"];
  const T = WISHLIST_TEXTS[lang];
  const prefix = lang === "ar" ? "/ar" : "";
  const prefs = await demoLocation(request, module);
  await setPrefs(context, baseURL!, prefs);

  await page.goto(`${prefix}/store/latest?module_id=${prefs.moduleId}`);
  await main(page).locator("article").getByRole("link", { name: T.signIn }).first().click();
  await expect(page).toHaveURL(/[?&]dialog=sign-in/);
  // With JavaScript the click also says why (browsing §5, the login-required message).
  if (js) await expect(page.getByRole("alert").filter({ hasText: T.loginRequired })).toBeVisible();
});
