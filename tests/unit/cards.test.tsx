import i18next from "i18next";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
// Remix renders on the server through React Router's static data router; the quick-add <Form>
// needs a data router (useSubmit), so the cards render inside the same one here.
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import {
  CategoryTileSkeleton,
  ItemCardSkeleton,
  StoreCardSkeleton,
} from "~/features/cards/card-skeletons";
import {
  CATEGORY_TILE_BOX,
  ITEM_CARD_BOX,
  ITEM_CARD_WIDTH,
  STORE_CARD_BOX,
} from "~/features/cards/card-sizes";
import { CategoryTile } from "~/features/cards/category-tile";
import { FlashSaleCard } from "~/features/cards/flash-sale-card";
import { ItemCard, type ItemCardProps } from "~/features/cards/item-card";
import { QuickAddScope } from "~/features/cards/quick-add-form";
import { StoreCard } from "~/features/cards/store-card";
import { ReviewLine, StoreHeader } from "~/features/stores/store-header";
import type { StoreView } from "~/features/stores/store-models";
import type {
  FlashSaleItemCard,
  ItemCard as ItemCardModel,
  StoreCard as StoreCardModel,
} from "~/features/catalogue/card-models";
import type { ItemLayout, StoreLayout } from "~/features/home/sections";
import { i18nOptions } from "~/i18n/i18n";
import ar from "~/i18n/resources/ar";
import en from "~/i18n/resources/en";
import { CARD_WIDTH } from "~/features/catalogue/card-rules";

async function render(ui: ReactNode, { lang = "en", url = "/home?module_id=1" } = {}) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ ...i18nOptions, lng: lang, resources: { en, ar } });
  const handler = createStaticHandler([{ path: "*", element: ui }]);
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}

const ITEM: ItemCardModel = {
  id: 7,
  href: "/product/fresh-apple?module_id=1",
  name: "Fresh Apple",
  image: "/images/apple.svg",
  storeId: 3,
  storeName: "Green Grocer",
  unit: "kg",
  genericName: null,
  price: "$4.50",
  oldPrice: "$5.00",
  discount: "10%",
  rating: { stars: 4.5, text: "4.50", count: 12 },
  marks: { veg: true, halal: true, organic: true },
  hasOptions: false,
  campaign: false,
  outOfStock: false,
  storeClosed: false,
  categoryIds: [1],
  description: "Crisp apples from the valley.",
  moduleId: 1,
  limit: null,
};

const FLASH: FlashSaleItemCard = { ...ITEM, sold: 6, stock: 10, progress: 60, availableStock: 4 };

const STORE: StoreCardModel = {
  id: 3,
  href: "/store/green-grocer?module_id=1&module_type=grocery&store_zone_id=1",
  name: "Green Grocer",
  logo: "/images/logo.svg",
  cover: "/images/cover.svg",
  address: "12 Market Street",
  rating: { stars: 4, text: "4.20", count: 30 },
  distance: { key: "cards:distanceKm", params: { distance: "2.50" } },
  deliveryTime: "30-40 min",
  freeDelivery: true,
  discount: "$5.00",
  closed: false,
  featured: true,
  items: [1, 2, 3, 4].map((id) => ({
    id,
    href: `/product/item-${id}?module_id=1`,
    name: `Item ${id}`,
    image: id === 2 ? null : `/images/item-${id}.svg`,
  })),
};

const ITEM_LAYOUTS: ItemLayout[] = [
  "vertical",
  "horizontal",
  "list",
  "popular",
  "flash-sale",
  "flash-sale-slider",
  "food-horizontal",
  "special",
];
const STORE_LAYOUTS: StoreLayout[] = ["plain", "visit-again", "top-offer", "featured"];

/**
 * The card of any layout: the flash sale's are FlashSaleCard (the flash sale panel and page
 * draw them), the others ItemCard.
 */
function AnyItemCard({ layout, ...props }: Omit<ItemCardProps, "layout"> & { layout: ItemLayout }) {
  if (layout === "flash-sale" || layout === "flash-sale-slider")
    return <FlashSaleCard {...props} slider={layout === "flash-sale-slider"} />;
  return <ItemCard {...props} layout={layout} />;
}

const INTERACTIVE = new Set(["a", "button", "select", "textarea", "details", "label"]);
const VOID = new Set(["img", "input", "br", "hr", "meta", "link", "source", "wbr"]);

