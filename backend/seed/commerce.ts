import type Database from "better-sqlite3";
import { imageFileName } from "../services/images";
import { hashPassword } from "../services/users";
import { seedDemoOrders } from "./demo-orders";

/**
 * Customers and what surrounds their orders: the demo customer (phone +971500000001,
 * demo@souq.test, password demo1234) with 200 AED in the wallet, two saved addresses and a delivered order
 * in every store module (demo-orders.ts: visit-again and the review reminder), a second customer, three
 * delivery men, and the cancellation/refund reasons. Ids are fixed; runs after seedCatalogue.
 */

export const DEMO_CUSTOMER = {
  id: 1,
  phone: "+971500000001",
  email: "demo@souq.test",
  password: "demo1234",
};
export const SECOND_CUSTOMER = {
  id: 2,
  phone: "+971500000002",
  email: "sara@souq.test",
  password: "demo1234",
};

/**
 * Accounts whose phone was never verified (signed up, code never entered): an OTP login with
 * one of these phones meets "Is It You?" (contract §6.1). One per e2e project and language, as
 * answering Yes verifies the phone for good.
 */
export const UNVERIFIED_CUSTOMERS = [11, 12, 13, 14].map((n) => ({
  id: n - 8,
  phone: `+9715000000${n}`,
  name: "Omar Haddad",
}));

const iso = (now: Date, daysAgo: number) =>
  new Date(now.getTime() - daysAgo * 86_400_000).toISOString();

export function seedCommerce(db: Database.Database, now: Date) {
  seedUsers(db, now);
  seedWallet(db, now);
  seedAddresses(db, now);
  seedDeliveryMen(db, now);
  seedReasons(db, now);
  seedDemoOrders(db, now, DEMO_CUSTOMER);
}

/** The demo customer's wallet: one 200 AED top-up, enough to pay an ordinary order. */
export const DEMO_WALLET_BALANCE = 200;

function seedWallet(db: Database.Database, now: Date) {
  const at = iso(now, 30);
  db.prepare("UPDATE users SET wallet_balance = ? WHERE id = ?").run(
    DEMO_WALLET_BALANCE,
    DEMO_CUSTOMER.id,
  );
  db.prepare(
    `INSERT INTO wallet_transactions (user_id, transaction_id, credit, balance, transaction_type, reference,
       created_at, updated_at) VALUES (?, 'seed-demo-add-fund', ?, ?, 'add_fund', 'Souq Pay (demo)', ?, ?)`,
  ).run(DEMO_CUSTOMER.id, DEMO_WALLET_BALANCE, DEMO_WALLET_BALANCE, at, at);
}

function seedUsers(db: Database.Database, now: Date) {
  const insert = db.prepare(
    `INSERT INTO users (id, f_name, l_name, phone, email, password_hash, is_phone_verified, is_email_verified,
       email_verified_at, login_medium, ref_code, current_language_key, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, 1, ?, 'manual', ?, 'en', ?, ?)`,
  );
  const created = iso(now, 120);
  insert.run(
    DEMO_CUSTOMER.id,
    "Demo",
    "Customer",
    DEMO_CUSTOMER.phone,
    DEMO_CUSTOMER.email,
    hashPassword(DEMO_CUSTOMER.password),
    created,
    "SOUQDEMO01",
    created,
    created,
  );
  const unverified = db.prepare(
    `INSERT INTO users (id, f_name, l_name, phone, password_hash, is_phone_verified, is_email_verified,
       login_medium, current_language_key, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 0, 0, 'manual', 'en', ?, ?)`,
  );
  for (const customer of UNVERIFIED_CUSTOMERS) {
    const [first, last] = customer.name.split(" ");
    unverified.run(
      customer.id,
      first,
      last,
      customer.phone,
      hashPassword("unverified1"),
      created,
      created,
    );
  }
  insert.run(
    SECOND_CUSTOMER.id,
    "Sara",
    "Ahmed",
    SECOND_CUSTOMER.phone,
    SECOND_CUSTOMER.email,
    hashPassword(SECOND_CUSTOMER.password),
    created,
    "SOUQDEMO02",
    created,
    created,
  );
}

