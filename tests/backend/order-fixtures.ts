import type { BackendOptions } from "../../backend/context";
import type { ApiHarness } from "./harness";
import {
  BURGER_STORE,
  FOOD,
  addToCart,
  bearer,
  commerceSuite,
  deliveryOrder,
  emptyCart,
  orderRow,
  pickItem,
  placeOrder,
  plainBurgerItem,
} from "./commerce-helpers";

/**
 * The set-up of the order contract tests (orders-place, -refusals, -quote, -payments): the
 * commerce backend with DEMO signed in, customer/order/place and /quote bound to it, and the seed's
 * carts those tests fill again and again.
 */

/** Shawarma Station (food) in Deira, zone 3: no cash on delivery, no offline payment there. */
export const DEIRA_STORE = 2;
export const DEIRA = { latitude: 25.2607, longitude: 55.3195 };

/** The pharmacy module; Al Shifa Pharmacy (zone 1) takes prescription orders. */
export const PHARMACY = 3;
export const RX_STORE = 25;
export const RX_STORE_POINT = { latitude: 25.2273, longitude: 55.3208 };

/** deliveryOrder of DEIRA_STORE to DEIRA; of RX_STORE to RX_STORE_POINT. */
export const deiraOrder = (extra: Record<string, unknown> = {}) =>
  deliveryOrder(DEIRA_STORE, { ...DEIRA, ...extra });
export const rxOrder = (extra: Record<string, unknown> = {}) =>
  deliveryOrder(RX_STORE, { ...RX_STORE_POINT, ...extra });

/**
 * A burger of 20 or more with no cart maximum: four of them pass DINNER15's minimum of 80 in
 * items, forty the zone's cash-on-delivery maximum.
 */
export const priceyBurgerItem = (api: ApiHarness) =>
  pickItem(
    api,
    BURGER_STORE,
    "food_variations IS NULL AND maximum_cart_quantity IS NULL AND price >= 20",
  );

/** A prescription-only medicine of RX_STORE, with stock for a few orders. */
export const prescriptionItem = (api: ApiHarness) =>
  pickItem(api, RX_STORE, "is_prescription_required = 1 AND stock > 2");

/** A cash order of BURGER_STORE with no address or point: a delivery wants them, a take-away not. */
export const noAddressOrder = (order_type: "delivery" | "take_away") => ({
  order_amount: 1,
  payment_method: "cash_on_delivery",
  order_type,
  store_id: BURGER_STORE,
});

/** The codes of a refusal's errors, in order. */
export const errorCodes = (res: { body: { errors: { code: string }[] } }) =>
  res.body.errors.map((e) => e.code);

type Body = Record<string, unknown>;
type CartOwner = { token?: string; guestId?: number };

/**
 * commerceSuite (a backend for the file, DEMO's token) with the order calls bound to it. `auth`
 * is DEMO's token unless given; null sends no token (a guest, whose body carries guest_id).
 * `cart` fills and empties DEMO's carts (a guest's too, for a burger); the price of 1 it sends is
 * not what the order charges (the backend prices the items itself).
 */
export function orderSuite(options: Partial<BackendOptions> = {}) {
  const suite = commerceSuite(options);
  const demo = (): CartOwner => ({ token: suite.token });
  const add = (moduleId: number, itemId: number, quantity: number, owner = demo()) =>
    addToCart(suite.api, owner, moduleId, { item_id: itemId, price: 1, quantity });
  const cart = {
    /** A plain burger (no food variations), or `quantity` of them. */
    addBurger: (owner = demo(), quantity = 1) =>
      add(FOOD, plainBurgerItem(suite.api).id, quantity, owner),
    addPriceyBurgers: (quantity: number) => add(FOOD, priceyBurgerItem(suite.api).id, quantity),
    addPrescription: () => add(PHARMACY, prescriptionItem(suite.api).id, 1),
    /** Three of a DEIRA_STORE dish. */
    addDeiraDishes: () =>
      add(FOOD, pickItem(suite.api, DEIRA_STORE, "food_variations IS NULL").id, 3),
    empty: (moduleId: number) => emptyCart(suite.api, moduleId, suite.token),
  };
  return Object.assign(suite, {
    place: (moduleId: number, body: Body, auth: string | null = suite.token) =>
      placeOrder(suite.api, moduleId, body, auth ?? undefined),
    quote: (moduleId: number, body: Body, auth: string | null = suite.token) =>
      suite.api.call("/customer/order/quote", {
        method: "POST",
        headers: { moduleId: String(moduleId), zoneId: "[1]", ...(auth ? bearer(auth) : {}) },
        body,
      }),
    orderRow: (id: number) => orderRow(suite.api, id),
    cart,
  });
}