/** Interactive elements opened while another interactive element is open (a in a, button in a…). */
function nestedInteractive(html: string): string[] {
  const open: string[] = [];
  const found: string[] = [];
  for (const [, closing, name, attrs] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)([^>]*)>/g)) {
    if (VOID.has(name)) {
      if (name === "input" && !/type="hidden"/.test(attrs) && open.length) found.push(name);
      continue;
    }
    if (closing) {
      if (INTERACTIVE.has(name)) open.pop();
      continue;
    }
    if (INTERACTIVE.has(name)) {
      if (open.length) found.push(`${name} in ${open.join(">")}`);
      open.push(name);
    }
  }
  return found;
}

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);
const decode = (text: string) => text.replaceAll("&amp;", "&");
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
/** Physical direction utilities that would not flip in Arabic. */
const PHYSICAL =
  /\b(?:ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r)-[\w[]|text-(?:left|right)\b/;

describe("ItemCard", () => {
  it("shows the name as the link to the item, price, old price, badge, marks and rating", async () => {
    const html = await render(<ItemCard item={ITEM} layout="vertical" moduleType="grocery" />);
    expect(html).toMatch(
      /<h3[^>]*><a [^>]*href="\/product\/fresh-apple\?module_id=1"[^>]*>Fresh Apple<\/a><\/h3>/,
    );
    const words = text(html);
    expect(words).toContain("$4.50");
    expect(words).toContain("/kg");
    expect(html).toMatch(
      /<del[^>]*><span class="sr-only">Original price <\/span><bdi>\$5\.00<\/bdi><\/del>/,
    );
    expect(words).toContain("10% OFF");
    expect(html).toContain('role="img" aria-label="Veg"');
    expect(words).toContain("Halal");
    expect(words).toContain("Organic");
    expect(words).toContain("Green Grocer");
    expect(words).toContain("Rated 4.50 out of 5 from 12 ratings");
    expect(html).toContain("w-[90%]"); // 4.5 stars: nine half stars filled
    expect(words).not.toContain("CLOSED NOW");
  });

  it("sizes and lazy-loads its image unless it is a priority card", async () => {
    const lazy = await render(<ItemCard item={ITEM} layout="vertical" moduleType="grocery" />);
    expect(lazy).toMatch(
      /<img [^>]*src="\/images\/apple\.svg"[^>]*width="320" height="180" loading="lazy"/,
    );
    const eager = await render(
      <ItemCard item={ITEM} layout="vertical" moduleType="grocery" priority />,
    );
    expect(eager).toMatch(/<img [^>]*width="320"/);
    expect(eager).not.toContain('loading="lazy"');
    const none = await render(
      <ItemCard item={{ ...ITEM, image: null }} layout="vertical" moduleType="grocery" />,
    );
    expect(none).not.toContain("<img");
    expect(none).toMatch(/<div aria-hidden="true" class="bg-muted/);
  });

  it("shows CLOSED NOW over a closed store's item, and the generic name for pharmacy", async () => {
    const html = await render(
      <ItemCard
        item={{ ...ITEM, storeClosed: true, genericName: "Paracetamol" }}
        layout="list"
        moduleType="pharmacy"
      />,
    );
    expect(text(html)).toContain("CLOSED NOW");
    expect(text(html)).toContain("Paracetamol");
    expect(text(html)).toContain("Crisp apples from the valley.");
  });

  it.each(ITEM_LAYOUTS)(
    "%s: renders at its size with one item link and no nested controls",
    async (layout) => {
      const html = await render(<AnyItemCard item={FLASH} layout={layout} moduleType="grocery" />);
      expect(html).toMatch(/^<article /);
      for (const cls of [ITEM_CARD_BOX[layout].w, ITEM_CARD_BOX[layout].minH]) {
        expect(html).toContain(cls);
      }
      expect(hrefs(html)).toEqual(["/product/fresh-apple?module_id=1"]);
      expect(nestedInteractive(html)).toEqual([]);
      expect(text(html)).toContain("$4.50");
      expect(text(html)).toContain("Fresh Apple");
      expect(html).toMatch(/<img [^>]*width="\d+" height="\d+"/);
    },
  );

  it("the special card's big badge and description", async () => {
    const html = await render(<ItemCard item={ITEM} layout="special" moduleType="ecommerce" />);
    expect(html).toMatch(
      /rounded-full px-3 py-1\.5 text-base[^"]*"><bdi dir="ltr">10%<\/bdi> OFF<\/span>/,
    );
    expect(text(html)).toContain("Crisp apples from the valley.");
  });
});

describe("flash sale cards", () => {
  it.each(["flash-sale", "flash-sale-slider"] as const)(
    "%s: progress sold/stock × 100 with the numbers",
    async (layout) => {
      const html = await render(<AnyItemCard item={FLASH} layout={layout} moduleType="grocery" />);
      expect(html).toMatch(
        /role="progressbar" aria-label="Sold" aria-valuemin="0" aria-valuemax="100" aria-valuenow="60"/,
      );
      expect(html).toContain("width:60%");
      expect(text(html)).toContain("Sold: 6");
      expect(text(html)).toContain("Available: 4");
    },
  );

  it("is out of stock when available stock is 0", async () => {
    const html = await render(
      <AnyItemCard
        item={{ ...FLASH, availableStock: 0, sold: 10, progress: 100 }}
        layout="flash-sale"
        moduleType="grocery"
      />,
    );
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Out of Stock<\/button>/);
    expect(html).not.toContain("<form");
  });
});

describe("QuickAdd", () => {
  it("is a form posting the item to the cart action and coming back to this page", async () => {
    const html = await render(<ItemCard item={ITEM} layout="vertical" moduleType="grocery" />, {
      url: "/home?module_id=1&x=2",
    });
    expect(html).toMatch(/<form [^>]*method="post" action="\/cart"/);
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1],
        decode(m[2]),
      ]),
    );
    expect(fields).toEqual({
      intent: "add",
      item_id: "7",
      module_id: "1",
      quantity: "1",
      // No price: the cart action prices the line from the catalogue, never from the page.
      model: "Item",
      redirectTo: "/home?module_id=1&x=2",
    });
    expect(html).toMatch(/<button type="submit" aria-label="Add Fresh Apple to cart"/);
  });

  it("links to the item page for items with options (same label), without a form", async () => {
    const html = await render(
      <ItemCard item={{ ...ITEM, hasOptions: true }} layout="horizontal" moduleType="food" />,
    );
    expect(html).not.toContain("<form");
    expect(html).toMatch(
      /<a aria-label="Add Fresh Apple to cart"[^>]*href="\/product\/fresh-apple\?module_id=1"/,
    );
    expect(nestedInteractive(html)).toEqual([]);
  });

  it("is absent for campaign items and in the parcel module; disabled when out of stock", async () => {
    const campaign = await render(
      <ItemCard item={{ ...ITEM, campaign: true }} layout="vertical" moduleType="food" />,
    );
    expect(campaign).not.toContain("<form");
    expect(campaign).not.toContain("<button");
    const parcel = await render(<ItemCard item={ITEM} layout="vertical" moduleType="parcel" />);
    expect(parcel).not.toContain("<form");
    const gone = await render(
      <ItemCard item={{ ...ITEM, outOfStock: true }} layout="popular" moduleType="grocery" />,
    );
    expect(gone).toMatch(/<button type="button" disabled=""[^>]*>Out of Stock<\/button>/);
  });
});

