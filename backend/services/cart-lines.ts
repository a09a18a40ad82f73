import type Database from "better-sqlite3";
import { parseJson, runningFlashSaleItem } from "./format";
import type { AddOnRow, ItemCampaignRow, ItemRow } from "./rows";
import { marketClock } from "./schedule";
import { isStoredType, isStoredWord } from "./seed-words-ar";

/**
 * What a cart line or order line is made of, checked against the catalogue: the item (or item
 * campaign), the chosen variation (non-food `[{type}]`, food `[{name, values:{label:[...]}}]` —
 * contract §7.6), the add-ons, and the stock that limits it. Shared by the cart routes and
 * order placement so both apply the same rules.
 */

export type Sellable = { kind: "item"; row: ItemRow } | { kind: "campaign"; row: ItemCampaignRow };
export type Failure = { ok: false; code: string; message: string };

export function findSellable(
  db: Database.Database,
  model: "Item" | "ItemCampaign",
  id: number,
  now: Date,
) {
  if (model === "ItemCampaign") {
    const row = db.prepare("SELECT * FROM item_campaigns WHERE id = ? AND status = 1").get(id) as
      ItemCampaignRow | undefined;
    if (!row) return undefined;
    const today = marketClock(now).date;
    if (row.start_date > today || row.end_date < today) return undefined;
    return { kind: "campaign", row } as Sellable;
  }
  const row = db
    .prepare("SELECT * FROM items WHERE id = ? AND status = 1 AND is_approved = 1")
    .get(id) as ItemRow | undefined;
  return row ? ({ kind: "item", row } as Sellable) : undefined;
}

export const sellableName = (s: Sellable) => (s.kind === "item" ? s.row.name : s.row.title);

interface NonFoodVariation {
  type: string;
  price: number;
  stock?: number;
}
interface FoodVariation {
  name: string;
  type: "single" | "multi";
  min?: number | string;
  max?: number | string;
  required?: "on" | "off";
  values: { label: string; optionPrice: number | string }[];
}

export interface VariationChoice {
  ok: true;
  /** item (or variation) price plus food option prices, before discounts */
  unitPrice: number;
  /** "S-Red" or "Size: Large, Extras: Cheese" */
  variant: string;
  /** the chosen non-food variation's own stock, when it has one */
  variationStock: number | null;
  /** the canonical variation stored on the cart/order line */
  variation: unknown[];
}

/** Accepts the variation as sent: a JSON string, an array, or nothing. */
export function parseVariationInput(raw: unknown): unknown[] | null {
  if (raw === undefined || raw === null || raw === "") return [];
  if (typeof raw === "string") {
    const parsed = parseJson<unknown>(raw, null);
    return Array.isArray(parsed) ? parsed : null;
  }
  return Array.isArray(raw) ? raw : null;
}

export function resolveVariation(
  sellable: Sellable,
  moduleType: string,
  selected: unknown[],
): VariationChoice | Failure {
  const row = sellable.row;
  if (moduleType === "food")
    return resolveFoodVariation(
      row.price,
      parseJson<FoodVariation[] | null>(row.food_variations, null) ?? [],
      selected,
    );
  const variations = parseJson<NonFoodVariation[]>(row.variations, []);
  if (variations.length === 0)
    return { ok: true, unitPrice: row.price, variant: "", variationStock: null, variation: [] };
  const first = selected[0] as { type?: unknown } | undefined;
  const type = typeof first?.type === "string" ? first.type : "";
  if (!type) return { ok: false, code: "variation", message: "Please select a variation." };
  // Sent as shown: the stored type, or its Arabic (seed-words-ar).
  const match = variations.find((v) => isStoredType(v.type, type));
  if (!match)
    return {
      ok: false,
      code: "variation",
      message: `The variation "${type.slice(0, 50)}" does not exist.`,
    };
  const stock = typeof match.stock === "number" ? match.stock : null;
  return {
    ok: true,
    unitPrice: Number(match.price),
    variant: match.type,
    variationStock: stock,
    variation: [
      { type: match.type, price: Number(match.price), ...(stock === null ? {} : { stock }) },
    ],
  };
}

function resolveFoodVariation(
  basePrice: number,
  groups: FoodVariation[],
  selected: unknown[],
): VariationChoice | Failure {
  let unitPrice = basePrice;
  const variation: { name: string; values: { label: string[] } }[] = [];
  const parts: string[] = [];
  // A client may send the group and its options back in the words it showed them in (Arabic:
  // seed-words-ar.ts); the line keeps the stored ones, so both languages make the same line.
  for (const group of groups) {
    const pick = selected.find((s) => isStoredWord(group.name, (s as { name?: unknown })?.name)) as
      { values?: { label?: unknown } | unknown[] } | undefined;
    const labels = labelsOf(pick?.values);
    const min = Number(group.min ?? 0) || 0;
    const max = Number(group.max ?? 0) || 0;
    if (labels.length === 0) {
      if (group.required === "on")
        return {
          ok: false,
          code: "variation",
          message: `Please select an option of ${group.name}.`,
        };
      continue;
    }
    if (group.type === "single" && labels.length > 1) {
      return { ok: false, code: "variation", message: `Choose only one option of ${group.name}.` };
    }
    if (group.type === "multi" && ((min && labels.length < min) || (max && labels.length > max))) {
      return {
        ok: false,
        code: "variation",
        message: `Choose between ${min} and ${max} options of ${group.name}.`,
      };
    }
    const stored: string[] = [];
    for (const label of labels) {
      const value = group.values.find((v) => isStoredWord(v.label, label));
      if (!value)
        return {
          ok: false,
          code: "variation",
          message: `"${label.slice(0, 50)}" is not an option of ${group.name}.`,
        };
      unitPrice += Number(value.optionPrice) || 0;
      stored.push(value.label);
    }
    variation.push({ name: group.name, values: { label: stored } });
    parts.push(`${group.name}: ${stored.join(", ")}`);
  }
  const unknown = selected.find(
    (s) => !groups.some((g) => isStoredWord(g.name, (s as { name?: unknown })?.name)),
  );
  if (unknown)
    return { ok: false, code: "variation", message: "The variation does not belong to this item." };
  return { ok: true, unitPrice, variant: parts.join("; "), variationStock: null, variation };
}

