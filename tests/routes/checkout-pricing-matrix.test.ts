import { describe, expect, it } from "vitest";
import type { CheckoutView } from "~/features/checkout/checkout-model.server";
import { formatPrice, type MoneyFormat } from "~/features/catalogue/money";
import { action as cartAction } from "~/routes/($lang).cart";
import { action, loader } from "~/routes/($lang).checkout";
import {
  DOWNTOWN,
  ECOMMERCE,
  FOOD,
  GROCERY,
  emptyCart,
  guestContact,
} from "../backend/commerce-helpers";
import {
  errorsOf,
  newVisitor,
  placedOrderId,
  quotelessSuite,
  send,
  withSettings,
  type Visitor,
} from "./quoteless-kit";

/**
 * The checkout on a backend WITHOUT the quote extension (ADR 027): customer/order/quote answers
 * Laravel's 404, so the page prices the order itself (features/checkout/pricing.ts). Each case
 * fills a cart through POST /cart, reads the summary the page shows, presses Place Order, and
 * reads the order the backend stored: every figure shown must be the one charged, to the last
 * decimal the marketplace shows. Each case also asserts the rule it is about, so a case that
 * stopped exercising it fails.
 */
const shop = quotelessSuite();
const db = () => shop.api.backend.db;

/** Near Kunafa & Coffee, still in Downtown (zone 1): ~4.5 km from Smash Burger Lab. */
const FAR = { latitude: 25.2335, longitude: 55.2655 };
const BURGER_STORE = 7;
const WOK_STORE = 10;

/** The first active item matching `where` (the seed's, never a guessed id). */
function item(where: string): number {
  const row = db()
    .prepare(`SELECT id FROM items WHERE status = 1 AND ${where} ORDER BY id LIMIT 1`)
    .get() as { id: number } | undefined;
  if (!row) throw new Error(`no item where ${where}`);
  return row.id;
}
const PLAIN = () =>
  item(
    `store_id = ${BURGER_STORE} AND food_variations IS NULL AND discount = 0 AND maximum_cart_quantity IS NULL`,
  );
/** 14.50 at 25 % off: 3.625 a unit, which rounds differently at 2 and 3 decimals. */
const PERCENT = () =>
  item(`store_id = ${BURGER_STORE} AND food_variations IS NULL AND discount > 0`);
/** A burger with a Patty choice (Double +12), extras (Cheddar +3) and add-ons (cheese, sauce). */
const PATTY = () =>
  item(`store_id = ${BURGER_STORE} AND food_variations LIKE '%Double%' AND add_ons = '[41,43]'`);
/** Wok & Roll runs a 20 % store discount from 50 up to 30 off. */
const WOK = () =>
  item(
    `store_id = ${WOK_STORE} AND food_variations IS NULL AND add_ons = '[]' AND maximum_cart_quantity IS NULL`,
  );
const BURGER_OF = (price: number) =>
  item(`store_id = ${BURGER_STORE} AND food_variations IS NULL AND price = ${price}`);

/** Sets columns of one row while a case runs; the returned function puts them back. */
function patchRow(table: string, id: number, values: Record<string, unknown>): () => void {
  const columns = Object.keys(values);
  const before = db()
    .prepare(`SELECT ${columns.join(", ")} FROM ${table} WHERE id = ?`)
    .get(id) as Record<string, unknown>;
  const write = (v: Record<string, unknown>) =>
    db()
      .prepare(`UPDATE ${table} SET ${columns.map((c) => `${c} = ?`).join(", ")} WHERE id = ?`)
      .run(...columns.map((c) => v[c]), id);
  write(values);
  return () => write(before);
}

interface Line {
  item: () => number;
  quantity: number;
  /** The product form's choice fields (food_N, choice_N, add_on_ids[], add_on_qty_ID). */
  fields?: Array<[string, string]>;
}

interface OrderRow {
  id: number;
  order_type: string;
  order_amount: number;
  delivery_charge: number;
  total_tax_amount: number;
  coupon_discount_amount: number;
  store_discount_amount: number;
  flash_admin_discount_amount: number;
  flash_store_discount_amount: number;
  dm_tips: number;
  additional_charge: number;
  extra_packaging_amount: number;
  free_delivery_by: string | null;
  distance: number;
  delivery_address: string;
}

