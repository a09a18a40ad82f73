import type { Transport } from "./http.server";

/** Item detail reads (api-contract §2.5 items/details, related items, reviews) — issue 10. */
export function itemsApi(t: Transport) {
  void t;
  return {};
}
