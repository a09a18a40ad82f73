import type Database from "better-sqlite3";
import type { ItemRow, StoreRow } from "../services/rows";

/**
 * The demo customer's delivered orders, one per store module of the default zone, so "Visit
 * again" has a store on the grocery, food and shop homes (issue 23 item 2; the pharmacy home
 * has no such section, but its order still feeds GET customer/visit-again for that module).
 * Parcel orders have no store, so parcel has nothing to visit again.
 *
 * Ids are fixed and the tests rely on them: 100001 (food) is the demo's first order and the one
 * its review reminder asks about; the others take the ids after it (an order placed on a fresh
 * database is therefore 100005: ids are AUTOINCREMENT, contract quirk 7) and, as My orders
 * lists by id, were placed after it. The customer already dismissed their review prompts
 * (order_review_reminders): else the reminder, which asks about the latest delivered order,
 * would move off 100001 and every review-prompt flow would meet a different order.
 */
interface DemoOrder {
  id: number;
  moduleId: number;
  hoursAgo: number;
  /** The demo customer's saved address it went to (commerce.ts seedAddresses). */
  addressId: 1 | 2;
}

export const DEMO_ORDERS: readonly DemoOrder[] = [
  { id: 100001, moduleId: 2, hoursAgo: 72, addressId: 1 },
  { id: 100002, moduleId: 1, hoursAgo: 66, addressId: 1 },
  { id: 100003, moduleId: 3, hoursAgo: 48, addressId: 1 },
  { id: 100004, moduleId: 4, hoursAgo: 26, addressId: 2 },
];

const ADDRESSES = {
  1: {
    address_type: "home",
    address: "Burj Khalifa Residences, Downtown Dubai",
    floor: "12",
    road: "Sheikh Mohammed bin Rashid Blvd",
    house: "1204",
    longitude: "55.2744",
    latitude: "25.1972",
  },
  2: {
    address_type: "office",
    address: "Bay Square, Business Bay, Dubai",
    floor: "3",
    road: "Marasi Drive",
    house: "Building 7",
    longitude: "55.265",
    latitude: "25.185",
  },
} as const;

interface Customer {
  id: number;
  phone: string;
  email: string;
}

export function seedDemoOrders(db: Database.Database, now: Date, customer: Customer) {
  const placed = DEMO_ORDERS.filter((order) => seedDeliveredOrder(db, now, customer, order));
  db.prepare("UPDATE users SET order_count = ? WHERE id = ?").run(placed.length, customer.id);
}

/** The first active store of the module in Downtown Dubai, two of its plainest items. */
function seedDeliveredOrder(
  db: Database.Database,
  now: Date,
  customer: Customer,
  order: DemoOrder,
): boolean {
  const store = db
    .prepare(
      "SELECT * FROM stores WHERE module_id = ? AND zone_id = 1 AND status = 1 ORDER BY id LIMIT 1",
    )
    .get(order.moduleId) as StoreRow | undefined;
  if (!store) return false;
  // No options to choose and no prescription to attach: a line anyone could reorder as is.
  const items = db
    .prepare(
      `SELECT * FROM items WHERE store_id = ? AND status = 1 AND food_variations IS NULL
         AND (variations IS NULL OR variations IN ('', '[]')) AND is_prescription_required = 0
       ORDER BY id LIMIT 2`,
    )
    .all(store.id) as ItemRow[];
  if (items.length === 0) return false;
  const lines = items.map((item, i) => {
    const quantity = i + 1;
    const discount =
      item.discount_type === "percent"
        ? (item.price * item.discount) / 100
        : Math.min(item.discount, item.price);
    return { item, quantity, discount: Math.round(discount * 100) / 100 };
  });
  const subtotal = lines.reduce((sum, l) => sum + (l.item.price - l.discount) * l.quantity, 0);
  const tax = Math.round(subtotal * store.tax) / 100;
  const deliveryCharge = 8;
  const additionalCharge = 3;
  const total = Math.round((subtotal + tax + deliveryCharge + additionalCharge) * 100) / 100;
  const placed = new Date(now.getTime() - order.hoursAgo * 3_600_000).toISOString();
  const step = (minutes: number) => new Date(Date.parse(placed) + minutes * 60_000).toISOString();
  const address = {
    contact_person_name: "Demo Customer",
    contact_person_number: customer.phone,
    contact_person_email: customer.email,
    ...ADDRESSES[order.addressId],
  };
  db.prepare(
    `INSERT INTO orders (id, user_id, is_guest, order_amount, payment_status, order_status, payment_method,
       total_tax_amount, tax_percentage, tax_status, delivery_address_id, delivery_address, delivery_man_id, order_type,
       store_id, delivery_charge, original_delivery_charge, additional_charge, schedule_at, otp, pending, confirmed,
       picked_up, delivered, zone_id, module_id, distance, created_at, updated_at)
     VALUES (?, ?, 0, ?, 'paid', 'delivered', 'cash_on_delivery', ?, ?, 'excluded', ?, ?, 1, 'delivery', ?, ?, ?, ?,
       ?, '4821', ?, ?, ?, ?, ?, ?, 2.4, ?, ?)`,
  ).run(
    order.id,
    customer.id,
    total,
    tax,
    store.tax,
    order.addressId,
    JSON.stringify(address),
    store.id,
    deliveryCharge,
    deliveryCharge,
    additionalCharge,
    placed,
    placed,
    step(4),
    step(18),
    step(41),
    store.zone_id,
    order.moduleId,
    placed,
    step(41),
  );
  const detail = db.prepare(
    `INSERT INTO order_details (order_id, item_id, price, quantity, tax_amount, discount_on_item, discount_type, variation,
       add_ons, total_add_on_price, item_details, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'discount_on_product', '[]', '[]', 0, ?, ?, ?)`,
  );
  for (const line of lines) {
    const lineTax = Math.round((line.item.price - line.discount) * line.quantity * store.tax) / 100;
    detail.run(
      order.id,
      line.item.id,
      line.item.price,
      line.quantity,
      lineTax,
      line.discount,
      JSON.stringify({ kind: "item", row: line.item }),
      placed,
      placed,
    );
  }
  if (order.id !== DEMO_ORDERS[0].id) {
    db.prepare(
      "INSERT INTO order_review_reminders (user_id, order_id, dismissed_at) VALUES (?, ?, ?)",
    ).run(customer.id, order.id, step(120));
  }
  return true;
}
