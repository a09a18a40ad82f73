import type { Transport } from "./http.server";

/** Store pages, store lists and categories (api-contract §2.5 stores/details, items/latest, stores/get-stores, categories/childes, categories/items) — issue 10. */
export function storesApi(t: Transport) {
  void t;
  return {};
}