describe("StoreCard", () => {
  it.each(STORE_LAYOUTS)(
    "%s: the name links to the store; size; no nested controls",
    async (layout) => {
      const html = await render(<StoreCard store={STORE} layout={layout} />);
      expect(html).toMatch(/^<article /);
      expect(html).toContain(STORE_CARD_BOX[layout].minH);
      expect(html).toMatch(
        /<h3[^>]*><a [^>]*href="\/store\/green-grocer\?module_id=1&amp;module_type=grocery&amp;store_zone_id=1"[^>]*>Green Grocer<\/a>/,
      );
      expect(text(html)).toContain("12 Market Street");
      expect(nestedInteractive(html)).toEqual([]);
    },
  );

  it("plain and top offer: distance, rating, delivery time, free delivery and discount badge", async () => {
    for (const layout of ["plain", "top-offer"] as const) {
      const words = text(await render(<StoreCard store={STORE} layout={layout} />));
      for (const expected of [
        "2.50 km",
        "4.20",
        "Rated 4.20 out of 5 from 30 ratings",
        "30-40 min",
        "Free Delivery",
        "$5.00 OFF",
      ]) {
        expect(words, `${layout}: ${expected}`).toContain(expected);
      }
    }
  });

  it("says a stock backend's English delivery time in the page's language (issue 22 item 15)", async () => {
    const say = async (deliveryTime: string, lang: string) =>
      text(await render(<StoreCard store={{ ...STORE, deliveryTime }} layout="plain" />, { lang }));
    expect(await say("25-35 min", "ar")).toContain("25-35 دقيقة");
    expect(await say("1-2 day", "ar")).toContain("1-2 يوم");
    expect(await say("2-3 hours", "ar")).toContain("2-3 ساعة");
    expect(await say("1-2 day", "en")).toContain("1-2 days");
    // Already in words the storefront does not parse: shown as the backend sent it.
    expect(await say("30-40 دقيقة", "ar")).toContain("30-40 دقيقة");
    expect(await say("same day", "en")).toContain("same day");
  });

  it("shows '1k+ km' past 1000 km, no rating without one, CLOSED NOW when closed", async () => {
    const html = await render(
      <StoreCard
        store={{ ...STORE, distance: { key: "cards:distanceOver" }, rating: null, closed: true }}
        layout="plain"
      />,
    );
    expect(text(html)).toContain("1k+ km");
    expect(text(html)).not.toContain("Rated");
    expect(text(html)).toContain("CLOSED NOW");
  });

  it("visit again: a Visit Again link to the store and up to 3 item thumbnails linking to items", async () => {
    const html = await render(<StoreCard store={STORE} layout="visit-again" />);
    expect(hrefs(html).map(decode)).toEqual([
      STORE.href,
      "/product/item-1?module_id=1",
      "/product/item-2?module_id=1",
      "/product/item-3?module_id=1",
      STORE.href,
    ]);
    expect(html).toMatch(/<a aria-label="Visit Again: Green Grocer"[^>]*>Visit Again<\/a>/);
    expect(html).toContain('<span class="sr-only">Item 2</span>'); // no image: still named
  });
});

