import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { ProductPage } from "~/features/product/product-page.server";
import * as categoriesRoute from "~/routes/($lang).categories";
import * as categoryRoute from "~/routes/($lang).category.$id";
import * as productRoute from "~/routes/($lang).product.$id";
import * as storeRoute from "~/routes/($lang).store.$id";
import {
  demoToken,
  downtownWith,
  failing,
  GOOGLEBOT,
  homeRequest,
  MODULE_IDS,
  server,
  useHomeApi,
} from "./home-kit";
import { apiGet, storeWithItems, type RawStore } from "./store-kit";
import { unpack } from "~/lib/packed-data";

/**
 * Issue 27 item 1: a store's items, reviews and recommended items, an item's related shelves
 * and a module's categories are made once per zone, module and language (view-cache.server.ts),
 * not once a view. Against the seeded backend, through the routes' loaders: a second visitor
 * makes no upstream call for what is the same for everyone; another language, module or spot
 * is an entry of its own; what is live (an item's price and stock) or personal (a customer's
 * wishlist and cart) is read for every view and never handed to someone else.
 */
const api = useHomeApi();

let base = 0;
/** An API base URL of its own: the process-wide caches start empty for this test. */
const freshBase = () => `http://catalogue-cache-${++base}.test/api/v1`;

type Options = Parameters<typeof homeRequest>[1];

async function callsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const before = api.paths().length;
  await run();
  return api.paths().slice(before);
}

const storeUrl = (store: RawStore, extra = "") =>
  `/store/${store.slug}?module_id=${store.module_id}&module_type=grocery&store_zone_id=${store.zone_id}${extra}`;

async function storePage(path: string, options: Options) {
  const args = await homeRequest(path, options);
  const id = /\/store\/([^/?]+)/.exec(path)?.[1];
  return storeRoute.loader({
    ...args,
    params: { id, lang: path.startsWith("/ar/") ? "ar" : undefined },
  });
}

async function productPage(path: string, options: Options): Promise<ProductPage> {
  const args = await homeRequest(path, options);
  const id = /\/product\/([^/?]+)/.exec(path)![1];
  const data = await productRoute.loader({ ...args, params: { id } });
  if (!("kind" in data) || data.kind !== "item") throw new Error(`no item page for ${path}`);
  return data;
}

/** Marks the test handler's own call to the backend (it passes it on). */
const ORIGINAL = "x-test-original";

const SHARED_STORE_CALLS = ["items/latest", "stores/reviews", "items/suggested"];

describe("a store page's shelves are made once per zone, module and language", () => {
  it("a second visitor of the zone makes no call for the items, reviews or recommended items, and sees them alike", async () => {
    const apiBaseUrl = freshBase();
    const { store } = await storeWithItems("grocery");
    const first = await storePage(storeUrl(store), { prefs: downtownWith("grocery"), apiBaseUrl });
    expect(first.groups.length).toBeGreaterThan(0);

    let second!: typeof first;
    const calls = await callsDuring(async () => {
      second = await storePage(storeUrl(store), { userAgent: GOOGLEBOT, apiBaseUrl });
    });
    for (const path of SHARED_STORE_CALLS) expect(calls, path).not.toContain(path);
    expect(second.groups).toEqual(first.groups);
    expect(second.recommended).toEqual(first.recommended);
    expect(second.reviews).toEqual(first.reviews);
    expect(second.paging).toEqual(first.paging);
  });

  it("the distance is the visitor's own: another spot asks for the store again, not for its items", async () => {
    const apiBaseUrl = freshBase();
    const { store } = await storeWithItems("grocery");
    const near = await storePage(storeUrl(store), { prefs: downtownWith("grocery"), apiBaseUrl });
    const farther = { ...downtownWith("grocery"), lat: 25.08, lng: 55.14 };
    let far!: typeof near;
    const calls = await callsDuring(async () => {
      far = await storePage(storeUrl(store), { prefs: farther, apiBaseUrl });
    });
    expect(calls).toContain(`stores/details/${store.slug}`);
    expect(calls).not.toContain("items/latest");
    expect(near.store.distance).not.toBeNull();
    expect(far.store.distance).not.toBeNull();
    expect(far.store.distance).not.toEqual(near.store.distance);
  });

  it("another language, another page of items, a search: each asks the backend", async () => {
    const apiBaseUrl = freshBase();
    const { store, items } = await storeWithItems("grocery");
    await storePage(storeUrl(store), { userAgent: GOOGLEBOT, apiBaseUrl });
    const arabic = await callsDuring(() =>
      storePage(`/ar${storeUrl(store)}`, { userAgent: GOOGLEBOT, apiBaseUrl }),
    );
    expect(arabic).toContain("items/latest");
    const paged = await callsDuring(() =>
      storePage(storeUrl(store, "&page=2"), { userAgent: GOOGLEBOT, apiBaseUrl }),
    );
    expect(paged).toContain("items/latest");
    const word = items[0].name.split(" ")[0];
    for (let i = 0; i < 2; i++) {
      const searched = await callsDuring(() =>
        storePage(storeUrl(store, `&search=${encodeURIComponent(word)}`), {
          userAgent: GOOGLEBOT,
          apiBaseUrl,
        }),
      );
      expect(searched, `search ${i + 1}`).toContain("items/search");
    }
  });

  it("a failed items call is not kept: once the backend answers again, the next view has them", async () => {
    const apiBaseUrl = freshBase();
    const { store } = await storeWithItems("grocery");
    failing("items/latest");
    const broken = await storePage(storeUrl(store), { userAgent: GOOGLEBOT, apiBaseUrl });
    expect(broken.itemsFailed).toBe(true);
    const now = Date.now();
    const clock = globalThis.Date.now;
    // The remembered failure lasts 5 s (SwrCache failureMs); the test moves past it.
    globalThis.Date.now = () => now + 6_000;
    try {
      server.resetHandlers();
      const healed = await storePage(storeUrl(store), { userAgent: GOOGLEBOT, apiBaseUrl });
      expect(healed.itemsFailed).toBe(false);
      expect(healed.groups.length).toBeGreaterThan(0);
    } finally {
      globalThis.Date.now = clock;
    }
  });
});