interface Placed {
  view: CheckoutView;
  rows: Record<string, string>;
  order: OrderRow;
  money: MoneyFormat;
  sent: Record<string, unknown>;
}

interface Case {
  name: string;
  module?: number;
  /** A coupon needs an account (DEMO); everyone else is a guest. */
  signedIn?: boolean;
  at?: { latitude: number; longitude: number };
  lines: Line[];
  settings?: Record<string, unknown>;
  patch?: () => Array<() => void>;
  takeAway?: boolean;
  tip?: string;
  coupon?: string;
  /** The rule the case is about, as the page shows it and the order keeps it. */
  check: (placed: Placed) => void;
}

const price = (placed: Placed, n: number) => formatPrice(n, placed.money);

const CASES: Case[] = [
  {
    name: "an item without a discount, delivered by the road's kilometres",
    at: FAR,
    lines: [{ item: PLAIN, quantity: 2 }],
    check: ({ view, order, sent }) => {
      const row = view.summary!.rows.find((r) => r.key === "delivery")!;
      expect(row.note).toMatchObject({ key: "distance.road" });
      // Past the minimum (5): the kilometres are charged, and the same ones were sent.
      expect(order.delivery_charge).toBeGreaterThan(5);
      expect(sent.distance).toBe(Number(row.note!.km));
      expect(order.distance).toBe(sent.distance);
    },
  },
  {
    name: "an item's own percent discount",
    lines: [{ item: PERCENT, quantity: 3 }],
    check: ({ rows, order }) => {
      expect(rows.discount).toBeDefined();
      expect(order.store_discount_amount).toBe(0);
    },
  },
  {
    name: "an item's own amount discount",
    lines: [{ item: () => BURGER_OF(20), quantity: 3 }],
    patch: () => [patchRow("items", BURGER_OF(20), { discount: 2.35, discount_type: "amount" })],
    check: (placed) => expect(placed.rows.discount).toBe(price(placed, 7.05)),
  },
  {
    name: "the store discount below its minimum purchase",
    lines: [{ item: WOK, quantity: 1 }],
    check: ({ rows, order }) => {
      expect(rows.discount).toBeUndefined();
      expect(order.store_discount_amount).toBe(0);
    },
  },
  {
    name: "the store discount above its minimum purchase",
    lines: [{ item: WOK, quantity: 2 }],
    check: ({ order }) => expect(order.store_discount_amount).toBe(16.4),
  },
  {
    name: "the store discount over its maximum",
    lines: [{ item: WOK, quantity: 4 }],
    check: (placed) => {
      expect(placed.order.store_discount_amount).toBe(30);
      expect(placed.rows.discount).toBe(price(placed, 30));
    },
  },
  {
    name: "food variations and add-ons",
    lines: [
      {
        item: PATTY,
        quantity: 2,
        fields: [
          ["food_0", "Double"],
          ["food_1", "Cheddar slice"],
          ["add_on_ids[]", "41"],
          ["add_on_qty_41", "2"],
          ["add_on_ids[]", "43"],
        ],
      },
    ],
    // (46 + 12 + 3) × 2; add-ons 4 × 2 + 2, once for the line
    check: (placed) => {
      expect(placed.rows.items).toBe(price(placed, 122));
      expect(placed.rows.addOns).toBe(price(placed, 10));
    },
  },
  {
    name: "a non-food variation",
    module: ECOMMERCE,
    lines: [
      {
        item: () => item(`store_id = 32 AND variations LIKE '%256GB-Silver%'`),
        quantity: 1,
        fields: [
          ["choice_0", "256GB"],
          ["choice_1", "Silver"],
        ],
      },
    ],
    check: (placed) => expect(placed.rows.items).toBe(price(placed, 1477)),
  },
  {
    name: "a flash sale",
    module: GROCERY,
    lines: [
      {
        item: () =>
          item(
            `store_id = 18 AND variations = '[]' AND id IN (SELECT item_id FROM flash_sale_items WHERE stock - sold >= 20)`,
          ),
        quantity: 2,
      },
    ],
    check: ({ rows, order }) => {
      expect(rows.discount).toBeDefined();
      expect(order.flash_admin_discount_amount + order.flash_store_discount_amount).toBeGreaterThan(
        0,
      );
    },
  },
  {
    name: "an amount coupon",
    signedIn: true,
    lines: [{ item: () => BURGER_OF(28), quantity: 3 }],
    coupon: "DINNER15",
    check: ({ order }) => expect(order.coupon_discount_amount).toBe(15),
  },
  {
    name: "a percent coupon over its maximum (after the store's discount)",
    signedIn: true,
    lines: [{ item: () => item("store_id = 1 AND price = 74"), quantity: 4 }],
    coupon: "FANAR10",
    // 296 − 29.60 store discount = 266.40; 10 % is 26.64, capped at 20
    check: ({ order }) => {
      expect(order.store_discount_amount).toBe(29.6);
      expect(order.coupon_discount_amount).toBe(20);
    },
  },
  {
    name: "a free-delivery coupon",
    signedIn: true,
    lines: [{ item: () => BURGER_OF(28), quantity: 2 }],
    coupon: "FREEDEL",
    check: ({ rows, order }) => {
      expect(rows.deliveryFree).toBeDefined();
      expect(order).toMatchObject({ free_delivery_by: "admin", coupon_discount_amount: 0 });
    },
  },
  {
    name: "a store with free delivery",
    lines: [
      { item: () => item("store_id = 43 AND food_variations IS NULL AND price < 10"), quantity: 2 },
    ],
    check: ({ order }) => expect(order.free_delivery_by).toBe("vendor"),
  },
  {
    name: "the admin's free delivery over an amount",
    // 8 × 20 = 160, over the seed's 150
    lines: [{ item: PLAIN, quantity: 8 }],
    check: ({ order }) =>
      expect(order).toMatchObject({ free_delivery_by: "admin", delivery_charge: 0 }),
  },
  {
    name: "the admin's free delivery to every store",
    settings: { admin_free_delivery: { status: true, type: "free_delivery_to_all_store" } },
    lines: [{ item: PLAIN, quantity: 1 }],
    check: ({ order }) => expect(order.free_delivery_by).toBe("admin"),
  },
  {
    name: "a take-away, with the picked point sent",
    takeAway: true,
    tip: "5",
    lines: [{ item: PLAIN, quantity: 2 }],
    check: ({ rows, order, sent }) => {
      expect(rows.delivery ?? rows.deliveryFree).toBeUndefined();
      expect(order).toMatchObject({ order_type: "take_away", delivery_charge: 0, dm_tips: 0 });
      expect(sent).toMatchObject({ latitude: DOWNTOWN.latitude, longitude: DOWNTOWN.longitude });
      // Neither kilometres nor the tip chosen before: a take-away charges neither.
      expect(sent.distance).toBeUndefined();
      expect(sent.dm_tips).toBeUndefined();
    },
  },
  {
    name: "a tip",
    tip: "7.5",
    lines: [{ item: PLAIN, quantity: 1 }],
    check: ({ order }) => expect(order.dm_tips).toBe(7.5),
  },
  {
    name: "tax included in the prices",
    settings: { tax_included: 1 },
    lines: [{ item: PERCENT, quantity: 2 }],
    check: ({ rows, order }) => {
      expect(rows.taxIncluded).toBeDefined();
      expect(order.total_tax_amount).toBe(0);
    },
  },
  {
    name: "no service charge",
    settings: { additional_charge_status: 0 },
    lines: [{ item: PLAIN, quantity: 1 }],
    check: ({ rows, order }) => {
      expect(rows.additional).toBeUndefined();
      expect(order.additional_charge).toBe(0);
    },
  },
  {
    name: "the zone's increased fee and the vehicle's extra charge",
    at: FAR,
    patch: () => [
      patchRow("zones", 1, { increased_delivery_fee: 12.5, increased_delivery_fee_status: 1 }),
      // The car (extra 5) covers from 0 km once the bike is off.
      patchRow("vehicles", 1, { status: 0 }),
      patchRow("vehicles", 2, { starting_coverage_area: 0 }),
    ],
    lines: [{ item: PLAIN, quantity: 1 }],
    check: ({ order }) => {
      // (km × 1.5 + 5) × 1.125
      const km = order.distance;
      expect(order.delivery_charge).toBe(Math.round((km * 1.5 + 5) * 1.125 * 100) / 100);
    },
  },
  {
    name: "a self-delivery store's own rates",
    at: FAR,
    patch: () => [
      patchRow("stores", BURGER_STORE, {
        self_delivery_system: 1,
        per_km_shipping_charge: 2.75,
        minimum_shipping_charge: 4,
        maximum_shipping_charge: 30,
      }),
    ],
    lines: [{ item: PLAIN, quantity: 1 }],
    check: ({ order }) =>
      expect(order.delivery_charge).toBe(Math.round(order.distance * 2.75 * 100) / 100),
  },
  {
    name: "the straight line when the maps service gives no distance",
    at: FAR,
    patch: () => {
      shop.api.distanceDown.value = true;
      return [() => (shop.api.distanceDown.value = false)];
    },
    lines: [{ item: PLAIN, quantity: 1 }],
    check: ({ view }) =>
      expect(view.summary!.rows.find((r) => r.key === "delivery")!.note).toMatchObject({
        key: "distance.straight",
      }),
  },
  ...[0, 2, 3].map((digits): Case => ({
    name: `money at ${digits} decimals`,
    settings: { digit_after_decimal_point: digits },
    at: FAR,
    tip: "2.5",
    lines: [
      { item: PERCENT, quantity: 3 },
      { item: PLAIN, quantity: 1 },
    ],
    check: ({ view }) =>
      expect(view.summary!.total).toMatch(digits ? new RegExp(`\\.\\d{${digits}}$`) : /^[^.]+$/),
  })),
];