describe("CategoryTile", () => {
  it("is one link with the round image and the name", async () => {
    const html = await render(
      <CategoryTile
        category={{ id: 4, name: "Fruits", image: "/c.svg", href: "/home?search=category&id=4" }}
      />,
    );
    expect(html).toMatch(/^<a [^>]*href="\/home\?search=category&amp;id=4"/);
    expect(html).toMatch(/<img [^>]*width="80" height="80" loading="lazy"/);
    expect(text(html)).toContain("Fruits");
  });
});

describe("Arabic", () => {
  it("translates the card, prefixes its links with /ar and uses only logical direction classes", async () => {
    const item = await render(
      <ItemCard item={{ ...ITEM, storeClosed: true }} layout="vertical" moduleType="grocery" />,
      {
        lang: "ar",
        url: "/ar/home?module_id=1",
      },
    );
    expect(hrefs(item)).toEqual(["/ar/product/fresh-apple?module_id=1"]);
    expect(item).toMatch(/action="\/ar\/cart"/);
    expect(item).toContain('name="redirectTo" value="/ar/home?module_id=1"');
    const words = text(item);
    expect(words).toContain("مغلق الآن");
    // The amount keeps its own direction after an Arabic word ("$5.00", not "5.00$").
    expect(item).toContain('خصم <bdi dir="ltr">10%</bdi>');
    expect(item).toContain('aria-label="أضف Fresh Apple إلى السلة"');
    expect(item).toContain('aria-label="نباتي"');
    expect(words).toContain("التقييم 4.50 من 5 من 12 تقييمًا");

    const store = await render(<StoreCard store={STORE} layout="visit-again" />, {
      lang: "ar",
      url: "/ar/home",
    });
    expect(hrefs(store).every((href) => href.startsWith("/ar/"))).toBe(true);
    expect(text(store)).toContain("زُر مرة أخرى");

    const all = [item, store];
    for (const layout of ITEM_LAYOUTS)
      all.push(
        await render(<AnyItemCard item={FLASH} layout={layout} moduleType="food" />, {
          lang: "ar",
          url: "/ar/home",
        }),
      );
    for (const layout of STORE_LAYOUTS)
      all.push(
        await render(<StoreCard store={{ ...STORE, closed: true }} layout={layout} />, {
          lang: "ar",
          url: "/ar/home",
        }),
      );
    for (const html of all) {
      const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(" "));
      expect(classes.filter((c) => PHYSICAL.test(c))).toEqual([]);
    }
  });
});

