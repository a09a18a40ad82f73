import { test, expect, isJsProject } from "./fixtures";

/**
 * The parts of Pick Location that exist only with JavaScript (issue 4 item 2): debounced
 * suggestions, choosing in place, the browser's current location and its permission dialog.
 * The map has its own project with a Maps key (location-map.spec.ts).
 */
const DUBAI_MALL = { latitude: 25.1985, longitude: 55.2796 };
const DUBAI_MALL_ADDRESS = "The Dubai Mall, Downtown Dubai, Dubai, United Arab Emirates";

test.beforeEach(({}, testInfo) => {
  test.skip(!isJsProject(testInfo), "JavaScript-only by nature");
});

test.describe("Pick Location with JavaScript", () => {
  test("suggests places 500 ms after typing stops, with one request, and chooses in place", async ({
    page,
  }) => {
    await page.goto("/location");
    const dialog = page.getByRole("dialog", { name: "Pick Location" });
    const searches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith("/location.data") && url.searchParams.has("q"))
        searches.push(url.searchParams.get("q")!);
    });

    const input = dialog.getByLabel("Search location");
    await input.pressSequentially("Marina", { delay: 80 });
    // Typing alone (no Search press) brings the suggestions.
    await expect(dialog.getByRole("link", { name: /Dubai Marina Walk/ })).toBeVisible();
    expect(searches, "one debounced request for the whole word").toEqual(["Marina"]);

    // Clearing the text hides the list and asks the backend nothing.
    await input.fill("");
    await expect(dialog.getByRole("list", { name: "Suggestions" })).toHaveCount(0);
    await page.waitForTimeout(700);
    expect(searches).toEqual(["Marina"]);

    await input.pressSequentially("Dubai Mall", { delay: 40 });
    await dialog.getByRole("link", { name: /The Dubai Mall/ }).click();
    await expect(dialog.getByTestId("resolved-address")).toHaveText(DUBAI_MALL_ADDRESS);
    // Chosen in place: the dialog did not navigate.
    await expect(page).toHaveURL(/\/location$/);
    await expect(input).toHaveValue(DUBAI_MALL_ADDRESS);
    await expect(dialog.getByRole("button", { name: "Pick", exact: true })).toBeEnabled();
  });

  test("uses the browser's current location when allowed", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["geolocation"], { origin: baseURL });
    await context.setGeolocation(DUBAI_MALL);
    await page.goto("/location");
    const dialog = page.getByRole("dialog", { name: "Pick Location" });
    await dialog.getByRole("button", { name: "Use current location" }).click();
    await expect(dialog.getByTestId("resolved-address")).toHaveText(DUBAI_MALL_ADDRESS);
    await dialog.getByRole("button", { name: "Pick", exact: true }).click();
    await expect(page).toHaveURL(/\/modules/);
    await expect(page.getByText("New location has been set.")).toBeVisible();
  });

  test("explains the browser permission when location access is refused", async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.goto("/location");
    await page
      .getByRole("dialog", { name: "Pick Location" })
      .getByRole("button", { name: "Use current location" })
      .click();
    const permission = page.getByRole("dialog", {
      name: "Please allow browser location permission",
    });
    await expect(permission).toBeVisible();
    await expect(
      permission.getByText("Location access must be turned on in your browser"),
    ).toBeVisible();
    await permission.getByRole("button", { name: "Okay" }).click();
    await expect(permission).toHaveCount(0);
    // The Pick Location dialog is still there to search instead.
    await expect(page.getByRole("dialog", { name: "Pick Location" })).toBeVisible();
  });

  test("without a Maps key the dialog has no map and still works", async ({ page }) => {
    await page.goto("/location?placeId=souq-002");
    const dialog = page.getByRole("dialog", { name: "Pick Location" });
    await expect(dialog.getByRole("button", { name: "Use current location" })).toBeVisible();
    await expect(dialog.getByRole("region", { name: "Map of the delivery point" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Pick", exact: true })).toBeEnabled();
  });
});
