/**
 * The cart's rules (foundations §4 "Cart", §5 increase quantity; §9 minimum 1), shared by the
 * cart action (the server's check, always) and the steppers (the browser's check, for an
 * immediate message). Framework-free.
 */
import type { CartEntry } from "~/api/schemas/cart";

/** A quantity no form may ask for, whatever the item's limits (a forged 10^9 stops here). */
export const MAX_QUANTITY = 1000;

/** What the limits read: the item as the catalogue has it now, and the line's variation. */
type Limited = {
  variation?: unknown;
  item: {
    stock?: number;
    module_type?: string | null;
    maximum_cart_quantity?: number | null;
    variations?: unknown[];
  };
};

type LineLike = Limited &
  Pick<CartEntry, "price" | "quantity"> & {
    item: Pick<CartEntry["item"], "addons">;
  };

/**
 * The largest quantity a line may have and the rule that sets it: the stock (non-food modules;
 * the chosen variation's own stock when it has one) and maximum_cart_quantity (any module).
 * Null when nothing limits it.
 */
export function lineLimit(line: Limited): { max: number; by: "stock" | "limit" } | null {
  const limits: Array<{ max: number; by: "stock" | "limit" }> = [];
  if (line.item.module_type !== "food") {
    const stock = variationStock(line) ?? line.item.stock;
    if (typeof stock === "number" && Number.isFinite(stock))
      limits.push({ max: Math.max(0, stock), by: "stock" });
  }
  const maxCart = line.item.maximum_cart_quantity;
  if (typeof maxCart === "number" && maxCart > 0) limits.push({ max: maxCart, by: "limit" });
  if (limits.length === 0) return null;
  return limits.reduce((a, b) => (b.max < a.max ? b : a));
}

/** The message key when `quantity` is more than the line may hold, else null. */
export function quantityProblem(
  line: LineLike,
  quantity: number,
): "outOfStock" | "outOfLimits" | null {
  const limit = lineLimit(line);
  if (!limit || quantity <= limit.max) return null;
  return limit.by === "stock" ? "outOfStock" : "outOfLimits";
}

/** Unit price × quantity + each add-on's price × its quantity. */
export function lineTotal(line: LineLike): number {
  const addOns = (line.item.addons ?? []).reduce(
    (sum, addOn) => sum + addOn.price * (addOn.quantity ?? 0),
    0,
  );
  return Math.round((line.price * line.quantity + addOns) * 100) / 100;
}

/** The chosen variation's stock, when the line names one that has a stock of its own. */
function variationStock(line: Limited): number | null {
  const type = firstType(line.variation);
  if (!type) return null;
  const normal = (s: string) => s.replace(/[\s-]/g, "").toLowerCase();
  const match = (line.item.variations ?? []).find(
    (v: unknown) =>
      typeof (v as { type?: unknown }).type === "string" &&
      normal((v as { type: string }).type) === normal(type),
  ) as { stock?: unknown } | undefined;
  const stock = Number(match?.stock);
  return match && Number.isFinite(stock) ? stock : null;
}

function firstType(variation: unknown): string | null {
  if (!Array.isArray(variation)) return null;
  const first = variation[0] as { type?: unknown } | undefined;
  return typeof first?.type === "string" ? first.type : null;
}

/** "Large · Mild, Extra hot" from either variation shape (api-contract §7.6). */
export function variationText(variation: unknown): string {
  if (!Array.isArray(variation)) return "";
  return variation
    .flatMap((entry): string[] => {
      if (!entry || typeof entry !== "object") return [];
      const { type, name, values } = entry as { type?: unknown; name?: unknown; values?: unknown };
      if (typeof type === "string") return [type];
      const raw = Array.isArray(values) ? values : (values as { label?: unknown } | null)?.label;
      const labels = (Array.isArray(raw) ? raw : [raw]).filter(
        (l): l is string => typeof l === "string" && l !== "",
      );
      if (!labels.length) return [];
      return [
        typeof name === "string" && name ? `${name}: ${labels.join(", ")}` : labels.join(", "),
      ];
    })
    .join(" · ");
}
