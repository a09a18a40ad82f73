import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RawResponse } from "./storefront";
import {
  DEMO,
  expectShared,
  normalised,
  startSharedFixture,
  type SharedFixture,
} from "./shared-fixture";

/**
 * Issue 27 item 2, ADR 033 point 3 "The promotion listings": the module's flash sale, campaigns
 * and brands a shared cache can keep, `/flash-sales|campaigns|all-brands/z/<zones>/m/<module>`.
 * Rendered from the URL alone — the demo customer, with 3 of the sale's first item in the cart
 * and that item in the wishlist, gets the very page a cookie-less guest gets — while the
 * customer's private pages show what is theirs (so every check below can fail).
 */
let f: SharedFixture;
let zones: string;
let grocery: number;
let saleItem: number;
let customer: { name: string; cookie: string };

const get = (path: string, cookie?: string) => f.get(path, cookie);
const place = () => `/z/${zones}/m/${grocery}`;

beforeAll(async () => {
  f = await startSharedFixture();
  zones = f.zones;
  grocery = f.modules.find((m) => m.module_type === "grocery")!.id;
  const sale = await get(`/flash-sales${place()}`);
  expect(sale.status, sale.body.slice(0, 300)).toBe(200);
  saleItem = Number(/name="item_id" value="(\d+)"/.exec(sale.body)![1]);
  const demo = await f.signIn(DEMO, grocery);
  const item = await f.api<{ price: number }>(`/items/details/${saleItem}`, {
    headers: demo.auth,
  });
  await f.api("/customer/cart/add", {
    method: "POST",
    headers: demo.auth,
    body: { model: "Item", item_id: saleItem, price: item.price, quantity: 3, variation: [] },
  });
  await f.api(`/customer/wish-list/add?item_id=${saleItem}`, {
    method: "POST",
    headers: demo.auth,
  });
  const info = await f.api<{ f_name: string; l_name: string }>("/customer/info", {
    headers: demo.auth,
  });
  customer = { name: `${info.f_name} ${info.l_name}`, cookie: demo.cookie };
}, 60_000);
afterAll(async () => {
  await f?.shop.close();
});

/** What the customer's private pages show of them: the name, the sale item's line and heart. */
function personal(page: RawResponse) {
  return {
    name: page.body.includes(customer.name),
    cart: page.body.includes(">3 in cart<"),
    heart: page.body.includes('aria-pressed="true"'),
  };
}

describe("the shared promotion listings", () => {
  it("are the same pages for a signed-in customer with a cart and a wishlist as for a guest, marked for a shared cache", async () => {
    const own = await get(`/flash-sales?module_id=${grocery}`, customer.cookie);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(personal(own)).toEqual({ name: true, cart: true, heart: true });
    for (const listing of ["/campaigns", "/all-brands"]) {
      const ownList = await get(`${listing}?module_id=${grocery}`, customer.cookie);
      expect(ownList.body, listing).toContain(customer.name);
    }

    // Each with what it lists (the demo's grocery sale, campaign and brand), then its canonical.
    for (const [path, shows, canonical] of [
      [
        `/flash-sales${place()}`,
        "Midweek Flash Sale",
        `/flash-sales?id=1&amp;module_id=${grocery}`,
      ],
      [`/campaigns${place()}`, "Fresh Market Days", `/campaigns?module_id=${grocery}`],
      [`/all-brands${place()}`, "Oasis Dairy", `/all-brands?module_id=${grocery}`],
      [`/all-brands${place()}?sort=z-a`, "Oasis Dairy", `/all-brands?module_id=${grocery}`],
    ]) {
      const guest = await get(path);
      const mine = await get(path, customer.cookie);
      for (const page of [guest, mine]) {
        expectShared(page, path);
        expect(personal(page), path).toEqual({ name: false, cart: false, heart: false });
        expect(page.body, path).toContain(shows);
      }
      expect(normalised(mine.body), path).toBe(normalised(guest.body));
      // Search engines index the private URL; the personal parts come from the one request.
      expect(mine.body, path).toContain(`rel="canonical" href="${f.shop.origin}${canonical}"`);
      expect(mine.body, path).toContain(
        `/home/personal?zones=${zones}\\u0026module_id=${grocery}\\u0026sections=none`,
      );
      const arabic = await get(`/ar${path}`, customer.cookie);
      expectShared(arabic, `/ar${path}`);
      expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
      expect(arabic.body).toContain(`rel="canonical" href="${f.shop.origin}/ar${canonical}"`);
      expect(arabic.body).not.toContain(customer.name);
    }
  });

  it("keep the sale's pages and the brands' sorts on the shared page, and send forms back to the private page", async () => {
    const sale = await get(`/flash-sales${place()}?id=1`);
    expect(sale.body).toContain(`href="/flash-sales${place()}?id=1&amp;page=2"`);
    expect(sale.body).toContain(
      `name="redirectTo" value="/flash-sales?id=1&amp;module_id=${grocery}"`,
    );
    const second = await get(`/flash-sales${place()}?id=1&page=2`);
    expectShared(second, "the sale's second page");
    expect(second.body).toContain(`href="/flash-sales${place()}?id=1"`);

    const brands = await get(`/ar/all-brands${place()}`);
    for (const sort of ["a-z", "z-a"])
      expect(brands.body).toContain(`href="/ar/all-brands${place()}?sort=${sort}"`);
    const theme =
      /action="\/ar\/preferences\/theme"[^>]*><input type="hidden" name="redirectTo" value="([^"]*)"/.exec(
        brands.body,
      );
    expect(theme?.[1]).toBe(`/ar/all-brands?module_id=${grocery}`);
  });

  it("answer 404 for zones or a module that are not ids or do not serve, and a sale that is not the module's running one — never 500", async () => {
    const other = f.modules.find((m) => m.id !== grocery && m.module_type !== "parcel")!.id;
    for (const path of [
      `/flash-sales/z/0/m/${grocery}`,
      `/campaigns/z/2-1/m/${grocery}`,
      `/all-brands/z/99999/m/${grocery}`,
      `/flash-sales/z/${zones}/m/abc`,
      `/campaigns/z/${zones}/m/99999`,
      `/flash-sales${place()}?id=2`,
      `/flash-sales${place()}?id=abc`,
      `/flash-sales${place()}?id=1&page=9`,
      `/flash-sales/z/${zones}/m/${other}?id=1`,
      `/xx/all-brands${place()}`,
    ]) {
      const res = await get(path, customer.cookie);
      expect(res.status, path).toBe(404);
      expect(String(res.headers["cache-control"]), path).not.toMatch(/public|s-maxage/);
    }
  });
});
