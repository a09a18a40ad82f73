import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, redirect, redirectDocument, type AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import type { OrderBody } from "~/api/orders.server";
import type { PlacedOrder } from "~/api/schemas/orders";
import { localizePath } from "~/i18n/config";
import { paymentPageUrl } from "~/features/checkout/payment-page.server";
import { readForm } from "~/lib/read-form.server";
import { makeToast, type ToastMessage } from "~/lib/toast";
import { getCartIntents } from "~/sessions/cart-intent.server";
import { flashToasts } from "~/sessions/flash.server";
import { commitSession, type CheckoutDraft } from "~/sessions/session.server";
import {
  CHECKOUT_ERRORS,
  MAX_PRESCRIPTION_BYTES,
  MAX_PRESCRIPTION_IMAGES,
  OFFLINE_INPUT_PREFIX,
} from "./checkout-fields";
import { checkoutSchema, guestContactSchema, type CheckoutFields } from "./checkout-schema";
import { checkoutState } from "./checkout-model.server";
import { orderBodyOf, type CheckoutState } from "./checkout-state";
import type { CheckoutPage } from "./order-lines.server";
import { orderPricing, paymentOptions } from "./order-pricing.server";
import { knownOutcome, ownerOf, placeOnce } from "./submissions.server";

/**
 * POST /checkout?page=… (issue 13 items 2–3). Every button of the one checkout form posts here
 * with its `intent`; the choices are kept in the session's draft first, so whatever happens next
 * the page shows them again. Document posts are answered with a 303 back to the page (or on to
 * the payment page / the order), or with the page and its errors; never with bare JSON.
 */

/** Three images of 2 MB and the text fields. */
const CHECKOUT_MAX_BYTES = MAX_PRESCRIPTION_IMAGES * MAX_PRESCRIPTION_BYTES + 256 * 1024;

type CheckoutSubmission = Submission<z.input<typeof checkoutSchema>, string[], CheckoutFields>;
type Reply = SubmissionResult<string[]>;

export async function checkoutAction(
  request: Request,
  context: AppLoadContext,
  page: CheckoutPage,
) {
  const form = await readForm(request, { maxBytes: CHECKOUT_MAX_BYTES });
  const submission: CheckoutSubmission = parseWithZod(form, { schema: checkoutSchema });
  // The schema never fails (every field falls back): the value is always there.
  const fields = (submission.status === "success" ? submission.value : null) ?? {
    intent: "refresh",
  };
  const { session, lang } = context;
  const draft = draftOf(session.get("checkout") ?? {}, fields, form);
  session.set("checkout", draft);

  const back = `${localizePath("/checkout", lang)}?page=${page}`;
  const headers = new Headers();
  const answer = async (to: string, toasts: ToastMessage[], redirectTo = redirect) => {
    headers.append("Set-Cookie", await commitSession(session));
    if (toasts.length) headers.append("Set-Cookie", await flashToasts(request, ...toasts));
    return redirectTo(to, { status: 303, headers });
  };
  const done = (to: string, ...toasts: ToastMessage[]) => answer(to, toasts);
  // A document navigation even with JavaScript: the payment page is the backend's, not a route
  // of this app (the client router would answer it with its own 404).
  const leave = (to: string) => answer(to, [], redirectDocument);
  const refuse = async (reply: Reply, status = 400) => {
    headers.append("Set-Cookie", await commitSession(session));
    return data({ result: reply }, { status, headers });
  };
  const formError = (key: string, field?: string) =>
    submission.reply(field ? { fieldErrors: { [field]: [key] } } : { formErrors: [key] });

  switch (fields.intent) {
    case "refresh":
      return done(back);
    case "remove-coupon":
      delete draft.coupon;
      session.set("checkout", draft);
      return done(back);
    case "apply-coupon": {
      if (!draft.coupon) return refuse(formError("checkout:coupon.empty", "coupon_code"));
      if (!session.get("token")) {
        // Not kept: a guest's draft never holds a coupon the order would then carry.
        delete draft.coupon;
        session.set("checkout", draft);
        return refuse(formError("checkout:coupon.signIn", "coupon_code"));
      }
      const state = await checkoutState(request, context, page);
      const { refusal } = await orderPricing(context, state);
      // A quote that could not be had says nothing about the coupon: it is not applied either.
      if (refusal?.code === "coupon" || refusal?.unavailable || refusal?.message) {
        delete draft.coupon;
        session.set("checkout", draft);
        // The typed code stays in the field (the reply's values), not in the draft.
        return refuse(
          submission.reply({
            fieldErrors: {
              coupon_code: [
                refusal.unavailable
                  ? "checkout:coupon.unavailable"
                  : (refusal.message ?? "checkout:coupon.refused"),
              ],
            },
          }),
        );
      }
      return done(back, makeToast("success", { key: "checkout:coupon.applied" }));
    }
    case "select-address": {
      const state = await checkoutState(request, context, page);
      const id = fields.address_id;
      if (!state.saved?.some((card) => card.id === id)) {
        delete draft.addressId;
        session.set("checkout", draft);
        return done(back, makeToast("error", { key: "checkout:address.notFound" }));
      }
      draft.addressId = id;
      session.set("checkout", draft);
      return done(back, makeToast("success", { key: "checkout:address.selected" }));
    }
    case "save-contact": {
      const contact = parseWithZod(form, { schema: guestContactSchema });
      if (contact.status !== "success") return refuse(contact.reply() as Reply);
      const v = contact.value;
      session.set("guestContact", {
        name: v.contact_person_name,
        phone: v.contact_person_number.startsWith("+")
          ? v.contact_person_number
          : `+${v.contact_person_number}`,
        email: v.contact_person_email,
        house: v.house || undefined,
        floor: v.floor || undefined,
        road: v.road || undefined,
      });
      return done(back, makeToast("success", { key: "checkout:contact.saved" }));
    }
    case "place":
      return place(request, context, page, {
        fields,
        form,
        draft,
        submission,
        headers,
        done,
        leave,
        refuse,
      });
  }
}

