import type { AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import type { ParcelQuote } from "~/api/schemas/orders";
import {
  chargedKm,
  moneyDigits,
  paymentMethodsFor,
  priceParcel,
} from "~/features/checkout/pricing";
import { moneyFormat } from "~/features/catalogue/money";
import { settle, type Settled } from "~/api/settle.server";
import { PARCEL_ERRORS } from "./parcel-fields";
import type { ParcelState, QuoteRefusal } from "./parcel-state";

/**
 * A parcel's charges where the backend has no quote extension (ADR 027), as order/place will
 * compute them (backend routes/orders/parcel.ts parcelCharges): max(km × per-km, minimum) with
 * the category's rates (else config's), + the additional charge; the kilometres between sender
 * and receiver by road (config/distance-api), else the straight line, clamped and rounded as the
 * reference does. Payment methods follow the sender's zone (get-zone-id) and its COD maximum.
 */

export interface ParcelLocalQuote {
  quote: ParcelQuote | null;
  refusal: QuoteRefusal | null;
  distanceSource: "road" | "straight" | null;
}

const refusal = (message: QuoteRefusal["message"], unavailable = false): ParcelLocalQuote => ({
  quote: null,
  refusal: { message, unavailable },
  distanceSource: null,
});

/** Down or slow, as opposed to "no zone here" (a 4xx). */
const unreachable = (result: Settled<unknown>) =>
  !result.ok && (!isApiError(result.error) || result.error.isUnavailable);

export async function parcelLocalQuote(
  api: AppLoadContext["api"],
  state: ParcelState,
): Promise<ParcelLocalQuote> {
  const { sender, draft, config: c } = state;
  if (!sender) return { quote: null, refusal: null, distanceSource: null };
  const scoped = api.with({ moduleId: state.moduleId });
  const receiver =
    draft.receiverLat !== undefined && draft.receiverLng !== undefined
      ? { lat: draft.receiverLat, lng: draft.receiverLng }
      : null;
  const [senderZones, receiverZones, road] = await Promise.all([
    settle(scoped.geo.zoneFor(sender.lat, sender.lng)),
    receiver ? settle(scoped.geo.zoneFor(receiver.lat, receiver.lng)) : Promise.resolve(null),
    receiver ? settle(scoped.geo.roadMeters(sender, receiver)) : Promise.resolve(null),
  ]);
  if (!c || unreachable(senderZones) || (receiverZones && unreachable(receiverZones)))
    return refusal({ key: PARCEL_ERRORS.unavailable }, true);
  // Both points must lie in a zone; the sender's (the smallest holding it) is the order's.
  const zone = senderZones.ok ? senderZones.value.zone_data?.[0] : undefined;
  if (!zone || (receiverZones && !receiverZones.ok))
    return refusal({ key: PARCEL_ERRORS.outOfCoverage });

  const roadKm = road?.ok && road.value !== null ? road.value / 1000 : null;
  // No receiver yet: the minimum charge (distance 0), as the quote extension does.
  const km = receiver ? chargedKm(sender, receiver, roadKm) : 0;
  const rates = { perKm: state.category.perKm ?? 0, minimum: state.category.minimum ?? 0 };
  const additional = c.additional_charge_status ? (c.additional_charge ?? 0) : 0;
  const price = priceParcel(rates, km, additional, moneyDigits(moneyFormat(c).decimals));
  const pivot = zone.modules?.find((m) => m.id === state.moduleId)?.pivot;
  const senderPays = (draft.chargePayer ?? "sender") === "sender";
  const methods = paymentMethodsFor(
    {
      cashOnDelivery: c.cash_on_delivery !== false && Boolean(zone.cash_on_delivery),
      // Only a sender pays ahead; the receiver pays the courier at the door.
      digitalPayment: senderPays && c.digital_payment !== false && Boolean(zone.digital_payment),
      offlinePayment: false,
      walletEnabled: false,
      codLimit: pivot?.maximum_cod_order_amount ? pivot.maximum_cod_order_amount : null,
      walletBalance: null,
    },
    price.total,
  );
  const quote: ParcelQuote = {
    order_type: "parcel",
    parcel_category_id: state.category.id,
    charge_payer: draft.chargePayer ?? "sender",
    per_km_shipping_charge: rates.perKm,
    minimum_shipping_charge: rates.minimum,
    distance_km: km,
    delivery_charge: price.delivery,
    additional_charge: price.additionalCharge,
    order_amount: price.total,
    payment_methods: {
      cash_on_delivery: methods.cash_on_delivery,
      digital_payment: methods.digital_payment,
      wallet: false,
    },
    receiver_missing: !receiver,
  };
  return {
    quote,
    refusal: null,
    distanceSource: receiver ? (roadKm !== null ? "road" : "straight") : null,
  };
}
