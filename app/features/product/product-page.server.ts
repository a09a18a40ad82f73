import { data, redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { ApiClient } from "~/api/client.server";
import type { ItemDetails } from "~/api/schemas/item-details";
import { moduleHomeHref } from "~/features/catalogue/urls";
import { cardContext } from "~/features/catalogue/card-context.server";
import type { ItemCard } from "~/features/catalogue/card-models";
import { localizePath, type Lang } from "~/i18n/config";
import { JS_HINT_PATTERN } from "~/lib/js-hint";
import { settle } from "~/api/settle.server";
import { breadcrumbLd, productLd, type JsonObject } from "~/lib/structured-data";
import type { ShareCard } from "~/lib/share-meta";
import { evaluate, FIELD, parseSelection, type Evaluation } from "./choices";
import { variationKey } from "./cart-payload";
import { toItemDetailView, type ItemDetailView } from "./item-view.server";
import { productGate } from "./product-gate.server";
import { sameStoreItems, similarItems } from "./related-views.server";
import type { Packed } from "~/lib/packed-data";
import { pack } from "~/lib/packed-data.server";

/**
 * Everything /product/{id} shows, for the page and for the item modal (which loads the same
 * route's loader with a fetcher): the item view, the selection the URL describes with its total
 * and messages (the no-JavaScript form is a GET to this URL), the visitor's wishlist and cart
 * state for this item, and the meta texts and JSON-LD.
 */
export type ProductPage = {
  kind: "item";
  view: ItemDetailView;
  evaluation: Evaluation;
  /** The form was submitted (the URL carries a quantity): show the validation messages. */
  touched: boolean;
  imageIndex: number;
  signedIn: boolean;
  /** Null on a shared page (ADR 033): the frame's wishlist ids say, once the browser has them. */
  wishlisted: boolean | null;
  /**
   * This item's cart lines: "Update to cart" when the chosen variation is one of them. Null on
   * a shared page: the frame's cart lines say (useItemCartLines, item-cart-lines.ts).
   */
  cartLines: Array<{ cartId: number; key: string }> | null;
  onDefaultLocation: boolean;
  /** The browser is known to run JavaScript (js hint cookie): no "Update total" button. */
  scripted: boolean;
  meta: {
    title: string;
    description: string;
    path: string;
    jsonLd: JsonObject[];
    /** Open Graph / Twitter card and the share button's link (issue 24 item 6). */
    share: ShareCard;
  };
  /**
   * Related items and "More from this store", rendered by the server so crawlers follow them;
   * as JSON text made once per cached shelf (ADR 044): the page reads it with `unpack`.
   */
  related: { similar: Packed<ItemCard[]>; sameStore: Packed<ItemCard[]> };
};
export type ProductResult = ProductPage | { kind: "not-found" } | { kind: "failed" };

/**
 * A shared item page's place (ADR 033, shared-item.server.ts): its URL's zones and a guest's API
 * client — no token, no guest id, no coordinates.
 */
export type SharedItemPlace = { zoneIds: number[]; api: ApiClient };

export async function loadProduct(
  request: Request,
  context: AppLoadContext,
  idOrSlug: string,
  shared?: SharedItemPlace,
): Promise<ProductResult> {
  const url = new URL(request.url);
  const campaign = url.searchParams.get("product_type") === "campaign";
  const base = shared ? shared.api : context.api;
  const gate = await productGate(request, context, shared && JSON.stringify(shared.zoneIds));
  const config = await settle(base.config.get());

  let item: ItemDetails | null = null;
  let module: ProductGate["candidates"][number] | null = null;
  let moduleApi = base;
  const hintKey = `${campaign ? "campaign" : "item"}:${idOrSlug}`;
  for (const candidate of withRememberedModuleFirst(gate.candidates, hintKey)) {
    const api = base.with({ zoneIds: gate.zoneIds ?? undefined, moduleId: candidate.id });
    moduleApi = api;
    const found = await settle(
      campaign ? api.items.campaignItem(idOrSlug) : api.items.details(idOrSlug),
    );
    if (!found.ok) return { kind: "failed" };
    if (found.value) {
      item = found.value;
      module = candidate;
      rememberModule(hintKey, candidate.id);
      break;
    }
  }
  if (!item || !module) return gate.candidates.length ? { kind: "not-found" } : { kind: "failed" };
  // A shared page names the zones it is for: an item of a store outside them is not a page there.
  if (shared && !shared.zoneIds.includes(storeZoneOf(item) ?? 0)) return { kind: "not-found" };

  const c = config.ok ? config.value : null;
  const ctx = cardContext(c, module);
  const view = toItemDetailView(item, ctx, {
    now: new Date(),
    campaign,
    lang: context.lang,
    scheduleOrders: Boolean(c?.schedule_order),
  });
  const evaluation = evaluate(view.choices, parseSelection(view.choices, url.searchParams));
  const rawImage = url.searchParams.get("image");
  const imageIndex = rawImage && /^\d{1,2}$/.test(rawImage) ? Number(rawImage) : 0;

  // A shared page reads nobody's wishlist or cart: the frame brings the visitor's with JS.
  const token = shared ? undefined : context.session.get("token");
  const guestId = shared ? undefined : context.session.get("guestId");
  // The root loader asks for both with the same client: one upstream call each (http.server).
  // Related lists are not for a campaign item (its id is the campaign's, not an item's).
  const related = (shelf: typeof similarItems) =>
    view.campaign
      ? Promise.resolve([])
      : settle(shelf(moduleApi, ctx, view.id)).then((r) => (r.ok ? r.value : []));
  const [wishlist, cart, similar, sameStore] = await Promise.all([
    token ? settle(context.api.wishlist.list()) : null,
    (token || guestId) && context.prefs.moduleId === view.moduleId
      ? settle(context.api.cart.list())
      : null,
    related(similarItems),
    related(sameStoreItems),
  ]);
  const model = view.campaign ? "App\\Models\\ItemCampaign" : "App\\Models\\Item";
  const cartLines = (cart?.ok ? cart.value : []).flatMap((line) => {
    const itemType = typeof line.item_type === "string" ? line.item_type : model;
    return Number(line.item_id) === view.id && itemType === model
      ? [{ cartId: line.id, key: variationKey(line.variation) }]
      : [];
  });

  return {
    kind: "item",
    view,
    evaluation,
    touched: url.searchParams.has("quantity"),
    imageIndex: imageIndex < view.images.length ? imageIndex : 0,
    signedIn: Boolean(token),
    wishlisted: shared
      ? null
      : Boolean(wishlist?.ok && wishlist.value.item.some((i) => i.id === view.id)),
    cartLines: shared ? null : cartLines,
    onDefaultLocation: gate.onDefaultLocation,
    scripted: JS_HINT_PATTERN.test(request.headers.get("cookie") ?? ""),
    meta: productMeta(view, url.origin, context.lang, currencyOf(c)),
    related: { similar: pack(similar), sameStore: pack(sameStore) },
  };
}

type ProductGate = Awaited<ReturnType<typeof productGate>>;

/**
 * The module each item was last found in, so that a link without `?module_id` (a crawler, a
 * shared link) asks the backend once rather than 404 in the visitor's module first. An item
 * belongs to one store and so to one module; should that change, the remembered module answers
 * 404 and the others are asked as before. Bounded: cleared when full.
 */
const MAX_REMEMBERED_MODULES = 5_000;
const moduleOfItem = new Map<string, number>();

function rememberModule(key: string, moduleId: number) {
  if (moduleOfItem.get(key) === moduleId) return;
  if (moduleOfItem.size >= MAX_REMEMBERED_MODULES) moduleOfItem.clear();
  moduleOfItem.set(key, moduleId);
}

function withRememberedModuleFirst(
  candidates: ProductGate["candidates"],
  key: string,
): ProductGate["candidates"] {
  const remembered = moduleOfItem.get(key);
  const hit = candidates.find((c) => c.id === remembered);
  return hit && hit !== candidates[0] ? [hit, ...candidates.filter((c) => c !== hit)] : candidates;
}

/** The zone of the item's store: its details' store, else the item's own `zone_id` (§5.4). */
function storeZoneOf(item: ItemDetails): number | null {
  const own = (item as { zone_id?: unknown }).zone_id;
  const zone = item.store_details?.zone_id ?? (typeof own === "number" ? own : null);
  return typeof zone === "number" ? zone : null;
}

/** ISO 4217 code for JSON-LD: config currency_code, else a three-letter symbol, else USD. */
function currencyOf(config: Record<string, unknown> | null): string {
  const code = config?.currency_code ?? config?.currency;
  if (typeof code === "string" && /^[A-Z]{3}$/.test(code)) return code;
  const symbol = config?.currency_symbol;
  return typeof symbol === "string" && /^[A-Z]{3}$/.test(symbol) ? symbol : "USD";
}

function productMeta(view: ItemDetailView, origin: string, lang: Lang, currency: string) {
  const absolute = (path: string) => `${origin}${localizePath(path, lang)}`;
  const trail = [
    { name: lang === "ar" ? "الرئيسية" : "Home", url: absolute(moduleHomeHref(view.moduleId)) },
    ...(view.store ? [{ name: view.store.name, url: absolute(view.store.href) }] : []),
    { name: view.name, url: absolute(view.path) },
  ];
  return {
    title: view.name,
    description: view.seo.description,
    path: view.path,
    share: {
      type: "product" as const,
      title: view.name,
      description: view.seo.description,
      url: absolute(view.path),
      image: view.images[0] ?? null,
      price: { amount: view.seo.lowPrice, currency },
    },
    jsonLd: [
      productLd({
        name: view.name,
        url: absolute(view.path),
        description: view.description,
        images: view.images,
        price: view.seo.lowPrice,
        highPrice: view.seo.highPrice,
        currency,
        inStock: view.seo.inStock,
        sku: view.id,
        category: view.seo.category,
        storeName: view.store?.name,
        rating: view.rating?.count
          ? { value: Number(view.rating.text), count: view.rating.count }
          : null,
      }),
      breadcrumbLd(trail),
    ],
  };
}

/**
 * The /product/{id} loader: the route's and the item modal's (its fetcher loads the route), so
 * both see one view. − / + without JavaScript submit `step`; see the route module.
 */
export async function productPageLoader({ request, context, params }: LoaderFunctionArgs) {
  // − / + without JavaScript submit `step`: answer with the plain quantity, so the URL in the
  // address bar (reloaded, shared) does not step again.
  const url = new URL(request.url);
  const step = url.searchParams.get(FIELD.step);
  if (step !== null) {
    const asked = Number(url.searchParams.get(FIELD.quantity));
    const quantity = Number.isInteger(asked) && asked >= 1 && asked < 1e6 ? asked : 1;
    const delta = step === "1" ? 1 : step === "-1" ? -1 : 0;
    url.searchParams.set(FIELD.quantity, String(Math.max(1, quantity + delta)));
    url.searchParams.delete(FIELD.step);
    throw redirect(`${url.pathname}${url.search}`);
  }
  const result = await loadProduct(request, context, params.id ?? "");
  if (result.kind === "not-found") return data(result, { status: 404 });
  if (result.kind === "failed") return data(result, { status: 503 });
  return { ...result, origin: new URL(request.url).origin };
}
