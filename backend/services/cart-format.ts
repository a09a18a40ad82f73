import type Database from "better-sqlite3";
import { formatCampaignItem, formatItem, parseJson, type FormatContext } from "./format";
import type { ItemCampaignRow, ItemRow } from "./rows";
import { chosenVariationIn } from "./seed-words-ar";
import { CAMPAIGN_ITEM_TYPE, type CartRow } from "./cart-store";

/**
 * Cart entries as the API returns them (contract §5.8): the row with parsed JSON columns and the
 * formatted `item`, where the raw add-on id list is kept in `add_ons`, `addons` holds the
 * formatted add-ons with `isChecked`/`quantity`, food variation values carry `isSelected`, and
 * the store-derived `delivery_time`, `free_delivery` and `unit` are left out.
 */
export function formatCartRows(db: Database.Database, rows: CartRow[], ctx: FormatContext) {
  return rows.flatMap((row) => {
    const entry = formatCartRow(db, row, ctx);
    return entry ? [entry] : [];
  });
}

function formatCartRow(db: Database.Database, row: CartRow, ctx: FormatContext) {
  const addOnIds = parseJson<number[]>(row.add_on_ids, []);
  const addOnQtys = parseJson<number[]>(row.add_on_qtys, []);
  // Stored as chosen (English group names and labels); shown in the item's language, like it.
  const variation = chosenVariationIn(parseJson<unknown[]>(row.variation, []), ctx.locale);
  const item = cartItem(db, row, ctx);
  // An item deleted from the catalogue after it was carted: the line is dropped from the answer.
  if (!item) return null;

  const formattedAddOns = (item.add_ons as { id: number }[]) ?? [];
  item.add_ons = formattedAddOns.map((a) => a.id);
  item.addons = formattedAddOns.map((addOn) => {
    const index = addOnIds.indexOf(addOn.id);
    return { ...addOn, isChecked: index >= 0, quantity: index >= 0 ? (addOnQtys[index] ?? 1) : 0 };
  });
  if (Array.isArray(item.food_variations))
    item.food_variations = markSelected(item.food_variations, variation);
  delete item.delivery_time;
  delete item.free_delivery;
  delete item.unit;

  return {
    id: row.id,
    user_id: row.user_id,
    module_id: row.module_id,
    item_id: row.item_id,
    is_guest: row.is_guest === 1,
    add_on_ids: addOnIds,
    add_on_qtys: addOnQtys,
    item_type: row.item_type,
    price: row.price,
    quantity: row.quantity,
    variation,
    created_at: row.created_at,
    updated_at: row.updated_at,
    item,
  };
}

function cartItem(
  db: Database.Database,
  row: CartRow,
  ctx: FormatContext,
): Record<string, unknown> | null {
  if (row.item_type === CAMPAIGN_ITEM_TYPE) {
    const campaign = db.prepare("SELECT * FROM item_campaigns WHERE id = ?").get(row.item_id) as
      ItemCampaignRow | undefined;
    return campaign ? { ...formatCampaignItem(db, campaign, ctx) } : null;
  }
  const item = db.prepare("SELECT * FROM items WHERE id = ?").get(row.item_id) as
    ItemRow | undefined;
  return item ? formatItem(db, item, ctx) : null;
}

type FoodGroup = { name: string; values: { label: string }[] };

function markSelected(groups: unknown[], variation: unknown[]) {
  return (groups as FoodGroup[]).map((group) => {
    const chosen = variation.find((v) => (v as { name?: string }).name === group.name) as
      { values?: { label?: string[] } } | undefined;
    const labels = new Set(chosen?.values?.label ?? []);
    return {
      ...group,
      values: group.values.map((value) => ({ ...value, isSelected: labels.has(value.label) })),
    };
  });
}
