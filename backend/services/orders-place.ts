import { randomInt } from "node:crypto";
import type Database from "better-sqlite3";
import { ownerColumns, type Customer } from "./auth-guard";
import { clearCart } from "./cart-store";
import { parseJson, roundMoney, runningFlashSaleItem } from "./format";
import type { CouponRow } from "./orders-coupons";
import { pickDeliveryMan } from "./order-lifecycle";
import type { Quote, QuoteLine } from "./orders-quote";
import type { ModuleRow, StoreRow } from "./rows";
import { debitWallet, payPartly } from "./wallet";

/** Writing a placed order: the order row, its lines, stock, counters and the emptied cart. */

export interface DeliveryAddress {
  contact_person_name: string | null;
  contact_person_number: string | null;
  contact_person_email: string | null;
  address_type: string | null;
  address: string | null;
  floor: string | null;
  road: string | null;
  house: string | null;
  longitude: string | null;
  latitude: string | null;
}

export interface NewOrder {
  customer: Customer;
  module: ModuleRow;
  store: StoreRow;
  quote: Quote;
  coupon: CouponRow | null;
  paymentMethod: "cash_on_delivery" | "digital_payment" | "wallet" | "offline_payment";
  /** The wallet pays what it holds and paymentMethod the rest (routes/orders/partial-payment.ts). */
  partialPayment?: boolean;
  orderType: "delivery" | "take_away";
  distanceKm: number;
  deliveryAddress: DeliveryAddress;
  deliveryAddressId: number | null;
  scheduleAt: Date | null;
  orderNote: string | null;
  deliveryInstruction: string | null;
  unavailableItemNote: string | null;
  cutlery: boolean;
  attachments: string[];
  prescription: boolean;
  /** the lines came with the request (is_buy_now), not from the server-side cart */
  buyNow: boolean;
}

/**
 * Inserts everything in one transaction and returns the new order id. A wallet order is paid
 * at once (contract §7.7: `confirmed`, payment_status `paid`, the wallet debited with an
 * order_place transaction) and, being confirmed, gets its delivery man now as the lifecycle
 * would; every other order starts `pending` and unpaid (offline orders wait for the admin).
 */
