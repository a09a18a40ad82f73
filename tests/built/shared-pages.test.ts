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
 * Issue 27 item 2, ADR 033 point 3: a store's page and an item's page a shared cache can keep,
 * `/store/<id>/z/<zones>` and `/product/<id>/z/<zones>`. Rendered from the URL alone — a
 * signed-in customer with the store's item in the cart and the store and item in the wishlist
 * gets the very page a cookie-less guest gets — while the customer's private pages show all of
 * it (so every check below can fail). (The located home: shared-home.test.ts.)
 */
let f: SharedFixture;
let zones: string;
let grocery: number;
let storeId: number;
let itemId: number;
let customer: { name: string; cookie: string };

const get = (path: string, cookie?: string) => f.get(path, cookie);
const sharedStore = () => `/store/${storeId}/z/${zones}`;

beforeAll(async () => {
  f = await startSharedFixture();
  zones = f.zones;
  grocery = f.modules.find((m) => m.module_type === "grocery")!.id;
  // A grocery store of the zones: the one of the shared grocery home's first item.
  const home = await get(`/home/z/${zones}/m/${grocery}`);
  const homeItem = Number(/name="item_id" value="(\d+)"/.exec(home.body)![1]);
  const demo = await f.signIn(DEMO, grocery);
  const details = await f.api<{ store_id: number }>(`/items/details/${homeItem}`, {
    headers: demo.auth,
  });
  storeId = details.store_id;

  // The demo customer: 3 of the store page's first quick-add item in the cart, that item and
  // the store in the wishlist.
  const store = await get(sharedStore());
  expect(store.status, store.body.slice(0, 300)).toBe(200);
  itemId = Number(/name="item_id" value="(\d+)"/.exec(store.body)![1]);
  const item = await f.api<{ price: number }>(`/items/details/${itemId}`, { headers: demo.auth });
  await f.api("/customer/cart/add", {
    method: "POST",
    headers: demo.auth,
    body: { model: "Item", item_id: itemId, price: item.price, quantity: 3, variation: [] },
  });
  for (const query of [`item_id=${itemId}`, `store_id=${storeId}`]) {
    await f.api(`/customer/wish-list/add?${query}`, { method: "POST", headers: demo.auth });
  }
  const info = await f.api<{ f_name: string; l_name: string }>("/customer/info", {
    headers: demo.auth,
  });
  customer = { name: `${info.f_name} ${info.l_name}`, cookie: demo.cookie };
}, 60_000);
afterAll(async () => {
  await f?.shop.close();
});

/** What the customer's private store page shows: the markers the shared page must not hold. */
function expectPersonal(page: RawResponse, present: boolean) {
  const check = (found: boolean, what: string) => expect(found, what).toBe(present);
  check(page.body.includes(customer.name), "the customer's name");
  check(page.body.includes(">3 in cart<"), "the cart quantity on the card's stepper");
  check(page.body.includes('aria-pressed="true"'), "a wishlisted heart (the store's, the item's)");
}

/** The store header's distance fact ("Distance: 4.38 km"). */
const DISTANCE = />Distance(?:<!-- -->)?:</;

