import { z } from "zod";
import type { Transport } from "./http.server";
import { objectOrEmpty } from "./schemas/home";
import { id, lenientArray, maybeText, numOr, text } from "./schemas/primitives";

/**
 * The catalogue enumerated for /sitemap.xml (issue 10 item 7): every store, item and category
 * of a module in a zone, one page at a time. Only what a URL needs is parsed (id, slug, zone,
 * name): a sitemap walks tens of thousands of rows, and the full item schema would parse each
 * item's variations and add-ons for nothing.
 */

const storeRef = z
  .object({ id, slug: maybeText.optional(), zone_id: id.nullable().catch(null).optional() })
  .passthrough();
const itemRef = z.object({ id, slug: maybeText.optional() }).passthrough();
const categoryRef = z
  .object({
    id,
    name: text,
    childes: lenientArray(z.object({ id, name: text }).passthrough()).optional(),
  })
  .passthrough();

export type StoreRef = { id: number; slug: string | null; zoneId: number | null };
export type ItemRef = { id: number; slug: string | null };
export type CategoryRef = { id: number; name: string };

const storePage = z.preprocess(
  objectOrEmpty,
  z
    .object({ total_size: numOr(0).optional(), stores: lenientArray(storeRef).optional() })
    .passthrough()
    .transform((p) => ({
      total: p.total_size ?? 0,
      rows: (p.stores ?? []).map((s): StoreRef => ({
        id: s.id,
        slug: s.slug ?? null,
        zoneId: s.zone_id ?? null,
      })),
    })),
);

const itemPage = z.preprocess(
  objectOrEmpty,
  z
    .object({ total_size: numOr(0).optional(), products: lenientArray(itemRef).optional() })
    .passthrough()
    .transform((p) => ({
      total: p.total_size ?? 0,
      rows: (p.products ?? []).map((i): ItemRef => ({ id: i.id, slug: i.slug ?? null })),
    })),
);

/** Root categories and their children, flattened (a child's listing is a page too). */
const categoryTree = lenientArray(categoryRef).transform((roots) =>
  roots.flatMap((root): CategoryRef[] => [
    { id: root.id, name: root.name },
    ...(root.childes ?? []).map((child) => ({ id: child.id, name: child.name })),
  ]),
);

export type RefPage<T> = { total: number; rows: T[] };
type Page = { limit: number; offset: number };

export function sitemapApi(t: Transport) {
  return {
    /** GET /stores/get-stores/all (store_type all): the zone's stores of the module, a page. */
    stores: (page: Page) =>
      t.call("stores/get-stores/all", {
        query: { store_type: "all", type: "all", ...page },
        schema: storePage,
      }),
    /** GET /items/get-products with no filter: every item of the zone's stores, a page. */
    items: (page: Page) =>
      t.call("items/get-products", {
        query: { data_type: "all", type: "all", ...page },
        schema: itemPage,
      }),
    /** GET /categories: root categories with their `childes`, in the client's language. */
    categories: () => t.call("categories", { schema: categoryTree }),
  };
}

export type SitemapApi = ReturnType<typeof sitemapApi>;