describe("skeletons", () => {
  it("card widths follow foundations §9", () => {
    expect(ITEM_CARD_WIDTH.vertical).toBe(CARD_WIDTH.vertical);
    expect(ITEM_CARD_WIDTH.horizontal).toBe(CARD_WIDTH.horizontal);
    expect(ITEM_CARD_BOX.vertical.w).toContain(`w-[${CARD_WIDTH.vertical}px]`);
    expect(ITEM_CARD_BOX.horizontal.w).toContain(`w-[${CARD_WIDTH.horizontal}px]`);
  });

  it.each(ITEM_LAYOUTS)("item %s: the skeleton has the card's outer size", (layout) => {
    const html = renderToString(<ItemCardSkeleton layout={layout} />);
    const box = ITEM_CARD_BOX[layout];
    expect(box.minH.replace("min-h-", "h-")).toBe(box.h);
    expect(html).toContain(box.w);
    expect(html).toContain(box.h);
    expect(html).toMatch(/^<div aria-hidden="true"/);
  });

  it.each(STORE_LAYOUTS)("store %s: the skeleton has the card's outer size", (layout) => {
    const html = renderToString(<StoreCardSkeleton layout={layout} />);
    const box = STORE_CARD_BOX[layout];
    expect(box.minH.replace("min-h-", "h-")).toBe(box.h);
    expect(html).toContain(box.w);
    expect(html).toContain(box.h);
  });

  it("category tile skeleton has the tile's size", async () => {
    expect(renderToString(<CategoryTileSkeleton />)).toContain(CATEGORY_TILE_BOX);
    const tile = await render(
      <CategoryTile category={{ id: 1, name: "A", image: null, href: "/x" }} />,
    );
    expect(tile).toContain(CATEGORY_TILE_BOX);
  });
});

describe("QuickAddScope (issue 27: one form for a page of cards)", () => {
  const hiddenFields = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1],
        decode(m[2]),
      ]),
    );

  it("posts the same fields as a card's own form: the page's form plus the button's item id", async () => {
    const html = await render(
      <QuickAddScope moduleId={1}>
        <ItemCard item={ITEM} layout="vertical" moduleType="grocery" />
        <ItemCard item={{ ...ITEM, id: 8, name: "Pear" }} layout="popular" moduleType="grocery" />
      </QuickAddScope>,
      { url: "/home?module_id=1&x=2" },
    );
    const forms = [...html.matchAll(/<form ([^>]*)>([\s\S]*?)<\/form>/g)];
    expect(forms).toHaveLength(1);
    const [, attrs, inside] = forms[0];
    expect(attrs).toMatch(/method="post" action="\/cart"/);
    const formId = /id="([^"]+)"/.exec(attrs)?.[1];
    expect(formId).toBeTruthy();
    const buttons = [...html.matchAll(/<button ([^>]*)>/g)].map((m) => m[1]);
    const apple = buttons.find((b) => b.includes('aria-label="Add Fresh Apple to cart"'));
    const pear = buttons.find((b) => b.includes('aria-label="Add Pear to cart"'));
    for (const [button, id] of [
      [apple, "7"],
      [pear, "8"],
    ] as const) {
      expect(button).toContain('type="submit"');
      expect(button).toContain(`form="${formId}"`);
      expect(button).toContain(`name="item_id" value="${id}"`);
    }
    // What the browser sends for Fresh Apple: the form's fields and the pressed button's.
    expect({ ...hiddenFields(inside), item_id: "7" }).toEqual({
      intent: "add",
      item_id: "7",
      module_id: "1",
      quantity: "1",
      model: "Item",
      redirectTo: "/home?module_id=1&x=2",
    });
    expect(nestedInteractive(html)).toEqual([]);
  });

  it("leaves a card of another module its own form (the form's module would be wrong)", async () => {
    const html = await render(
      <QuickAddScope moduleId={2}>
        <ItemCard item={ITEM} layout="vertical" moduleType="grocery" />
      </QuickAddScope>,
    );
    expect(html.match(/<form /g)).toHaveLength(2);
    expect(html).toMatch(/<button type="submit" aria-label="Add Fresh Apple to cart"/);
    expect(html).not.toContain('name="item_id" value="7" form=');
  });

  it("draws the add and heart icons from the sprite, not as inline paths", async () => {
    const html = await render(<ItemCard item={ITEM} layout="vertical" moduleType="grocery" />);
    // The sprite's URL: a fingerprinted file in the build (a data: URL under vitest).
    expect(html).toMatch(/<svg [^>]*class="icon[^"]*"[^>]*><use href="[^"]+#plus"><\/use><\/svg>/);
    expect(html).not.toContain("<path");
  });
});

