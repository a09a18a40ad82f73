import type Database from "better-sqlite3";
import type { Response } from "express";
import { sendError } from "../../http/errors";
import type { Customer } from "../../services/auth-guard";
import { parseJson, round2, roundMoney } from "../../services/format";
import { zonesContaining, type ZoneRow } from "../../services/geo";
import type { CommerceSettings } from "../../services/orders-settings";
import { chargedDistanceBetween, maximumCodAmount } from "../../services/pricing";
import type { ParcelCharges, ReceiverDetails } from "../../services/orders-parcel";
import type { ModuleRow } from "../../services/rows";
import { validate } from "../commerce-input";
import {
  checkPaymentMethod,
  checkWalletBalance,
  refuse,
  sendRefusal,
  type CheckMode,
} from "./place-checks";
import { receiverDetailsSchema, type PaymentMethod, type QuoteInput } from "./place-input";

/**
 * The parcel branch of the order checks (contract §7.7): no store and no lines, a parcel
 * category, the sender's point (the order's address/latitude/longitude), the receiver's
 * (`receiver_details`) and who pays. Both points must lie in an active zone; the sender's zone
 * is the order's. The delivery charge is max(distance × per-km, minimum) with the category's
 * rates, or the platform's parcel rates where the category has none. A quote may come without
 * either point yet (quoted at distance 0, the minimum, with `senderMissing`/`receiverMissing`).
 */

export interface ParcelCategoryRow {
  id: number;
  module_id: number;
  name: string;
  name_ar: string;
  status: number;
  parcel_per_km_shipping_charge: number | null;
  parcel_minimum_shipping_charge: number | null;
}

export interface CheckedParcel {
  orderType: "parcel";
  module: ModuleRow;
  customer: Customer;
  settings: CommerceSettings;
  now: Date;
  input: QuoteInput;
  category: ParcelCategoryRow;
  /** the sender's zone: the order's zone (null only for a quote without the sender's point) */
  zone: ZoneRow | null;
  /** complete for place; a quote's may be the point only */
  receiver:
    (Partial<ReceiverDetails> & { latitude: number; longitude: number; zone_id: number }) | null;
  chargePayer: "sender" | "receiver";
  /** null only for a quote asked without one */
  paymentMethod: PaymentMethod | null;
  charges: ParcelCharges;
  codLimit: number | null;
  senderMissing: boolean;
  receiverMissing: boolean;
}

export interface ParcelContext {
  db: Database.Database;
  module: ModuleRow;
  customer: Customer;
  settings: CommerceSettings;
  now: Date;
  input: QuoteInput;
}

/** Runs the parcel checks; answers the first refusal and returns null, or the checked parcel. */
export function checkParcel(
  context: ParcelContext,
  res: Response,
  mode: CheckMode,
): CheckedParcel | null {
  const { db, module, customer, settings, input } = context;
  const fail = (status: number, code: string, message: string) => {
    sendError(res, status, code, message);
    return null;
  };
  if (module.module_type !== "parcel")
    return fail(403, "order_type", "Parcel orders are placed in the parcel module.");
  if (input.parcel_category_id === undefined)
    return fail(403, "parcel_category_id", "The parcel category id field is required.");
  const category = db
    .prepare("SELECT * FROM parcel_categories WHERE id = ? AND module_id = ? AND status = 1")
    .get(input.parcel_category_id, module.id) as ParcelCategoryRow | undefined;
  if (!category) return fail(404, "parcel_category_id", "Parcel category not found.");
  if (mode === "place" && !input.charge_payer)
    return fail(403, "charge_payer", "The charge payer field is required.");
  const chargePayer = input.charge_payer ?? "sender";

  const paymentMethod = input.payment_method ?? null;
  if (paymentMethod === "offline_payment")
    return fail(403, "payment_method", "Offline payment is not available for parcel orders.");
  // The receiver can only pay the courier at the door.
  if (chargePayer === "receiver" && paymentMethod && paymentMethod !== "cash_on_delivery")
    return fail(403, "payment_method", "A receiver pays the delivery charge in cash.");

  const sender =
    input.latitude !== undefined && input.longitude !== undefined
      ? { lat: input.latitude, lng: input.longitude }
      : null;
  const zone = sender ? (zonesContaining(db, sender.lat, sender.lng)[0] ?? null) : null;
  if (sender && !zone) return refused(res, refuse(403, "coordinates", "Out of coverage!"));

  const receiver = receiverOf(db, input.receiver_details, res, mode);
  if (receiver === null) return null;

  if (zone && paymentMethod) {
    const refusal = checkPaymentMethod(db, settings, zone.id, paymentMethod, customer);
    if (refusal) return refused(res, refusal);
  }

  const to = receiver === "missing" ? null : receiverPoint(receiver);
  const distanceKm = sender && to ? chargedDistanceBetween(sender, to, input.distance) : 0;
  const charges = parcelCharges(settings, category, distanceKm);
  const codLimit = zone ? maximumCodAmount(db, module.id, zone.id) : null;
  if (paymentMethod === "cash_on_delivery" && codLimit !== null && charges.total > codLimit) {
    return fail(
      203,
      "order_amount",
      "The total amount of the order, exceeds maximum amount of the cash on delivery method",
    );
  }
  if (paymentMethod === "wallet") {
    const short = checkWalletBalance(customer, charges.total);
    if (short) return refused(res, short);
  }
  return {
    orderType: "parcel",
    module,
    customer,
    settings,
    now: context.now,
    input,
    category,
    zone,
    receiver: receiver === "missing" ? null : receiver,
    chargePayer,
    paymentMethod,
    charges,
    codLimit,
    senderMissing: !sender,
    receiverMissing: receiver === "missing",
  };
}

