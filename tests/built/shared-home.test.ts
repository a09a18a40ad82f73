import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RawResponse, Storefront } from "./storefront";
import {
  DEMO,
  normalised,
  pairOf,
  SECOND,
  startSharedFixture,
  URL_ONLY,
  type SharedFixture,
} from "./shared-fixture";

/**
 * Issue 27 item 2, ADR 033: the located home a shared cache can keep. `/home/z/<zones>/m/<id>`
 * is rendered from its URL alone — a signed-in customer with a cart and a wishlist gets the very
 * page a cookie-less guest gets, marked for a shared cache — and the customer's own parts come
 * from /home/personal, private and only theirs. (Store and item pages: shared-pages.test.ts.)
 */
let fixture: SharedFixture;
let shop: Storefront;
let zones: string;
let grocery: number;
let shared: string;
let itemId: number;
let customer: { name: string; cookie: string };
let second: { cookie: string };

const get = (path: string, cookie?: string) => fixture.get(path, cookie);

beforeAll(async () => {
  fixture = await startSharedFixture();
  ({ shop, zones } = fixture);
  const { api } = fixture;
  grocery = fixture.modules.find((m) => m.module_type === "grocery")!.id;
  shared = `/home/z/${zones}/m/${grocery}`;

  // The demo customer: 7 of the page's first quick-add item in the cart, the item in the wishlist.
  const guestPage = await get(shared);
  itemId = Number(/name="item_id" value="(\d+)"/.exec(guestPage.body)![1]);
  const demo = await fixture.signIn(DEMO, grocery);
  const item = await api<{ price: number }>(`/items/details/${itemId}`, { headers: demo.auth });
  await api("/customer/cart/add", {
    method: "POST",
    headers: demo.auth,
    body: { model: "Item", item_id: itemId, price: item.price, quantity: 7, variation: [] },
  });
  await api(`/customer/wish-list/add?item_id=${itemId}`, { method: "POST", headers: demo.auth });
  const info = await api<{ f_name: string; l_name: string }>("/customer/info", {
    headers: demo.auth,
  });
  customer = { name: `${info.f_name} ${info.l_name}`, cookie: demo.cookie };
  second = await fixture.signIn(SECOND, grocery);
}, 60_000);
afterAll(async () => {
  await shop?.close();
});

/** What the customer's private home shows: the markers the shared page must not hold. */
function expectPersonal(page: RawResponse, present: boolean) {
  const check = (found: boolean, what: string) => expect(found, what).toBe(present);
  check(page.body.includes(customer.name), "the customer's name");
  check(page.body.includes(">7 in cart<"), "the cart quantity on the card's stepper");
  check(page.body.includes('aria-pressed="true"'), "a wishlisted heart");
  check(page.body.includes('id="suggested-items"'), "the signed-in sections");
}