describe("a store's rating beside its reviews (issue 22 item 17)", () => {
  // rating_count 244 (every rating) and reviews_comments_count 209 (those with a comment).
  const store = {
    reviewPlan: true,
    rating: { stars: 4.5, text: "4.40", count: 244 },
    reviewsCount: 209,
  } as unknown as StoreView;

  it("labels each count for what it is, in English and Arabic", async () => {
    const en = text(await render(<ReviewLine store={store} />));
    expect(en).toContain("244 ratings");
    expect(en).toContain("Rated 4.40 out of 5 from 244 ratings");
    expect(en).toContain("209 reviews");
    expect(en).not.toContain("(244)");
    expect(en).not.toContain("244 reviews");
    const ar = text(await render(<ReviewLine store={store} />, { lang: "ar" }));
    expect(ar).toContain("244 تقييمًا");
    expect(ar).toContain("209 مراجعات");
  });
});

describe("a closed store's page says what adding now means (issue 22 item 12)", () => {
  const store = {
    id: 3,
    name: "Al Fanar Grill",
    href: "/store/al-fanar-grill?module_id=2",
    address: "Downtown Dubai",
    logo: null,
    cover: null,
    closed: true,
    opensAt: { when: "tomorrow", weekday: 1, time: "09:00 AM" },
    reviewPlan: false,
    rating: null,
    reviewsCount: 0,
    deliveryTime: null,
    distance: null,
    minimumOrder: null,
    freeDelivery: false,
    discount: null,
    delivery: true,
    takeAway: true,
    scheduleOrder: true,
    announcement: null,
    schedule: [],
    location: null,
    moduleId: 2,
    moduleType: "food",
    zoneId: 1,
    categories: [],
  } satisfies StoreView;
  const note = "your order will be scheduled for a time when the store is open";

  it("closed: when it opens and that an order will be scheduled, in English and Arabic", async () => {
    const en = text(await render(<StoreHeader store={store} />));
    expect(en).toContain("Closed now");
    expect(en).toContain("Opens tomorrow at 09:00 AM");
    expect(en).toContain(note);
    const ar = text(await render(<StoreHeader store={store} />, { lang: "ar" }));
    expect(ar).toContain("سيُجدول طلبك");
  });

  it("closed, taking no orders for later: the order waits until it opens, nothing 'scheduled'", async () => {
    const en = text(await render(<StoreHeader store={{ ...store, scheduleOrder: false }} />));
    expect(en).toContain("you can place the order once the store opens");
    expect(en).not.toContain(note);
    const ar = text(
      await render(<StoreHeader store={{ ...store, scheduleOrder: false }} />, { lang: "ar" }),
    );
    expect(ar).toContain("يمكنك إتمام الطلب عند فتح المتجر");
  });

  it("draws its facts' icons from the sprite (issue 27: once per process, not paths per page)", async () => {
    const html = await render(
      <StoreHeader
        store={{
          ...store,
          deliveryTime: "20-30 min",
          distance: { key: "cards:distanceKm", params: { distance: "1.2" } },
          minimumOrder: "AED 20.00",
          freeDelivery: true,
          address: "Downtown Dubai",
        }}
      />,
    );
    for (const icon of ["map-pin", "clock", "wallet", "bike", "shopping-bag"])
      expect(html, icon).toMatch(new RegExp(`<use href="[^"]+#${icon}"></use>`));
    expect(html).not.toContain("<path");
  });

  it("open: no such note", async () => {
    const en = text(
      await render(<StoreHeader store={{ ...store, closed: false, opensAt: null }} />),
    );
    expect(en).toContain("Open now");
    expect(en).not.toContain(note);
  });
});
