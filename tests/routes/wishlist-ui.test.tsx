import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ItemCard } from "~/features/cards/item-card";
import { StoreCard } from "~/features/cards/store-card";
import type {
  ItemCard as ItemCardModel,
  StoreCard as StoreCardModel,
} from "~/features/catalogue/card-models";
import { WishlistToggle } from "~/features/product/wishlist-toggle";
import { WishlistDrawer } from "~/features/wishlist/wishlist-drawer";
import type { WishlistDrawerView } from "~/features/wishlist/wishlist-view";
import type { Lang } from "~/i18n/config";
import { GUEST_FRAME, renderInFrame } from "./frame-render";

/**
 * The hearts and the Wishlist drawer as the server sends them (what a browser without
 * JavaScript gets): POST forms with the right fields, aria-pressed and named labels from the
 * frame's wishlist, a sign-in link for guests, nothing in the parcel module; the drawer's tabs,
 * empty texts, rows, and the removal question as URL state.
 */
type Frame = {
  signedIn: boolean;
  itemIds?: number[];
  storeIds?: number[];
  moduleType?: string;
};

const render = (ui: ReactNode, url: string, frame: Frame | null, lang: Lang = "en") =>
  renderInFrame(ui, {
    url,
    lang,
    frame: frame && {
      ...GUEST_FRAME,
      signedIn: frame.signedIn,
      wishlist: { itemIds: frame.itemIds ?? [], storeIds: frame.storeIds ?? [] },
      module: { id: 1, type: frame.moduleType ?? "grocery" },
    },
  });

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** The hidden fields of each form, in order. */
function forms(html: string) {
  return [...html.matchAll(/<form ([^>]*)>([\s\S]*?)<\/form>/g)].map(([, attrs, body]) => ({
    action: /action="([^"]*)"/.exec(attrs)?.[1],
    id: /id="([^"]*)"/.exec(attrs)?.[1],
    fields: Object.fromEntries(
      [...body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1],
        decode(m[2]),
      ]),
    ),
  }));
}

const links = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>/g)].map(([, attrs]) => ({
    href: decode(/href="([^"]*)"/.exec(attrs)?.[1] ?? ""),
    label: decode(/aria-label="([^"]*)"/.exec(attrs)?.[1] ?? ""),
  }));

const INTERACTIVE = new Set(["a", "button", "form"]);
/** Interactive elements inside a link (a heart must never sit in the card's link). */
function insideLinks(html: string): string[] {
  const found: string[] = [];
  let inLink = false;
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)[^>]*>/g)) {
    if (name === "a") inLink = !closing;
    else if (!closing && inLink && INTERACTIVE.has(name)) found.push(name);
  }
  return found;
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
  oldPrice: null,
  discount: null,
  rating: null,
  marks: { veg: null, halal: false, organic: false },
  hasOptions: false,
  campaign: false,
  outOfStock: false,
  storeClosed: false,
  categoryIds: [],
  description: null,
} as unknown as ItemCardModel;

const STORE = {
  id: 3,
  href: "/store/green-grocer?module_id=1",
  name: "Green Grocer",
  logo: null,
  cover: null,
  address: "Downtown",
  rating: null,
  distance: null,
  deliveryTime: null,
  freeDelivery: false,
  discount: null,
  closed: false,
  featured: false,
  items: [],
} satisfies StoreCardModel;

