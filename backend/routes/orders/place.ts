import type { Request, Response, Router } from "express";
import type { BackendDeps } from "../../context";
import { multipartBody } from "../../http/multipart";
import { localeOf } from "../../http/request";
import { requireCustomer, type Customer } from "../../services/auth-guard";
import { insertParcelOrder, type ReceiverDetails } from "../../services/orders-parcel";
import { insertOrder, type DeliveryAddress } from "../../services/orders-place";
import { issuePaymentToken } from "../../services/payment-tokens";
import { checkOrder } from "./checked-order";
import { parcelQuoteAnswer, type CheckedParcel } from "./parcel";
import { ORDER_UPLOAD_LIMITS, type Attachment, type QuoteInput } from "./place-input";
import { quoteAnswer } from "./quote";

/**
 * POST customer/order/place and customer/order/prescription/place (contract §7.7), and this
 * server's POST customer/order/quote (what place would charge, nothing written). All take
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
  // 6ammart-3.2 row 1: stock has no quote route (the unknown-route 404 answers, app.ts)
  if (deps.options.compat === "6ammart-3.2") return;
  router.post("/customer/order/quote", form, guard, (req, res) => {
    const checked = checkOrder(deps, req, res, "quote");
    if (!checked) return;
    res.json(
      checked.orderType === "parcel"
        ? parcelQuoteAnswer(checked)
        : quoteAnswer(deps.db, checked, localeOf(req)),
    );
  });
}

/** Place = the quote's checks (checked-order.ts), then the insert. */
function placeOrder(deps: BackendDeps, req: Request, res: Response, prescription: boolean) {
  const { db } = deps;
  const checked = checkOrder(deps, req, res, "place", prescription);
  if (!checked) return;
  if (checked.orderType === "parcel") return placeParcel(deps, res, checked);
  const { input, customer, quote, now } = checked;
  // place's schema requires payment_method; prescription orders were given cash on delivery
  const paymentMethod = checked.paymentMethod!;

  const orderId = withAttachments(deps, input.order_attachment, (attachments) =>
    insertOrder(
      db,
      {
        customer,
        module: checked.module,
        store: checked.store,
        quote,
        coupon: checked.coupon,
        paymentMethod,
        partialPayment: checked.partialPayment,
        orderType: checked.orderType,
        distanceKm: checked.distanceKm,
        deliveryAddress: deliveryAddressOf(input, customer),
        deliveryAddressId: null,
        scheduleAt: checked.scheduleAt,
        orderNote: input.order_note ?? null,
        deliveryInstruction: input.delivery_instruction ?? null,
        unavailableItemNote: input.unavailable_item_note ?? null,
        cutlery: input.cutlery === "1" || input.cutlery === "true",
        attachments,
        prescription,
        buyNow: checked.buyNow,
      },
      now,
    ),
  );
  return res.json({
    ...placedAnswer(deps, orderId, customer, paymentMethod, now),
    ...(prescription ? { offline_payments: null } : {}),
  });
}

/** A parcel: no lines and no store; the sender's contact and point are the order's address. */
function placeParcel(deps: BackendDeps, res: Response, checked: CheckedParcel) {
  const { customer, input, now } = checked;
  // place's checks require the payment method, both points and the charge payer
  const paymentMethod = checked.paymentMethod!;
  const orderId = insertParcelOrder(
    deps.db,
    {
      customer,
      module: checked.module,
      zoneId: checked.zone!.id,
      categoryId: checked.category.id,
      // place's checks validated the receiver's every required field
      receiver: checked.receiver as ReceiverDetails & { zone_id: number },
      chargePayer: checked.chargePayer,
      paymentMethod,
      charges: checked.charges,
      senderAddress: deliveryAddressOf(input, customer),
      orderNote: input.order_note ?? null,
      deliveryInstruction: input.delivery_instruction ?? null,
    },
    now,
  );
  return res.json(placedAnswer(deps, orderId, customer, paymentMethod, now));
}

/** order/place's answer (contract §7.7) for the new order. */
function placedAnswer(
  deps: BackendDeps,
  orderId: number,
  customer: Customer,
  paymentMethod: string,
  now: Date,
) {
  const { db } = deps;
  const order = db
    .prepare("SELECT order_amount, order_status, created_at FROM orders WHERE id = ?")
    .get(orderId) as {
    order_amount: number;
    order_status: string;
    created_at: string;
  };
  const paymentToken =
    paymentMethod === "digital_payment" ? issuePaymentToken(db, orderId, now) : null;
  return {
    message: "Order placed successfully!",
    order_id: orderId,
    // quirk 7: the misspelled key is the contract
    total_ammount: order.order_amount,
    status: order.order_status,
    created_at: order.created_at,
    user_id: customer.id,
    // Not in the contract (extra field, ignored by its clients): the single-use, 30-minute proof
    // that opens /payment-mobile for this order (services/payment-tokens.ts). Digital only.
    ...(paymentToken ? { payment_token: paymentToken } : {}),
  };
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
function deliveryAddressOf(input: QuoteInput, customer: Customer): DeliveryAddress {
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
