import { test, expect } from "./fixtures";
import { header, menuTrigger, searchField, visitor } from "./support/header";
import { demoLocation } from "./support/session";

/**
 * Issue 4 "done when": header visibility rules for guest / signed-in / parcel / landing page,
 * at desktop width (1280 px) and at the compact width (1180 px), in both projects (JavaScript
 * on and off). Browsing spec §2.
 */

const WIDE = { width: 1280, height: 900 };
const COMPACT = { width: 1180, height: 900 };

for (const viewport of [WIDE, COMPACT]) {
  const wide = viewport === WIDE;

  test.describe(`header at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a guest with a location and a grocery module", async ({
      page,
      context,
      request,
      baseURL,
      javaScriptEnabled,
    }) => {
      await visitor({ context, request, baseURL }, { module: "grocery" });
      await page.goto("/home");
      const bar = header(page);
      await expect(bar.getByText("The Dubai Mall, Downtown Dubai")).toBeVisible();
      await expect(bar.getByRole("search")).toBeVisible();
      await expect(searchField(page, javaScriptEnabled)).toHaveAttribute(
        "placeholder",
        "Search items and stores...",
      );
      await expect(bar.getByRole("link", { name: "Track order" })).toBeVisible();
      // A new guest's cart is empty: the link is named "Cart" and shows no count badge.
      await expect(bar.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
      await expect(bar.getByRole("link", { name: "Sign In" })).toBeVisible();
      await expect(bar.getByRole("link", { name: "Chat" })).toHaveCount(0);
      await expect(bar.getByRole("link", { name: /^Wishlist/ })).toHaveCount(0);
      await expect(bar.getByLabel("Account menu")).toHaveCount(0);

      const nav = bar.getByRole("navigation", { name: "Main" });
      const themeSwitch = bar.getByRole("button", { name: "Switch to dark theme" });
      const language = bar.getByLabel("Language: English");
      const menuButton = bar.getByRole("link", { name: "Open menu" });
      if (wide) {
        await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
        await expect(nav.getByRole("link", { name: "Categories" })).toBeVisible();
        await expect(nav.getByRole("link", { name: "Stores" })).toBeVisible();
        await expect(themeSwitch).toBeVisible();
        await expect(language).toBeVisible();
        await expect(menuButton).toBeHidden();
      } else {
        // Compact: navigation, theme and language move into the drawer.
        await expect(nav).toBeHidden();
        await expect(themeSwitch).toBeHidden();
        await expect(language).toBeHidden();
        await expect(menuButton).toBeVisible();
      }
    });

    test("a signed-in customer", async ({ page, context, request, baseURL, javaScriptEnabled }) => {
      const token = await visitor(
        { context, request, baseURL },
        { module: "food", signedIn: true },
      );
      // One favourite item, so the wishlist badge has a count to show (the server's count).
      const prefs = await demoLocation(request, "food");
      const headers = {
        Authorization: `Bearer ${token}`,
        zoneId: prefs.zoneIds!,
        moduleId: String(prefs.moduleId),
      };
      const popular = await request.get("/api/v1/items/popular?limit=1&offset=1", { headers });
      const [item] = ((await popular.json()) as { products: Array<{ id: number }> }).products;
      const added = await request.post(`/api/v1/customer/wish-list/add?item_id=${item.id}`, {
        headers,
      });
      expect(added.ok(), await added.text()).toBe(true);
      try {
        await page.goto("/home");
      } finally {
        await request.delete(`/api/v1/customer/wish-list/remove?item_id=${item.id}`, { headers });
      }
      const bar = header(page);
      await expect(bar.getByLabel("Account menu")).toBeVisible();
      await expect(bar.getByRole("link", { name: "Chat" })).toBeVisible();
      // The name carries the visible count (label in name, WCAG 2.5.3).
      await expect(bar.getByRole("link", { name: "Wishlist 1", exact: true })).toBeVisible();
      await expect(bar.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
      await expect(bar.getByRole("link", { name: "Sign In" })).toHaveCount(0);
      await expect(bar.getByRole("link", { name: "Track order" })).toHaveCount(0);
      await expect(searchField(page, javaScriptEnabled)).toHaveAttribute(
        "placeholder",
        "Search foods and restaurants...",
      );
      if (wide) await expect(bar.getByRole("link", { name: "Restaurants" })).toBeVisible();
    });

    test("the parcel module hides search, cart, wishlist, chat, track order and module links", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await visitor({ context, request, baseURL }, { module: "parcel", signedIn: true });
      await page.goto("/home");
      const bar = header(page);
      await expect(bar.getByLabel("Account menu")).toBeVisible();
      // No catalogue to search (issue 22 item 7): no search box, no recent searches.
      await expect(bar.getByRole("search")).toHaveCount(0);
      for (const name of [
        /^Cart/,
        /^Wishlist/,
        "Chat",
        "Track order",
        "Categories",
        "Stores",
        "Restaurants",
      ]) {
        await expect(bar.getByRole("link", { name })).toHaveCount(0);
      }
      if (wide)
        await expect(
          bar.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }),
        ).toBeVisible();
    });

    test("the landing page hides search and the module items", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await visitor({ context, request, baseURL }, { module: "grocery" });
      await page.goto("/");
      const bar = header(page);
      await expect(bar.getByRole("link", { name: "Sign In" })).toBeVisible();
      await expect(bar.getByText("The Dubai Mall, Downtown Dubai")).toBeVisible();
      await expect(bar.getByRole("search")).toHaveCount(0);
      for (const name of [/^Cart/, "Track order", "Categories"]) {
        await expect(bar.getByRole("link", { name })).toHaveCount(0);
      }
      await expect(bar.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      // With a saved location the logo leads on to /home.
      await expect(bar.getByRole("link", { name: / home$/ }).first()).toHaveAttribute(
        "href",
        "/home",
      );
    });
  });
}

test.describe("header links", () => {
  test.use({ viewport: WIDE });

  test("on / without a saved location the logo stays on /; elsewhere it goes to /home", async ({
    page,
  }) => {
    await page.goto("/");
    const logo = header(page)
      .getByRole("link", { name: / home$/ })
      .first();
    await expect(logo).toHaveAttribute("href", "/");
    await expect(header(page).getByText("Choose a delivery location")).toBeVisible();
    await page.goto("/about-us");
    await expect(
      header(page)
        .getByRole("link", { name: / home$/ })
        .first(),
    ).toHaveAttribute("href", "/home");
  });

  test("the location item opens the Pick Location dialog and remembers the page", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visitor({ context, request, baseURL }, { module: "grocery" });
    await page.goto("/home?page=2");
    await expect(
      header(page).getByRole("link", { name: /Deliver to The Dubai Mall/ }),
    ).toHaveAttribute("href", "/location?redirectTo=%2Fhome%3Fpage%3D2");
  });

  test("the account menu lists the customer's pages and opens the logout confirmation", async ({
    page,
    context,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await visitor({ context, request, baseURL }, { module: "grocery", signedIn: true });
    await page.goto("/home");
    await menuTrigger(page, "Account menu", javaScriptEnabled).click();
    const menu = javaScriptEnabled ? page.getByRole("menu") : header(page).locator("details[open]");
    for (const name of [
      "Profile",
      "My Orders",
      "Wallet",
      "Coupons",
      "Loyalty Points",
      "Referral Code",
      "Settings",
      "Track Order",
    ]) {
      await expect(
        menu.getByRole(javaScriptEnabled ? "menuitem" : "link", { name, exact: true }),
      ).toBeVisible();
    }
    await page.getByText("Logout", { exact: true }).click();
    await expect(page).toHaveURL(/\/home\?dialog=logout$/);
    await expect(
      page.getByRole("alertdialog", { name: "Are you sure you want to logout?" }),
    ).toBeVisible();
  });

  test("the menus work from the keyboard: arrows, Home/End, typeahead, Escape back to the trigger, in both languages", async ({
    page,
    context,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the menus are <details> reached with Tab");
    await visitor({ context, request, baseURL }, { module: "grocery", signedIn: true });
    for (const [path, label, first, last] of [
      ["/home", "Account menu", "Profile", "Logout"],
      ["/ar/home", "اللغة: العربية", "English", "العربية"],
    ] as const) {
      await page.goto(path);
      const trigger = menuTrigger(page, label, true);
      await trigger.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(menu.getByRole("menuitem").first()).toBeFocused();
      await expect(menu.getByRole("menuitem", { name: first })).toBeFocused();
      await page.keyboard.press("End");
      await expect(menu.getByRole("menuitem", { name: last })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(menu.getByRole("menuitem", { name: first })).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(menu.getByRole("menuitem", { name: last })).toBeFocused();
      await page.keyboard.press("Home");
      await expect(menu.getByRole("menuitem", { name: first })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toHaveCount(0);
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    }
    // Typeahead, and an outside click closes.
    await page.goto("/home");
    await menuTrigger(page, "Account menu", true).click();
    await page.keyboard.press("w");
    await expect(page.getByRole("menuitem", { name: "Wallet" })).toBeFocused();
    await page.mouse.click(5, 400);
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("search submits a GET to /home with data_type=searched; a blank term is not sent", async ({
    page,
    context,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await visitor({ context, request, baseURL }, { module: "grocery" });
    // A static page ships no JavaScript: its header search is the plain GET form.
    await page.goto("/about-us");
    const box = searchField(page, false);
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/about-us$/);
    await box.fill("milk");
    await box.press("Enter");
    // The listing saves the term to the history and lands on its canonical URL (issue 10).
    await expect(page).toHaveURL(/\/home\?data_type=searched&search=milk&module_id=\d+$/);
    await expect(searchField(page, javaScriptEnabled)).toHaveValue("milk");
  });
});

test.describe("compact header drawer", () => {
  test.use({ viewport: COMPACT });

  test("opens from the menu button with Home, the lists, theme, language and Logout", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visitor({ context, request, baseURL }, { module: "grocery", signedIn: true });
    await page.goto("/home");
    await header(page).getByRole("link", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(/\?dialog=menu$/);
    await expect(drawer.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/home");

    // Each list expands to at most 10 entries plus View all.
    await drawer.getByText("Latest stores").click();
    const latest = drawer.locator("details", { hasText: "Latest stores" });
    await expect(latest.getByRole("link", { name: "View all" })).toHaveAttribute(
      "href",
      "/store/latest",
    );
    const storeLinks = latest.getByRole("link").filter({ hasNotText: "View all" });
    expect(await storeLinks.count()).toBeGreaterThan(0);
    expect(await storeLinks.count()).toBeLessThanOrEqual(10);
    await expect(storeLinks.first()).toHaveAttribute("href", /^\/store\/[\w-]+$/);
    await drawer.getByText("Categories").click();
    await expect(
      drawer.locator("details", { hasText: "Categories" }).getByRole("link", { name: "View all" }),
    ).toHaveAttribute("href", "/categories");
    await expect(drawer.locator("details", { hasText: "Popular stores" })).toBeVisible();

    await expect(
      drawer.getByRole("button", { name: /Switch to (dark|light) theme/ }),
    ).toBeVisible();
    await expect(drawer.getByRole("link", { name: "العربية" })).toHaveAttribute(
      "href",
      "/home?dialog=language&to=ar",
    );
    await expect(drawer.getByRole("link", { name: "Logout" })).toBeVisible();

    await drawer.getByRole("link", { name: "Close" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("for a guest without a location: Home, theme and language, no lists, no Logout", async ({
    page,
  }) => {
    // /home asks for a location first; the landing page does not.
    await page.goto("/?dialog=menu");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(drawer.getByText("Latest stores")).toHaveCount(0);
    await expect(drawer.getByRole("link", { name: "Logout" })).toHaveCount(0);
    await expect(drawer.getByText("Language")).toBeVisible();
  });
});
