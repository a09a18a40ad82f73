import { parseWithZod } from "@conform-to/zod";
import { PARTIAL_FIELD, PARTIAL_SHOWN_FIELD } from "./partial-payment";
import { data, redirect, redirectDocument, type AppLoadContext } from "@remix-run/node";
import { composePhone } from "~/features/auth/phone";
import { marketplaceCountry } from "~/features/auth/marketplace-country.server";
import { localizePath } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { makeToast, type ToastMessage } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { commitSession, type CheckoutDraft } from "~/sessions/session.server";
import {
  CHECKOUT_DIALOGS,
  MAX_PRESCRIPTION_BYTES,
  MAX_PRESCRIPTION_IMAGES,
  SAVE_ADDRESS_FIELD,
} from "./checkout-fields";
import {
  checkoutSchema,
  deliveryDetailsSchema,
  guestContactSchema,
  type CheckoutFields,
} from "./checkout-schema";
import { deliverToGuestAddress, keepDeliveryDetails } from "./delivery-details.server";
import { checkoutState, outsideStoreZone, storeZoneOf } from "./checkout-model.server";
import { place, type CheckoutSubmission, type Reply } from "./checkout-place.server";
import type { CheckoutPage } from "./order-lines.server";
import { orderPricing } from "./order-pricing.server";

/**
 * POST /checkout?page=… (issue 13 items 2–3). Every button of the one checkout form posts here
 * with its `intent`; the choices are kept in the session's draft first, so whatever happens next
 * the page shows them again. Document posts are answered with a 303 back to the page (or on to
 * the payment page / the order), or with the page and its errors; never with bare JSON.
 */

/** Three images of 2 MB and the text fields. */
const CHECKOUT_MAX_BYTES = MAX_PRESCRIPTION_IMAGES * MAX_PRESCRIPTION_BYTES + 256 * 1024;