describe("the shared store page", () => {
  it("is the same page for a signed-in customer with a cart and a wishlist as for a guest, marked for a shared cache", async () => {
    const own = await get(`/store/${storeId}`, customer.cookie);
    expect(own.status).toBe(200);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expectPersonal(own, true);
    // The private page measures the distance from the customer's coordinates.
    expect(own.body).toMatch(DISTANCE);

    const guest = await get(sharedStore());
    const mine = await get(sharedStore(), customer.cookie);
    for (const page of [guest, mine]) {
      expectShared(page, "shared store");
      expectPersonal(page, false);
      // No coordinates in a URL-only page: no distance from anywhere.
      expect(page.body).not.toMatch(DISTANCE);
    }
    expect(normalised(mine.body)).toBe(normalised(guest.body));
    expect(mine.body).not.toContain(`"storeIds":[${storeId}]`);
    // Search engines index the store's own URL; the personal parts come from the one request.
    expect(mine.body).toMatch(
      new RegExp(`rel="canonical" href="${f.shop.origin}/store/[^"/]+\\?module_id=${grocery}`),
    );
    // The one personal request, without the home's sections (in the hydration data).
    expect(mine.body).toContain(
      `/home/personal?zones=${zones}\\u0026module_id=${grocery}\\u0026sections=none`,
    );
  });

  it("in Arabic too, with its canonical in Arabic", async () => {
    const page = await get(`/ar${sharedStore()}`, customer.cookie);
    expectShared(page, "Arabic");
    expect(page.body).toContain('<html lang="ar" dir="rtl"');
    expect(page.body).toMatch(new RegExp(`rel="canonical" href="${f.shop.origin}/ar/store/`));
    expect(page.body).not.toContain(customer.name);
  });

  it("keeps its category tabs on the shared page and sends forms back to the store's own page", async () => {
    const page = await get(sharedStore());
    expect(page.body).toMatch(new RegExp(`href="/store/${storeId}/z/${zones}\\?category_id=\\d+"`));
    // Without JavaScript the quick add comes back to the private page, which shows the cart —
    // and the theme switch, since a shared page cannot show the visitor's theme.
    expect(page.body).toContain(`name="redirectTo" value="/store/${storeId}"`);
    const theme =
      /action="\/preferences\/theme"[^>]*><input type="hidden" name="redirectTo" value="([^"]*)"/.exec(
        page.body,
      );
    expect(theme?.[1]).toBe(`/store/${storeId}`);
  });

  it("answers 404 for zones that are not ids or do not hold the store, and for unknown stores — never 500", async () => {
    for (const path of [
      `/store/${storeId}/z/0`,
      `/store/${storeId}/z/2-1`,
      `/store/${storeId}/z/01`,
      `/store/${storeId}/z/1-2-3-4-5-6`,
      `/store/${storeId}/z/${"9".repeat(40)}`,
      `/store/${storeId}/z/99999`,
      // The store is in another zone than these.
      `/store/${storeId}/z/${zones === "2" ? "3" : "2"}`,
      `/store/999999/z/${zones}`,
      `/store/no.such/z/${zones}`,
      `/xx/store/${storeId}/z/${zones}`,
    ]) {
      const res = await get(path, customer.cookie);
      expect(res.status, path).toBe(404);
      expect(String(res.headers["cache-control"]), path).not.toMatch(/public|s-maxage/);
    }
  });
});

describe("the shared item page", () => {
  const sharedItem = () => `/product/${itemId}/z/${zones}`;
  /** What the customer's private item page shows of them. */
  const expectOwn = (page: RawResponse, present: boolean) => {
    const check = (found: boolean, what: string) => expect(found, what).toBe(present);
    check(page.body.includes(customer.name), "the customer's name");
    check(page.body.includes(">Update to cart<"), "the item's line in the cart");
    check(page.body.includes('aria-pressed="true"'), "the pressed heart");
  };

  it("is the same page for a signed-in customer with the item in the cart and wishlist as for a guest, marked for a shared cache", async () => {
    const own = await get(`/product/${itemId}`, customer.cookie);
    expect(own.status).toBe(200);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expectOwn(own, true);

    const guest = await get(sharedItem());
    const mine = await get(sharedItem(), customer.cookie);
    for (const page of [guest, mine]) {
      expectShared(page, "shared item");
      expectOwn(page, false);
      expect(page.body).toContain(">Add to cart<");
    }
    expect(normalised(mine.body)).toBe(normalised(guest.body));
    expect(mine.body).not.toContain(`"itemIds":[${itemId}]`);
    // Search engines index the item's own URL; the personal parts come from the one request.
    expect(mine.body).toMatch(
      new RegExp(`rel="canonical" href="${f.shop.origin}/product/[^"/]+\\?module_id=${grocery}"`),
    );
    expect(mine.body).toContain(
      `/home/personal?zones=${zones}\\u0026module_id=${grocery}\\u0026sections=none`,
    );
  });

  it("in Arabic too, with its canonical in Arabic", async () => {
    const page = await get(`/ar${sharedItem()}`, customer.cookie);
    expectShared(page, "Arabic");
    expect(page.body).toContain('<html lang="ar" dir="rtl"');
    expect(page.body).toMatch(new RegExp(`rel="canonical" href="${f.shop.origin}/ar/product/`));
    expect(page.body).not.toContain(customer.name);
  });

  it("adds to cart without JavaScript: back to the item's own page, which shows the line", async () => {
    const page = await get(sharedItem());
    // The item's form posts to the cart action with no way back of its own without JavaScript
    // (product-form.tsx): the cart returns to the item's private URL, never to the shared copy.
    const form = /<form method="get" action="\/product\/[^"]*"[\s\S]*?<\/form>/.exec(page.body);
    expect(form?.[0]).toContain('name="item_id"');
    expect(form?.[0]).not.toContain('name="redirectTo"');
    const added = await f.shop.request({
      method: "POST",
      path: "/cart",
      headers: {
        Cookie: customer.cookie,
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: f.shop.origin,
      },
      body: new URLSearchParams({
        intent: "add",
        module_id: String(grocery),
        quantity: "1",
        model: "Item",
        item_id: String(itemId),
      }).toString(),
    });
    expect(added.status).toBe(303);
    expect(added.headers.location).toMatch(new RegExp(`^/product/[^/]+\\?`));
    expect(added.headers.location).not.toContain("/z/");
  });

  it("answers 404 for zones that are not ids or do not hold the item's store, and for unknown items — never 500", async () => {
    for (const path of [
      `/product/${itemId}/z/0`,
      `/product/${itemId}/z/2-1`,
      `/product/${itemId}/z/1e3`,
      `/product/${itemId}/z/99999`,
      `/product/${itemId}/z/${zones === "2" ? "3" : "2"}`,
      `/product/9999999/z/${zones}`,
      `/product/${itemId}/z/${zones}?module_id=abc`,
      `/xx/product/${itemId}/z/${zones}`,
    ]) {
      const res = await get(path, customer.cookie);
      expect(res.status, path).toBe(path.includes("module_id=abc") ? 200 : 404);
      if (res.status === 404)
        expect(String(res.headers["cache-control"]), path).not.toMatch(/public|s-maxage/);
    }
  });
});