/** The form's choices over the draft (unchecked radios keep what was chosen before). */
function draftOf(previous: CheckoutDraft, fields: Partial<CheckoutFields>, form: FormData) {
  const draft: CheckoutDraft = { ...previous };
  if (fields.order_type) draft.orderType = fields.order_type;
  if (form.has("schedule_at")) draft.scheduleAt = fields.schedule_at || undefined;
  if (form.has("dm_tips") || form.has("dm_tips_other")) {
    const tip = fields.dm_tips_other ?? fields.dm_tips ?? 0;
    draft.tip = tip > 0 ? tip : undefined;
  }
  if (form.has("order_note")) draft.note = fields.order_note || undefined;
  if (fields.payment_method) draft.payment = fields.payment_method;
  if (fields.gateway) draft.gateway = fields.gateway;
  if (fields.offline_method_id) draft.offlineMethodId = fields.offline_method_id;
  if (fields.intent === "apply-coupon") draft.coupon = fields.coupon_code || undefined;
  return draft;
}

/** The prescription images posted: at most 3 images of 2 MB each (browsing §5). */
function prescriptionImages(form: FormData): { images: File[]; error: string | null } {
  const images = form
    .getAll("order_attachment")
    .filter((v): v is File => typeof v === "object" && v !== null && "size" in v && v.size > 0);
  if (images.length > MAX_PRESCRIPTION_IMAGES)
    return { images: [], error: CHECKOUT_ERRORS.tooManyImages };
  for (const image of images) {
    if (image.size > MAX_PRESCRIPTION_BYTES)
      return { images: [], error: CHECKOUT_ERRORS.imageSize };
    if (!image.type.startsWith("image/")) return { images: [], error: CHECKOUT_ERRORS.imageType };
  }
  return { images, error: null };
}

/** Orders cannot be placed for a moment (ADR 029): nothing was placed, try again. */
const BUSY = "checkout:errors.busy";

/** Backend refusal codes → the form field they belong to (api-contract §7.7). */
const FIELD_OF_CODE: Record<string, string> = {
  coupon: "coupon_code",
  payment_method: "payment_method",
  wallet: "payment_method",
  order_amount: "payment_method",
  schedule_at: "schedule_at",
  order_attachment: "order_attachment",
  prescription: "order_attachment",
  dm_tips: "dm_tips",
  order_note: "order_note",
};

type Placed =
  | { kind: "placed"; order: PlacedOrder; method: OrderBody["payment_method"] }
  | { kind: "refused"; code: string | null; message: string | null; unavailable: boolean };

