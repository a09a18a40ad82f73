import type { Submission, SubmissionResult } from "@conform-to/react";
import { partialPaymentOf, restPaymentOptions } from "./partial-payment";
import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { localizePath } from "~/i18n/config";
import { paymentPageUrl } from "~/features/checkout/payment-page.server";
import { settle } from "~/api/settle.server";
import { makeToast, type ToastMessage } from "~/lib/toast";
import { getCartIntents } from "~/sessions/cart-intent.server";
import type { AppSession, CheckoutDraft, PlaceAttempt } from "~/sessions/session.server";
import { CHECKOUT_ERRORS, OFFLINE_INPUT_PREFIX } from "./checkout-fields";
import { checkoutState } from "./checkout-model.server";
import { orderBodyOf, type CheckoutState } from "./checkout-state";
import type { checkoutSchema, CheckoutFields } from "./checkout-schema";
import type { CheckoutPage } from "./order-lines.server";
import {
  findPlacedOrder,
  newestOrderId,
  placedOf,
  sendOrder,
  type Placed,
} from "./late-order.server";

import { orderPricing, paymentOptions } from "./order-pricing.server";
import { prescriptionImages } from "./prescription-images.server";
import { knownOutcome, newSubmissionKey, ownerOf, placeOnce } from "./submissions.server";

/**
 * Place Order (issue 13 item 3; ADR 020): one order per submission key, checked against the
 * backend's rules first. A place that got no answer is "unknown", never "failed" (issue 28
 * item 6): the backend may have created the order all the same, so it is looked for
 * (order-lookup.server.ts) before the customer is told anything.
 */

export type CheckoutSubmission = Submission<
  z.input<typeof checkoutSchema>,
  string[],
  CheckoutFields
>;
export type Reply = SubmissionResult<string[]>;

export interface PlaceArgs {
  /** Guest checkout allowed (the route's gate): awaited beside the reads, before any write. */
  gate: Promise<void>;
  fields: Partial<CheckoutFields>;
  form: FormData;
  draft: CheckoutDraft;
  submission: CheckoutSubmission;
  /** The answer's headers: cookies written along the way go out with it. */
  headers: Headers;
  done: (to: string, ...toasts: ToastMessage[]) => Promise<Response>;
  /** A redirect off the app's routes (the payment page): a full document load. */
  leave: (to: string) => Promise<Response>;
  refuse: (reply: Reply, status?: number) => Promise<unknown>;
}

/** Orders cannot be placed for a moment (ADR 029): nothing was placed, try again. */
const BUSY = "checkout:errors.busy";

/** Backend refusal codes → the form field they belong to (api-contract §7.7). */
const FIELD_OF_CODE: Record<string, string> = {
  coupon: "coupon_code",
  payment_method: "payment_method",
  wallet: "payment_method",
  order_amount: "payment_method",
  // partial payment (issue 24 item 2): off, or a wallet that now covers the order
  order_method: "payment_method",
  partial_payment: "payment_method",
  schedule_at: "schedule_at",
  order_attachment: "order_attachment",
  prescription: "order_attachment",
  dm_tips: "dm_tips",
  order_note: "order_note",
};

