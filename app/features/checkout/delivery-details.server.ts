import type { AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { settle } from "~/api/settle.server";
import { pickGuestSaved } from "~/features/location/location-choices.server";
import { storeLocation } from "~/features/location/store-location.server";
import { makeToast, type ToastMessage } from "~/lib/toast";
import type { AddressDetails, CheckoutDraft, GuestAddress } from "~/sessions/session.server";

/*
 * The delivery point's details and "Save this Address" (issue 22 items 13 and 21). The point
 * itself is always the chosen location (prefs) — picked on the map, never typed into a form —
 * so the details are kept with the point they were typed at and go stale when it moves:
 *   - for this order only: the checkout draft (cleared once the order is placed);
 *   - saved, guest: the session's `guestAddress` (a guest has no address book on the server),
 *     offered again on the next checkout;
 *   - saved, signed in: the customer's address book (customer/address/add), where it becomes
 *     the checkout's current saved address (it lies at the chosen location).
 */

/** Same point to ~1 cm (the prefs keep 7 decimals). */
export const samePoint = (
  a: { lat: number; lng: number },
  b: { lat?: number; lng?: number } | null | undefined,
) =>
  b?.lat !== undefined &&
  b.lng !== undefined &&
  Math.abs(a.lat - b.lat) < 1e-6 &&
  Math.abs(a.lng - b.lng) < 1e-6;

const detailsOf = (d: AddressDetails): AddressDetails => ({
  house: d.house || undefined,
  floor: d.floor || undefined,
  road: d.road || undefined,
});

/** The details typed for the chosen point: this order's, else a guest's saved address there. */
export function detailsAt(
  context: AppLoadContext,
  draft: CheckoutDraft,
): (AddressDetails & { saved: boolean }) | null {
  const { prefs, session } = context;
  const here = { lat: prefs.lat, lng: prefs.lng };
  const kept = session.get("token") ? undefined : session.get("guestAddress");
  const saved = Boolean(kept && samePoint(kept, here));
  if (draft.details && samePoint(draft.details, here))
    return { ...detailsOf(draft.details), saved };
  return kept && saved ? { ...detailsOf(kept), saved } : null;
}

/** A guest's saved address when it is elsewhere than the chosen location: offered, not used. */
export function savedElsewhere(context: AppLoadContext): GuestAddress | null {
  const { prefs, session } = context;
  if (session.get("token")) return null;
  const kept = session.get("guestAddress");
  return kept && !samePoint(kept, { lat: prefs.lat, lng: prefs.lng }) ? kept : null;
}

type Kept = { ok: boolean; toast: ToastMessage };

/**
 * Keeps the details for the chosen point in the draft and, when asked, saves the address: in
 * the session for a guest, in the address book for a customer. Nothing is kept without a point.
 */
export async function keepDeliveryDetails(
  context: AppLoadContext,
  draft: CheckoutDraft,
  details: AddressDetails,
  save: boolean,
): Promise<Kept> {
  const { prefs, session, api } = context;
  if (prefs.lat === undefined || prefs.lng === undefined || !prefs.address)
    return { ok: false, toast: makeToast("error", { key: "checkout:errors.noAddress" }) };
  const point = { lat: prefs.lat, lng: prefs.lng };
  draft.details = { ...detailsOf(details), ...point };
  session.set("checkout", draft);
  if (!session.get("token")) {
    const kept = session.get("guestAddress");
    if (save)
      session.set("guestAddress", { address: prefs.address, ...point, ...detailsOf(details) });
    // Unticked at the point it was saved for: the guest takes it back.
    else if (kept && samePoint(kept, point)) session.unset("guestAddress");
    return {
      ok: true,
      toast: makeToast("success", {
        key: save ? "checkout:deliveryLocation.saved" : "checkout:deliveryLocation.kept",
      }),
    };
  }
  if (!save)
    return { ok: true, toast: makeToast("success", { key: "checkout:deliveryLocation.kept" }) };
  // Saved already at this point (the checkout's current address): updated, not doubled.
  const [me, list] = await Promise.all([
    settle(api.customer.info()),
    settle(api.customer.addresses.list()),
  ]);
  if (!me.ok || !list.ok)
    return { ok: false, toast: makeToast("error", { key: "checkout:errors.unavailableNow" }) };
  const there = list.value.addresses.find((a) =>
    samePoint({ lat: a.latitude, lng: a.longitude }, point),
  );
  // The address book needs a contact: the saved one's, else the customer's own name and phone.
  const phone = there?.contact_person_number ?? me.value.phone;
  if (!phone)
    return { ok: false, toast: makeToast("error", { key: "checkout:deliveryLocation.noPhone" }) };
  try {
    const body = {
      address_type: there?.address_type ?? "other",
      address_label: there?.address_label ?? undefined,
      contact_person_name:
        there?.contact_person_name ??
        ([me.value.f_name, me.value.l_name].filter(Boolean).join(" ") || phone),
      contact_person_number: phone,
      address: there?.address ?? prefs.address,
      latitude: point.lat,
      longitude: point.lng,
      additional_information: there?.additional_information ?? undefined,
      ...detailsOf(details),
    };
    const answer = there
      ? await api.customer.addresses.update(there.id, body)
      : await api.customer.addresses.add(body);
    // The new address lies at the chosen point: the checkout takes it as the current one.
    delete draft.addressId;
    session.set("checkout", draft);
    return {
      ok: true,
      toast: makeToast(
        "success",
        answer.message ? { text: answer.message } : { key: "checkout:deliveryLocation.saved" },
      ),
    };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const text = error.isUnavailable ? null : error.messages[0];
    return {
      ok: false,
      toast: makeToast("error", text ? { text } : { key: "checkout:errors.unavailableNow" }),
    };
  }
}

/**
 * "Deliver here" on a guest's saved address elsewhere: it becomes the chosen location, as a
 * pick of it in the Pick Location dialog would (its zone found again from its point).
 */
export async function deliverToGuestAddress(
  request: Request,
  context: AppLoadContext,
  back: string,
): Promise<{ location: string; headers: Headers } | { toast: ToastMessage }> {
  const picked = await pickGuestSaved(context);
  if (!picked.ok) return { toast: makeToast("error", picked.message) };
  return storeLocation(request, context, picked.resolution, back);
}
