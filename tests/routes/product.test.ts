import { http, HttpResponse } from "msw";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { readCartLine } from "~/features/product/cart-line.server";
import { ItemDetail } from "~/features/product/item-detail";
import type { ProductPage } from "~/features/product/product-page.server";
import type { Lang } from "~/i18n/config";
import { i18nFor } from "~/i18n/i18next.server";
import { loader, meta } from "~/routes/($lang).product.$id";
import { GOOGLEBOT, MODULE_IDS, downtownWith, homeRequest, server, useHomeApi } from "./home-kit";
import type { ItemCard } from "~/features/catalogue/card-models";

/**
 * The /product/{id} loader (issue 10 item 6) against the seeded backend: every module by slug
 * and by id, cookie-less crawlers on the default zone, the choices a GET form submits (total and
 * messages), campaign items, unknown ids and garbage input (404 or a page, never a 500), meta
 * and JSON-LD. Test items are found through the API by what they have, never by id.
 */
const api = useHomeApi();

type RawItem = {
  id: number;
  slug: string | null;
  name: string;
  price: number;
  discount: number;
  store_discount: number;
  variations: Array<{ type: string; price: number; stock?: number }>;
  choice_options: Array<{ title: string; options: string[] }>;
  food_variations:
    | ""
    | Array<{
        name: string;
        type: string;
        required: string;
        min: number;
        max: number;
        values: Array<{ label: string; optionPrice: number }>;
      }>;
  add_ons: Array<{ id: number; name: string; price: number }>;
  available_time_starts: string;
  available_time_ends: string;
  stock?: number;
};

const seen = new Map<number, RawItem[]>();
/** Every item of a module in the default zone (items/get-products, paged through MSW). */
async function itemsOf(moduleId: number): Promise<RawItem[]> {
  if (seen.has(moduleId)) return seen.get(moduleId)!;
  const all: RawItem[] = [];
  for (let offset = 1; offset <= 20; offset += 1) {
    const answer = await fetch(
      `http://probe.test/api/v1/items/get-products?data_type=all&limit=100&offset=${offset}`,
      { headers: { zoneId: "[1]", moduleId: String(moduleId), Accept: "application/json" } },
    );
    const page = (await answer.json()) as { products?: RawItem[] };
    if (!page.products?.length) break;
    all.push(...page.products);
  }
  seen.set(moduleId, all);
  return all;
}
async function findItem(moduleId: number, test: (item: RawItem) => boolean, what: string) {
  const found = (await itemsOf(moduleId)).find(test);
  if (!found) throw new Error(`the seed has no item of module ${moduleId} that ${what}`);
  return found;
}
const plainPrice = (i: RawItem) => !(i.discount > 0) && !(i.store_discount > 0);
const allDay = (i: RawItem) =>
  i.available_time_starts === "00:00:00" && i.available_time_ends === "23:59:59";
const groupsOf = (i: RawItem) => (Array.isArray(i.food_variations) ? i.food_variations : []);

type Loaded = Awaited<ReturnType<typeof loader>>;
const load = async (url: string, options: Parameters<typeof homeRequest>[1] = {}) => {
  const request = await homeRequest(url, options);
  const lang = url.startsWith("/ar/") ? "ar" : undefined;
  const id = new URL(url, "http://x").pathname.split("/").pop()!;
  return loader({ ...request, params: { lang, id: decodeURIComponent(id) } });
};
const statusOf = (result: Loaded) =>
  "type" in result && result.type === "DataWithResponseInit" ? result.init?.status : 200;
const pageOf = (result: Loaded): ProductPage & { origin: string } => {
  const value = (
    "type" in result && result.type === "DataWithResponseInit" ? result.data : result
  ) as { kind: string };
  expect(value.kind, "an item page").toBe("item");
  return value as ProductPage & { origin: string };
};