/** A grocery item with both related shelves filled. */
async function itemWithShelves() {
  const { items } = await storeWithItems("grocery");
  for (const { id } of items as unknown as Array<{ id: number }>) {
    const similar = await apiGet<unknown[]>(`items/related-items/${id}`, "grocery");
    const same = await apiGet<unknown[]>(`items/related-store-items/${id}`, "grocery");
    if (similar.length > 1 && same.length > 1) return id;
  }
  throw new Error("no grocery item with related items");
}

describe("an item page's related shelves are made once; the item itself never", () => {
  it("a second view asks for the item again (live price and stock) but not for its related shelves", async () => {
    const apiBaseUrl = freshBase();
    const id = await itemWithShelves();
    const url = `/product/${id}?module_id=${MODULE_IDS.grocery}`;
    const first = await productPage(url, { prefs: downtownWith("grocery"), apiBaseUrl });
    expect(unpack(first.related.similar).length).toBeGreaterThan(0);
    expect(unpack(first.related.sameStore).length).toBeGreaterThan(0);

    // The backend's item changes: the next view shows it, whatever the shelves' cache holds.
    server.use(
      http.get(`*/api/v1/items/details/${id}`, async ({ request }) => {
        if (request.headers.get(ORIGINAL)) return undefined;
        const headers = new Headers(request.headers);
        headers.set(ORIGINAL, "1");
        const item = (await (await fetch(request.url, { headers })).json()) as object;
        return HttpResponse.json({ ...item, name: "Renamed a second ago" });
      }),
    );
    let second!: ProductPage;
    const calls = await callsDuring(async () => {
      second = await productPage(url, { prefs: downtownWith("grocery"), apiBaseUrl });
    });
    expect(calls).toContain(`items/details/${id}`);
    expect(calls).not.toContain(`items/related-items/${id}`);
    expect(calls).not.toContain(`items/related-store-items/${id}`);
    expect(second.view.name).toBe("Renamed a second ago");
    // The same shelves, down to their JSON text (made once, ADR 044).
    expect(second.related.similar).toBe(first.related.similar);
    expect(second.related.sameStore).toBe(first.related.sameStore);
    // The item is not one of its own related items.
    expect(unpack(first.related.similar).map((card) => card.id)).not.toContain(id);
  });

  it("a customer's wishlist heart is theirs: the next guest sees none, and makes no shelf call", async () => {
    const apiBaseUrl = freshBase();
    const id = await itemWithShelves();
    const token = await demoToken();
    await fetch(`http://probe.test/api/v1/customer/wish-list/add?item_id=${id}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    });
    const url = `/product/${id}?module_id=${MODULE_IDS.grocery}`;
    const customer = await productPage(url, { prefs: downtownWith("grocery"), token, apiBaseUrl });
    expect(customer.wishlisted).toBe(true);
    expect(customer.signedIn).toBe(true);
    let guest!: ProductPage;
    const calls = await callsDuring(async () => {
      guest = await productPage(url, { prefs: downtownWith("grocery"), apiBaseUrl });
    });
    expect(guest.wishlisted).toBe(false);
    expect(guest.signedIn).toBe(false);
    expect(calls).not.toContain("customer/wish-list");
    expect(calls).not.toContain(`items/related-items/${id}`);
    expect(guest.related).toEqual(customer.related);
  });
});

describe("a module's categories are made once", () => {
  it("/categories and /category/{id}: a second visitor makes no call for the tree, sub-categories or products", async () => {
    const apiBaseUrl = freshBase();
    const options = { userAgent: GOOGLEBOT, apiBaseUrl };
    const list = async () =>
      categoriesRoute.loader({
        ...(await homeRequest(`/categories?module_id=${MODULE_IDS.grocery}`, options)),
        params: {},
      });
    const first = await list();
    expect(first.groups.length).toBeGreaterThan(0);
    let second!: typeof first;
    expect(await callsDuring(async () => (second = await list()))).not.toContain("categories");
    expect(second.groups).toEqual(first.groups);

    const parent = first.groups.find((g) => g.children.length > 0)!;
    const category = async () =>
      categoryRoute.loader({
        ...(await homeRequest(
          `/category/${parent.tile.id}?module_id=${MODULE_IDS.grocery}`,
          options,
        )),
        params: { id: String(parent.tile.id) },
      });
    const page = await category();
    expect(page.category.children.length).toBeGreaterThan(0);
    let again!: typeof page;
    const calls = await callsDuring(async () => (again = await category()));
    expect(calls).toEqual(expect.not.arrayContaining(["categories"]));
    expect(calls.filter((path) => path.startsWith("categories/"))).toEqual([]);
    expect(again.category).toEqual(page.category);
  });

  it("another module or language is a list of its own", async () => {
    const apiBaseUrl = freshBase();
    const options = { userAgent: GOOGLEBOT, apiBaseUrl };
    const list = async (path: string) =>
      categoriesRoute.loader({ ...(await homeRequest(path, options)), params: {} });
    await list(`/categories?module_id=${MODULE_IDS.grocery}`);
    for (const path of [
      `/categories?module_id=${MODULE_IDS.pharmacy}`,
      `/ar/categories?module_id=${MODULE_IDS.grocery}`,
    ]) {
      expect(await callsDuring(() => list(path)), path).toContain("categories");
    }
  });
});