function seedAddresses(db: Database.Database, now: Date) {
  const insert = db.prepare(
    `INSERT INTO addresses (id, user_id, address_type, contact_person_name, contact_person_number, address, latitude,
       longitude, zone_id, floor, road, house, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const at = iso(now, 90);
  insert.run(
    1,
    DEMO_CUSTOMER.id,
    "home",
    "Demo Customer",
    DEMO_CUSTOMER.phone,
    "Burj Khalifa Residences, Downtown Dubai",
    "25.1972",
    "55.2744",
    1,
    "12",
    "Sheikh Mohammed bin Rashid Blvd",
    "1204",
    at,
    at,
  );
  insert.run(
    2,
    DEMO_CUSTOMER.id,
    "office",
    "Demo Customer",
    DEMO_CUSTOMER.phone,
    "Bay Square, Business Bay, Dubai",
    "25.185",
    "55.265",
    1,
    "3",
    "Marasi Drive",
    "Building 7",
    at,
    at,
  );
  insert.run(
    3,
    SECOND_CUSTOMER.id,
    "home",
    "Sara Ahmed",
    SECOND_CUSTOMER.phone,
    "Marina Gate, Dubai Marina",
    "25.0870",
    "55.1470",
    2,
    "21",
    "Marina Walk",
    "2103",
    at,
    at,
  );
}

function seedDeliveryMen(db: Database.Database, now: Date) {
  const insert = db.prepare(
    `INSERT INTO delivery_men (id, f_name, l_name, phone, email, image, zone_id, lat, lng, location, status, avg_rating,
       rating_count, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
  );
  const at = iso(now, 200);
  const men: [number, string, string, number, number, number, string, number, number][] = [
    [1, "Rashid", "Khan", 1, 25.2048, 55.2708, "Downtown Dubai", 4.8, 214],
    [2, "Joseph", "Mathew", 2, 25.08, 55.14, "Dubai Marina", 4.6, 167],
    [3, "Ali", "Hassan", 3, 25.264, 55.312, "Deira", 4.9, 302],
  ];
  for (const [id, first, last, zone, lat, lng, location, rating, count] of men) {
    insert.run(
      id,
      first,
      last,
      `+97150100000${id}`,
      `${first.toLowerCase()}@riders.souq.test`,
      imageFileName(`${first} ${last}`, id, { theme: "person", emoji: "👨" }),
      zone,
      lat,
      lng,
      location,
      rating,
      count,
      at,
      at,
    );
  }
}

const CANCELLATION_REASONS: [reason: string, reasonAr: string, userType: string][] = [
  // the storefront's failed-payment "cancel" uses this exact text
  ["Order payment canceled", "تم إلغاء دفع الطلب", "customer"],
  ["I changed my mind", "غيرت رأيي", "customer"],
  ["I ordered by mistake", "طلبت عن طريق الخطأ", "customer"],
  ["Delivery is taking too long", "التوصيل يستغرق وقتاً طويلاً", "customer"],
  ["I want to change the delivery address", "أريد تغيير عنوان التوصيل", "customer"],
  ["Customer is not reachable", "لا يمكن الوصول إلى العميل", "deliveryman"],
  ["Vehicle breakdown", "عطل في المركبة", "deliveryman"],
  ["Item is out of stock", "المنتج غير متوفر", "store"],
  ["Store is too busy", "المتجر مشغول جداً", "store"],
];

const REFUND_REASONS: [string, string][] = [
  ["Item arrived damaged", "وصل المنتج تالفاً"],
  ["Wrong item delivered", "تم توصيل منتج خاطئ"],
  ["Item missing from the order", "منتج ناقص من الطلب"],
  ["Poor quality", "جودة رديئة"],
];

function seedReasons(db: Database.Database, now: Date) {
  const at = iso(now, 365);
  const cancel = db.prepare(
    "INSERT INTO cancellation_reasons (id, reason, reason_ar, user_type, status, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?)",
  );
  CANCELLATION_REASONS.forEach(([reason, ar, type], i) =>
    cancel.run(i + 1, reason, ar, type, at, at),
  );
  const refund = db.prepare(
    "INSERT INTO refund_reasons (id, reason, reason_ar, status, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)",
  );
  REFUND_REASONS.forEach(([reason, ar], i) => refund.run(i + 1, reason, ar, at, at));
}