describe("an item page for every module", () => {
  it.each(Object.entries(MODULE_IDS).filter(([type]) => type !== "parcel"))(
    "%s: by slug and by id, without cookies, on the default zone",
    async (_type, moduleId) => {
      const item = (await itemsOf(moduleId))[0];
      const bySlug = pageOf(await load(`/product/${item.slug}?module_id=${moduleId}`));
      expect(bySlug.view).toMatchObject({ id: item.id, name: item.name, moduleId });
      expect(bySlug.onDefaultLocation).toBe(true);
      expect(bySlug.view.images.length).toBeGreaterThan(0);
      const byId = pageOf(await load(`/product/${item.id}?module_id=${moduleId}`));
      expect(byId.view.path).toBe(bySlug.view.path);
      expect(byId.view.path).toBe(`/product/${item.slug}?module_id=${moduleId}`);
    },
  );

  it("a crawler in Arabic gets the page with meta, canonical, alternates and JSON-LD", async () => {
    const item = (await itemsOf(MODULE_IDS.pharmacy))[0];
    const path = `/product/${item.slug}?module_id=${MODULE_IDS.pharmacy}`;
    const page = pageOf(await load(`/ar${path}`, { userAgent: GOOGLEBOT }));
    const tags = meta({ data: page, params: { lang: "ar" }, matches: [] } as never) ?? [];
    const link = (rel: string, hrefLang?: string) =>
      tags.find((t) => "rel" in t && t.rel === rel && (!hrefLang || t.hrefLang === hrefLang));
    expect(link("canonical")).toMatchObject({ href: `http://shop.test/ar${path}` });
    expect(link("alternate", "en")).toMatchObject({ href: `http://shop.test${path}` });
    expect(link("alternate", "x-default")).toMatchObject({ href: `http://shop.test${path}` });
    expect(tags).toContainEqual({ title: page.view.name });
    const ld = (tags.find((t) => "script:ld+json" in t) as Record<string, unknown>)[
      "script:ld+json"
    ] as {
      "@graph": Array<Record<string, unknown>>;
    };
    const product = ld["@graph"].find((d) => d["@type"] === "Product")!;
    expect(product).toMatchObject({ name: page.view.name, url: `http://shop.test/ar${path}` });
    expect(product.offers).toMatchObject({ priceCurrency: "AED" });
    expect(ld["@graph"].some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("without module_id the item is still found (the visitor's module, then the others)", async () => {
    const item = (await itemsOf(MODULE_IDS.ecommerce))[0];
    const page = pageOf(await load(`/product/${item.slug}`, { prefs: downtownWith("food") }));
    expect(page.view).toMatchObject({ id: item.id, moduleId: MODULE_IDS.ecommerce });
    expect(page.onDefaultLocation).toBe(false);
  });

  it("without module_id the module it was found in is asked first the next time", async () => {
    const item = (await itemsOf(MODULE_IDS.pharmacy))[1];
    const detailCalls = () =>
      api.calls().filter((c) => c.path.startsWith(`items/details/${item.slug}`));
    const first = pageOf(await load(`/product/${item.slug}`, { prefs: downtownWith("food") }));
    expect(first.view).toMatchObject({ id: item.id, moduleId: MODULE_IDS.pharmacy });
    expect(detailCalls().length, "food first, then the others until pharmacy").toBeGreaterThan(1);

    const before = detailCalls().length;
    const again = pageOf(await load(`/product/${item.slug}`, { prefs: downtownWith("grocery") }));
    expect(again.view).toMatchObject({ id: item.id, moduleId: MODULE_IDS.pharmacy });
    expect(detailCalls().slice(before).map((c) => c.moduleId)).toEqual([
      String(MODULE_IDS.pharmacy),
    ]);
  });

  it("an item campaign (product_type=campaign) offers Order Now only", async () => {
    const answer = await fetch("http://probe.test/api/v1/campaigns/item", {
      headers: { zoneId: "[1]", moduleId: String(MODULE_IDS.food), Accept: "application/json" },
    });
    const [campaign] = (await answer.json()) as RawItem[];
    const page = pageOf(
      await load(`/product/${campaign.slug}?module_id=${MODULE_IDS.food}&product_type=campaign`),
    );
    expect(page.view).toMatchObject({ id: campaign.id, campaign: true });
    expect(page.view.path).toContain("product_type=campaign");
  });
});

describe("related items and more from this store (issue 24 item 3)", () => {
  const probe = async (path: string, moduleId: number) =>
    (await (
      await fetch(`http://probe.test/api/v1/${path}`, {
        headers: { zoneId: "[1]", moduleId: String(moduleId), Accept: "application/json" },
      })
    ).json()) as Array<{ id: number; name: string; store_id?: number }>;

  it("lists the backend's related and same-store items as cards, never the item itself", async () => {
    let found = false;
    for (const item of (await itemsOf(MODULE_IDS.grocery)).slice(0, 15)) {
      const [related, sameStore] = await Promise.all([
        probe(`items/related-items/${item.id}`, MODULE_IDS.grocery),
        probe(`items/related-store-items/${item.id}`, MODULE_IDS.grocery),
      ]);
      if (related.length === 0 || sameStore.length === 0) continue;
      found = true;
      const page = pageOf(await load(`/product/${item.slug}?module_id=${MODULE_IDS.grocery}`));
      // What the browser reads: the shelves' JSON text (ADR 044).
      const similar = JSON.parse(page.related.similar.json) as ItemCard[];
      const fromStore = JSON.parse(page.related.sameStore.json) as ItemCard[];
      expect(similar.map((c) => c.name)).toEqual(
        related.filter((r) => r.id !== item.id).map((r) => r.name),
      );
      expect(fromStore.map((c) => c.name)).toEqual(
        sameStore.filter((r) => r.id !== item.id).map((r) => r.name),
      );
      expect(similar.every((c) => c.id !== item.id && c.href)).toBe(true);
      break;
    }
    expect(found, "a grocery item with related and same-store items").toBe(true);
  });

  it("an item campaign has no related lists (its id is the campaign's)", async () => {
    const [campaign] = await probe("campaigns/item", MODULE_IDS.food);
    const page = pageOf(
      await load(
        `/product/${(campaign as { slug?: string }).slug ?? campaign.id}?module_id=${MODULE_IDS.food}&product_type=campaign`,
      ),
    );
    expect([page.related.similar.json, page.related.sameStore.json]).toEqual(["[]", "[]"]);
  });
});

describe("sharing (issue 24 item 6)", () => {
  it("Open Graph and Twitter card tags carry the picture, the name and the price", async () => {
    const item = await findItem(MODULE_IDS.grocery, plainPrice, "has a plain price");
    const path = `/product/${item.slug}?module_id=${MODULE_IDS.grocery}`;
    const page = pageOf(await load(path));
    const tags = meta({ data: page, params: {}, matches: [] } as never) ?? [];
    const og = (property: string) =>
      (tags.find((t) => "property" in t && t.property === property) as { content: string })
        ?.content;
    const tw = (name: string) =>
      (tags.find((t) => "name" in t && t.name === name) as { content: string })?.content;
    expect(og("og:type")).toBe("product");
    expect(og("og:title")).toBe(item.name);
    expect(og("og:url")).toBe(`http://shop.test${path}`);
    expect(og("og:image")).toBe(page.view.images[0]);
    expect(og("product:price:amount")).toBe(item.price.toFixed(2));
    expect(og("product:price:currency")).toBe("AED");
    expect(tw("twitter:card")).toBe("summary_large_image");
    expect(tw("twitter:title")).toBe(item.name);
    expect(tw("twitter:image")).toBe(page.view.images[0]);
    expect(page.meta.share.url).toBe(`http://shop.test${path}`);
  });
});

describe("the choices form (GET) recomputed by the server", () => {
  it("a food item: required groups, min/max, add-ons and the total", async () => {
    const item = await findItem(
      MODULE_IDS.food,
      (i) =>
        plainPrice(i) &&
        allDay(i) &&
        i.add_ons.length > 0 &&
        groupsOf(i).some((g) => g.required === "on" && g.type === "single") &&
        groupsOf(i).some((g) => g.type === "multi" && g.max > 0),
      "has a required single group, a multi group with a maximum and add-ons, at full price",
    );
    const base = `/product/${item.id}?module_id=${MODULE_IDS.food}`;
    const groups = groupsOf(item);
    const untouched = pageOf(await load(base));
    expect(untouched.touched).toBe(false);
    expect(untouched.evaluation.messages.map((m) => m.key)).toContain("variationRequired");

    const single = groups.findIndex((g) => g.required === "on" && g.type === "single");
    const multi = groups.findIndex((g) => g.type === "multi" && g.max > 0);
    const tooMany = groups[multi].values.slice(0, groups[multi].max + 1);
    const submitted = pageOf(
      await load(
        `${base}&quantity=1&${tooMany.map((v) => `food_${multi}=${encodeURIComponent(v.label)}`).join("&")}`,
      ),
    );
    expect(submitted.touched).toBe(true);
    expect(submitted.evaluation.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: "variationRequired",
          params: { name: groups[single].name },
        }),
      ]),
    );
    if (tooMany.length > groups[multi].max)
      expect(submitted.evaluation.messages).toContainEqual(
        expect.objectContaining({ key: "variationMinMax", group: multi }),
      );

    // a valid choice: every required group's first value, add-on ×2, quantity 3
    const chosen = groups.map((g) =>
      g.required === "on" ? g.values.slice(0, Math.max(1, g.type === "multi" ? g.min : 1)) : [],
    );
    const addOn = item.add_ons[0];
    const query = chosen
      .flatMap((values, g) => values.map((v) => `food_${g}=${encodeURIComponent(v.label)}`))
      .concat([`add_on_ids[]=${addOn.id}`, `add_on_qty_${addOn.id}=2`, "quantity=3"])
      .join("&");
    const valid = pageOf(await load(`${base}&${query}`));
    expect(valid.evaluation.messages).toEqual([]);
    const unit = item.price + chosen.flat().reduce((sum, v) => sum + v.optionPrice, 0);
    expect(valid.evaluation.total).toBeCloseTo(unit * 3 + addOn.price * 2, 6);
  });

  it("an ecommerce variation out of stock says so and cannot be bought", async () => {
    const item = await findItem(
      MODULE_IDS.ecommerce,
      (i) => i.choice_options.length > 0 && i.variations.some((v) => v.stock === 0),
      "has a variation with stock 0",
    );
    const empty = item.variations.find((v) => v.stock === 0)!;
    // the variation's options, in choice group order (types are options joined by dashes)
    const parts = item.choice_options.map((c) => c.options.find((o) => empty.type.includes(o))!);
    const query = parts.map((o, i) => `choice_${i}=${encodeURIComponent(o)}`).join("&");
    const page = pageOf(
      await load(`/product/${item.slug}?module_id=${MODULE_IDS.ecommerce}&${query}&quantity=1`),
    );
    expect(page.evaluation.messages.map((m) => m.key)).toContain("variationOutOfStock");
    expect(page.evaluation.outOfStock).toBe(true);
  });
});

