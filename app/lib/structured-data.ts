/**
 * schema.org JSON-LD for crawlers (issue 10 item 7). Pages put it in their `meta` export as
 * `jsonLdMeta(…)`: Remix renders a `{ "script:ld+json": … }` descriptor as
 * `<script type="application/ld+json">` with its HTML characters escaped, so a store or item name
 * containing `</script>` cannot break out of the tag. Builders take plain values (already
 * absolute URLs, numbers, ISO currency) and drop empty fields, so a page never claims what it
 * does not know.
 */

type Json = string | number | boolean | null | JsonObject | Json[];
export type JsonObject = { [key: string]: Json | undefined };

const CONTEXT = "https://schema.org";

/** Removes undefined, null, "" and empty arrays, so the output only states known facts. */
function compact(object: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

/** The meta descriptor for one JSON-LD document (or a list of them as an @graph). */
export function jsonLdMeta(documents: JsonObject | JsonObject[]) {
  const list = Array.isArray(documents) ? documents : [documents];
  const body =
    list.length === 1
      ? { "@context": CONTEXT, ...list[0] }
      : { "@context": CONTEXT, "@graph": list };
  return { "script:ld+json": body };
}

export interface RatingFacts {
  /** Average on a 0–5 scale. */
  value: number;
  count: number;
}

/**
 * AggregateRating only when someone has rated (Google rejects a rating with no reviews). The
 * count is every rating (rating_count), so schema.org's ratingCount: reviewCount would claim
 * that many written reviews.
 */
function aggregateRating(rating: RatingFacts | null | undefined): JsonObject | undefined {
  if (!rating || rating.count <= 0 || !(rating.value > 0)) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: Math.round(rating.value * 10) / 10,
    ratingCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

export interface ProductFacts {
  name: string;
  url: string;
  description?: string | null;
  images: string[];
  /** Lowest price of the item (its variation range's start). */
  price: number;
  /** Highest price when variations differ; an AggregateOffer then. */
  highPrice?: number | null;
  /** ISO 4217 code, e.g. "AED". */
  currency: string;
  inStock: boolean;
  sku?: string | number | null;
  brand?: string | null;
  category?: string | null;
  storeName?: string | null;
  rating?: RatingFacts | null;
}

/** Product with an Offer (or AggregateOffer for a price range) and its rating. */
export function productLd(p: ProductFacts): JsonObject {
  const availability = `${CONTEXT}/${p.inStock ? "InStock" : "OutOfStock"}`;
  const seller = p.storeName ? { "@type": "Organization", name: p.storeName } : undefined;
  const offers =
    p.highPrice != null && p.highPrice !== p.price
      ? compact({
          "@type": "AggregateOffer",
          lowPrice: p.price,
          highPrice: p.highPrice,
          priceCurrency: p.currency,
          availability,
          url: p.url,
          seller,
        })
      : compact({
          "@type": "Offer",
          price: p.price,
          priceCurrency: p.currency,
          availability,
          url: p.url,
          seller,
        });
  return compact({
    "@type": "Product",
    name: p.name,
    url: p.url,
    description: p.description ?? undefined,
    image: p.images,
    sku: p.sku != null ? String(p.sku) : undefined,
    brand: p.brand ? { "@type": "Brand", name: p.brand } : undefined,
    category: p.category ?? undefined,
    offers,
    aggregateRating: aggregateRating(p.rating),
  });
}

/** The schema.org type for a store of each module (issue 10 item 7). */
export function storeTypeFor(moduleType: string | null | undefined): string {
  switch (moduleType) {
    case "food":
      return "Restaurant";
    case "grocery":
      return "GroceryStore";
    case "pharmacy":
      return "Pharmacy";
    default:
      return "Store";
  }
}

export interface StoreFacts {
  name: string;
  url: string;
  moduleType: string | null | undefined;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  image?: string | null;
  logo?: string | null;
  telephone?: string | null;
  rating?: RatingFacts | null;
}

/** Restaurant / GroceryStore / Pharmacy / Store with address, geo and rating. */
export function storeLd(s: StoreFacts): JsonObject {
  const hasGeo = Number.isFinite(s.latitude) && Number.isFinite(s.longitude);
  return compact({
    "@type": storeTypeFor(s.moduleType),
    name: s.name,
    url: s.url,
    image: s.image ?? undefined,
    logo: s.logo ?? undefined,
    telephone: s.telephone ?? undefined,
    address: s.address ? { "@type": "PostalAddress", streetAddress: s.address } : undefined,
    geo: hasGeo
      ? { "@type": "GeoCoordinates", latitude: s.latitude!, longitude: s.longitude! }
      : undefined,
    aggregateRating: aggregateRating(s.rating),
  });
}

/** BreadcrumbList from the trail's pages, first to current (absolute URLs). */
export function breadcrumbLd(trail: ReadonlyArray<{ name: string; url: string }>): JsonObject {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * ItemList of a listing page's entries (absolute URLs). `startPosition` is the position of the
 * page's first entry (page 2 of 12 per page starts at 13).
 */
export function itemListLd(
  entries: ReadonlyArray<{ name: string; url: string }>,
  options: { name?: string; startPosition?: number } = {},
): JsonObject {
  const start = options.startPosition ?? 1;
  return compact({
    "@type": "ItemList",
    name: options.name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      "@type": "ListItem",
      position: start + index,
      name: entry.name,
      url: entry.url,
    })),
  });
}