// --- Driving the pages -------------------------------------------------------------------------

const post = (visitor: Visitor, fields: Array<[string, string]> | Record<string, string>) =>
  send<CheckoutView>(
    shop.api,
    visitor,
    action,
    "/checkout?page=cart",
    new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields)),
  );

async function openCheckout(visitor: Visitor): Promise<CheckoutView> {
  const answer = await send<CheckoutView>(shop.api, visitor, loader, "/checkout?page=cart");
  expect(answer.status).toBe(200);
  return answer.data!.view!;
}

async function addLine(visitor: Visitor, moduleId: number, line: Line) {
  const fields: Array<[string, string]> = [
    ["intent", "add"],
    ["item_id", String(line.item())],
    ["module_id", String(moduleId)],
    ["quantity", String(line.quantity)],
    ["model", "Item"],
    ["redirectTo", "/home"],
    ...(line.fields ?? []),
  ];
  const answer = await send(shop.api, visitor, cartAction, "/cart", new URLSearchParams(fields));
  expect(answer.status).toBe(303);
  expect(answer.location).toBe("/home");
}

/** A visitor with the case's cart and choices, ready to place: the page as it shows. */
async function readyCase(c: Case) {
  const moduleId = c.module ?? FOOD;
  const token = c.signedIn ? shop.demo : undefined;
  if (token) await emptyCart(shop.api, moduleId, token);
  const visitor = await newVisitor(moduleId, { token, at: c.at });
  for (const line of c.lines) await addLine(visitor, moduleId, line);
  if (!token)
    expect((await post(visitor, { intent: "save-contact", ...guestContact })).status).toBe(303);
  const choices = await post(visitor, {
    intent: "refresh",
    order_type: c.takeAway ? "take_away" : "delivery",
    ...(c.tip ? { dm_tips_other: c.tip } : {}),
  });
  expect(choices.status).toBe(303);
  if (c.coupon) {
    const applied = await post(visitor, { intent: "apply-coupon", coupon_code: c.coupon });
    expect(applied.status, JSON.stringify(applied.data?.result?.error)).toBe(303);
  }
  return { visitor, view: await openCheckout(visitor) };
}