export async function place(
  request: Request,
  context: AppLoadContext,
  page: CheckoutPage,
  args: PlaceArgs,
) {
  const { fields, form, draft, submission, refuse } = args;
  const { session } = context;
  const formError = (message: string, field?: string, status?: number) =>
    refuse(
      submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }),
      status,
    );
  const owner = ownerOf({ token: session.get("token"), guestId: session.get("guestId") });
  const key = fields.key;
  if (!owner || !key) return formError("checkout:errors.expired");
  // Lookups go through a client of their own: this request's may have given up on a timeout.
  const lookup = () => context.api.with({});

  // The offline methods only need config: read beside the cart, not after it (issue 28 item 17).
  // Handled at once: an early answer below must not leave it unhandled.
  const offlineRead =
    draft.payment === "offline_payment"
      ? settle(context.api.orders.offlineMethods()).catch(() => null)
      : Promise.resolve(null);
  const [state, , earlier] = await Promise.all([
    checkoutState(request, context, page),
    args.gate,
    // A reload of the POST (back button, a no-JS re-post) after the order was placed: the cart
    // is empty by now, so the first post's outcome answers before the cart is looked at again.
    Promise.resolve(knownOutcome<Placed>(owner, key)).catch(() => null),
  ]);
  if (earlier?.kind === "placed") return placedAnswer(request, context, state, earlier, args);
  if (earlier?.kind === "unknown") {
    // The same form again after a place that got no answer: look, never place it again.
    const found = await findPlacedOrder(lookup(), earlier.attempt);
    if (!found) {
      // Still this checkout's key (the first answer's cookie was lost): the page gets a new
      // one, or Place Order could never be pressed again for this checkout.
      if (draft.key === key) keepUnconfirmed(session, draft, earlier.attempt);
      return formError("checkout:errors.unknownOutcome", undefined, 503);
    }
    const outcome = {
      kind: "placed",
      order: placedOf(found),
      method: earlier.attempt.method,
    } as const;
    return placedAnswer(request, context, state, outcome, args);
  }
  // An earlier Place Order of this checkout got no answer: its order, if it exists by now (the
  // backend has emptied the cart then: this comes before the cart is looked at).
  const unconfirmed = draft.unconfirmed;
  const late = unconfirmed ? await findPlacedOrder(lookup(), unconfirmed) : null;
  if (late && unconfirmed) {
    const outcome = { kind: "placed", order: placedOf(late), method: unconfirmed.method } as const;
    return placedAnswer(request, context, state, outcome, args);
  }
  // The cart could not be read: nothing can be said about it, and nothing is ordered.
  if (state.unreachable) return formError("checkout:errors.unavailable", undefined, 503);
  const body = orderBodyOf(state);
  if (!body || !state.source?.view.lines.length) return formError("checkout:errors.empty");
  if (state.orderType === "delivery" && !state.target) return formError(CHECKOUT_ERRORS.noAddress);
  if (!state.signedIn && !state.guest) return formError(CHECKOUT_ERRORS.noContact);
  const { images, error: imageError } = await prescriptionImages(form);
  if (imageError) return formError(imageError, "order_attachment");
  if (state.source.prescriptionRequired && images.length === 0)
    return formError(CHECKOUT_ERRORS.prescriptionRequired, "order_attachment");

  const method = draft.payment;
  const offlineInputs: Record<string, string> = {};
  if (method === "offline_payment") {
    const read = await offlineRead;
    const methods = read?.ok ? read.value : [];
    const chosen = methods.find((m) => m.id === draft.offlineMethodId) ?? methods[0];
    if (!chosen) return formError(CHECKOUT_ERRORS.noPayment, "payment_method");
    for (const input of chosen.method_informations) {
      const value = String(form.get(`${OFFLINE_INPUT_PREFIX}${input.customer_input}`) ?? "").trim();
      if (input.is_required && !value)
        return formError(
          "checkout:errors.offlineInput",
          `${OFFLINE_INPUT_PREFIX}${input.customer_input}`,
        );
      if (value) offlineInputs[input.customer_input] = value.slice(0, 255);
    }
    offlineInputs.customer_note = draft.note ?? "";
    draft.offlineMethodId = chosen.id;
  }

  const api = context.api.with({ moduleId: state.source.moduleId });
  const storeId = state.source.storeId!;
  const outcome = await placeOnce<Placed>(
    owner,
    key,
    async (ifLost): Promise<Placed> => {
      // Not this checkout's key and no order known for it (that one would have answered
      // instead): a form from before the last order. It must be looked at again.
      if (key !== draft.key) {
        return { kind: "refused", code: "expired", message: null, unavailable: false };
      }
      // Checked against the backend's own rules for this order (COD maximum, wallet balance);
      // the customer's newest order read at the same time, to know theirs if no answer comes.
      const [{ quote, refusal, local }, before] = await Promise.all([
        orderPricing(context, state),
        newestOrderId(lookup()),
      ]);
      // The backend already says no (store closed, out of coverage, minimum…): say it as it is.
      if (refusal && !refusal.unavailable) return { kind: "refused", ...refusal };
      // Without the backend's quote an order is placed only at a total the page could show.
      if (local && !quote) return { kind: "refused", code: null, message: null, unavailable: true };
      const partial = partialPaymentOf({
        config: state.config,
        quote,
        signedIn: state.signedIn,
        chosen: Boolean(draft.partial),
      });
      const options = restPaymentOptions(paymentOptions(state, quote, []), partial);
      const allowed = options.find((o) => o.id === method);
      // The offline methods are not read here (the option may be missing), but with part paid
      // by the wallet the operator's rule for the rest applies to offline too.
      const notForRest = Boolean(
        method && partial?.chosen && !partial.restMethods.includes(method),
      );
      if (
        !method ||
        notForRest ||
        (allowed && !allowed.available && method !== "offline_payment")
      ) {
        // Why this method is not allowed (the COD maximum, the wallet balance), as the page says it.
        const note = notForRest ? { key: "checkout:partial.notForRest" } : allowed?.note;
        const message = note ? ("key" in note ? note.key : note.text) : null;
        return { kind: "refused", code: "payment_method", message, unavailable: false };
      }
      const amount = quote?.order_amount ?? state.source!.subtotal;
      const attempt: PlaceAttempt = { before, storeId, amount, method, at: Date.now() };
      // Should this process die with the order sent, the key's other posts look for it.
      await ifLost({ kind: "unknown", attempt });
      const outcome = await sendOrder(
        api,
        lookup,
        (timeoutMs) =>
          api.orders.place(
            {
              ...body,
              // A stock backend charges the kilometres it is sent; the reference clamps them
              // to the same value. Both recompute the amount; the quote's is what the page showed.
              ...(body.order_type === "delivery" && quote ? { distance: quote.distance_km } : {}),
              order_amount: amount,
              payment_method: method,
              ...(partial?.chosen ? { partial_payment: 1 as const } : {}),
            },
            images,
            { timeoutMs },
          ),
        attempt,
      );
      if (outcome.kind === "placed" && method === "offline_payment" && draft.offlineMethodId) {
        // What the customer entered for the offline method. The order exists whatever
        // happens here: a refusal is not turned into a second order.
        await api.orders
          .submitOfflinePayment(outcome.order.order_id, draft.offlineMethodId, offlineInputs)
          .catch(() => null);
      }
      return outcome;
    },
    // An unknown outcome is kept too: its key must never place a second order.
    {
      isPlaced: (result) => result.kind !== "refused",
      // Redis (REDIS_URL) cannot say whether this key is already being placed: place nothing.
      unavailable: () => ({ kind: "refused", code: null, message: BUSY, unavailable: false }),
    },
  );

  if (outcome.kind === "unknown") {
    // This attempt's answer, or — the replica placing it died — the outcome it recorded.
    const found = await findPlacedOrder(lookup(), outcome.attempt);
    if (found) {
      const placed = { kind: "placed", order: placedOf(found), method: outcome.attempt.method };
      return placedAnswer(request, context, state, placed as PlacedOutcome, args);
    }
    keepUnconfirmed(session, draft, outcome.attempt);
    return formError("checkout:errors.unknownOutcome", undefined, 503);
  }
  if (outcome.kind === "refused") {
    if (outcome.code === "expired") return formError("checkout:errors.expired");
    if (outcome.unavailable) return formError("checkout:errors.unavailable");
    const field = outcome.code ? FIELD_OF_CODE[outcome.code] : undefined;
    const message =
      outcome.message ??
      (outcome.code === "payment_method" ? CHECKOUT_ERRORS.noPayment : "checkout:errors.refused");
    return formError(message, field);
  }

  return placedAnswer(request, context, state, outcome, args);
}

