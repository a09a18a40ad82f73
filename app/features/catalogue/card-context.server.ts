import type { CardContext } from "./card-models.server";
import { moneyFormat, type MoneyConfig } from "./money";

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
