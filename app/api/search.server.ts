import type { Transport } from "./http.server";

/** Search, suggestions and listings (api-contract §2.5 items/search, stores/search, item-or-store-search, get-products, stores/get-data) — issue 10. */
export function searchApi(t: Transport) {
  void t;
  return {};
}
