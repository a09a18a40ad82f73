import type { Request, Response, Router } from "express";
import type { BackendDeps } from "../../context";
import { sendError } from "../../http/errors";
import { multipartBody } from "../../http/multipart";
import { currentCustomer, requireCustomer, type Customer } from "../../services/auth-guard";
import type { LineRequest } from "../../services/cart-lines";
import { cartRow, cartRowLine, cartRows } from "../../services/cart-store";
import { checkCoupon, type CouponRow } from "../../services/orders-coupons";
import { insertOrder, type DeliveryAddress } from "../../services/orders-place";
import { buildQuote, priceOrderLines } from "../../services/orders-quote";
import { commerceSettings } from "../../services/orders-settings";
import { issuePaymentToken } from "../../services/payment-tokens";
import { chargedDistanceKm, maximumCodAmount } from "../../services/pricing";
import { inputOf, requireModuleHeader, validate } from "../commerce-input";
import {
  checkDeliveryPoint,
  checkOrderType,
  checkPaymentMethod,
  checkPrescriptionPayment,
  isRefusal,
  orderStore,
  orderTime,
  sendRefusal,
} from "./place-checks";
import {
  ORDER_UPLOAD_LIMITS,
  buyNowLines,
  guestContactSchema,
  placeSchema,
  type Attachment,
  type PlaceInput,
} from "./place-input";

/**
 * POST customer/order/place and customer/order/prescription/place (contract §7.7). Both take
 * multipart bodies (prescription images), parsed before the guest check because a guest's
 * guest_id is one of the form's fields.
 */
export function registerPlaceRoutes(router: Router, deps: BackendDeps) {
  const guard = requireCustomer(deps);
  const form = multipartBody(ORDER_UPLOAD_LIMITS);
  router.post("/customer/order/place", form, guard, (req, res) =>
    placeOrder(deps, req, res, false),
  );
  router.post("/customer/order/prescription/place", form, guard, (req, res) =>
    placeOrder(deps, req, res, true),
  );
}