describe("the shared located home", () => {
  it("is the same page for a signed-in customer with a cart and a wishlist as for a guest, marked for a shared cache", async () => {
    // The private /home of the same customer shows all of it: the checks below can fail.
    const own = await get("/home", customer.cookie);
    expect(own.status).toBe(200);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expectPersonal(own, true);

    const guest = await get(shared);
    const mine = await get(shared, customer.cookie);
    for (const page of [guest, mine]) {
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"]).toBe(URL_ONLY);
      expect(String(page.headers.vary ?? "")).not.toMatch(/cookie/i);
      expect(page.headers["set-cookie"]).toBeUndefined();
      expectPersonal(page, false);
    }
    expect(normalised(mine.body)).toBe(normalised(guest.body));
    // The page and its hydration data (serialised in the same document) hold no trace either.
    expect(mine.body).not.toContain(`"itemIds":[${itemId}]`);
    // Search engines index the module's own URL.
    expect(mine.body).toContain(`rel="canonical" href="${shop.origin}/home?module_id=${grocery}"`);
  });

  it("in Arabic too, with its canonical in Arabic", async () => {
    const page = await get(`/ar${shared}`, customer.cookie);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe(URL_ONLY);
    expect(page.headers["set-cookie"]).toBeUndefined();
    expect(page.body).toContain('<html lang="ar" dir="rtl"');
    expect(page.body).toContain(`href="${shop.origin}/ar/home?module_id=${grocery}"`);
    expect(page.body).not.toContain(customer.name);
  });

  it("adds to cart without JavaScript: back to the private home, where the toast and the cart show", async () => {
    const page = await get(shared);
    // The page's one quick-add form comes back to the module's private home (lib/shared-pages).
    expect(page.body).toContain(`name="redirectTo" value="/home?module_id=${grocery}"`);
    const added = await shop.request({
      method: "POST",
      path: "/cart",
      headers: {
        Cookie: second.cookie,
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: shop.origin,
      },
      body: new URLSearchParams({
        intent: "add",
        module_id: String(grocery),
        quantity: "1",
        model: "Item",
        redirectTo: `/home?module_id=${grocery}`,
        item_id: String(itemId),
      }).toString(),
    });
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe(`/home?module_id=${grocery}`);
    const flash = (added.headers["set-cookie"] ?? []).map(pairOf);
    expect(flash.join("; ")).toContain("__flash=");
    const withToast = [second.cookie, ...flash].join("; ");
    // The shared page never takes the toast (nor sets a cookie): the private page does.
    const again = await get(shared, withToast);
    expect(again.headers["set-cookie"]).toBeUndefined();
    expect(normalised(again.body)).toBe(normalised(page.body));
    // With JavaScript the personal parts take it instead (the fetcher after the action).
    const parts = await get(`/home/personal?zones=${zones}&module_id=${grocery}`, withToast);
    expect(JSON.parse(parts.body).toasts).toMatchObject([
      { key: expect.stringMatching(/^cart:added/) },
    ]);
    expect(String(parts.headers["set-cookie"])).toContain("__flash=");
    const own = await get(`/home?module_id=${grocery}`, withToast);
    expect(own.body).toContain(">1 in cart<");
    expect(own.body).toContain("Item added to cart");
  });

  it("answers 404 for zones or a module that are not ids, not sorted, too many or unknown — never 500", async () => {
    for (const path of [
      `/home/z/0/m/${grocery}`,
      `/home/z/2-1/m/${grocery}`,
      `/home/z/1-1/m/${grocery}`,
      `/home/z/01/m/${grocery}`,
      `/home/z/1-2-3-4-5-6/m/${grocery}`,
      `/home/z/1e3/m/${grocery}`,
      `/home/z/${"9".repeat(40)}/m/${grocery}`,
      `/home/z/99999/m/${grocery}`,
      `/home/z/${zones}/m/0`,
      `/home/z/${zones}/m/abc`,
      `/home/z/${zones}/m/99999`,
      `/xx/home/z/${zones}/m/${grocery}`,
    ]) {
      const res = await get(path, customer.cookie);
      expect(res.status, path).toBe(404);
      expect(String(res.headers["cache-control"]), path).not.toMatch(/public|s-maxage/);
    }
    // A malformed escape is refused before any page (server/request-guards.ts).
    expect((await get(`/home/z/%ZZ/m/${grocery}`, customer.cookie)).status).toBe(400);
  });
});

describe("/home/personal", () => {
  const personal = () => `/home/personal?zones=${zones}&module_id=${grocery}`;

  it("answers the caller's own cart, wishlist, name and signed-in sections, private and never stored", async () => {
    const res = await get(personal(), customer.cookie);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const parts = JSON.parse(res.body);
    expect(parts).toMatchObject({
      signedIn: true,
      user: { name: customer.name },
      counts: { cart: 1, wishlist: 1 },
      cart: { lines: [{ itemId, quantity: 7 }] },
      wishlist: { itemIds: [itemId], storeIds: [] },
      sections: { after: "categories" },
    });
    expect(parts.sections.list.map((s: { id: string }) => s.id)).toContain("suggested-items");
  });

  it("gives nobody else's: a guest gets a guest's parts, another customer their own", async () => {
    const guest = JSON.parse((await get(personal())).body);
    expect(guest).toEqual({
      signedIn: false,
      user: null,
      counts: { cart: 0, wishlist: 0 },
      cart: { lines: [] },
      wishlist: { itemIds: [], storeIds: [] },
      sections: { after: null, list: [] },
      toasts: [],
      theme: null,
      cookieNoticeSeen: false,
    });
    const other = await get(personal(), second.cookie);
    expect(other.headers["cache-control"]).toBe("private, no-store");
    const parts = JSON.parse(other.body);
    expect(parts.signedIn).toBe(true);
    expect(parts.user.name).not.toBe(customer.name);
    expect(parts.wishlist.itemIds).not.toContain(itemId);
    expect(parts.cart.lines).not.toContainEqual(expect.objectContaining({ quantity: 7 }));
  });

  it("answers a guest's parts for a query that names no place, never an error", async () => {
    for (const query of [
      "",
      "?zones=2-1&module_id=1",
      `?zones=${zones}&module_id=abc`,
      "?zones=99999&module_id=1",
    ]) {
      const res = await get(`/home/personal${query}`, customer.cookie);
      expect(res.status, query).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(JSON.parse(res.body).signedIn, query).toBe(false);
    }
  });
});
