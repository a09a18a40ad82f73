import type { Request, Response } from "express";
import type { BackendDeps } from "../../context";
import { sendError } from "../../http/errors";
import { currentCustomer, type Customer } from "../../services/auth-guard";
import type { LineRequest } from "../../services/cart-lines";
import { cartRow, cartRowLine, cartRows } from "../../services/cart-store";
import type { ZoneRow } from "../../services/geo";
import { checkCoupon, type CouponRow } from "../../services/orders-coupons";
import { buildQuote, priceOrderLines, type Quote } from "../../services/orders-quote";
import { commerceSettings, type CommerceSettings } from "../../services/orders-settings";
import { chargedDistanceKm, maximumCodAmount } from "../../services/pricing";
import type { ModuleRow, StoreRow } from "../../services/rows";
import { inputOf, requireModuleHeader, validate } from "../commerce-input";
import {
  checkDeliveryPoint,
  checkOrderType,
  checkPaymentMethod,
  checkPrescriptionPayment,
  checkWalletBalance,
  isRefusal,
  orderStore,
  orderTime,
  sendRefusal,
  type CheckMode,
} from "./place-checks";
import { checkParcel, type CheckedParcel } from "./parcel";
import { checkPartialBalance, checkPartialPayment } from "./partial-payment";
import {
  buyNowLines,
  guestContactSchema,
  isParcelBody,
  parcelGuestContactSchema,
  placeSchemaFor,
  quoteSchemaFor,
  type PaymentMethod,
  type QuoteInput,
} from "./place-input";

/**
 * The one pipeline of order checks (contract §7.7) behind order/place, prescription/place and
 * order/quote: a quote is a place that writes nothing, so both run these checks in this order
 * and answer the same refusals. What a quote does not need (mode "quote"):
 * - `order_amount`; `payment_method` (checked as place checks it when given);
 * - the guest contact fields;
 * - the delivery address and point: without them the order is quoted at distance 0 (the
 *   minimum delivery charge) and `addressMissing` says so;
 * - the prescription image: a quote is asked for before the customer uploads it, so a cart
 *   needing one is quoted with `prescriptionRequired` instead of the 403.
 */

export interface CheckedOrder {
  module: ModuleRow;
  customer: Customer;
  settings: CommerceSettings;
  now: Date;
  input: QuoteInput;
  store: StoreRow;
  zone: ZoneRow | undefined;
  orderType: "delivery" | "take_away";
  /** null only for a quote asked without one */
  paymentMethod: PaymentMethod | null;
  /** `partial_payment=1`: the wallet pays what it holds, paymentMethod the rest. */
  partialPayment: boolean;
  buyNow: boolean;
  /** the cart row behind each quoted line, by position (null for a buy-now `cart` line) */
  cartIds: (number | null)[];
  addressMissing: boolean;
  distanceKm: number;
  scheduleAt: Date | null;
  coupon: CouponRow | null;
  quote: Quote;
  codLimit: number | null;
  prescriptionRequired: boolean;
}

