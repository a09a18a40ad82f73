import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStorefront, type Storefront } from "./storefront";

/**
 * POST /__e2e__/settings (server/e2e-settings.ts), against the built app: only with
 * E2E_BACKEND_CONTROL=1 does it exist; a switch shows at once in the API's /config and in the
 * pages the Remix build renders — whose config cache is another module copy than the one
 * server/ imports, which is what this test proves is emptied.
 */
const JSON_BODY = { "Content-Type": "application/json" };
const SEED_EMAIL = "support@souqexpress.example";

let off: Storefront;
let on: Storefront;
beforeAll(async () => {
  off = await startStorefront();
  on = await startStorefront({ E2E_BACKEND_CONTROL: "1" });
});
afterAll(async () => {
  await off?.close();
  await on?.close();
});

const configOf = async (s: Storefront) =>
  JSON.parse((await s.request({ path: "/api/v1/config" })).body) as Record<string, unknown>;
const post = (s: Storefront, patch: unknown) =>
  s.request({
    method: "POST",
    path: "/__e2e__/settings",
    headers: JSON_BODY,
    body: JSON.stringify(patch),
  });

describe("POST /__e2e__/settings", () => {
  it("does not exist without E2E_BACKEND_CONTROL: Remix answers, nothing changes", async () => {
    // What any unknown path answers: a POST meets the catch-all page, which has no action (405,
    // server/request-guards.ts), a GET its 404 page.
    const posted = await post(off, { email: "switched@example.com" });
    expect(posted.status).toBe(405);
    expect(posted.body).toBe("Method not allowed");
    const page = await off.request({ path: "/__e2e__/settings" });
    expect(page.status).toBe(404);
    expect(page.body).toContain("Page not found");
    expect((await configOf(off)).email).toBe(SEED_EMAIL);
  });

  it("switches settings for the API and the rendered pages at once, and restores them", async () => {
    // The page first, so the storefront's config cache holds the seed's values.
    expect((await on.request({ path: "/about-us" })).body).toContain(SEED_EMAIL);

    const switched = await post(on, {
      email: "switched@example.com",
      ref_earning_status: 0,
      guest_checkout_status: null,
    });
    expect(switched.status).toBe(200);
    const { previous } = JSON.parse(switched.body) as { previous: Record<string, unknown> };
    expect(previous).toEqual({
      email: SEED_EMAIL,
      ref_earning_status: 1,
      guest_checkout_status: 1,
    });
    try {
      const config = await configOf(on);
      expect(config.email).toBe("switched@example.com");
      expect(config.ref_earning_status).toBe(0);
      // Removed: the backend's default (1) applies.
      expect(config.guest_checkout_status).toBe(1);
      const page = (await on.request({ path: "/about-us" })).body;
      expect(page).toContain("switched@example.com");
      expect(page).not.toContain(SEED_EMAIL);
    } finally {
      expect((await post(on, previous)).status).toBe(200);
    }
    expect((await configOf(on)).email).toBe(SEED_EMAIL);
    expect((await on.request({ path: "/about-us" })).body).toContain(SEED_EMAIL);
  });

  it("refuses what it cannot restore or read", async () => {
    // business_name has an Arabic value of its own.
    const localised = await post(on, { business_name: "Other" });
    expect(localised.status).toBe(400);
    expect(localised.body).toContain("business_name");
    expect((await post(on, [1, 2])).status).toBe(400);
    const form = await on.request({
      method: "POST",
      path: "/__e2e__/settings",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=x",
    });
    expect(form.status).toBe(415);
    expect((await configOf(on)).email).toBe(SEED_EMAIL);
  });
});