export async function checkoutAction(
  request: Request,
  context: AppLoadContext,
  page: CheckoutPage,
  /** May this visitor check out (guest checkout allowed)? Throws the sign-in redirect if not. */
  gate: Promise<void>,
) {
  // Place Order awaits the gate beside its reads (a slow backend: one latency, not two); every
  // other intent before it does anything. Handled at once: it may reject before it is awaited.
  gate.catch(() => {});
  const form = await readForm(request, { maxBytes: CHECKOUT_MAX_BYTES });
  const submission: CheckoutSubmission = parseWithZod(form, { schema: checkoutSchema });
  // A Conform intent, not a submission (no status): a dialog field the visitor just left,
  // checked here because the browser's own check (useLazyValidation) had not loaded yet.
  // Taken for "refresh", its 303 back to the page closed the contact dialog under a guest
  // still typing in it (seen on a loaded machine: the stock-js e2e journey's Save button went
  // away). The check only answers; the draft and the session stay as they were.
  if (submission.status === undefined) {
    await gate;
    return data({ result: dialogCheck(form) ?? submission.reply() }, { status: 400 });
  }
  // The schema never fails (every field falls back): the value is always there.
  const fields = (submission.status === "success" ? submission.value : null) ?? {
    intent: "refresh",
  };
  if (fields.intent !== "place") await gate;
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
      const { refusal } = state.unreachable
        ? { refusal: { code: null, message: null, unavailable: true } }
        : await orderPricing(context, state);
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
      // Addresses that could not be read say nothing about this one: it is kept as it was.
      if (state.unreachable)
        return done(back, makeToast("error", { key: "checkout:errors.unavailableNow" }));
      if (!state.saved?.some((card) => card.id === id)) {
        delete draft.addressId;
        session.set("checkout", draft);
        return done(back, makeToast("error", { key: "checkout:address.notFound" }));
      }
      // Listed but marked (issue 22 item 13): the store cannot deliver to another zone, so the
      // choice is refused with why, and the address that was chosen stays.
      if (id !== undefined && outsideStoreZone(state, id, await storeZoneOf(context, state)))
        return done(back, makeToast("error", { key: "checkout:address.outsideZone" }));
      draft.addressId = id;
      session.set("checkout", draft);
      return done(back, makeToast("success", { key: "checkout:address.selected" }));
    }
    case "save-contact": {
      // No country posted (an old page, an edited form): the marketplace's own, before the
      // schema counts the number's digits with its calling code.
      if (!form.get("contact_person_country"))
        form.set("contact_person_country", (await marketplaceCountry(context)) ?? "");
      const contact = parseWithZod(form, { schema: guestContactSchema });
      if (contact.status !== "success") return refuse(contact.reply() as Reply);
      const v = contact.value;
      session.set("guestContact", {
        name: v.contact_person_name,
        phone: composePhone(v.contact_person_country, v.contact_person_number),
        email: v.contact_person_email,
        house: v.house || undefined,
        floor: v.floor || undefined,
        road: v.road || undefined,
      });
      // The house, floor and road belong to the chosen point; "Save this Address" keeps them
      // with it for the next checkout (issue 22 item 13). No point yet: the contact alone.
      const kept = await keepDeliveryDetails(context, draft, v, Boolean(v[SAVE_ADDRESS_FIELD]));
      const toasts = [makeToast("success", { key: "checkout:contact.saved" })];
      if (kept.ok && v[SAVE_ADDRESS_FIELD]) toasts.push(kept.toast);
      return done(back, ...toasts);
    }
    case "save-delivery-details": {
      const details = parseWithZod(form, { schema: deliveryDetailsSchema });
      if (details.status !== "success") return refuse(details.reply() as Reply);
      const v = details.value;
      const kept = await keepDeliveryDetails(context, draft, v, Boolean(v[SAVE_ADDRESS_FIELD]));
      // Refused (no point yet, the address book said no): the dialog stays open, saying why.
      return done(
        kept.ok ? back : `${back}&dialog=${CHECKOUT_DIALOGS.deliveryLocation}`,
        kept.toast,
      );
    }
    case "use-saved-address": {
      const moved = await deliverToGuestAddress(request, context, back);
      if ("toast" in moved) return done(back, moved.toast);
      headers.append("Set-Cookie", await commitSession(session));
      for (const cookie of moved.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
      return redirect(moved.location, { status: 303, headers });
    }
    case "place":
      return place(request, context, page, {
        gate,
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
  // The extras (checkout-extras.tsx): a box not in the form (not offered) is not ticked either.
  if (fields.extras) {
    draft.cutlery = fields.cutlery || undefined;
    draft.packaging = fields.extra_packaging || undefined;
    draft.unavailable = fields.unavailable_item_note;
  }
  if (form.has("delivery_instruction"))
    draft.instruction = fields.delivery_instruction || undefined;
  if (fields.payment_method) draft.payment = fields.payment_method;
  if (fields.gateway) draft.gateway = fields.gateway;
  if (fields.offline_method_id) draft.offlineMethodId = fields.offline_method_id;
  // A checkbox left unticked posts nothing: the box's companion says it was on the form.
  if (form.has(PARTIAL_SHOWN_FIELD)) draft.partial = form.get(PARTIAL_FIELD) === "1";
  if (fields.intent === "apply-coupon") draft.coupon = fields.coupon_code || undefined;
  return draft;
}

/**
 * The answer to a dialog's field check (a Conform validate intent): its own schema's, with the
 * dialog's intent in the values, so the page hands it to that dialog (checkout route) and the
 * field shows its message there. Null for the checkout form itself.
 */
function dialogCheck(form: FormData) {
  if (form.has("contact_person_name")) {
    form.set("intent", "save-contact");
    return parseWithZod(form, { schema: guestContactSchema }).reply();
  }
  if (form.has("house") || form.has("road") || form.has("floor")) {
    form.set("intent", "save-delivery-details");
    return parseWithZod(form, { schema: deliveryDetailsSchema }).reply();
  }
  return null;
}
