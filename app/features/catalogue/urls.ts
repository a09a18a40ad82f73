/**
 * The catalogue's public URLs, in one place, so every card, banner and "View all" link points at
 * the page the browsing issue serves (browsing §2 "Other routes", "Search and listing view").
 * Paths are unprefixed app paths: pass them through `useLocalizedPath()` (or `localizePath`)
 * for the Arabic `/ar/...` form.
 *
 * One URL per item in every module: `/product/{slug or id}?module_id=…` (browsing §2: the id is
 * the slug, else the id). Food, grocery and pharmacy open it as a modal over the page with
 * JavaScript (issue 10); without JavaScript, in a new tab or for a crawler it is the page.
 */

type Id = number | string;
type Sluggable = { id: Id; slug?: string | null };

const query = (params: Record<string, Id | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
};

const pathId = (entity: Sluggable) => encodeURIComponent(String(entity.slug || entity.id));

/** /product/{slug|id}?module_id= (ecommerce campaign items add product_type=campaign). */
export function itemHref(
  item: Sluggable & { campaign?: boolean },
  moduleId: Id | null | undefined,
): string {
  return `/product/${pathId(item)}${query({
    module_id: moduleId,
    product_type: item.campaign ? "campaign" : null,
  })}`;
}

/** /store/{slug|id}?module_id=&module_type=&store_zone_id= (browsing §2, foundations §2). */
export function storeHref(
  store: Sluggable & { zoneId?: Id | null },
  module: { id: Id | null | undefined; type?: string | null },
): string {
  return `/store/${pathId(store)}${query({
    module_id: module.id,
    module_type: module.type,
    store_zone_id: store.zoneId,
  })}`;
}

/** Browser-safe base64 of a UTF-8 string (category names may be Arabic). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Category tile: /home?search=category&id=&module_id=&name=<base64>&data_type=category. */
export function categoryListingHref(category: { id: Id; name: string }, moduleId: Id): string {
  return `/home${query({
    search: "category",
    id: category.id,
    module_id: moduleId,
    name: base64Utf8(category.name),
    data_type: "category",
  })}`;
}

/** Special offers "View all": /home?search=special-offer&module_id=&data_type=discounted. */
export function specialOffersHref(moduleId: Id): string {
  return `/home${query({ search: "special-offer", module_id: moduleId, data_type: "discounted" })}`;
}

/** Listing of new items (header "new" data type). */
export function newArrivalsHref(moduleId: Id): string {
  return `/home${query({ module_id: moduleId, data_type: "new" })}`;
}

/** /home?brand_id={id}&data_type=brand */
export function brandHref(brand: { id: Id }, moduleId?: Id | null): string {
  return `/home${query({ brand_id: brand.id, data_type: "brand", module_id: moduleId })}`;
}

export const ALL_BRANDS_HREF = "/all-brands";
export const CATEGORIES_HREF = "/categories";

/**
 * A category's own page, /category/{id}?module_id= (browsing §2 "Other routes"); category TILES
 * link to the listing (categoryListingHref), as the spec says.
 */
export function categoryPageHref(category: { id: Id }, moduleId: Id | null | undefined): string {
  return `/category/${encodeURIComponent(String(category.id))}${query({ module_id: moduleId })}`;
}

/** Store lists: /store/latest, /store/popular, /store/top-offer-nearby. */
export type StoreListKind = "latest" | "popular" | "top-offer-nearby";
export function storeListHref(kind: StoreListKind): string {
  return `/store/${kind}`;
}

/** /campaigns/{id}?id=&module_id= */
export function campaignHref(campaign: Sluggable, moduleId?: Id | null): string {
  return `/campaigns/${pathId(campaign)}${query({ id: campaign.id, module_id: moduleId })}`;
}

/** /flash-sales?id= */
export function flashSaleHref(flashSale: { id: Id }): string {
  return `/flash-sales${query({ id: flashSale.id })}`;
}