const refused = (res: Response, refusal: Parameters<typeof sendRefusal>[1]) => {
  sendRefusal(res, refusal);
  return null;
};

const receiverPointSchema = receiverDetailsSchema.partial().required({
  latitude: true,
  longitude: true,
});

const receiverPoint = (r: { latitude: number; longitude: number }) => ({
  lat: r.latitude,
  lng: r.longitude,
});

/**
 * `receiver_details` checked, with the zone found from its point (the sent zone_id is not
 * trusted); "missing" when a quote has none yet; null once an error was answered.
 */
function receiverOf(
  db: Database.Database,
  raw: unknown,
  res: Response,
  mode: CheckMode,
):
  | (Partial<ReceiverDetails> & { latitude: number; longitude: number; zone_id: number })
  | "missing"
  | null {
  if (raw === undefined || raw === null || raw === "") {
    if (mode === "quote") return "missing";
    sendError(res, 403, "receiver_details", "The receiver details field is required.");
    return null;
  }
  const parsed = typeof raw === "string" ? parseJson<unknown>(raw, null) : raw;
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    sendError(res, 403, "receiver_details", "The receiver details must be a JSON object.");
    return null;
  }
  // A quote needs only the point (the charges); place needs who receives it too.
  const schema = mode === "quote" ? receiverPointSchema : receiverDetailsSchema;
  const details = validate(schema, parsed, res, "receiver_details.");
  if (!details) return null;
  const zone = zonesContaining(db, details.latitude, details.longitude)[0];
  if (!zone) return refused(res, refuse(403, "coordinates", "Out of coverage!"));
  return { ...details, zone_id: zone.id };
}

/** max(distance × per-km, minimum): the category's rates, else the platform's parcel rates. */
export function parcelCharges(
  settings: CommerceSettings,
  category: ParcelCategoryRow,
  distanceKm: number,
): ParcelCharges {
  const perKm = category.parcel_per_km_shipping_charge ?? settings.parcelPerKmShippingCharge;
  const minimum = category.parcel_minimum_shipping_charge ?? settings.parcelMinimumShippingCharge;
  const delivery = roundMoney(Math.max(distanceKm * perKm, minimum), settings.moneyDigits);
  const additionalCharge = settings.additionalCharge;
  return {
    perKm,
    minimum,
    distanceKm,
    delivery,
    additionalCharge,
    total: roundMoney(delivery + additionalCharge, settings.moneyDigits),
  };
}

/** The quote answer of a parcel (ADR 021's shape where it applies; no lines, no store). */
export function parcelQuoteAnswer(checked: CheckedParcel) {
  const { charges, settings, zone, customer, codLimit } = checked;
  const total = charges.total;
  const overCodLimit = codLimit !== null && total > codLimit;
  const walletBalance = customer.kind === "user" ? round2(customer.user.wallet_balance) : null;
  const senderPays = checked.chargePayer === "sender";
  return {
    store_id: null,
    order_type: "parcel" as const,
    parcel_category_id: checked.category.id,
    charge_payer: checked.chargePayer,
    per_km_shipping_charge: charges.perKm,
    minimum_shipping_charge: charges.minimum,
    distance_km: charges.distanceKm,
    delivery_charge: charges.delivery,
    original_delivery_charge: charges.delivery,
    additional_charge: charges.additionalCharge,
    order_amount: total,
    maximum_cod_order_amount: codLimit,
    payment_methods: {
      cash_on_delivery:
        settings.cashOnDelivery && Boolean(zone?.cash_on_delivery ?? true) && !overCodLimit,
      cash_on_delivery_over_limit: overCodLimit,
      digital_payment:
        senderPays && settings.digitalPayment && Boolean(zone?.digital_payment ?? true),
      wallet:
        senderPays && walletBalance !== null && settings.walletStatus && walletBalance >= total,
      offline_payment: false,
    },
    wallet_balance: walletBalance,
    sender_missing: checked.senderMissing,
    receiver_missing: checked.receiverMissing,
  };
}
