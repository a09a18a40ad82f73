import type { Config } from "~/api/schemas/config";
import type { CardContext } from "~/features/catalogue/card-models.server";
import { normalizeDecimals } from "~/lib/card-rules";

/** How cards format money and where their links point, from config and the page's module. */
export function cardContext(
  config: Pick<
    Config,
    "currency_symbol" | "currency_symbol_direction" | "digit_after_decimal_point"
  > | null,
  module: { id: number; type: string },
): CardContext {
  const decimals = normalizeDecimals(config?.digit_after_decimal_point ?? 2);
  return {
    money: {
      decimals,
      symbol: config?.currency_symbol ?? "",
      direction: config?.currency_symbol_direction === "right" ? "right" : "left",
    },
    decimals,
    moduleId: module.id,
    moduleType: module.type,
  };
}
