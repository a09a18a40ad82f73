import type { CartEntry } from "~/api/schemas/cart";
import type { DiscountRule, PricingLine } from "./pricing";

/**
 * A cart line as the backend prices it (backend/services/cart-lines.ts resolveVariation,
 * resolveAddOns; pricing.ts unitDiscount): never the cart's `price`, which is whatever the
 * client sent (quirk 11), but the catalogue item the cart answer carries as it is now.
 */

type Raw = Record<string, unknown>;

const isRecord = (v: unknown): v is Raw => typeof v === "object" && v !== null;
const numberOf = (v: unknown): number => {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
};
// The backend matches a chosen type loosely ("S-Red" = "s red").
const sameType = (a: string, b: string) =>
  a.replace(/[\s-]/g, "").toLowerCase() === b.replace(/[\s-]/g, "").toLowerCase();

/** The chosen labels of a food option group: `{label: [...]}`, a bare list, or one label. */
function labelsOf(values: unknown): string[] {
  const raw = Array.isArray(values) ? values : isRecord(values) ? values.label : undefined;
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return [...new Set(list.filter((l): l is string => typeof l === "string" && l !== ""))];
}

/** Item (or variation) price plus the chosen food options' prices. */
export function unitPriceOf(entry: Pick<CartEntry, "variation" | "item">): number {
  const { item } = entry;
  const selected = Array.isArray(entry.variation) ? entry.variation : [];
  if (item.module_type === "food") {
    const groups = Array.isArray(item.food_variations) ? item.food_variations : [];
    let price = item.price;
    for (const group of groups) {
      if (!isRecord(group)) continue;
      const pick = selected.find((s) => isRecord(s) && s.name === group.name) as Raw | undefined;
      const values = Array.isArray(group.values) ? group.values.filter(isRecord) : [];
      for (const label of labelsOf(pick?.values)) {
        price += numberOf(values.find((v) => v.label === label)?.optionPrice);
      }
    }
    return price;
  }
  const variations = item.variations ?? [];
  if (variations.length === 0) return item.price;
  const first = selected[0];
  const type = isRecord(first) && typeof first.type === "string" ? first.type : "";
  const match = variations.find((v) => typeof v.type === "string" && sameType(v.type, type));
  // An unknown variation is refused when the order is placed; the item's price until then.
  return match ? numberOf(match.price) : item.price;
}

/** Σ add-on price × its quantity (each add-on once per line, whatever the line's quantity). */
export function addOnTotalOf(entry: Pick<CartEntry, "item">): number {
  return (entry.item.addons ?? []).reduce(
    (sum, addOn) => sum + addOn.price * (addOn.quantity ?? 0),
    0,
  );
}

/**
 * Which discount applies. The catalogue answer already reflects now: a running flash sale
 * replaces `discount`/`discount_type` and sets `flash_sale`; `store_discount` is the store
 * discount's percentage while it runs, else 0.
 */
export function discountRuleOf(item: CartEntry["item"]): DiscountRule {
  const type = item.discount_type === "percent" ? "percent" : "amount";
  const value = item.discount ?? 0;
  if (item.flash_sale) return { kind: "flash_sale", type, value };
  const store = item.store_discount ?? 0;
  if (store > 0) return { kind: "store_discount", percent: store };
  return { kind: "product_discount", type, value };
}

export function pricingLinesOf(entries: CartEntry[]): PricingLine[] {
  return entries.map((entry) => ({
    unitPrice: unitPriceOf(entry),
    quantity: entry.quantity,
    addOnTotal: addOnTotalOf(entry),
    rule: discountRuleOf(entry.item),
  }));
}
