import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, redirectDocument, type AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import type { PlacedOrder } from "~/api/schemas/orders";
import { composePhone } from "~/features/auth/phone";
import { ownerOf, placeOnce } from "~/features/checkout/submissions.server";
import { localizePath } from "~/i18n/config";
import { parseWithZod } from "~/lib/conform.server";
import { paymentPageUrl } from "~/features/checkout/payment-page.server";
import { readForm } from "~/lib/read-form.server";
import { makeToast, type ToastMessage } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { ensureGuestId } from "~/sessions/guest.server";
import { commitSession, type ParcelDraft } from "~/sessions/session.server";
import {
  CHARGE_PAYERS,
  MAX_PARCEL_INSTRUCTION,
  CURRENT_LOCATION,
  PARCEL_ERRORS,
  PARCEL_INTENTS,
  PARCEL_PAYMENTS,
  parcelSchema,
} from "./parcel-fields";
import {
  parcelPath,
  parcelQuoteOf,
  parcelState,
  placedTarget,
  receiverDetailsOf,
} from "./parcel-model.server";
import type { ParcelState } from "./parcel-state";
import { positiveId } from "~/lib/params";

/**
 * POST /parcel-delivery-info (browsing §2; api-contract §7.7). Every button of the one form
 * posts here with its `intent`; what was typed goes into the session's draft first, so the
 * receiver's Pick Location round trip and any refusal keep it. Document posts are answered with
 * a 303 (back here, to the Pick Location dialog, to the payment page or to the order) or with
 * the page and its field errors; never with bare JSON.
 */

type Reply = SubmissionResult<string[]>;

const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : undefined;
};
const oneOf = <T extends string>(values: readonly T[], raw: unknown): T | undefined =>
  values.find((v) => v === raw);

/** The form over the draft: whatever was typed, valid or not, so nothing is lost. */
function draftOf(previous: ParcelDraft, form: FormData): ParcelDraft {
  const draft: ParcelDraft = { ...previous };
  const set = <K extends keyof ParcelDraft>(key: K, value: ParcelDraft[K] | undefined) => {
    if (value !== undefined) draft[key] = value;
  };
  set("senderName", text(form, "sender_name", 100));
  set("senderPhone", text(form, "sender_phone", 30));
  set("senderCountry", text(form, "sender_country", 2));
  set("receiverName", text(form, "receiver_name", 100));
  set("receiverPhone", text(form, "receiver_phone", 30));
  set("receiverCountry", text(form, "receiver_country", 2));
  set("receiverAddress", text(form, "receiver_address", 500));
  set("chargePayer", oneOf(CHARGE_PAYERS, form.get("charge_payer")));
  set("payment", oneOf(PARCEL_PAYMENTS, form.get("payment_method")));
  set("instruction", text(form, "delivery_instruction", MAX_PARCEL_INSTRUCTION));
  const sender = text(form, "sender_address", 12);
  if (sender === CURRENT_LOCATION) delete draft.senderAddressId;
  else if (positiveId(sender) !== null) draft.senderAddressId = Number(sender);
  return draft;
}

type Placed =
  | { kind: "placed"; order: PlacedOrder; method: "cash_on_delivery" | "digital_payment" }
  | { kind: "refused"; code: string | null; message: string | null; unavailable: boolean };

/** Backend refusal codes → the form field they belong to (api-contract §7.7). */
const FIELD_OF_CODE: Record<string, string> = {
  payment_method: "payment_method",
  order_amount: "payment_method",
  wallet: "payment_method",
  charge_payer: "charge_payer",
  receiver_details: "receiver_address",
  "receiver_details.contact_person_name": "receiver_name",
  "receiver_details.contact_person_number": "receiver_phone",
  "receiver_details.address": "receiver_address",
  contact_person_name: "sender_name",
  contact_person_number: "sender_phone",
};

