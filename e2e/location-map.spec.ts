import { test, expect } from "./fixtures";
import { lastFakeMap, serveFakeGoogleMaps } from "./support/fake-google-maps";

/**
 * The Pick Location map (issue 4 item 2; foundations §2, §9). Runs only in the `maps` project,
 * whose server has GOOGLE_MAPS_KEY=e2e-fake-key; the Maps API itself is the offline stub of
 * support/fake-google-maps.ts.
 */
const DUBAI_MALL = { lat: 25.1985, lng: 55.2796 };
const MARINA_WALK = {
  lat: 25.077,
  lng: 55.139,
  address: "Dubai Marina Walk, Dubai Marina, Dubai, United Arab Emirates",
};

test.beforeEach(async ({ page }) => {
  await serveFakeGoogleMaps(page);
});

test.describe("Pick Location map", () => {
  test("loads the Maps API only when the dialog opens", async ({ page }) => {
    let mapsRequests = 0;
    page.on("request", (request) => {
      if (request.url().startsWith("https://maps.googleapis.com/")) mapsRequests += 1;
    });
    await page.goto("/");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Choose delivery location", exact: true }),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(mapsRequests, "no Maps script on a page without the dialog").toBe(0);

    await page
      .getByRole("main")
      .getByRole("link", { name: "Choose delivery location", exact: true })
      .click();
    const map = page
      .getByRole("dialog", { name: "Pick Location" })
      .getByRole("region", { name: "Map of the delivery point" });
    await expect(map.getByTestId("fake-google-map")).toBeVisible();
    const scripts = await page.evaluate(() => window.__fakeMaps?.requests ?? []);
    expect(scripts).toHaveLength(1);
    expect(new URL(scripts[0]).searchParams.get("key")).toBe("e2e-fake-key");
  });

  test("shows the chosen place with a centre pin at zoom 17, 236 px high, with working zoom buttons", async ({
    page,
  }) => {
    await page.goto("/location?placeId=souq-002");
    const dialog = page.getByRole("dialog", { name: "Pick Location" });
    const map = dialog.getByRole("region", { name: "Map of the delivery point" });
    await expect(map.getByTestId("fake-google-map")).toBeVisible();
    expect((await map.boundingBox())?.height).toBe(236);
    expect(await lastFakeMap(page)).toEqual({ center: DUBAI_MALL, zoom: 17 });

    await map.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(async () => (await lastFakeMap(page))?.zoom).toBe(18);
    await map.getByRole("button", { name: "Zoom out" }).click();
    await map.getByRole("button", { name: "Zoom out" }).click();
    await expect.poll(async () => (await lastFakeMap(page))?.zoom).toBe(16);

    const fullscreen = map.getByRole("button", { name: "Full screen map" });
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute("aria-pressed", "true");
    expect((await map.boundingBox())?.height).toBe(page.viewportSize()?.height);
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute("aria-pressed", "false");
  });

  test("dragging the map re-resolves the address and zone, and Pick stores the new point", async ({
    page,
  }) => {
    await page.goto("/location?placeId=souq-002");
    const dialog = page.getByRole("dialog", { name: "Pick Location" });
    await expect(
      dialog
        .getByRole("region", { name: "Map of the delivery point" })
        .getByTestId("fake-google-map"),
    ).toBeVisible();
    await expect(dialog.getByTestId("resolved-address")).toContainText("The Dubai Mall");

    await page.evaluate(
      ({ lat, lng }) => window.__fakeMaps?.maps.at(-1)?.simulateDrag(lat, lng),
      MARINA_WALK,
    );
    await expect(dialog.getByTestId("resolved-address")).toHaveText(MARINA_WALK.address);

    await dialog.getByRole("button", { name: "Pick", exact: true }).click();
    await expect(page).toHaveURL(/\/modules/);
    await expect(page.getByText("New location has been set.")).toBeVisible();
  });

  test("dragging outside every zone turns Pick into the server's message", async ({ page }) => {
    await page.goto("/location?placeId=souq-002");
    const dialog = page.getByRole("dialog", { name: "Pick Location" });
    await expect(
      dialog
        .getByRole("region", { name: "Map of the delivery point" })
        .getByTestId("fake-google-map"),
    ).toBeVisible();
    // Liwa Oasis, far outside the Dubai zones.
    await page.evaluate(() => window.__fakeMaps?.maps.at(-1)?.simulateDrag(23.135, 53.77));
    await expect(
      dialog.getByRole("button", { name: "Service not available in this area" }),
    ).toBeDisabled();
  });
});
