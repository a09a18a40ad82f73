import type { AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import type { TrackedOrder } from "~/api/schemas/orders";
import { marketplaceCountry } from "~/features/auth/marketplace-country.server";
import { composePhone } from "~/features/auth/phone";
import { moneyFormat, formatPrice } from "~/features/catalogue/money";
import {
  configFor,
  formatOrderTime,
  orderIdOf,
  unavailable,
} from "~/features/order-outcome/order-view.server";
import i18nServer from "~/i18n/i18next.server";
import {
  FINAL_STATUSES,
  TRACK_FIELDS,
  TRACK_REFRESH_SECONDS,
  TRACK_STEPS,
  chatWithDeliveryManHref,
  stepIndexOf,
  trackFormErrors,
  type TrackFormErrors,
  type TrackStep,
} from "./tracking-constants";

/**
 * /track-order (browsing §2 "Order-tracking side drawer", §4 "Order tracking steps", §5 "Parcel
 * tracking form", §6): the order id and, for guests, the contact number arrive as a GET query
 * (the header link, the parcel hero's form, the guest order-placed page's Track Order). The
 * backend's customer/order/track is the only source: nothing about the order comes from the URL.
 *
 * Who may see an order: a signed-in customer their own (the backend answers 404 for anyone
 * else's); a guest an order placed by THIS session's guest id AND with the contact number they
 * type — the number alone would open another guest's order placed with the same number.
 */

export interface TrackingView {
  id: number;
  status: string;
  /** 1..4 (browsing §4), 0 when canceled or failed before being placed. */
  step: number;
  steps: { key: TrackStep; at: string | null; reached: boolean }[];
  /** Delivered, canceled, failed, refunded…: nothing will move, the page stops refreshing. */
  final: boolean;
  total: string;
  paymentMethod: string;
  /** The delivery time the customer chose at checkout (issue 22 item 3), or null for now. */
  scheduledFor: string | null;
  store: string | null;
  address: string | null;
  /** While picked_up the delivery man's position, otherwise the receiver's (browsing §4). */
  map: { who: "deliveryMan" | "receiver"; lat: number; lng: number } | null;
  /** Only for signed-in customers whose order has one (browsing §6). */
  deliveryMan: {
    id: number;
    name: string;
    phone: string | null;
    image: string | null;
    rating: number;
    chatHref: string;
  } | null;
}

export interface TrackingData {
  title: string;
  /** How often the page refetches a moving order (browsing §9: 10 s). */
  refreshSeconds: number;
  signedIn: boolean;
  /** What was typed, kept in the form. */
  query: { orderId: string; phone: string };
  /** `tracking:` keys per field, when the form was sent incomplete. */
  errors: TrackFormErrors | null;
  notFound: boolean;
  tracking: TrackingView | null;
}

/**
 * Browsing §9's 10 s, unless TRACK_REFRESH_SECONDS (1–60) says otherwise: the e2e suite, whose
 * backend moves an order every 2 s, watches it at that pace.
 */
export function trackRefreshSeconds(raw = process.env.TRACK_REFRESH_SECONDS): number {
  const n = raw && /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  return n >= 1 && n <= 60 ? n : TRACK_REFRESH_SECONDS;
}

/**
 * The ways the order may hold the phone the guest typed (issue 22 item 4), best first: E.164 in
 * the marketplace's country — what checkout stores, so "0501112233", "971501112233" and
 * "+971 50 111 2233" all find +971501112233 — then the digits with a bare '+', as orders placed
 * before checkout took a country were stored ("+0501112233"). Stock 6amMart compares the
 * stored text as it is, so the storefront, not the backend, must send the stored form.
 */
export function phonesForTracking(raw: string, region: string | undefined): string[] {
  const compact = raw.replace(/[\s().-]/g, "");
  if (!compact) return [];
  const asTyped = compact.startsWith("+") ? compact : `+${compact}`;
  const composed = composePhone(region, compact);
  return [...new Set([composed, asTyped].filter((p) => /^\+\d{6,}$/.test(p)))];
}

const isPoint = (lat: unknown, lng: unknown): lat is number =>
  typeof lat === "number" &&
  typeof lng === "number" &&
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lng) <= 180;

