import type { Transport } from "./http.server";

/** Campaign, flash-sale, brand and condition pages (api-contract §2.5 campaigns, flash-sales/items, brand, common-condition) — issue 10. */
export function promotionsApi(t: Transport) {
  void t;
  return {};
}