describe("an item whose first choice is out of stock (issue 22 item 9)", () => {
  it("opens on an available choice: In Stock holds, the cart buttons work", async () => {
    const item = await findItem(
      MODULE_IDS.ecommerce,
      (i) =>
        i.choice_options.length > 0 &&
        i.variations.some((v) => v.stock !== 0) &&
        i.variations.find(
          (v) =>
            v.type.replace(/[\s-]/g, "") ===
            i.choice_options
              .map((c) => c.options[0])
              .join("")
              .replace(/\s/g, ""),
        )?.stock === 0,
      "opens on an out-of-stock variation by its first options",
    );
    const page = pageOf(await load(`/product/${item.slug}?module_id=${MODULE_IDS.ecommerce}`));
    expect(page.view.inStock).toBe(true);
    expect(page.evaluation.outOfStock).toBe(false);
    expect(page.evaluation.messages).toEqual([]);
    const chosen = page.evaluation.selection.choices.join("-").replace(/[\s-]/g, "");
    const variation = item.variations.find((v) => v.type.replace(/[\s-]/g, "") === chosen);
    expect(variation?.stock).not.toBe(0);
  });
});

describe("an item's choices on the Arabic page (issue 23 item 3)", () => {
  it("offers colours and sizes in Arabic and finds the variation they name, in stock", async () => {
    const item = await findItem(
      MODULE_IDS.ecommerce,
      (i) =>
        i.choice_options.some((c) => c.title === "Color") &&
        i.variations.some((v) => (v.stock ?? 0) > 0),
      "has colours in stock",
    );
    const page = pageOf(await load(`/ar/product/${item.slug}?module_id=${MODULE_IDS.ecommerce}`));
    const chosen = page.evaluation.selection.choices as string[];
    expect(chosen.length).toBeGreaterThan(0);
    for (const choice of chosen.filter((c) => !/^[\dSMLX]+$/.test(c)))
      expect(choice).toMatch(/[\u0600-\u06FF]/);
    expect(page.evaluation.outOfStock).toBe(false);
    expect(page.evaluation.messages).toEqual([]);
    expect(page.view.inStock).toBe(true);
  });
});