async function placeCase(c: Case): Promise<Placed> {
  const { visitor, view } = await readyCase(c);
  expect(view.refusal).toBeNull();
  expect(view.summary, "the page shows a summary").not.toBeNull();
  const config = (await shop.api.call("/config")).body as Record<string, unknown>;
  const money: MoneyFormat = {
    decimals: Number(config.digit_after_decimal_point),
    symbol: String(config.currency_symbol),
    direction: config.currency_symbol_direction === "right" ? "right" : "left",
  };
  const sentBefore = shop.api.placeBodies.length;
  const placed = await post(visitor, {
    intent: "place",
    key: view.key,
    payment_method: "cash_on_delivery",
  });
  expect(placed.status, JSON.stringify(placed.data?.result?.error)).toBe(303);
  const order = db()
    .prepare("SELECT * FROM orders WHERE id = ?")
    .get(placedOrderId(placed.location)) as OrderRow;
  expect(shop.api.placeBodies).toHaveLength(sentBefore + 1);
  const rows = Object.fromEntries(view.summary!.rows.map((r) => [r.key, r.amount]));
  return { view, rows, order, money, sent: shop.api.placeBodies.at(-1)! };
}

/** Every figure of the summary against the order the backend stored. */
function expectChargedAsShown({ view, rows, order, money, sent }: Placed) {
  const f = (n: number) => formatPrice(n, money);
  expect(view.summary!.total, "total").toBe(f(order.order_amount));
  expect(sent.order_amount, "order_amount sent").toBe(order.order_amount);
  expect(rows.tax ?? rows.taxIncluded, "tax").toBe(f(order.total_tax_amount));
  if (order.order_type === "take_away") expect(rows.delivery ?? rows.deliveryFree).toBeUndefined();
  else
    expect(order.free_delivery_by ? rows.deliveryFree : rows.delivery, "delivery").toBe(
      f(order.delivery_charge),
    );
  expect(rows.coupon ?? f(0), "coupon").toBe(f(order.coupon_discount_amount));
  expect(rows.tips ?? f(0), "tip").toBe(f(order.dm_tips));
  expect(rows.additional ?? f(0), "service charge").toBe(f(order.additional_charge));
  expect(rows.packaging ?? f(0), "packaging").toBe(f(order.extra_packaging_amount));
  // What the order charged for its items, less the coupon, is the subtotal the page showed.
  const taxable =
    order.order_amount -
    order.total_tax_amount -
    order.delivery_charge -
    order.dm_tips -
    order.additional_charge -
    order.extra_packaging_amount;
  expect(rows.subtotal, "subtotal").toBe(f(taxable + order.coupon_discount_amount));
  // The lines beside the summary add up to its subtotal, and its rows to its total: one
  // derivation for every figure (issue 22 item 3).
  const unit = 10 ** money.decimals;
  const amount = (shown: string) =>
    Math.round(Number(/\d[\d,]*(?:\.\d+)?/.exec(shown)![0].replace(/,/g, "")) * unit);
  expect(
    view.lines.reduce((s, l) => s + amount(l.linePrice), 0),
    "the lines add up to the subtotal",
  ).toBe(amount(rows.subtotal));
  const below = view.summary!.rows.slice(view.summary!.rows.findIndex((r) => r.key === "subtotal"));
  expect(
    below
      .filter((r) => r.key !== "taxIncluded")
      .reduce((s, r) => s + (r.minus ? -1 : 1) * amount(r.amount), 0),
    "the rows add up to the total",
  ).toBe(amount(view.summary!.total));
  const lines = db()
    .prepare("SELECT price, quantity, total_add_on_price FROM order_details WHERE order_id = ?")
    .all(order.id) as Array<{ price: number; quantity: number; total_add_on_price: number }>;
  // Each line keeps its unit price rounded on its own, so the lines add up to the items row
  // only where no unit price has more decimals than the money: the seed's have two.
  if (money.decimals >= 2) {
    expect(rows.items, "items").toBe(f(lines.reduce((s, l) => s + l.price * l.quantity, 0)));
    expect(rows.addOns ?? f(0), "add-ons").toBe(
      f(lines.reduce((s, l) => s + l.total_add_on_price, 0)),
    );
  }
}

