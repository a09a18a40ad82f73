import type Database from "better-sqlite3";
import {
  formatCampaignItem,
  formatItem,
  formatStore,
  localized,
  parseJson,
  type FormatContext,
} from "./format";
import { storageUrl } from "./images";
import { trackedOfflinePayment } from "./offline-payments";
import { refundFields } from "./refunds";
import type { ItemCampaignRow, ItemRow, StoreRow } from "./rows";
import { deliveryMinutes } from "./schedule";
import { chosenVariationIn, variantIn } from "./seed-words-ar";

/** Orders, order lines and delivery men as the API shows them (contract §5.9). */

export interface OrderRow {
  id: number;
  user_id: number;
  is_guest: number;
  order_amount: number;
  payment_status: string;
  order_status: string;
  payment_method: string;
  /** What the wallet paid of a partial payment (contract §7.7); 0 otherwise. */
  partially_paid_amount: number;
  delivery_address: string | null;
  delivery_man_id: number | null;
  order_type: string;
  store_id: number | null;
  zone_id: number | null;
  module_id: number | null;
  order_attachment: string | null;
  receiver_details: string | null;
  prescription_order: number;
  cutlery: number;
  scheduled: number;
  /** Legs of the delivery man's trip done while picked_up (migration 009). */
  trip_legs_done: number;
  created_at: string;
  [column: string]: unknown;
}

export interface DeliveryManRow {
  id: number;
  f_name: string;
  l_name: string;
  phone: string;
  email: string | null;
  image: string | null;
  zone_id: number | null;
  lat: number;
  lng: number;
  location: string | null;
  status: number;
  avg_rating: number;
  rating_count: number;
  created_at: string;
  updated_at: string;
}

/** Statuses that end an order: `order/list` shows these, `running-orders` the others. */
export const FINISHED_STATUSES = [
  "delivered",
  "canceled",
  "refund_requested",
  "refunded",
  "refund_request_canceled",
  "failed",
];

export function formatDeliveryMan(dm: DeliveryManRow, ctx: FormatContext) {
  return {
    ...dm,
    image_full_url: storageUrl(ctx.origin, "delivery-man", dm.image),
    // the position is reported as strings, like the delivery history rows of the original
    lat: String(dm.lat),
    lng: String(dm.lng),
  };
}

/** The order row with JSON columns parsed and the list/track relations. */
export function formatOrder(
  db: Database.Database,
  order: OrderRow,
  ctx: FormatContext,
  options: { track?: boolean } = {},
): Record<string, unknown> {
  const store = order.store_id
    ? (db.prepare("SELECT * FROM stores WHERE id = ?").get(order.store_id) as StoreRow | undefined)
    : undefined;
  const dm = order.delivery_man_id
    ? (db.prepare("SELECT * FROM delivery_men WHERE id = ?").get(order.delivery_man_id) as
        DeliveryManRow | undefined)
    : undefined;
  const module = order.module_id
    ? (db.prepare("SELECT module_type FROM modules WHERE id = ?").get(order.module_id) as
        { module_type: string } | undefined)
    : undefined;
  const detailsCount = (
    db.prepare("SELECT COUNT(*) AS n FROM order_details WHERE order_id = ?").get(order.id) as {
      n: number;
    }
  ).n;
  const attachments = parseJson<string[] | null>(order.order_attachment, null);
  const formatted: Record<string, unknown> = {
    ...order,
    delivery_address: parseJson<Record<string, unknown> | null>(order.delivery_address, null),
    receiver_details: parseJson<Record<string, unknown> | null>(order.receiver_details, null),
    order_attachment: attachments,
    order_attachment_full_url: attachments
      ? attachments.map((f) => storageUrl(ctx.origin, "order", f))
      : [],
    order_proof_full_url: [],
    module_type: module?.module_type ?? null,
    details_count: detailsCount,
    is_guest: order.is_guest === 1,
    store: store ? formatStore(db, store, ctx) : null,
    delivery_man: dm ? [formatDeliveryMan(dm, ctx)] : null,
    parcel_category: parcelCategory(db, order, ctx),
    // the latest refund request and its notes (services/refunds.ts), nulls without one
    ...refundFields(db, order.id, ctx.origin),
  };
  if (options.track) {
    const [min, max] = deliveryMinutes(store?.delivery_time ?? "");
    formatted.min_delivery_time = min;
    formatted.max_delivery_time = max;
    formatted.payments = db
      .prepare(
        "SELECT id, order_id, transaction_ref, amount, payment_status, payment_method FROM order_payments WHERE order_id = ? ORDER BY id",
      )
      .all(order.id);
    formatted.offline_payment = trackedOfflinePayment(db, order.id);
  }
  return formatted;
}

/** A parcel order's category as parcel-category lists it (contract §5.9), else null. */
function parcelCategory(db: Database.Database, order: OrderRow, ctx: FormatContext) {
  const id = order.parcel_category_id;
  if (typeof id !== "number") return null;
  const row = db.prepare("SELECT * FROM parcel_categories WHERE id = ?").get(id) as
    Record<string, unknown> | undefined;
  if (!row) return null;
  return {
    id: row.id,
    image: row.image,
    image_full_url: storageUrl(ctx.origin, "parcel_category", row.image as string | null),
    name: localized(row as { name: string; name_ar: string }, "name", ctx.locale),
    description: localized(
      row as { description: string; description_ar: string },
      "description",
      ctx.locale,
    ),
    module_id: row.module_id,
    parcel_per_km_shipping_charge: row.parcel_per_km_shipping_charge,
    parcel_minimum_shipping_charge: row.parcel_minimum_shipping_charge,
  };
}

interface DetailRow {
  id: number;
  item_id: number | null;
  item_campaign_id: number | null;
  order_id: number;
  variation: string;
  add_ons: string;
  item_details: string | null;
  [column: string]: unknown;
}

/** `/customer/order/details` lines with the item snapshot formatted like an item. */
export function formatOrderLines(
  db: Database.Database,
  orderId: number,
  isGuest: boolean,
  ctx: FormatContext,
) {
  const rows = db
    .prepare("SELECT * FROM order_details WHERE order_id = ? ORDER BY id")
    .all(orderId) as DetailRow[];
  return rows.map((row, index) => {
    const snapshot = parseJson<{
      kind: "item" | "campaign";
      row: ItemRow | ItemCampaignRow;
    } | null>(row.item_details, null);
    const item = snapshot
      ? snapshot.kind === "campaign"
        ? formatCampaignItem(db, snapshot.row as ItemCampaignRow, ctx)
        : formatItem(db, snapshot.row as ItemRow, ctx)
      : null;
    const line: Record<string, unknown> = {
      ...row,
      // stored as chosen, in English; shown in the language asked (issue 23 item 3)
      variation: chosenVariationIn(parseJson<unknown[]>(row.variation, []), ctx.locale),
      variant: variantIn(row.variant as string | null, ctx.locale),
      add_ons: parseJson<unknown[]>(row.add_ons, []),
      item_details: item,
      image_full_url: (item?.image_full_url as string | null | undefined) ?? null,
      images_full_url: (item?.images_full_url as string[] | undefined) ?? [],
    };
    if (index === 0) line.is_guest = isGuest;
    return line;
  });
}