describe("wishlist hearts", () => {
  it("item card, signed in: a POST form to /wishlist that comes back to the heart itself", async () => {
    const html = await render(
      <ItemCard item={ITEM} layout="vertical" moduleType="grocery" />,
      "/home?module_id=1",
      { signedIn: true },
    );
    const heart = forms(html).find((f) => f.action === "/wishlist");
    expect(heart?.fields).toEqual({
      intent: "add",
      item_id: "7",
      redirectTo: `/home?module_id=1#${heart?.id}`,
    });
    expect(heart?.id).toBeTruthy();
    expect(html).toMatch(
      /<button type="submit" aria-label="Add Fresh Apple to wishlist" aria-pressed="false"/,
    );
    expect(insideLinks(html)).toEqual([]);
  });

  it("an item in the wishlist: pressed, and the form removes it", async () => {
    for (const layout of ["horizontal", "popular", "food-horizontal", "list"] as const) {
      const html = await render(
        <ItemCard item={ITEM} layout={layout} moduleType="grocery" />,
        "/home",
        { signedIn: true, itemIds: [7] },
      );
      expect(forms(html).find((f) => f.action === "/wishlist")?.fields.intent).toBe("remove");
      expect(html).toMatch(/aria-label="Remove Fresh Apple from wishlist" aria-pressed="true"/);
      expect(insideLinks(html)).toEqual([]);
    }
  });

  it("store card: store_id, state from the frame's store ids", async () => {
    for (const layout of ["plain", "visit-again", "top-offer", "featured"] as const) {
      const html = await render(<StoreCard store={STORE} layout={layout} />, "/store/latest", {
        signedIn: true,
        storeIds: [3],
      });
      const heart = forms(html).find((f) => f.action === "/wishlist");
      expect(heart?.fields).toMatchObject({ intent: "remove", store_id: "3" });
      expect(html).toContain('aria-label="Remove Green Grocer from wishlist" aria-pressed="true"');
      expect(insideLinks(html)).toEqual([]);
    }
  });

  it("a guest: a link to the sign-in dialog over this page, no form", async () => {
    const html = await render(
      <ItemCard item={ITEM} layout="vertical" moduleType="grocery" />,
      "/home?module_id=1",
      { signedIn: false },
    );
    expect(forms(html).filter((f) => f.action === "/wishlist")).toEqual([]);
    expect(links(html)).toContainEqual({
      href: "/home?module_id=1&dialog=sign-in",
      label: "Sign in to add Fresh Apple to your wishlist",
    });
  });

  it("none in the parcel module, on campaign items, or outside the page frame", async () => {
    const parcel = await render(<StoreCard store={STORE} layout="plain" />, "/home", {
      signedIn: true,
      moduleType: "parcel",
    });
    expect(parcel).not.toContain("wishlist");
    const campaign = await render(
      <ItemCard item={{ ...ITEM, campaign: true }} layout="vertical" moduleType="grocery" />,
      "/home",
      { signedIn: true },
    );
    expect(campaign).not.toContain("wishlist");
    const frameless = await render(<StoreCard store={STORE} layout="plain" />, "/home", null);
    expect(frameless).not.toContain("wishlist");
  });

  it("the item view: its own state and words; Arabic action and labels", async () => {
    const html = await render(
      <WishlistToggle itemId={7} wishlisted />,
      "/ar/product/fresh-apple?module_id=1",
      { signedIn: true },
      "ar",
    );
    const heart = forms(html)[0];
    expect(heart.action).toBe("/ar/wishlist");
    expect(heart.fields).toMatchObject({ intent: "remove", item_id: "7" });
    expect(html).toContain('aria-label="إزالة من المفضلة" aria-pressed="true"');
  });
});

const VIEW: WishlistDrawerView = {
  food: false,
  items: [
    {
      id: 7,
      name: "Fresh Apple",
      image: null,
      href: "/product/fresh-apple?module_id=1",
      moduleId: 1,
      cart: "add",
    },
    {
      id: 8,
      name: "Pizza",
      image: null,
      href: "/product/pizza?module_id=1",
      moduleId: 1,
      cart: "options",
    },
  ],
  stores: [
    {
      id: 3,
      name: "Green Grocer",
      logo: null,
      href: "/store/green-grocer?module_id=1",
      address: "Downtown Dubai",
      rating: { stars: 4.5, text: "4.50", count: 12 },
    },
  ],
};