describe("checkout pricing on a backend without the quote extension", () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const undo = c.patch?.() ?? [];
      try {
        const placed = await withSettings(shop.api, c.settings ?? {}, () => placeCase(c));
        if (process.env.DEBUG_MATRIX)
          console.log(c.name, placed.rows, placed.view.summary?.total, placed.order, placed.sent);
        expectChargedAsShown(placed);
        c.check(placed);
      } finally {
        for (const restore of undo.reverse()) restore();
      }
    });
  }
});

describe("refusals and payment limits without the quote", () => {
  it("refuses a coupon below its minimum purchase under the field, and does not apply it", async () => {
    const { visitor, view } = await readyCase({
      name: "",
      signedIn: true,
      lines: [{ item: () => BURGER_OF(28), quantity: 1 }],
      check: () => {},
    });
    const refused = await post(visitor, { intent: "apply-coupon", coupon_code: "DINNER15" });
    expect(errorsOf(refused)).toEqual({
      coupon_code: "To apply this coupon, total item amount should be minimum AED80.00",
    });
    const after = await openCheckout(visitor);
    expect(after.coupon.code).toBe("");
    expect(after.summary?.total).toBe(view.summary?.total);
  });

  it("offers no cash on delivery above the zone's maximum, nor a wallet below the total", async () => {
    await withSettings(shop.api, {}, async () => {
      const undo = db()
        .prepare(
          "SELECT maximum_cod_order_amount AS max FROM module_zone WHERE module_id = 2 AND zone_id = 1",
        )
        .get() as { max: number };
      db()
        .prepare(
          "UPDATE module_zone SET maximum_cod_order_amount = 1 WHERE module_id = 2 AND zone_id = 1",
        )
        .run();
      const wallet = patchRow("users", 2, { wallet_balance: 1 });
      try {
        await emptyCart(shop.api, FOOD, shop.sara);
        const visitor = await newVisitor(FOOD, { token: shop.sara });
        await addLine(visitor, FOOD, { item: PLAIN, quantity: 1 });
        const view = await openCheckout(visitor);
        const option = (id: string) => view.payments.find((p) => p.id === id);
        expect(option("cash_on_delivery")).toMatchObject({
          available: false,
          note: { key: "checkout:payment.codOverLimit" },
        });
        expect(option("wallet")).toMatchObject({
          available: false,
          note: { key: "checkout:payment.walletLow" },
        });
        expect(view.walletBalance).toBe("AED1.00");
        const before = shop.api.placeBodies.length;
        const refused = await post(visitor, {
          intent: "place",
          key: view.key,
          payment_method: "cash_on_delivery",
        });
        expect(Object.keys(errorsOf(refused))).toEqual(["payment_method"]);
        expect(shop.api.placeBodies).toHaveLength(before);
      } finally {
        wallet();
        db()
          .prepare(
            "UPDATE module_zone SET maximum_cod_order_amount = ? WHERE module_id = 2 AND zone_id = 1",
          )
          .run(undo.max);
      }
    });
  });

  it("says the store does not deliver to an address outside its zone, and places nothing", async () => {
    const MARINA = { latitude: 25.077, longitude: 55.139 };
    const { visitor, view } = await readyCase({
      name: "",
      at: MARINA,
      lines: [{ item: PLAIN, quantity: 1 }],
      check: () => {},
    });
    expect(view.summary).toBeNull();
    expect(view.refusal).toMatchObject({ message: "checkout:errors.outOfZone" });
    const before = shop.api.placeBodies.length;
    const refused = await post(visitor, {
      intent: "place",
      key: view.key,
      payment_method: "cash_on_delivery",
    });
    expect(errorsOf(refused)).toEqual({ "": "checkout:errors.outOfZone" });
    expect(shop.api.placeBodies).toHaveLength(before);
  });

  it("shows a refusal only order/place gives (the store's minimum order) as before", async () => {
    // Fresh Basket Market (grocery, zone 1): minimum order 50.
    const { visitor, view } = await readyCase({
      name: "",
      module: GROCERY,
      lines: [
        {
          item: () => item("store_id = 15 AND price < 20 AND stock >= 5 AND variations = '[]'"),
          quantity: 1,
        },
      ],
      check: () => {},
    });
    expect(view.summary).not.toBeNull();
    const refused = await post(visitor, {
      intent: "place",
      key: view.key,
      payment_method: "cash_on_delivery",
    });
    expect(errorsOf(refused)).toEqual({ "": "The minimum order amount of this store is 50." });
  });

  it("asked the backend for its quote once, and never again", () => {
    expect(shop.api.quoteCalls()).toBe(1);
  });
});