function placeOrder(deps: BackendDeps, req: Request, res: Response, prescription: boolean) {
  const { db, options } = deps;
  const module = requireModuleHeader(deps, req, res);
  if (!module) return;
  const body = inputOf(req);
  const input = validate(placeSchema, body, res);
  if (!input) return;
  const customer = currentCustomer(res);
  const settings = commerceSettings(db);
  const now = options.now();

  if (customer.kind === "guest") {
    if (!settings.guestCheckout)
      return sendError(res, 403, "guest_checkout", "Guest checkout is not available.");
    if (!validate(guestContactSchema, body, res)) return;
  }
  // A prescription order has no lines, so buy-now means nothing there.
  const buyNow = input.is_buy_now && !prescription;
  const requested = buyNow
    ? orderedNow(deps, body, input.cart_id, customer, module.id, res)
    : cartRows(db, customer, module.id).map(cartRowLine);
  if (!requested) return;
  const typeRefusal = checkOrderType(settings, input.order_type);
  if (typeRefusal) return sendRefusal(res, typeRefusal);
  const orderType = input.order_type as "delivery" | "take_away";
  // Prescription orders are always cash on delivery (contract §7.7).
  const paymentMethod = prescription ? "cash_on_delivery" : input.payment_method;
  const store = orderStore(db, module, input.store_id, orderType);
  if (isRefusal(store)) return sendRefusal(res, store);
  if (prescription && !store.prescription_order) {
    return sendError(res, 403, "store", "This store does not accept prescription orders.");
  }
  const paymentRefusal = prescription
    ? checkPrescriptionPayment(db, settings, store)
    : checkPaymentMethod(db, settings, store, paymentMethod);
  if (paymentRefusal) return sendRefusal(res, paymentRefusal);
  const point = orderType === "delivery" ? { lat: input.latitude!, lng: input.longitude! } : null;
  if (point) {
    const outside = checkDeliveryPoint(db, store, point.lat, point.lng);
    if (outside) return sendRefusal(res, outside);
  }
  const when = orderTime(db, store, settings, input.schedule_at, now);
  if (isRefusal(when)) return sendRefusal(res, when);
  if (prescription && input.order_attachment.length === 0) {
    return sendError(res, 403, "order_attachment", "The order attachment field is required.");
  }

  let coupon: CouponRow | null = null;
  if (input.coupon_code && !prescription) {
    const check = checkCoupon(db, input.coupon_code, { moduleId: module.id, store, customer, now });
    if (!check.ok) return sendError(res, check.status, "coupon", check.message);
    coupon = check.coupon;
  }

  const priced = prescription
    ? { ok: true as const, lines: [] }
    : priceOrderLines(db, requested, module, store.id, now);
  if (!priced.ok) return sendRefusal(res, priced);
  const needsPrescription = priced.lines.find(
    (l) => l.sellable.kind === "item" && l.sellable.row.is_prescription_required,
  );
  if (needsPrescription && input.order_attachment.length === 0) {
    return sendError(
      res,
      403,
      "prescription",
      "A prescription is required for an item of your cart.",
    );
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
    return sendError(
      res,
      406,
      "coupon",
      `To apply this coupon, total item amount should be minimum ${coupon.min_purchase}`,
    );
  }
  // Upstream compares the minimum with the item and add-on prices before any discount.
  if (!prescription && quote.itemsPrice + quote.addOnTotal < store.minimum_order) {
    return sendError(
      res,
      406,
      "minimum_order",
      `The minimum order amount of this store is ${store.minimum_order}.`,
    );
  }
  const codLimit = maximumCodAmount(db, module.id, store.zone_id);
  if (paymentMethod === "cash_on_delivery" && codLimit !== null && quote.total > codLimit) {
    return sendError(
      res,
      203,
      "order_amount",
      "The total amount of the order, exceeds maximum amount of the cash on delivery method",
    );
  }

  const orderId = withAttachments(deps, input.order_attachment, (attachments) =>
    insertOrder(
      db,
      {
        customer,
        module,
        store,
        quote,
        coupon,
        paymentMethod: paymentMethod as "cash_on_delivery" | "digital_payment",
        orderType,
        distanceKm,
        deliveryAddress: deliveryAddressOf(input, customer),
        deliveryAddressId: null,
        scheduleAt: when.scheduleAt,
        orderNote: input.order_note ?? null,
        deliveryInstruction: input.delivery_instruction ?? null,
        unavailableItemNote: input.unavailable_item_note ?? null,
        cutlery: input.cutlery === "1" || input.cutlery === "true",
        attachments,
        prescription,
        buyNow,
      },
      now,
    ),
  );
  const order = db
    .prepare("SELECT order_amount, created_at FROM orders WHERE id = ?")
    .get(orderId) as {
    order_amount: number;
    created_at: string;
  };
  const paymentToken =
    paymentMethod === "digital_payment" ? issuePaymentToken(db, orderId, now) : null;
  return res.json({
    message: "Order placed successfully!",
    order_id: orderId,
    // quirk 7: the misspelled key is the contract
    total_ammount: order.order_amount,
    status: "pending",
    created_at: order.created_at,
    user_id: customer.id,
    ...(prescription ? { offline_payments: null } : {}),
    // Not in the contract (extra field, ignored by its clients): the single-use, 30-minute proof
    // that opens /payment-mobile for this order (services/payment-tokens.ts). Digital only.
    ...(paymentToken ? { payment_token: paymentToken } : {}),
  });
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
): LineRequest[] | null {
  const lines = buyNowLines(body.cart, res);
  if (lines !== undefined) return lines;
  if (cartId === undefined) {
    sendError(res, 403, "cart", "The cart field is required for a buy-now order.");
    return null;
  }
  const row = cartRow(deps.db, customer, moduleId, cartId);
  if (!row) {
    sendError(res, 404, "cart_id", "Cart item not found.");
    return null;
  }
  return [cartRowLine(row)];
}

/**
 * Runs `write` with the attachments' file names. Uploaded images are written only here, once
 * every check has passed (a refused order leaves no files), under new random names; names sent
 * by JSON clients are kept as given. Files are deleted again if `write` fails.
 */
function withAttachments<T>(deps: BackendDeps, sent: Attachment[], write: (names: string[]) => T) {
  const images = sent.flatMap((a) => ("image" in a ? [a.image] : []));
  const written = deps.uploads.save("order", images);
  let next = 0;
  const names = sent.map((a) => ("name" in a ? a.name : written[next++]));
  try {
    return write(names);
  } catch (error) {
    deps.uploads.remove("order", written);
    throw error;
  }
}

/** Contact details default to the account's; guests sent theirs (checked above). */
function deliveryAddressOf(input: PlaceInput, customer: Customer): DeliveryAddress {
  const user = customer.kind === "user" ? customer.user : null;
  const name =
    input.contact_person_name ??
    (user ? [user.f_name, user.l_name].filter(Boolean).join(" ") : null);
  return {
    contact_person_name: name,
    contact_person_number: normalisePhone(input.contact_person_number ?? user?.phone ?? null),
    contact_person_email: input.contact_person_email ?? user?.email ?? null,
    address_type: input.address_type ?? (input.order_type === "take_away" ? null : "others"),
    address: input.address ?? null,
    floor: input.floor ?? null,
    road: input.road ?? null,
    house: input.house ?? null,
    longitude: input.longitude !== undefined ? String(input.longitude) : null,
    latitude: input.latitude !== undefined ? String(input.latitude) : null,
  };
}

/** Stored with a leading "+", which order/track adds to the number it is given (quirk 13). */
export const normalisePhone = (phone: string | null) =>
  phone && !phone.startsWith("+") ? `+${phone}` : phone;