export function trackingViewOf(
  order: TrackedOrder,
  options: {
    signedIn: boolean;
    lang: AppLoadContext["lang"];
    config: Awaited<ReturnType<typeof configFor>>;
  },
): TrackingView {
  const { signedIn, lang, config } = options;
  const time = (raw: string | null | undefined) => formatOrderTime(raw, lang, config?.timezone);
  const step = stepIndexOf(order.order_status);
  const at: Record<TrackStep, string | null> = {
    pending: time(order.pending ?? order.created_at),
    confirmed: time(order.confirmed),
    picked_up: time(order.picked_up),
    delivered: time(order.delivered),
  };
  const dm = order.delivery_man?.[0] ?? null;
  const receiver = order.order_type === "parcel" ? order.receiver_details : order.delivery_address;
  let map: TrackingView["map"] = null;
  if (order.order_status === "picked_up" && dm && isPoint(dm.lat, dm.lng))
    map = { who: "deliveryMan", lat: dm.lat, lng: dm.lng as number };
  else if (order.order_type !== "take_away" && isPoint(receiver?.latitude, receiver?.longitude))
    map = {
      who: "receiver",
      lat: receiver!.latitude as number,
      lng: receiver!.longitude as number,
    };
  return {
    id: order.id,
    status: order.order_status,
    scheduledFor: order.scheduled ? time(order.schedule_at) : null,
    step,
    steps: TRACK_STEPS.map((key, index) => ({
      key,
      at: index < step ? at[key] : null,
      reached: index < step,
    })),
    final: FINAL_STATUSES.includes(order.order_status),
    total: formatPrice(order.order_amount, moneyFormat(config), lang),
    paymentMethod: order.payment_method,
    store: order.store?.name || null,
    address: order.order_type === "take_away" ? null : (receiver?.address ?? null),
    map,
    deliveryMan:
      signedIn && dm
        ? {
            id: dm.id,
            name: `${dm.f_name} ${dm.l_name}`.trim(),
            phone: dm.phone ?? null,
            image: dm.image_full_url ?? null,
            rating: dm.avg_rating,
            chatHref: chatWithDeliveryManHref(dm.id),
          }
        : null,
  };
}

/**
 * The order for this visitor, or null ("Order not found"). Backend down → a thrown 503 (the
 * error view), never a 500.
 */
async function trackFor(
  context: AppLoadContext,
  orderId: number,
  phone: string,
): Promise<TrackedOrder | null> {
  const { session, api } = context;
  const signedIn = Boolean(session.get("token"));
  const guestId = session.get("guestId");
  // A guest without a guest id has never ordered from this browser: no order can be theirs.
  if (!signedIn && !guestId) return null;
  try {
    const order = await api.orders.track(orderId, signedIn ? undefined : phone);
    if (signedIn) return order;
    return order.is_guest && String(order.user_id) === String(guestId) ? order : null;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!isApiError(error)) throw error;
    if (error.isUnavailable) throw unavailable();
    return null;
  }
}

/** The order by the first way of writing the phone that finds it (one call when signed in). */
async function trackByAnyPhone(
  context: AppLoadContext,
  orderId: number,
  rawPhone: string,
): Promise<TrackedOrder | null> {
  const phones = rawPhone ? phonesForTracking(rawPhone, await marketplaceCountry(context)) : [""];
  for (const phone of phones) {
    const order = await trackFor(context, orderId, phone);
    if (order) return order;
  }
  return null;
}

export async function loadTracking(
  request: Request,
  context: AppLoadContext,
): Promise<TrackingData> {
  const params = new URL(request.url).searchParams;
  const signedIn = Boolean(context.session.get("token"));
  // `phone` is what the guest order-placed page's Track Order link sends (order-outcome.server.ts).
  const rawId = (params.get(TRACK_FIELDS.orderId) ?? "").trim().slice(0, 40);
  const rawPhone = (params.get(TRACK_FIELDS.phone) ?? params.get("phone") ?? "")
    .trim()
    .slice(0, 40);
  const t = await i18nServer.getFixedT(context.lang, "tracking");
  const base: TrackingData = {
    title: t("title"),
    refreshSeconds: trackRefreshSeconds(),
    signedIn,
    query: { orderId: rawId, phone: rawPhone },
    errors: null,
    notFound: false,
    tracking: null,
  };
  // The bare page (the header's link): the form only.
  if (!params.has(TRACK_FIELDS.orderId)) return base;

  const errors = trackFormErrors({ orderId: rawId, phone: rawPhone }, signedIn);
  if (errors) return { ...base, errors };

  const orderId = orderIdOf(rawId);
  if (orderId === null) return { ...base, notFound: true };
  const [order, config] = await Promise.all([
    trackByAnyPhone(context, orderId, signedIn ? "" : rawPhone),
    configFor(context),
  ]);
  if (!order) return { ...base, notFound: true };
  return {
    ...base,
    title: t("orderTitle", { id: order.id }),
    tracking: trackingViewOf(order, { signedIn, lang: context.lang, config }),
  };
}