describe("an item of a closed store (issue 22 item 12)", () => {
  const ORIGINAL = "x-test-original";
  /** items/details answers with its store's `open` flag set to `open` (and `extra`). */
  function storeOpen(open: 0 | 1, extra: Record<string, unknown> = {}) {
    server.use(
      http.get("*/api/v1/items/details/:id", async ({ request }) => {
        if (request.headers.get(ORIGINAL)) return undefined;
        const headers = new Headers(request.headers);
        headers.set(ORIGINAL, "1");
        const body = (await (await fetch(request.url, { headers })).json()) as {
          store_details?: Record<string, unknown> | null;
        };
        expect(body.store_details, "the details carry their store").toBeTruthy();
        return HttpResponse.json({
          ...body,
          store_details: { ...body.store_details, open, ...extra },
        });
      }),
    );
  }

  /** A grocery item with one choice and stock left: its page offers Add to cart. */
  const inStock = () =>
    findItem(
      MODULE_IDS.grocery,
      (i) => i.variations.length === 0 && (i.stock ?? 0) > 0,
      "has no variations and stock left",
    );

  /** The product view as the server sends it (the page, and the item dialog's content). */
  async function html(page: ProductPage, lang: Lang) {
    const shell = { signedIn: false, wishlist: { itemIds: [], storeIds: [] }, cart: { lines: [] } };
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        loader: () => shell,
        children: [{ path: "*", element: createElement(ItemDetail, { page }) }],
      },
    ]);
    const context = await handler.query(new Request(`http://shop.test${page.view.path}`));
    if (context instanceof Response) throw new Error("unexpected redirect");
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(
      createElement(
        I18nextProvider,
        { i18n: i18nFor(lang) },
        createElement(StaticRouterProvider, { router, context, hydrate: false }),
      ),
    ).replace(/&#x27;/g, "'");
  }

  it("says so beside the buttons, when it opens, and that the order will be scheduled — in English and Arabic", async () => {
    const item = await inStock();
    storeOpen(0);
    const path = `/product/${item.slug}?module_id=${MODULE_IDS.grocery}`;
    const en = pageOf(await load(path));
    expect(en.view.storeClosed?.opensAt?.time).toMatch(/^\d{2}:\d{2} (AM|PM)$/);
    const enHtml = await html(en, "en");
    expect(enHtml).toContain("This store is closed now");
    expect(enHtml).toMatch(/Opens (today|tomorrow|\w+day) at \d{2}:\d{2} (AM|PM)/);
    expect(enHtml).toContain(
      "You can still add items: your order will be scheduled for a time when the store is open.",
    );
    // Adding still works: the buttons are there.
    expect(enHtml).toContain("Add to cart");
    const ar = pageOf(await load(`/ar${path}`));
    const arHtml = await html(ar, "ar");
    expect(arHtml).toContain("هذا المتجر مغلق الآن");
    expect(arHtml).toContain("سيُجدول طلبك لوقت يكون فيه المتجر مفتوحًا");
    expect(arHtml).not.toContain("This store is closed now");
  });

  it("a closed store that takes no orders for later: the order waits until it opens, not 'scheduled'", async () => {
    const item = await inStock();
    storeOpen(0, { schedule_order: false });
    const page = pageOf(await load(`/product/${item.slug}?module_id=${MODULE_IDS.grocery}`));
    expect(page.view.storeClosed?.order).toBe("later");
    const shown = await html(page, "en");
    expect(shown).toContain("This store is closed now");
    expect(shown).toContain("you can place the order once it opens");
    expect(shown).not.toContain("will be scheduled");
    const ar = await html(
      pageOf(await load(`/ar/product/${item.slug}?module_id=${MODULE_IDS.grocery}`)),
      "ar",
    );
    expect(ar).toContain("يمكنك إتمام الطلب عند فتحه");
  });

  it("an open store's item says nothing of it", async () => {
    const item = await inStock();
    storeOpen(1);
    const page = pageOf(await load(`/product/${item.slug}?module_id=${MODULE_IDS.grocery}`));
    expect(page.view.storeClosed).toBeNull();
    const shown = await html(page, "en");
    expect(shown).not.toContain("This store is closed now");
    expect(shown).not.toContain("will be scheduled");
    expect(shown).toContain("Add to cart");
  });
});