/** Runs every check; answers the first refusal and returns null, or the checked order. */
export function checkOrder(
  deps: BackendDeps,
  req: Request,
  res: Response,
  mode: CheckMode,
  prescription = false,
): CheckedOrder | CheckedParcel | null {
  const { db, options } = deps;
  const stock = options.compat === "6ammart-3.2";
  const module = requireModuleHeader(deps, req, res);
  if (!module) return null;
  const body = inputOf(req);
  const input: QuoteInput | undefined =
    mode === "place"
      ? validate(placeSchemaFor(isParcelBody(body), stock), body, res)
      : validate(quoteSchemaFor(isParcelBody(body)), body, res);
  if (!input) return null;
  const customer = currentCustomer(res);
  const settings = commerceSettings(db);
  const now = options.now();

  if (customer.kind === "guest") {
    if (!settings.guestCheckout) {
      sendError(res, 403, "guest_checkout", "Guest checkout is not available.");
      return null;
    }
    const contactSchema =
      input.order_type === "parcel" ? parcelGuestContactSchema : guestContactSchema;
    if (mode === "place" && !validate(contactSchema, body, res)) return null;
  }
  // A parcel has no store and no lines: its own checks.
  if (input.order_type === "parcel") {
    if (prescription) {
      sendError(res, 403, "order_type", "A prescription order is not a parcel order.");
      return null;
    }
    return checkParcel({ db, module, customer, settings, now, input }, res, mode);
  }
  // A prescription order has no lines, so buy-now means nothing there.
  const buyNow = input.is_buy_now && !prescription;
  const requested = buyNow
    ? orderedNow(deps, body, input.cart_id, customer, module.id, res)
    : cartLines(deps, customer, module.id);
  if (!requested) return null;
  const typeRefusal = checkOrderType(settings, input.order_type);
  if (typeRefusal) return refused(res, typeRefusal);
  const orderType = input.order_type as "delivery" | "take_away";
  // Prescription orders are always cash on delivery (contract §7.7).
  const paymentMethod = prescription ? "cash_on_delivery" : (input.payment_method ?? null);
  const sentPoint =
    input.latitude !== undefined && input.longitude !== undefined
      ? { lat: input.latitude, lng: input.longitude }
      : null;
  // 6ammart-3.2 row 3: stock looks the store up only when a point came, take-away included
  if (stock && !sentPoint) {
    sendError(res, 403, "store", "Store not found");
    return null;
  }
  // the schema required store_id of every order but a parcel
  const store = orderStore(db, module, input.store_id!, orderType);
  if (isRefusal(store)) return refused(res, store);
  if (prescription && !store.prescription_order) {
    sendError(res, 403, "store", "This store does not accept prescription orders.");
    return null;
  }
  const paymentRefusal = prescription
    ? checkPrescriptionPayment(db, settings, store)
    : paymentMethod
      ? checkPaymentMethod(db, settings, store.zone_id, paymentMethod, customer)
      : null;
  if (paymentRefusal) return refused(res, paymentRefusal);
  const partialPayment = input.partial_payment && !prescription;
  const partialRefusal = partialPayment ? checkPartialPayment(db, customer, paymentMethod) : null;
  if (partialRefusal) return refused(res, partialRefusal);
  // place's schema requires the point of a delivery order; only a quote gets here without one
  const point = orderType === "delivery" ? sentPoint : null;
  // 6ammart-3.2 row 3: stock's store lookup also wants a take-away's point in the store's zone
  const zonePoint = stock ? sentPoint : point;
  if (zonePoint) {
    const outside = checkDeliveryPoint(db, store, zonePoint.lat, zonePoint.lng);
    if (outside) return refused(res, outside);
  }
  const when = orderTime(db, store, settings, input.schedule_at, now);
  if (isRefusal(when)) return refused(res, when);
  if (prescription && input.order_attachment.length === 0) {
    sendError(res, 403, "order_attachment", "The order attachment field is required.");
    return null;
  }

  let coupon: CouponRow | null = null;
  if (input.coupon_code && !prescription) {
    const contactPhone = input.contact_person_number ?? null; // first-order limits by phone too
    const check = checkCoupon(db, input.coupon_code, {
      moduleId: module.id,
      store,
      customer,
      now,
      contactPhone,
    });
    if (!check.ok) {
      sendError(res, check.status, "coupon", check.message);
      return null;
    }
    coupon = check.coupon;
  }

  const priced = prescription
    ? { ok: true as const, lines: [] }
    : priceOrderLines(db, requested.lines, module, store.id, now);
  if (!priced.ok) return refused(res, priced);
  const prescriptionRequired =
    priced.lines.some(
      (l) => l.sellable.kind === "item" && l.sellable.row.is_prescription_required,
    ) && input.order_attachment.length === 0;
  if (prescriptionRequired && mode === "place") {
    sendError(res, 403, "prescription", "A prescription is required for an item of your cart.");
    return null;
  }
  const distanceKm = point ? chargedDistanceKm(store, point, input.distance) : 0;
  const quote = buildQuote(db, {
    lines: priced.lines,
    store,
    module,
    orderType,
    distanceKm,
    coupon,
    dmTips: input.dm_tips ?? 0,
    extraPackaging: (input.extra_packaging_amount ?? 0) > 0,
    settings,
    now,
  });
  if (coupon && quote.subtotal < coupon.min_purchase) {
    sendError(
      res,
      406,
      "coupon",
      `To apply this coupon, total item amount should be minimum ${coupon.min_purchase}`,
    );
    return null;
  }
  // Upstream compares the minimum with the item and add-on prices before any discount.
  if (!prescription && quote.itemsPrice + quote.addOnTotal < store.minimum_order) {
    sendError(
      res,
      406,
      "minimum_order",
      `The minimum order amount of this store is ${store.minimum_order}.`,
    );
    return null;
  }
  const codLimit = maximumCodAmount(db, module.id, store.zone_id);
  if (paymentMethod === "cash_on_delivery" && codLimit !== null && quote.total > codLimit) {
    sendError(
      res,
      203,
      "order_amount",
      "The total amount of the order, exceeds maximum amount of the cash on delivery method",
    );
    return null;
  }
  if (paymentMethod === "wallet") {
    const short = checkWalletBalance(customer, quote.total);
    if (short) return refused(res, short);
  }
  if (partialPayment && mode === "place") {
    const balance = checkPartialBalance(customer, quote.total);
    if (balance) return refused(res, balance);
  }

  return {
    module,
    customer,
    settings,
    now,
    input,
    store,
    zone: db.prepare("SELECT * FROM zones WHERE id = ?").get(store.zone_id) as ZoneRow | undefined,
    orderType,
    paymentMethod,
    partialPayment,
    buyNow,
    cartIds: requested.cartIds,
    addressMissing: orderType === "delivery" && !point,
    distanceKm,
    scheduleAt: when.scheduleAt,
    coupon,
    quote,
    codLimit,
    prescriptionRequired,
  };
}

const refused = (res: Response, refusal: Parameters<typeof sendRefusal>[1]) => {
  sendRefusal(res, refusal);
  return null;
};

interface RequestedLines {
  lines: LineRequest[];
  cartIds: (number | null)[];
}

function cartLines(deps: BackendDeps, customer: Customer, moduleId: number): RequestedLines {
  const rows = cartRows(deps.db, customer, moduleId);
  return { lines: rows.map(cartRowLine), cartIds: rows.map((row) => row.id) };
}

/**
 * The lines of a buy-now order: its own `cart` list or, without one, the one cart row `cart_id`
 * names (upstream reads the row, then the list when sent). Null once an error was answered.
 */
function orderedNow(
  deps: BackendDeps,
  body: Record<string, unknown>,
  cartId: number | undefined,
  customer: Customer,
  moduleId: number,
  res: Response,
): RequestedLines | null {
  const lines = buyNowLines(body.cart, res);
  if (lines === null) return null;
  if (lines !== undefined) return { lines, cartIds: lines.map(() => null) };
  if (cartId === undefined) {
    sendError(res, 403, "cart", "The cart field is required for a buy-now order.");
    return null;
  }
  const row = cartRow(deps.db, customer, moduleId, cartId);
  if (!row) {
    sendError(res, 404, "cart_id", "Cart item not found.");
    return null;
  }
  return { lines: [cartRowLine(row)], cartIds: [row.id] };
}