export function insertOrder(db: Database.Database, order: NewOrder, now: Date): number {
  const at = now.toISOString();
  const owner = ownerColumns(order.customer);
  const { quote } = order;
  const paid = order.paymentMethod === "wallet";
  // Partial payment (contract §7.7): the wallet's whole balance now, the rest by paymentMethod;
  // stock confirms it at once unless the rest is offline.
  const partial =
    order.partialPayment && order.customer.kind === "user"
      ? Math.min(order.customer.user.wallet_balance, quote.total)
      : null;
  const confirmed = paid || (partial !== null && order.paymentMethod !== "offline_payment");
  return db.transaction(() => {
    const result = db
      .prepare(
        `INSERT INTO orders (user_id, is_guest, order_amount, coupon_discount_amount, coupon_discount_title, coupon_code,
           payment_status, order_status, payment_method, total_tax_amount, tax_percentage, tax_status,
           delivery_address_id, delivery_address, order_note, order_type, store_id, delivery_charge,
           original_delivery_charge, additional_charge, extra_packaging_amount, dm_tips, store_discount_amount,
           flash_admin_discount_amount, flash_store_discount_amount, schedule_at, scheduled, otp, pending, zone_id,
           module_id, order_attachment, distance, free_delivery_by, prescription_order, cutlery, unavailable_item_note,
           delivery_instruction, confirmed, delivery_man_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
           ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        owner.user_id,
        owner.is_guest,
        quote.total,
        quote.couponDiscount,
        order.coupon?.title ?? null,
        order.coupon?.code ?? null,
        paid ? "paid" : partial !== null ? "partially_paid" : "unpaid",
        confirmed ? "confirmed" : "pending",
        partial !== null ? "partial_payment" : order.paymentMethod,
        quote.tax,
        quote.taxPercent,
        quote.tax > 0 ? "excluded" : "included",
        order.deliveryAddressId,
        JSON.stringify(order.deliveryAddress),
        order.orderNote,
        order.orderType,
        order.store.id,
        quote.delivery.charge,
        quote.delivery.original,
        quote.additionalCharge,
        quote.extraPackaging,
        quote.dmTips,
        quote.storeDiscount,
        quote.flashAdminDiscount,
        quote.flashStoreDiscount,
        (order.scheduleAt ?? now).toISOString(),
        order.scheduleAt ? 1 : 0,
        String(randomInt(1000, 10000)),
        at,
        order.store.zone_id,
        order.module.id,
        order.attachments.length ? JSON.stringify(order.attachments) : null,
        order.distanceKm,
        quote.delivery.freeBy,
        order.prescription ? 1 : 0,
        order.cutlery ? 1 : 0,
        order.unavailableItemNote,
        order.deliveryInstruction,
        confirmed ? at : null,
        confirmed && order.orderType === "delivery"
          ? pickDeliveryMan(db, order.store.zone_id)
          : null,
        at,
        at,
      );
    const orderId = Number(result.lastInsertRowid);
    if (paid && order.customer.kind === "user")
      debitWallet(db, order.customer.id, quote.total, orderId, at);
    if (partial !== null && order.customer.kind === "user")
      payPartly(db, orderId, order.customer.id, partial, quote.total, order.paymentMethod, at);
    for (const line of quote.lines) insertLine(db, orderId, line, quote, at);
    for (const line of quote.lines) takeStock(db, line, now);
    db.prepare(
      "UPDATE stores SET order_count = order_count + 1, total_order = total_order + 1 WHERE id = ?",
    ).run(order.store.id);
    if (order.coupon)
      db.prepare("UPDATE coupons SET total_uses = total_uses + 1 WHERE id = ?").run(
        order.coupon.id,
      );
    if (order.customer.kind === "user") {
      db.prepare("UPDATE users SET order_count = order_count + 1 WHERE id = ?").run(
        order.customer.id,
      );
    }
    // Only an order made of the cart empties it (contract §7.7): a buy-now order leaves the
    // cart as the customer left it, and a prescription order has no lines at all.
    if (!order.prescription && !order.buyNow) clearCart(db, order.customer, order.module.id);
    return orderId;
  })();
}

function insertLine(
  db: Database.Database,
  orderId: number,
  line: QuoteLine,
  quote: Quote,
  at: string,
) {
  const isCampaign = line.sellable.kind === "campaign";
  const lineNet = (line.unitPrice - line.discount.amount) * line.quantity + line.addOnTotal;
  // the order's tax spread over its lines by their share of the subtotal
  const digits = quote.moneyDigits;
  const taxAmount =
    quote.subtotal > 0 ? roundMoney((quote.tax * lineNet) / quote.subtotal, digits) : 0;
  db.prepare(
    `INSERT INTO order_details (order_id, item_id, item_campaign_id, price, quantity, tax_amount, discount_on_item,
       discount_type, variant, variation, add_ons, total_add_on_price, item_details, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    orderId,
    isCampaign ? null : line.sellable.row.id,
    isCampaign ? line.sellable.row.id : null,
    roundMoney(line.unitPrice, digits),
    line.quantity,
    taxAmount,
    roundMoney(line.discount.amount, digits),
    line.discount.kind === "product_discount" ? "discount_on_product" : line.discount.kind,
    line.variant || null,
    JSON.stringify(line.variation),
    JSON.stringify(line.addOns),
    roundMoney(line.addOnTotal, digits),
    // snapshot of the catalogue row at order time; formatted when the details are read
    JSON.stringify({ kind: line.sellable.kind, row: line.sellable.row }),
    at,
    at,
  );
}

/** Stock goes down with the order (flash-sale lines also count as sold). Food has no stock. */
function takeStock(db: Database.Database, line: QuoteLine, now: Date) {
  const { kind, row } = line.sellable;
  const flash = kind === "item" ? runningFlashSaleItem(db, row.id, now) : null;
  adjustStock(db, {
    kind,
    id: row.id,
    variant: line.variationStock !== null ? line.variant : null,
    quantity: line.quantity,
    tracked: line.stockLimit !== null,
    flashSaleItemId: flash?.id ?? null,
  });
}

/**
 * Moves stock by `quantity` units: positive when sold, negative when a cancel returns them.
 * `tracked` is false for food (made to order); `variant` names a non-food variation with its
 * own stock.
 */
export function adjustStock(
  db: Database.Database,
  move: {
    kind: "item" | "campaign";
    id: number;
    variant: string | null;
    quantity: number;
    tracked: boolean;
    flashSaleItemId: number | null;
  },
) {
  const { id, quantity } = move;
  if (move.kind === "campaign") {
    if (move.tracked)
      db.prepare("UPDATE item_campaigns SET stock = MAX(0, stock - ?) WHERE id = ?").run(
        quantity,
        id,
      );
    return;
  }
  db.prepare("UPDATE items SET order_count = MAX(0, order_count + ?) WHERE id = ?").run(
    quantity,
    id,
  );
  if (!move.tracked) return;
  if (move.flashSaleItemId !== null) {
    db.prepare("UPDATE flash_sale_items SET sold = MIN(stock, MAX(0, sold + ?)) WHERE id = ?").run(
      quantity,
      move.flashSaleItemId,
    );
  }
  db.prepare("UPDATE items SET stock = MAX(0, stock - ?) WHERE id = ?").run(quantity, id);
  if (move.variant) {
    const row = db.prepare("SELECT variations FROM items WHERE id = ?").get(id) as {
      variations: string;
    };
    const variations = parseJson<{ type: string; stock?: number }[]>(row.variations, []).map((v) =>
      v.type === move.variant && typeof v.stock === "number"
        ? { ...v, stock: Math.max(0, v.stock - quantity) }
        : v,
    );
    db.prepare("UPDATE items SET variations = ? WHERE id = ?").run(JSON.stringify(variations), id);
  }
}
