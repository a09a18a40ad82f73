import { randomInt } from "node:crypto";
import type Database from "better-sqlite3";
import { ownerColumns, type Customer } from "./auth-guard";
import { pickDeliveryMan } from "./order-lifecycle";
import type { DeliveryAddress } from "./orders-place";
import type { ModuleRow } from "./rows";
import { debitWallet } from "./wallet";

/** Writing a placed parcel order: one order row, no lines, no store, no cart to empty. */

/**
 * The receiver a parcel order stores (`receiver_details`, contract §7.7), as the order routes
 * checked it (routes/orders/place-input.ts holds the schema and checks it yields this).
 */
export interface ReceiverDetails {
  contact_person_name: string;
  contact_person_number: string;
  address: string;
  latitude: number;
  longitude: number;
  zone_id?: number;
  address_type?: string;
  floor?: string;
  road?: string;
  house?: string;
  contact_person_email?: string;
}

/** A parcel's charges (routes/orders/parcel.ts works them out; the order stores them). */
export interface ParcelCharges {
  perKm: number;
  minimum: number;
  distanceKm: number;
  delivery: number;
  additionalCharge: number;
  total: number;
}

export interface NewParcelOrder {
  customer: Customer;
  module: ModuleRow;
  /** the sender's zone */
  zoneId: number;
  categoryId: number;
  receiver: ReceiverDetails & { zone_id: number };
  chargePayer: "sender" | "receiver";
  paymentMethod: "cash_on_delivery" | "digital_payment" | "wallet" | "offline_payment";
  charges: ParcelCharges;
  /** the sender: where the parcel is picked up */
  senderAddress: DeliveryAddress;
  orderNote: string | null;
  /** what the courier should know (a parcel instruction, contract §2.1 parcel-instructions) */
  deliveryInstruction: string | null;
}

/**
 * Inserts the order and returns its id. Like any order (orders-place.ts), a wallet parcel is
 * paid and confirmed at once with its delivery man; every other starts `pending` and unpaid.
 */
export function insertParcelOrder(db: Database.Database, order: NewParcelOrder, now: Date): number {
  const at = now.toISOString();
  const owner = ownerColumns(order.customer);
  const paid = order.paymentMethod === "wallet";
  const { charges } = order;
  return db.transaction(() => {
    const result = db
      .prepare(
        `INSERT INTO orders (user_id, is_guest, order_amount, payment_status, order_status, payment_method,
           tax_status, delivery_address, order_note, order_type, store_id, delivery_charge,
           original_delivery_charge, additional_charge, schedule_at, scheduled, otp, pending, zone_id,
           module_id, distance, parcel_category_id, receiver_details, charge_payer, confirmed,
           delivery_man_id, delivery_instruction, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'included', ?, ?, 'parcel', NULL, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?,
           ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        owner.user_id,
        owner.is_guest,
        charges.total,
        paid ? "paid" : "unpaid",
        paid ? "confirmed" : "pending",
        order.paymentMethod,
        JSON.stringify(order.senderAddress),
        order.orderNote,
        charges.delivery,
        charges.delivery,
        charges.additionalCharge,
        at,
        String(randomInt(1000, 10000)),
        at,
        order.zoneId,
        order.module.id,
        charges.distanceKm,
        order.categoryId,
        // stored the way the contract sends it: the receiver's details as JSON
        JSON.stringify({
          ...order.receiver,
          longitude: String(order.receiver.longitude),
          latitude: String(order.receiver.latitude),
        }),
        order.chargePayer,
        paid ? at : null,
        paid ? pickDeliveryMan(db, order.zoneId) : null,
        order.deliveryInstruction,
        at,
        at,
      );
    const orderId = Number(result.lastInsertRowid);
    if (paid && order.customer.kind === "user")
      debitWallet(db, order.customer.id, charges.total, orderId, at);
    db.prepare("UPDATE parcel_categories SET orders_count = orders_count + 1 WHERE id = ?").run(
      order.categoryId,
    );
    if (order.customer.kind === "user") {
      db.prepare("UPDATE users SET order_count = order_count + 1 WHERE id = ?").run(
        order.customer.id,
      );
    }
    return orderId;
  })();
}
