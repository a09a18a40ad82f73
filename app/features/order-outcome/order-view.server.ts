import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { isApiError } from "~/api/errors";
import type { Config } from "~/api/schemas/config";
import type { TrackedOrder } from "~/api/schemas/orders";
import { orderExtrasOf, type OrderExtras } from "./order-extras";
import { flag, id } from "~/api/schemas/primitives";
import { moneyFormat, formatPrice } from "~/features/catalogue/money";
import type { Lang } from "~/i18n/config";
import { settle } from "~/api/settle.server";
import { positiveId } from "~/lib/params";
import { formatDate, parseDate } from "~/lib/dates";

/**
 * Reading one order for the visitor who owns it, and what the order pages show of it
 * (/order-placed, /my-orders/{id}). Everything shown is the backend's answer to
 * customer/order/track: nothing from the query string (status, totalAmount, total) is trusted.
 */

/** What the order pages show (amounts and dates formatted here, labels translated by the page). */
export interface OrderCard {
  id: number;
  /** Order time, "15 Jan 2025, 12:00 PM" in the config's time zone; null when unknown. */
  placedAt: string | null;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  total: string;
  store: string | null;
  address: string | null;
  orderType: string | null;
  /** A parcel's type, sender and pickup (issue 22 item 19); null for any other order. */
  parcel: ParcelView | null;
  extras: OrderExtras;
}

/** What a parcel order adds: its type, who pays, and the sender with the pickup address. */
export interface ParcelView {
  category: string | null;
  chargePayer: "sender" | "receiver" | null;
  sender: { name: string | null; phone: string | null; address: string | null };
}

/**
 * A parcel order keeps its sender where other orders keep the delivery address (contract §7.7:
 * `address`, `latitude`, `longitude` and contact_person_* are the sender's) and its receiver in
 * receiver_details; the type comes as `parcel_category`, which stock 6amMart sends too.
 */
export function parcelViewOf(order: TrackedOrder): ParcelView | null {
  if (order.order_type !== "parcel") return null;
  const sender = order.delivery_address;
  const payer = order.charge_payer;
  return {
    category: order.parcel_category?.name || null,
    chargePayer: payer === "sender" || payer === "receiver" ? payer : null,
    sender: {
      name: sender?.contact_person_name || null,
      phone: sender?.contact_person_number || null,
      address: sender?.address || null,
    },
  };
}

export const badRequest = () => new Response(null, { status: 400, statusText: "Bad Request" });
/** The backend is down or slow: the page says so (generic error view), never a 500. */
export const unavailable = () =>
  new Response(null, { status: 503, statusText: "Service Unavailable" });

/** An order id from a URL or form: a positive whole number, else null (no backend call). */
export const orderIdOf = (raw: unknown): number | null => positiveId(raw, 12);

/** The session's guest contact, as the checkout stored it: only its phone matters here. */
const guestPhoneSchema = z.object({ phone: z.string().min(6).max(20) }).passthrough();

/** The owner columns track echoes (the order row is passed through). */
const ownerSchema = z.object({ user_id: id.nullish().catch(null), is_guest: flag });

/**
 * The order if this visitor owns it, else null. A signed-in customer asks with the token (the
 * backend answers 404 for anyone else's order). A guest must give the contact number the
 * order was placed with (contract §2.4), which only this visitor's session holds; and because
 * that number alone would also open another guest's order placed with the same number, the
 * answer must belong to this session's guest id as well.
 * Backend down → a thrown 503; any other refusal → null (the page says "not found").
 */
export async function readOwnOrder(
  context: AppLoadContext,
  orderId: number,
): Promise<TrackedOrder | null> {
  const { session, api } = context;
  const signedIn = Boolean(session.get("token"));
  let contact: string | undefined;
  if (!signedIn) {
    const guestId = session.get("guestId");
    const guest = guestPhoneSchema.safeParse(session.get("guestContact"));
    if (!guestId || !guest.success) return null;
    contact = guest.data.phone;
  }
  try {
    const order = await api.orders.track(orderId, contact);
    if (signedIn) return order;
    const owner = ownerSchema.safeParse(order);
    const mine =
      owner.success &&
      owner.data.is_guest &&
      String(owner.data.user_id) === String(session.get("guestId"));
    return mine ? order : null;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!isApiError(error)) throw error;
    if (error.isUnavailable) throw unavailable();
    return null;
  }
}

/** The config for formatting, or null (defaults) when it cannot be read. */
export async function configFor(context: AppLoadContext): Promise<Config | null> {
  const config = await settle(context.api.config.get());
  return config.ok ? config.value : null;
}

/** Order time in the config's time zone, hh:mm a (foundations §9), Western digits. */
export function formatOrderTime(
  raw: string | null | undefined,
  lang: Lang,
  timeZone?: string | null,
): string | null {
  if (!raw) return null;
  const at = parseDate(raw);
  if (!at) return raw;
  return formatDate(at, lang, ORDER_TIME, { timeZone, english: "en-GB" });
}

const ORDER_TIME: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: true,
};

export function orderCardOf(order: TrackedOrder, config: Config | null, lang: Lang): OrderCard {
  // A parcel goes to its receiver; its delivery_address is the sender's pickup.
  const where = order.order_type === "parcel" ? order.receiver_details : order.delivery_address;
  const address = where?.address ?? null;
  return {
    id: order.id,
    placedAt: formatOrderTime(order.created_at, lang, config?.timezone),
    status: order.order_status,
    paymentMethod: order.payment_method,
    paymentStatus: order.payment_status,
    total: formatPrice(order.order_amount, moneyFormat(config), lang),
    store: order.store?.name || null,
    address: order.order_type === "take_away" ? null : address,
    orderType: order.order_type ?? null,
    parcel: parcelViewOf(order),
    extras: orderExtrasOf(order),
  };
}