export async function parcelAction(request: Request, context: AppLoadContext) {
  const state = await parcelState(request, context);
  const form = await readForm(request);
  const { session } = context;
  const draft = draftOf(state.draft, form);
  session.set("parcelDraft", draft);
  const intent = oneOf(PARCEL_INTENTS, form.get("intent")) ?? "refresh";
  const back = parcelPath(context, state.category.id);

  const headers = new Headers();
  const answer = async (to: string, toasts: ToastMessage[], go: typeof redirect) => {
    headers.append("Set-Cookie", await commitSession(session));
    if (toasts.length) headers.append("Set-Cookie", await flashToasts(request, ...toasts));
    return go(to, { status: 303, headers });
  };
  const done = (to: string, ...toasts: ToastMessage[]) => answer(to, toasts, redirect);
  // A document navigation even with JavaScript: the payment page is the backend's, not a route
  // of this app (as the checkout's).
  const leave = (to: string) => answer(to, [], redirectDocument);
  const refuse = async (reply: Reply, status = 400) => {
    headers.append("Set-Cookie", await commitSession(session));
    return data({ result: reply }, { status, headers });
  };

  // A guest's first post makes the guest id the backend quotes and orders for (guest.server.ts);
  // `done` and `refuse` write it with the session. Unreachable backend: no id yet, said below.
  const identity = await ensureGuestId(context).catch((error: unknown) => {
    if (isApiError(error)) return null;
    throw error;
  });
  if (intent === "refresh") return done(back);
  if (intent === "pick-receiver") {
    // The Pick Location dialog comes back here with ?lat=&lng= (features/addresses/address-pick).
    const location = localizePath("/location", context.lang);
    return done(`${location}?redirectTo=${encodeURIComponent(back)}`);
  }

  const submission = parseWithZod(form, { schema: parcelSchema });
  if (submission.status !== "success") return refuse(submission.reply());
  const value = submission.value;
  const formError = (message: string, field?: string) =>
    refuse(
      submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }),
    );
  // A form from before the last order (back button, second tab): look at it again.
  const key = value.key;
  if (!key || key !== draft.key) return formError(PARCEL_ERRORS.expired);
  // The point comes from the draft (the pick), the page's copy only says one was made.
  if (draft.receiverLat === undefined || draft.receiverLng === undefined)
    return formError(PARCEL_ERRORS.pickReceiver, "receiver_address");
  if (!state.sender) return formError(PARCEL_ERRORS.noSender);

  const owner = ownerOf({ token: session.get("token"), guestId: session.get("guestId") });
  if (!identity || !owner) return formError(PARCEL_ERRORS.unavailable);
  const senderPhone = composePhone(value.sender_country, value.sender_phone);
  const outcome = await placeOnce<Placed>(
    owner,
    key,
    () => placeParcel(identity.api, state, draft, value.payment_method, senderPhone),
    {
      isPlaced: (result) => result.kind === "placed",
      // Redis (REDIS_URL) cannot say whether this key is already being placed: place nothing.
      unavailable: () => ({ kind: "refused", code: null, message: null, unavailable: true }),
    },
  );

  if (outcome.kind === "refused") {
    if (outcome.unavailable) return formError(PARCEL_ERRORS.unavailable);
    // The sender's point or the receiver's: the backend says the same for both.
    if (outcome.code === "coordinates") return formError(PARCEL_ERRORS.outOfCoverage);
    const field = outcome.code ? FIELD_OF_CODE[outcome.code] : undefined;
    const message =
      outcome.message ??
      (outcome.code === "payment_method"
        ? PARCEL_ERRORS.paymentUnavailable
        : PARCEL_ERRORS.refused);
    return formError(message, field);
  }

  // Placed: this parcel is over; the next visit starts a new draft with a new key.
  session.unset("parcelDraft");
  const { order } = outcome;
  if (!state.signedIn) {
    // The guest's order pages read the order with the sender's phone (order-view.server.ts).
    const known = session.get("guestContact");
    session.set("guestContact", {
      ...(known ?? { email: "" }),
      name: value.sender_name,
      phone: senderPhone,
    });
  }
  if (outcome.method === "digital_payment") {
    return leave(
      paymentPageUrl(request, context, order, {
        gateway: undefined,
        signedIn: state.signedIn,
        defaultGateway: state.config?.active_payment_method_list?.[0]?.gateway,
      }),
    );
  }
  return done(
    placedTarget(context, order.order_id, state.signedIn),
    makeToast("success", order.message ? { text: order.message } : { key: "parcel:placed" }),
  );
}

/** Quote (the amount the contract wants sent), then place. Refusals come back as values. */
async function placeParcel(
  api: AppLoadContext["api"],
  state: ParcelState,
  draft: ParcelDraft,
  method: "cash_on_delivery" | "digital_payment",
  senderPhone: string,
): Promise<Placed> {
  const sender = state.sender!;
  try {
    const { quote, refusal, local } = await parcelQuoteOf(api, { ...state, draft });
    // Without the backend's quote a parcel is placed only at charges the page could show: a
    // point outside every zone is said as place would say it, anything else is "try again".
    if (local && !quote && refusal && !refusal.unavailable)
      return { kind: "refused", code: "coordinates", message: null, unavailable: false };
    if (refusal?.unavailable || (local && !quote))
      return { kind: "refused", code: null, message: null, unavailable: true };
    const order = await api.with({ moduleId: state.moduleId }).orders.placeParcel({
      // Required by the contract, recomputed by the backend (from these kilometres on stock).
      order_amount: quote?.order_amount ?? 0,
      ...(quote ? { distance: quote.distance_km } : {}),
      payment_method: method,
      order_type: "parcel",
      parcel_category_id: state.category.id,
      charge_payer: draft.chargePayer ?? "sender",
      address: sender.address,
      latitude: sender.lat,
      longitude: sender.lng,
      receiver_details: receiverDetailsOf(draft)!,
      contact_person_name: draft.senderName,
      contact_person_number: senderPhone,
      ...(draft.instruction ? { delivery_instruction: draft.instruction } : {}),
    });
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
}
