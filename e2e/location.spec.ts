import type { Page } from "@playwright/test";
import { test, expect, isJsProject } from "./fixtures";
import { DEMO_PLACE, demoLocation, setPrefs } from "./support/session";

/**
 * Pick Location (issue 4 item 2; foundations §4): search → choose a prediction → Pick, then the
 * module choice and /home. Written once, run in both projects: without JavaScript every step
 * is a form or a link; with it the same controls update the dialog in place.
 */

const DUBAI_MALL = "The Dubai Mall, Downtown Dubai, Dubai, United Arab Emirates";

async function searchAndChoose(
  page: Page,
  text: string,
  place: string,
  labels = { search: "Search location", button: "Search", locate: "Use current location" },
) {
  const dialog = page.getByRole("dialog");
  // With JavaScript, act on the hydrated dialog (its JS-only control has appeared), so the
  // enhanced path is the one tested.
  if (isJsProject(test.info()))
    await expect(dialog.getByRole("button", { name: labels.locate })).toBeVisible();
  await dialog.getByLabel(labels.search).fill(text);
  await dialog.getByRole("button", { name: labels.button, exact: true }).click();
  await dialog
    .getByRole("list")
    .getByRole("link", { name: new RegExp(place) })
    .click();
}

test.describe("Pick Location", () => {
  test("a new visitor picks a location by search, chooses a module and lands on /home", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await page
      .getByRole("main")
      .getByRole("link", { name: "Choose delivery location", exact: true })
      .click();
    await expect(page).toHaveURL(/\/location/);

    const dialog = page.getByRole("dialog", { name: "Pick Location" });
    await expect(dialog).toBeVisible();
    // Nothing resolved yet: Pick is disabled.
    await expect(dialog.getByRole("button", { name: "Pick", exact: true })).toBeDisabled();

    await searchAndChoose(page, "Dubai Mall", "The Dubai Mall");
    await expect(dialog.getByTestId("resolved-address")).toHaveText(DUBAI_MALL);
    await dialog.getByRole("button", { name: "Pick", exact: true }).click();

    // /home needs a module: the chooser opens first.
    await expect(page).toHaveURL(/\/modules\?redirectTo=%2Fhome$/);
    await expect(page.getByText("New location has been set.")).toBeVisible();
    const chooser = page.getByRole("dialog", { name: "Select a type of module for your orders" });
    await expect(chooser.getByText("A module must be selected to continue.")).toBeVisible();
    await chooser.getByRole("button", { name: "Food" }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText("A module has been selected.")).toBeVisible();
    await expect(page.getByTestId("header-address")).toHaveText(DUBAI_MALL);
    const rail = page.getByRole("navigation", { name: "Modules" });
    await expect(rail.getByRole("button", { name: "Food" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    const prefs = (await context.cookies()).find((c) => c.name === "prefs");
    expect(prefs, "the choice lives in the prefs cookie").toBeTruthy();
  });

  test("a point outside every zone shows the server's message on the Pick button and stores nothing", async ({
    page,
    context,
  }) => {
    await page.goto("/location");
    await searchAndChoose(page, "Liwa", "Liwa Oasis");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("resolved-address")).toContainText("Liwa Oasis");
    await expect(
      dialog.getByRole("button", { name: "Service not available in this area" }),
    ).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Pick", exact: true })).toHaveCount(0);

    expect((await context.cookies()).some((c) => c.name === "prefs")).toBe(false);
    // Still no zone: /home sends the visitor back to pick one.
    await page.goto("/home");
    await expect(page).toHaveURL(/\/location\?redirectTo=%2Fhome$/);
    await expect(page.getByText("You must pick a zone to access this page.")).toBeVisible();

    // No address search needed: a delivery area from the marketplace's zone list (one POST).
    const areas = page.getByRole("dialog").getByRole("group");
    await page.getByRole("dialog").getByText("Delivery areas").click();
    await areas.getByRole("button", { name: "Downtown Dubai" }).click();
    await expect(page).toHaveURL(/\/modules\?redirectTo=%2Fhome$/);
    await expect(page.getByText("New location has been set.")).toBeVisible();
  });

  test("works in Arabic, right to left", async ({ page }) => {
    await page.goto("/ar/location");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const dialog = page.getByRole("dialog", { name: "اختر الموقع" });
    await expect(dialog).toBeVisible();
    await searchAndChoose(page, "Dubai Mall", "دبي مول", {
      search: "ابحث عن موقع",
      button: "بحث",
      locate: "استخدم موقعي الحالي",
    });
    await expect(dialog.getByTestId("resolved-address")).toContainText("دبي مول");
    await dialog.getByRole("button", { name: "اختيار", exact: true }).click();

    await expect(page).toHaveURL(/\/ar\/modules\?redirectTo=%2Far%2Fhome$/);
    await expect(page.getByText("تم تعيين موقع جديد.")).toBeVisible();
    const chooser = page.getByRole("dialog", { name: "اختر نوع القسم لطلباتك" });
    await expect(chooser.getByText("يجب اختيار قسم للمتابعة.")).toBeVisible();
    await chooser.getByRole("button", { name: "بقالة" }).click();

    await expect(page).toHaveURL(/\/ar\/home$/);
    await expect(page.getByText("تم اختيار القسم.")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "الأقسام" }).getByRole("button", { name: "بقالة" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("re-picking from the header says 'New delivery address selected.' and comes back", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await setPrefs(context, baseURL!, await demoLocation(request, "grocery"));
    await page.goto("/home");
    await expect(page.getByTestId("header-address")).toHaveText(DEMO_PLACE.address);
    await page.getByTestId("header-address").click();
    await expect(page).toHaveURL(/\/location\?redirectTo=%2Fhome$/);

    await searchAndChoose(page, "Marina", "Dubai Marina Walk");
    await page.getByRole("dialog").getByRole("button", { name: "Pick", exact: true }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText("New delivery address selected.")).toBeVisible();
    await expect(page.getByTestId("header-address")).toHaveText(
      "Dubai Marina Walk, Dubai Marina, Dubai, United Arab Emirates",
    );
    // The module serves the new zone too, so it stays chosen.
    await expect(
      page.getByRole("navigation", { name: "Modules" }).getByRole("button", { name: "Grocery" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("closing the dialog without a location goes back to the landing page", async ({ page }) => {
    await page.goto("/location");
    await page.getByRole("dialog").getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("bad input in the URL gets a clear message, never an error page", async ({ page }) => {
    let response = await page.goto(`/location?q=${"x".repeat(3000)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Please type at most 120 characters.")).toBeVisible();

    response = await page.goto("/location?lat=999&lng=55.2");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByText("That position is not valid. Please pick your location again."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Pick", exact: true })).toBeDisabled();

    // Coordinates typed into the search box are a point (no address search), or refused.
    response = await page.goto("/location?q=95.5%2C+55.2744");
    expect(response?.status()).toBe(200);
    await expect(page.getByText(/^Those coordinates are off the map/)).toBeVisible();
    await page.goto("/location?q=25.1972+55.2744");
    // This backend can geocode: the point is named by its street address.
    await expect(page.getByTestId("resolved-address")).toContainText("Burj Khalifa");
    await expect(page.getByRole("link", { name: /Use this point/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pick", exact: true })).toBeEnabled();

    response = await page.goto("/location?placeId=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByText("That place could not be found. Please search again."),
    ).toBeVisible();
  });

  test("a tampered Pick is refused with a message and stores nothing", async ({ request }) => {
    const response = await request.post("/location", {
      form: { lat: "91", lng: "55.2" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(
      "That position is not valid. Please pick your location again.",
    );
    expect(response.headers()["set-cookie"] ?? "").not.toContain("prefs=");
  });
});