type PlacedOutcome = Extract<Placed, { kind: "placed" }>;

/**
 * After a place that got no answer: the page gets a new key (Place Order may be pressed again
 * once the customer has looked), and the next Place Order of this checkout first looks for
 * this attempt's order.
 */
function keepUnconfirmed(session: AppSession, draft: CheckoutDraft, attempt: PlaceAttempt) {
  session.set("checkout", { ...draft, key: newSubmissionKey(), unconfirmed: attempt });
}

/** The answer to a placed order: on to the payment page, the order view or order-placed. */
async function placedAnswer(
  request: Request,
  context: AppLoadContext,
  state: CheckoutState,
  outcome: PlacedOutcome,
  { draft, headers, done, leave }: PlaceArgs,
) {
  const { session, lang } = context;
  const { order } = outcome;
  // Placed: this checkout is over. The next visit starts a new draft with a new key.
  session.unset("checkout");
  if (state.source?.buyNowCart) {
    const intents = await getCartIntents(request);
    intents.clearBuyNow();
    headers.append("Set-Cookie", await intents.commit());
  }
  const placedToast = makeToast(
    "success",
    order.message ? { text: order.message } : { key: "checkout:placed" },
  );
  if (outcome.method === "digital_payment") {
    // A document navigation even with JavaScript: the payment page is the backend's, not a route
    // of this app (the client router would answer it with its own 404).
    return leave(
      paymentPageUrl(request, context, order, {
        gateway: draft.gateway,
        signedIn: state.signedIn,
        defaultGateway: state.config?.active_payment_method_list?.[0]?.gateway,
      }),
    );
  }
  const target = state.signedIn
    ? `${localizePath("/profile", lang)}?orderId=${order.order_id}&page=my-orders&from=checkout`
    : `${localizePath("/order-placed", lang)}?order_id=${order.order_id}&flag=success`;
  return done(target, placedToast);
}
