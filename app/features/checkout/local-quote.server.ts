import type { AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { freeDeliveryOver, type Config } from "~/api/schemas/config";
import type { ZoneData } from "~/api/schemas/geo";
import type { AppliedCoupon, OrderQuote } from "~/api/schemas/orders";
import type { StoreDetails } from "~/api/schemas/store-details";
import { moneyFormat, formatPrice } from "~/features/catalogue/money";
import i18nServer from "~/i18n/i18next.server";
import { settle, type Settled } from "~/api/settle.server";
import type { CheckoutState, QuoteRefusal } from "./checkout-state";
import {
  chargedKm,
  moneyDigits,
  paymentMethodsFor,
  priceOrder,
  type CouponTerms,
  type DeliveryRules,
  type LatLng,
  type Rates,
} from "./pricing";
import { pricingLinesOf } from "./pricing-lines";

/**
 * The quote a backend without the quote extension does not give (ADR 027): the same answer
 * shape (OrderQuote), computed by pricing.ts from standard 6amMart calls — the cart, the store's
 * details, config, get-zone-id, distance-api, vehicle/extra_charge, coupon/apply and the
 * customer's wallet balance. The summary, the payment options and order/place's `order_amount`
 * and `distance` all come from it.
 */

export interface LocalQuote {
  quote: OrderQuote | null;
  refusal: QuoteRefusal | null;
  /** The kilometres charged and where they came from (the road's, else the straight line). */
  distance: { km: number; source: "road" | "straight" } | null;
}

const refused = (refusal: Partial<QuoteRefusal>): LocalQuote => ({
  quote: null,
  refusal: { code: null, message: null, unavailable: false, ...refusal },
  distance: null,
});
const UNAVAILABLE = refused({ unavailable: true });

/** A failed call: the backend is down (nothing can be priced) or it said no. */
const unreachable = (result: Settled<unknown>) =>
  !result.ok && (!isApiError(result.error) || result.error.isUnavailable);

const pointOf = (store: StoreDetails): LatLng | null =>
  typeof store.latitude === "number" && typeof store.longitude === "number"
    ? { lat: store.latitude, lng: store.longitude }
    : null;

/** The store's own rates (self-delivery), else the zone–module pivot's, else config's. */
function ratesOf(store: StoreDetails, zone: ZoneData | null, moduleId: number, c: Config): Rates {
  if (store.self_delivery_system)
    return {
      perKm: store.per_km_shipping_charge ?? 0,
      minimum: store.minimum_shipping_charge ?? 0,
      maximum: store.maximum_shipping_charge ?? null,
    };
  const pivot = zone?.modules?.find((m) => m.id === moduleId)?.pivot;
  if (pivot)
    return {
      perKm: pivot.per_km_shipping_charge,
      minimum: pivot.minimum_shipping_charge,
      maximum: pivot.maximum_shipping_charge ?? null,
    };
  return {
    perKm: c.per_km_shipping_charge ?? 0,
    minimum: c.minimum_shipping_charge ?? 0,
    maximum: null,
  };
}

const couponTerms = (coupon: AppliedCoupon): CouponTerms => ({
  code: coupon.code,
  title: coupon.title || null,
  couponType: coupon.coupon_type ?? "default",
  discountType: coupon.discount_type === "percent" ? "percent" : "amount",
  discount: coupon.discount ?? 0,
  maxDiscount: coupon.max_discount ?? 0,
  minPurchase: coupon.min_purchase ?? 0,
});

export async function localQuote(
  context: AppLoadContext,
  state: CheckoutState,
  store: Settled<StoreDetails | null>,
): Promise<LocalQuote> {
  const { source, config: c, draft, target, orderType } = state;
  if (!source?.storeId || !c)
    return c ? { quote: null, refusal: null, distance: null } : UNAVAILABLE;
  if (unreachable(store)) return UNAVAILABLE;
  const details = store.ok ? store.value : null;
  const storePoint = details ? pointOf(details) : null;
  if (!details || !storePoint) return refused({ code: "store" });
  const api = context.api.with({ moduleId: source.moduleId });
  const delivery = orderType === "delivery";
  const point = delivery && target ? { lat: target.lat, lng: target.lng } : null;
  const wantsWallet = state.signedIn && Boolean(c.customer_wallet_status);
  const [zones, road, coupon, customer] = await Promise.all([
    // The store's zone as seen from the delivery point (it must be there), or from the store.
    settle(api.geo.zoneFor((point ?? storePoint).lat, (point ?? storePoint).lng)),
    point ? settle(api.geo.roadMeters(storePoint, point)) : Promise.resolve(null),
    draft.coupon && state.signedIn
      ? settle(api.orders.applyCoupon(draft.coupon, source.storeId))
      : Promise.resolve(null),
    wantsWallet ? settle(api.customer.info()) : Promise.resolve(null),
  ]);
  if (unreachable(zones) || (coupon && unreachable(coupon))) return UNAVAILABLE;
  if (coupon && !coupon.ok) {
    const error = coupon.error;
    return refused({ code: "coupon", message: isApiError(error) ? error.messages[0] : null });
  }
  const zone = zones.ok
    ? (zones.value.zone_data ?? []).find((z) => z.id === details.zone_id)
    : null;
  if (delivery && point && !zone)
    return refused({ code: "coordinates", message: "checkout:errors.outOfZone" });

  const roadKm = road?.ok && road.value !== null ? road.value / 1000 : null;
  // No delivery point yet: quoted at 0 km (the minimum), as the quote extension does.
  const km = point ? chargedKm(storePoint, point, roadKm) : 0;
  const vehicle = delivery ? await settle(api.orders.vehicleExtraCharge(km)) : null;
  if (vehicle && unreachable(vehicle)) return UNAVAILABLE;

  const money = moneyFormat(c);
  const digits = moneyDigits(money.decimals);
  const admin = c.admin_free_delivery;
  const rules: DeliveryRules = {
    rates: ratesOf(details, zone ?? null, source.moduleId, c),
    vehicleExtra: vehicle?.ok ? vehicle.value : 0,
    zoneIncreasePercent: zone?.increased_delivery_fee_status
      ? (zone.increased_delivery_fee ?? 0)
      : 0,
    storeFreeDelivery: Boolean(details.free_delivery),
    adminFreeToAll: Boolean(admin?.status) && admin?.type === "free_delivery_to_all_store",
    adminFreeOver: freeDeliveryOver(c),
  };
  const terms = coupon?.ok ? couponTerms(coupon.value) : null;
  const price = priceOrder({
    lines: pricingLinesOf(source.entries),
    orderType,
    digits,
    storeDiscount: details.discount
      ? {
          minPurchase: details.discount.min_purchase ?? 0,
          maxDiscount: details.discount.max_discount ?? 0,
        }
      : null,
    coupon: terms,
    storeTaxPercent: details.tax ?? 0,
    taxIncluded: Boolean(c.tax_included),
    delivery: delivery ? rules : null,
    km,
    tipsEnabled: c.dm_tips_status !== false,
    tips: draft.tip ?? 0,
    additionalCharge: c.additional_charge_status ? (c.additional_charge ?? 0) : 0,
    // Asked for (issue 24 item 4) and offered: the store's own amount, as order place charges it.
    extraPackaging:
      draft.packaging && details.extra_packaging_status ? (details.extra_packaging_amount ?? 0) : 0,
  });
  if (terms && price.subtotal < terms.minPurchase) {
    // coupon/apply does not check the minimum; order/place does, with this refusal.
    const t = await i18nServer.getFixedT(context.lang, "checkout");
    const amount = formatPrice(terms.minPurchase, money);
    return refused({ code: "coupon", message: t("coupon.minimum", { amount }) });
  }

  const pivot = zone?.modules?.find((m) => m.id === source.moduleId)?.pivot;
  const codLimit = pivot?.maximum_cod_order_amount ? pivot.maximum_cod_order_amount : null;
  const walletBalance = customer?.ok ? (customer.value.wallet_balance ?? 0) : null;
  // A take-away whose zone could not be read is not refused a method here; place says.
  const zoneAllows = (flag: boolean | undefined) => (zone ? Boolean(flag) : true);
  const quote: OrderQuote = {
    store_id: source.storeId,
    order_type: orderType,
    items_price: price.itemsPrice,
    add_on_price: price.addOnTotal,
    discount_on_item: price.discountTotal,
    subtotal: price.subtotal,
    coupon_code: terms?.code ?? null,
    coupon_discount: price.couponDiscount,
    coupon_title: terms?.title ?? null,
    tax_amount: price.tax,
    tax_percent: details.tax ?? 0,
    tax_included: Boolean(c.tax_included),
    delivery_charge: price.delivery.charge,
    original_delivery_charge: price.delivery.original,
    free_delivery_by: price.delivery.freeBy,
    distance_km: km,
    dm_tips: price.dmTips,
    additional_charge: price.additionalCharge,
    extra_packaging_amount: price.extraPackaging,
    order_amount: price.total,
    minimum_order: details.minimum_order ?? 0,
    maximum_cod_order_amount: codLimit,
    payment_methods: paymentMethodsFor(
      {
        cashOnDelivery: c.cash_on_delivery !== false && zoneAllows(zone?.cash_on_delivery),
        digitalPayment: c.digital_payment !== false && zoneAllows(zone?.digital_payment),
        offlinePayment: Boolean(c.offline_payment_status) && zoneAllows(zone?.offline_payment),
        walletEnabled: wantsWallet,
        codLimit,
        walletBalance,
      },
      price.total,
    ),
    wallet_balance: walletBalance,
    lines: [],
    address_missing: delivery && !point,
  };
  return {
    quote,
    refusal: null,
    distance: point ? { km, source: roadKm !== null ? "road" : "straight" } : null,
  };
}
