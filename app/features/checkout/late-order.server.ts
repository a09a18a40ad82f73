import type { ApiClient } from "~/api/client.server";
import { isApiError } from "~/api/errors";
import type { OrderBody } from "~/api/orders.server";
import type { PlacedOrder, TrackedOrder } from "~/api/schemas/orders";
import { settle } from "~/api/settle.server";
import type { PlaceAttempt } from "~/sessions/session.server";

/**
 * An order whose answer may not come (issue 28 item 6): a place that got no answer is
 * "unknown", not "failed" — the backend may have created the order while the storefront
 * stopped waiting. It is then looked for. The backend keeps no submission key, so the order is
 * recognised by what only it can have: an id newer than the customer's newest order before the
 * attempt (order ids only grow), the store, and the amount. Not by created_at: the backend's
 * clock and time zone are not this server's. The customer's orders are read as their owner
 * (token, or guest_id for a guest).
 */

/** How long the place request stays open after the customer stopped waiting: see sendOrder. */
const LATE_ANSWER_MS = 10_000;

type Method = OrderBody["payment_method"];
export type Placed =
  | { kind: "placed"; order: PlacedOrder; method: Method }
  | { kind: "refused"; code: string | null; message: string | null; unavailable: boolean }
  /** No answer: the order may exist. Kept for its key, so a re-post looks instead of placing. */
  | { kind: "unknown"; attempt: PlaceAttempt };

/** How many of the customer's newest orders are looked through (another tab may order too). */
const LOOKED_AT = 10;
/** An attempt older than this is not looked for any more (the submission store keeps 30 min). */
const ATTEMPT_KEPT_MS = 30 * 60 * 1000;

/** The customer's newest order id (0: none yet), or null when the backend could not say. */
export async function newestOrderId(api: ApiClient): Promise<number | null> {
  const page = { limit: 1, offset: 1 };
  const [running, finished] = await Promise.all([
    settle(api.orders.list("running", page)),
    settle(api.orders.list("history", page)),
  ]);
  if (!running.ok || !finished.ok) return null;
  return Math.max(0, ...[running, finished].flatMap((r) => r.value.orders.map((o) => o.id)));
}

/** Rounding on the backend's side only: a different order costs more than a cent or 1 %. */
const sameAmount = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.01, b * 0.01);

const storeOf = (order: TrackedOrder): number | null => {
  const raw = (order as { store_id?: unknown }).store_id;
  return order.store?.id ?? (typeof raw === "number" ? raw : null);
};

/**
 * The order `attempt` created, or null: not there (yet), or the backend could not be read, or
 * the attempt has no "before" to compare with (then nothing can tell its order from an older
 * one, and the customer is asked to look).
 */
export async function findPlacedOrder(
  api: ApiClient,
  attempt: PlaceAttempt,
): Promise<TrackedOrder | null> {
  if (attempt.before === null || Date.now() - attempt.at > ATTEMPT_KEPT_MS) return null;
  const page = { limit: LOOKED_AT, offset: 1 };
  // A new order is running; a digital one whose payment already failed is in the history.
  const lists = await Promise.all([
    settle(api.orders.list("running", page)),
    settle(api.orders.list("history", page)),
  ]);
  const candidates = lists
    .flatMap((list) => (list.ok ? list.value.orders : []))
    .filter(
      (order) =>
        order.id > attempt.before! &&
        storeOf(order) === attempt.storeId &&
        sameAmount(order.order_amount, attempt.amount),
    )
    .sort((a, b) => a.id - b.id);
  // The first order after the attempt: a later one is the customer's next order.
  return candidates[0] ?? null;
}

type Within<T> =
  { kind: "answered"; value: T } | { kind: "failed"; error: unknown } | { kind: "waiting" };

/** What `promise` came to within `ms` (0: only if it already has). */
function within<T>(promise: Promise<T>, ms: number): Promise<Within<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ kind: "waiting" }), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve({ kind: "answered", value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ kind: "failed", error });
      },
    );
  });
}

/** A found order as the place answer would have given it (no message, no payment token). */
export const placedOf = (order: TrackedOrder): PlacedOrder => ({
  order_id: order.id,
  user_id: order.user_id ?? null,
});

/**
 * Sends the order and waits `orderTimeoutMs` for the answer. Without one — or with one that
 * says nothing (a 5xx, garbage) — the order is looked for. The request itself stays open a
 * little longer: cutting it would not stop the backend (the order is created all the same),
 * it only loses the answer, and for a digital order that answer carries what the lookup
 * cannot give — the reference backend's payment token that opens the payment page.
 */
export async function sendOrder(
  api: ApiClient,
  lookup: () => ApiClient,
  send: (timeoutMs: number) => Promise<PlacedOrder>,
  attempt: PlaceAttempt,
): Promise<Placed> {
  const wait = api.orders.orderTimeoutMs;
  const call = send(wait + LATE_ANSWER_MS);
  const answer = await within(call, wait);
  if (answer.kind === "answered")
    return { kind: "placed", order: answer.value, method: attempt.method };
  if (answer.kind === "failed") {
    const error = answer.error;
    if (!isApiError(error)) throw error;
    if (!error.isUnavailable)
      return {
        kind: "refused",
        code: error.codes[0] ?? null,
        message: error.messages[0] ?? null,
        unavailable: false,
      };
  }
  const found = await findPlacedOrder(lookup(), attempt);
  if (!found) return { kind: "unknown", attempt };
  const late = await within(call, attempt.method === "digital_payment" ? LATE_ANSWER_MS : 0);
  const order =
    late.kind === "answered" && late.value.order_id === found.id ? late.value : placedOf(found);
  return { kind: "placed", order, method: attempt.method };
}
