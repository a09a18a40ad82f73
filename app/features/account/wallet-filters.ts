/** The wallet's filter tabs (contract §2.3 `type`); "all" sends none. Shared by page and loader. */
export const WALLET_FILTERS = [
  "all",
  "order",
  "loyalty_point",
  "add_fund",
  "referrer",
  "CashBack",
] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];