describe("bad input never answers 500", () => {
  it.each([
    "quantity=-1",
    "quantity=abc",
    "quantity=99999999999999",
    "choice_0=%00garbage&food_0=nope&add_on_ids[]=x&add_on_ids[]=999999",
    `food_0=${"x".repeat(10_000)}`,
    "module_id=abc",
    "image=99",
  ])("?%s is a page with a sane selection", async (query) => {
    const item = (await itemsOf(MODULE_IDS.food))[0];
    const page = pageOf(await load(`/product/${item.slug}?module_id=${MODULE_IDS.food}&${query}`));
    expect(page.evaluation.selection.quantity).toBeGreaterThanOrEqual(1);
    expect(page.imageIndex).toBeLessThan(Math.max(1, page.view.images.length));
    expect(page.evaluation.selection.addOns.every((a) => a.quantity >= 1)).toBe(true);
  });

  it.each([
    ["quantity=4&step=1", "quantity=5"],
    ["quantity=1&step=-1", "quantity=1"],
    ["quantity=abc&step=7", "quantity=1"],
  ])("?%s (− / + without JavaScript) redirects to ?%s", async (query, expected) => {
    const item = (await itemsOf(MODULE_IDS.food))[0];
    const path = `/product/${item.slug}?module_id=${MODULE_IDS.food}`;
    const thrown = await load(`${path}&${query}`).catch((response: unknown) => response);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe(`${path}&${expected}`);
  });

  it.each(["no-such-item-anywhere", "999999999", "..%2F..%2Fconfig", "x".repeat(10_000), "%00"])(
    "/product/%s is a 404 page",
    async (id) => {
      const result = await load(`/product/${id}?module_id=${MODULE_IDS.grocery}`);
      expect(statusOf(result)).toBe(404);
    },
  );

  it("an item of another module than module_id says is a 404", async () => {
    const item = (await itemsOf(MODULE_IDS.ecommerce))[0];
    expect(statusOf(await load(`/product/${item.slug}?module_id=${MODULE_IDS.food}`))).toBe(404);
  });
});