function labelsOf(values: unknown): string[] {
  const raw = Array.isArray(values) ? values : (values as { label?: unknown } | undefined)?.label;
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return [...new Set(list.filter((l): l is string => typeof l === "string" && l !== ""))];
}

export interface AddOnChoice {
  ok: true;
  addOns: { id: number; name: string; price: number; quantity: number }[];
  total: number;
  ids: number[];
  quantities: number[];
}

/** Add-ons must be offered by the item; quantities default to 1 and pair up by position. */
export function resolveAddOns(
  db: Database.Database,
  sellable: Sellable,
  ids: number[],
  quantities: number[],
): AddOnChoice | Failure {
  if (ids.length === 0) return { ok: true, addOns: [], total: 0, ids: [], quantities: [] };
  const offered = new Set(parseJson<number[]>(sellable.row.add_ons, []).map(Number));
  const addOns: AddOnChoice["addOns"] = [];
  for (const [index, id] of ids.entries()) {
    const row = db.prepare("SELECT * FROM add_ons WHERE id = ? AND status = 1").get(id) as
      AddOnRow | undefined;
    if (!row || !offered.has(id))
      return {
        ok: false,
        code: "add_on_ids",
        message: `The add-on ${id} is not offered with this item.`,
      };
    const quantity = quantities[index] ?? 1;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100) {
      return {
        ok: false,
        code: "add_on_qtys",
        message: "Add-on quantities must be between 1 and 100.",
      };
    }
    addOns.push({ id: row.id, name: row.name, price: row.price, quantity });
  }
  const total = addOns.reduce((sum, a) => sum + a.price * a.quantity, 0);
  return {
    ok: true,
    addOns,
    total,
    ids: addOns.map((a) => a.id),
    quantities: addOns.map((a) => a.quantity),
  };
}

/**
 * How many units can be sold: the running flash sale's remainder, else the variation's or the
 * item's stock. Food is made to order (module_config stock = false): null = unlimited.
 */
export function availableStock(
  db: Database.Database,
  sellable: Sellable,
  moduleType: string,
  variationStock: number | null,
  now: Date,
): number | null {
  if (moduleType === "food") return null;
  if (sellable.kind === "item") {
    const flash = runningFlashSaleItem(db, sellable.row.id, now);
    if (flash) return flash.stock - flash.sold;
  }
  return variationStock ?? sellable.row.stock;
}

/** Canonical text of a variation, to tell cart lines apart ("same item + same variation"). */
export const variationKey = (variation: unknown[]) => JSON.stringify(variation);

/** A line as asked for: a cart/add or cart/update body, a stored cart row, a buy-now line. */
export interface LineRequest {
  model: "Item" | "ItemCampaign";
  itemId: number;
  quantity: number;
  /** as sent or stored: a JSON string, an array, or nothing (see parseVariationInput) */
  variation: unknown;
  addOnIds: number[];
  addOnQtys: number[];
}

export interface CheckedLine {
  ok: true;
  sellable: Sellable;
  choice: VariationChoice;
  addOns: AddOnChoice;
  /** units that can be sold, null = unlimited */
  stock: number | null;
}

/**
 * Which rule a line broke. The cart answers these as 403/404 when the line is added, order
 * placement as 406 when the catalogue changed since: each caller words its own answer.
 */
export type LineFailure =
  | { ok: false; problem: "missing" }
  | {
      ok: false;
      problem: "scope" | "variation" | "add_ons";
      sellable: Sellable;
      code: string;
      message: string;
    }
  | { ok: false; problem: "limit"; sellable: Sellable; limit: number }
  | { ok: false; problem: "stock"; sellable: Sellable; stock: number };

/**
 * The catalogue rules every cart line and order line obeys, in this order: the item exists and
 * is on sale, belongs where the caller says (`scope`: the module for a cart, the store for an
 * order), the variation and add-ons are the item's own, the quantity is within the item's
 * maximum and the stock.
 */
export function checkLine(
  db: Database.Database,
  moduleType: string,
  line: LineRequest,
  now: Date,
  scope: (sellable: Sellable) => Failure | null,
): CheckedLine | LineFailure {
  const sellable = findSellable(db, line.model, line.itemId, now);
  if (!sellable) return { ok: false, problem: "missing" };
  const outside = scope(sellable);
  if (outside) return { ...outside, problem: "scope", sellable };
  const selected = parseVariationInput(line.variation);
  if (!selected) {
    const message = "The variation must be a list.";
    return { ok: false, problem: "variation", code: "variation", message, sellable };
  }
  const choice = resolveVariation(sellable, moduleType, selected);
  if (!choice.ok) return { ...choice, problem: "variation", sellable };
  const addOns = resolveAddOns(db, sellable, line.addOnIds, line.addOnQtys);
  if (!addOns.ok) return { ...addOns, problem: "add_ons", sellable };
  const limit = sellable.row.maximum_cart_quantity;
  if (limit && line.quantity > limit) return { ok: false, problem: "limit", sellable, limit };
  const stock = availableStock(db, sellable, moduleType, choice.variationStock, now);
  if (stock !== null && line.quantity > stock) {
    return { ok: false, problem: "stock", sellable, stock };
  }
  return { ok: true, sellable, choice, addOns, stock };
}
