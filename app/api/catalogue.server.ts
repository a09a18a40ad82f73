import type { Transport } from "./http.server";
import { categoryListSchema, storePageSchema } from "./schemas/catalogue";

/** Catalogue reads scoped by the zoneId and moduleId headers (api-contract §2.5). */
export function catalogueApi(t: Transport) {
  return {
    /** GET /categories: root categories of the current module. */
    categories: () => t.call("categories", { schema: categoryListSchema }),
    /** GET /stores/latest: newest stores; `offset` is a 1-based page number (quirk 2). */
    latestStores: (page = { limit: 12, offset: 1 }) =>
      t.call("stores/latest", { query: page, schema: storePageSchema }),
    /** GET /stores/popular?type=all: the browsing spec asks for limit 12 from offset 1. */
    popularStores: (page = { limit: 12, offset: 1 }) =>
      t.call("stores/popular", { query: { type: "all", ...page }, schema: storePageSchema }),
  };
}