describe("the shared category pages", () => {
  const place = () => `/z/${zones}/m/${grocery}`;
  /** The item's own category (its leaf, so the item is on its first page). */
  const categoryOf = async () =>
    (
      await f.api<{ category_id: number }>(`/items/details/${itemId}`, {
        headers: { moduleId: String(grocery) },
      })
    ).category_id;

  it("are the same pages for a signed-in customer with a cart and a wishlist as for a guest, marked for a shared cache", async () => {
    const category = await categoryOf();
    const own = await get(`/category/${category}?module_id=${grocery}`, customer.cookie);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expectPersonal(own, true);
    const ownList = await get(`/categories?module_id=${grocery}`, customer.cookie);
    expect(ownList.body).toContain(customer.name);

    for (const [path, canonical] of [
      [`/category/${category}${place()}`, `/category/${category}?module_id=${grocery}`],
      [`/categories${place()}`, `/categories?module_id=${grocery}`],
    ]) {
      const guest = await get(path);
      const mine = await get(path, customer.cookie);
      for (const page of [guest, mine]) {
        expectShared(page, path);
        expectPersonal(page, false);
      }
      expect(normalised(mine.body), path).toBe(normalised(guest.body));
      expect(mine.body).toContain(`rel="canonical" href="${f.shop.origin}${canonical}"`);
      const arabic = await get(`/ar${path}`, customer.cookie);
      expectShared(arabic, `/ar${path}`);
      expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
      expect(arabic.body).not.toContain(customer.name);
    }
  });

  it("send forms back to the private category page", async () => {
    const category = await categoryOf();
    const page = await get(`/category/${category}${place()}?page=1`);
    expect(page.body).toContain(
      `name="redirectTo" value="/category/${category}?page=1&amp;module_id=${grocery}"`,
    );
  });

  it("answer 404 for zones or a module that are not ids or do not serve, and unknown categories — never 500", async () => {
    const category = await categoryOf();
    for (const path of [
      `/categories/z/0/m/${grocery}`,
      `/categories/z/2-1/m/${grocery}`,
      `/categories/z/99999/m/${grocery}`,
      `/categories/z/${zones}/m/abc`,
      `/categories/z/${zones}/m/99999`,
      `/category/${category}/z/${zones}/m/99999`,
      `/category/999999/z/${zones}/m/${grocery}`,
      `/category/abc/z/${zones}/m/${grocery}`,
      `/xx/categories/z/${zones}/m/${grocery}`,
    ]) {
      const res = await get(path, customer.cookie);
      expect(res.status, path).toBe(404);
      expect(String(res.headers["cache-control"]), path).not.toMatch(/public|s-maxage/);
    }
  });
});

describe("the personal request of a shared store or item page", () => {
  it("answers the caller's cart, wishlist and name without the home's sections", async () => {
    const res = await get(
      `/home/personal?zones=${zones}&module_id=${grocery}&sections=none`,
      customer.cookie,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(JSON.parse(res.body)).toMatchObject({
      signedIn: true,
      user: { name: customer.name },
      // The line's choice too: a shared item page tells "Update to cart" by it.
      cart: { lines: [{ itemId, quantity: 3, key: "" }] },
      wishlist: { itemIds: [itemId], storeIds: [storeId] },
      sections: { after: null, list: [] },
    });
  });
});