describe("readCartLine (for the cart action)", () => {
  const formOf = (entries: Array<[string, string]>) => {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return form;
  };

  it("a valid food choice becomes the API's cart line; a missing required choice goes back", async () => {
    const item = await findItem(
      MODULE_IDS.food,
      (i) => plainPrice(i) && i.add_ons.length > 0 && groupsOf(i).some((g) => g.required === "on"),
      "has a required group and add-ons",
    );
    const groups = groupsOf(item);
    const chosen = groups.map((g) =>
      g.required === "on" ? g.values.slice(0, Math.max(1, g.type === "multi" ? g.min : 1)) : [],
    );
    const fields: Array<[string, string]> = [
      ["intent", "add"],
      ["item_id", String(item.id)],
      ["model", "Item"],
      ["module_id", String(MODULE_IDS.food)],
      ["quantity", "2"],
      ["add_on_ids[]", String(item.add_ons[0].id)],
      [`add_on_qty_${item.add_ons[0].id}`, "3"],
      ...chosen.flatMap((values, g) => values.map((v): [string, string] => [`food_${g}`, v.label])),
    ];
    const { context } = await homeRequest("/cart");
    const ok = await readCartLine(formOf(fields), context);
    expect(ok).toMatchObject({
      ok: true,
      intent: "add",
      cartId: null,
      line: {
        item_id: item.id,
        model: "Item",
        quantity: 2,
        add_on_ids: [item.add_ons[0].id],
        add_on_qtys: [3],
        variation: groups.flatMap((g, i) =>
          chosen[i].length
            ? [{ name: g.name, values: { label: chosen[i].map((v) => v.label) } }]
            : [],
        ),
      },
    });

    const refused = await readCartLine(
      formOf(fields.filter(([name]) => !name.startsWith("food_"))),
      context,
    );
    expect(refused).toMatchObject({ ok: false });
    expect(refused.ok ? [] : refused.messages.map((m) => m.key)).toContain("variationRequired");
    expect(refused.back).toContain(`/product/${item.slug}?`);
    expect(refused.back).toContain("quantity=2");
  });

  it("garbage ids are refused without a call", async () => {
    const { context } = await homeRequest("/cart");
    const result = await readCartLine(
      formOf([
        ["item_id", "x"],
        ["module_id", "2"],
      ]),
      context,
    );
    expect(result).toEqual({ ok: false, messages: [], back: null });
  });
});