describe("the Wishlist drawer", () => {
  const drawer = (view: WishlistDrawerView | null, url: string, lang: Lang = "en") =>
    render(<WishlistDrawer open view={view} />, url, { signedIn: true }, lang);

  it("items tab: tabs as links, rows with the item's page, add to cart and delete", async () => {
    const html = await drawer(VIEW, "/home?module_id=1&dialog=wishlist");
    expect(html).toContain(">Wishlist</h2>");
    expect(links(html)).toEqual(
      expect.arrayContaining([
        { href: "/home?module_id=1&dialog=wishlist", label: "" },
        { href: "/home?module_id=1&dialog=wishlist&wishlist-tab=stores", label: "" },
        { href: "/product/fresh-apple?module_id=1", label: "" },
        {
          href: "/home?module_id=1&dialog=wishlist&remove-item=7",
          label: "Delete Fresh Apple",
        },
        // an item with options: its page, where they are chosen
        { href: "/product/pizza?module_id=1", label: "Add Pizza to cart" },
      ]),
    );
    expect(html).toMatch(/aria-current="true"[^>]*>Items<\/a>/);
    expect(forms(html)).toEqual([
      {
        action: "/cart",
        id: undefined,
        fields: {
          intent: "add",
          item_id: "7",
          module_id: "1",
          quantity: "1",
          model: "Item",
          redirectTo: "/home?module_id=1&dialog=wishlist",
        },
      },
    ]);
    expect(html).not.toContain("Are you sure");
  });

  it("delete asks first (URL state): the question, Cancel back to the drawer, Yes removes", async () => {
    const html = await drawer(VIEW, "/home?dialog=wishlist&remove-item=7");
    expect(html).toContain("Are you sure you want to  delete this item?");
    expect(forms(html).find((f) => f.action === "/wishlist")?.fields).toEqual({
      intent: "remove",
      item_id: "7",
      redirectTo: "/home?dialog=wishlist",
    });
    expect(html).toMatch(/<a [^>]*href="\/home\?dialog=wishlist"[^>]*>Cancel<\/a>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Yes<\/button>/);
    // Only for an item of the list: a forged id asks nothing.
    const forged = await drawer(VIEW, "/home?dialog=wishlist&remove-item=99");
    expect(forged).not.toContain("Are you sure");
  });

  it("stores tab: the row links to the store, rating, address and a remove form", async () => {
    const html = await drawer(VIEW, "/home?dialog=wishlist&wishlist-tab=stores");
    expect(html).toMatch(/aria-current="true"[^>]*>Stores<\/a>/);
    expect(links(html)).toContainEqual({ href: "/store/green-grocer?module_id=1", label: "" });
    expect(html).toContain("Downtown Dubai");
    expect(html).toContain("Rated 4.50 out of 5 from 12 ratings");
    expect(forms(html)).toEqual([
      {
        action: "/wishlist",
        id: undefined,
        fields: {
          intent: "remove",
          store_id: "3",
          redirectTo: "/home?dialog=wishlist&wishlist-tab=stores",
        },
      },
    ]);
    expect(html).toContain('aria-label="Remove Green Grocer from wishlist"');
    expect(insideLinks(html)).toEqual([]);
  });

  it("empty texts name the tab: Foods and Restaurants in the food module", async () => {
    const empty = { food: true, items: [], stores: [] };
    const items = await drawer(empty, "/home?dialog=wishlist");
    expect(items).toContain(">Foods</a>");
    expect(items).toContain("No favourite foods found");
    const stores = await drawer(empty, "/home?dialog=wishlist&wishlist-tab=stores");
    expect(stores).toContain(">Restaurants</a>");
    expect(stores).toContain("No favourite restaurants found");
    const other = await drawer({ ...empty, food: false }, "/home?dialog=wishlist");
    expect(other).toContain("No favourite items found");
  });

  it("placeholders while the rows load; Arabic", async () => {
    const loading = await drawer(null, "/home?dialog=wishlist");
    expect(loading).toContain('role="status" aria-label="Loading your wishlist"');
    const ar = await drawer(VIEW, "/ar/home?dialog=wishlist&remove-item=7", "ar");
    expect(ar).toContain(">المفضلة</h2>");
    expect(ar).toContain("هل أنت متأكد أنك تريد حذف هذا المنتج؟");
    expect(forms(ar).map((f) => f.action)).toEqual(["/ar/cart", "/ar/wishlist"]);
  });
});