interface PlaceArgs {
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

async function place(
  request: Request,
  context: AppLoadContext,
  page: CheckoutPage,
  args: PlaceArgs,
) {
  const { fields, form, draft, submission, refuse } = args;
  const { session } = context;
  const formError = (message: string, field?: string) =>
    refuse(
      submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }),
    );
  const owner = ownerOf({ token: session.get("token"), guestId: session.get("guestId") });
  const key = fields.key;
  if (!owner || !key) return formError("checkout:errors.expired");

  const state = await checkoutState(request, context, page);
  // A reload of the POST (back button, a no-JS re-post) after the order was placed: the cart is
  // empty by now, so the first post's outcome answers before the cart is looked at again.
  const known = knownOutcome<Placed>(owner, key);
  const earlier = known ? await known.catch(() => null) : null;
  if (earlier?.kind === "placed") return placedAnswer(request, context, state, earlier, args);
  const body = orderBodyOf(state);
  if (!body || !state.source?.view.lines.length) return formError("checkout:errors.empty");
  if (state.orderType === "delivery" && !state.target) return formError(CHECKOUT_ERRORS.noAddress);
  if (!state.signedIn && !state.guest) return formError(CHECKOUT_ERRORS.noContact);
  const { images, error: imageError } = prescriptionImages(form);
  if (imageError) return formError(imageError, "order_attachment");
  if (state.source.prescriptionRequired && images.length === 0)
    return formError(CHECKOUT_ERRORS.prescriptionRequired, "order_attachment");

  const method = draft.payment;
  const offlineInputs: Record<string, string> = {};
  if (method === "offline_payment") {
    const methods = await context.api.orders.offlineMethods().catch(() => []);
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
  const outcome = await placeOnce<Placed>(
    owner,
    key,
    async () => {
      // Not this checkout's key and no order known for it (that one would have answered
      // instead): a form from before the last order. It must be looked at again.
      if (key !== draft.key) {
        return { kind: "refused", code: "expired", message: null, unavailable: false };
      }
      // Checked against the backend's own rules for this order (COD maximum, wallet balance).
      const { quote, refusal, local } = await orderPricing(context, state);
      // The backend already says no (store closed, out of coverage, minimum…): say it as it is.
      if (refusal && !refusal.unavailable) return { kind: "refused", ...refusal };
      // Without the backend's quote an order is placed only at a total the page could show.
      if (local && !quote) return { kind: "refused", code: null, message: null, unavailable: true };
      const options = paymentOptions(state, quote, []);
      const allowed = options.find((o) => o.id === method);
      if (!method || (allowed && !allowed.available && method !== "offline_payment")) {
        // Why this method is not allowed (the COD maximum, the wallet balance), as the page says it.
        const note = allowed?.note;
        const message = note ? ("key" in note ? note.key : note.text) : null;
        return { kind: "refused", code: "payment_method", message, unavailable: false };
      }
      try {
        const order = await api.orders.place(
          {
            ...body,
            // A stock backend charges the kilometres it is sent; the reference clamps them to
            // the same value. Both recompute the amount; the quote's is what the page showed.
            ...(body.order_type === "delivery" && quote ? { distance: quote.distance_km } : {}),
            order_amount: quote?.order_amount ?? state.source!.subtotal,
            payment_method: method,
          },
          images,
        );
        if (method === "offline_payment" && draft.offlineMethodId) {
          // What the customer entered for the offline method. The order exists whatever
          // happens here: a refusal is not turned into a second order.
          await api.orders
            .submitOfflinePayment(order.order_id, draft.offlineMethodId, offlineInputs)
            .catch(() => null);
        }
        return { kind: "placed", order, method };
      } catch (error) {
        if (!isApiError(error)) throw error;
        return {
          kind: "refused",
          code: error.codes[0] ?? null,
          message: error.messages[0] ?? null,
          unavailable: error.isUnavailable,
        };
      }
    },
    {
      isPlaced: (result) => result.kind === "placed",
      // Redis (REDIS_URL) cannot say whether this key is already being placed: place nothing.
      unavailable: () => ({ kind: "refused", code: null, message: BUSY, unavailable: false }),
    },
  );

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

/** The answer to a placed order: on to the payment page, the order view or order-placed. */
async function placedAnswer(
  request: Request,
  context: AppLoadContext,
  state: CheckoutState,
  outcome: Extract<Placed, { kind: "placed" }>,
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
