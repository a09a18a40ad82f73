import type { Config } from "~/api/schemas/config";
import type { CardContext } from "~/features/catalogue/card-models.server";
import { normalizeDecimals, type MoneyFormat } from "~/lib/card-rules";

type MoneyConfig = Pick<
  Config,
  "currency_symbol" | "currency_symbol_direction" | "digit_after_decimal_point" | "timezone"
> | null;

/** Currency symbol, its side and the decimals, from config (defaults when config is missing). */
export function moneyFormat(config: MoneyConfig): MoneyFormat {
  return {
    decimals: normalizeDecimals(config?.digit_after_decimal_point ?? 2),
    symbol: config?.currency_symbol ?? "",
    direction: config?.currency_symbol_direction === "right" ? "right" : "left",
  };
}

/** How cards format money and where their links point, from config and the page's module. */
export function cardContext(
  config: MoneyConfig,
  module: { id: number; type: string },
): CardContext {
  const money = moneyFormat(config);
  return {
    money,
    decimals: money.decimals,
    moduleId: module.id,
    moduleType: module.type,
    timeZone: config?.timezone ?? undefined,
  };
}