/** Parcel category → /parcel-delivery-info?category_id= (the parcel flow receives it). */
export function parcelCategoryHref(category: { id: Id }): string {
  return `/parcel-delivery-info${query({ category_id: category.id })}`;
}

/** Pharmacy common condition products. */
export function conditionHref(condition: { id: Id; name: string }, moduleId: Id): string {
  return `/home${query({
    data_type: "condition",
    id: condition.id,
    module_id: moduleId,
    name: base64Utf8(condition.name),
  })}`;
}

/** Review of a delivered order (review prompt "give review"). */
export function rateAndReviewHref(orderId: Id): string {
  return `/rate-and-review/${encodeURIComponent(String(orderId))}`;
}

/** The module's own home: the URL crawlers and cookie-less visitors can open (issue 9 item 7). */
export function moduleHomeHref(moduleId: Id): string {
  return `/home${query({ module_id: moduleId })}`;
}

/**
 * The located module home a shared cache can keep (ADR 033): zone ids sorted, `-`-joined, as
 * lib/params.ts zoneIdsParam reads them back.
 */
export function sharedHomeHref(zoneIds: readonly number[], moduleId: Id): string {
  return sharedModulePageHref("/home", zoneIds, moduleId);
}

/**
 * A module's page a shared cache can keep (ADR 033): the home, `/categories`, `/category/<id>`,
 * `/flash-sales`, `/campaigns` or `/all-brands`, then `/z/<zone ids>/m/<module id>`.
 */
export function sharedModulePageHref(
  path: string,
  zoneIds: readonly number[],
  moduleId: Id,
): string {
  return `${path}/z/${zonesSegment(zoneIds)}/m/${encodeURIComponent(String(moduleId))}`;
}

/**
 * The shared twin of a link within a module listing (a pager's page, a sort): its private
 * path `…?module_id=N&…` as `…/z/<zone ids>/m/N?…` — the rest of its query kept, module_id
 * dropped (the path names the module). A link that stays on the shared page stays shareable.
 */
export function sharedListingHref(
  privatePath: string,
  zoneIds: readonly number[],
  moduleId: Id,
): string {
  const [path, search = ""] = privatePath.split("?");
  const params = new URLSearchParams(search);
  params.delete("module_id");
  const rest = params.toString();
  return `${sharedModulePageHref(path, zoneIds, moduleId)}${rest ? `?${rest}` : ""}`;
}

/** The personal parts of a shared home (`private, no-store` JSON, ADR 033). */
export function homePersonalHref(zoneIds: readonly number[], moduleId: Id): string {
  return `/home/personal${query({ zones: [...zoneIds].join("-"), module_id: moduleId })}`;
}

/** The same request for a shared store or item page: the frame's parts, no home sections. */
export function personalPartsHref(zoneIds: readonly number[], moduleId: Id): string {
  return `${homePersonalHref(zoneIds, moduleId)}&sections=none`;
}

/** A store's page a shared cache can keep (ADR 033): `/store/<id or slug>/z/<zone ids>`. */
export function sharedStoreHref(store: Sluggable, zoneIds: readonly number[]): string {
  return `/store/${pathId(store)}/z/${zonesSegment(zoneIds)}`;
}

/** An item's page a shared cache can keep (ADR 033): `/product/<id or slug>/z/<zone ids>`. */
export function sharedItemHref(item: Sluggable, zoneIds: readonly number[]): string {
  return `/product/${pathId(item)}/z/${zonesSegment(zoneIds)}`;
}

/** Zone ids as lib/params.ts zoneIdsParam reads them back: sorted, no repeats, `-`-joined. */
function zonesSegment(zoneIds: readonly number[]): string {
  return [...new Set(zoneIds)].sort((a, b) => a - b).join("-");
}

/** The cart action every quick-add form posts to (wired by the cart issue). */
export const CART_ACTION = "/cart";
