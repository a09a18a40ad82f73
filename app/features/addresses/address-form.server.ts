import { replyFromApiError } from "~/components/forms.server";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { composePhone } from "~/features/auth/phone";
import type { AddressBody } from "~/api/customer.server";
import type { SavedAddress } from "~/api/schemas/address";
import { resolvePoint } from "~/features/location/resolve.server";
import type { Message } from "~/features/location/message";
import { latitudeField, longitudeField } from "~/features/location/location-schema";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { parseWithZod } from "~/lib/conform.server";
import { readForm } from "~/lib/read-form.server";
import { safeLocalPath } from "~/lib/safe-redirect";
import { settle } from "~/api/settle.server";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { requireUser } from "~/features/auth/sign-in-gate.server";
import { positiveId } from "~/lib/params";
import type { AddressType } from "./address-constants";
import { ADDRESS_ERRORS, addressFormSchema } from "./address-schema";
import { typeOf } from "./addresses.server";
import { notFound } from "~/lib/responses.server";

/** A path id that is not a positive integer is no address (404, no backend call). */
function pathId(rawId: string | undefined): number | null {
  if (rawId === undefined) return null;
  const id = positiveId(rawId);
  if (id === null) throw notFound();
  return id;
}

/** The address being edited, among the customer's own (the backend scopes the list). */
async function ownAddress(context: AppLoadContext, id: number): Promise<SavedAddress> {
  const { addresses } = await context.api.customer.addresses.list();
  const found = addresses.find((a) => a.id === id);
  if (!found) throw notFound();
  return found;
}

export interface AddressFormDefaults {
  address_type: AddressType;
  address_label: string;
  contact_person_name: string;
  contact_person_number: string;
  house: string;
  floor: string;
  road: string;
  additional_information: string;
  address: string;
}

/**
 * GET /addresses/new and /addresses/{id}/edit. The point is, in order: the one just picked in
 * the Pick Location dialog (`?lat=&lng=`, which sends the customer back here — resolved again
 * here, never taken on trust), the saved address's, or the visitor's chosen location (prefs),
 * so most customers only confirm it.
 */
export async function loadAddressForm(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
) {
  await requireUser(request, context);
  const id = pathId(rawId);
  const t = await i18nServer.getFixedT(context.lang, "addresses");
  const saved = id === null ? null : await ownAddress(context, id);
  const params = new URL(request.url).searchParams;

  let location: { lat: number; lng: number; address: string } | null = null;
  let locationError: Message | null = null;
  const lat = latitudeField.safeParse(params.get("lat") ?? "");
  const lng = longitudeField.safeParse(params.get("lng") ?? "");
  if (lat.success && lng.success) {
    const resolution = await resolvePoint(context.api, lat.data, lng.data, {
      coordinatesLabel: (coordinates) => t("location:addressAt", { coordinates }),
    });
    if (resolution.status === "resolved")
      location = { lat: resolution.lat, lng: resolution.lng, address: resolution.address };
    else locationError = resolution.message;
  }
  const picked = location !== null;
  if (!location && saved)
    location = { lat: saved.latitude, lng: saved.longitude, address: saved.address };
  const { prefs } = context;
  if (!location && prefs.lat !== undefined && prefs.lng !== undefined)
    location = { lat: prefs.lat, lng: prefs.lng, address: prefs.address ?? "" };

  const defaults: AddressFormDefaults = {
    address_type: saved ? typeOf(saved.address_type) : "home",
    address_label: saved?.address_label ?? "",
    contact_person_name: saved?.contact_person_name ?? "",
    contact_person_number: saved?.contact_person_number ?? "",
    house: saved?.house ?? "",
    floor: saved?.floor ?? "",
    road: saved?.road ?? "",
    additional_information: saved?.additional_information ?? "",
    // A new pick names the place; otherwise the saved text (the customer may have edited it).
    address: (picked ? location?.address : (saved?.address ?? location?.address)) ?? "",
  };
  return {
    title: t(saved ? "editTitle" : "newTitle"),
    id,
    defaults,
    location,
    locationError,
    redirectTo: safeLocalPath(params.get("redirectTo")),
  };
}

/** Backend field codes (contract §7.5) → this form's fields. */
const FIELD_OF: Record<string, string> = {
  contact_person_name: "contact_person_name",
  contact_person_number: "contact_person_number",
  address: "address",
  address_type: "address_type",
  address_label: "address_label",
  house: "house",
  floor: "floor",
  road: "road",
};

/**
 * POST: validated → the point's zone checked again (get-zone-id) → add, or update (PUT with the
 * id) → 303 to /addresses or the same-site `redirectTo` (checkout) with the backend's message.
 * Refusals re-render the form with the typed values and the messages at their fields.
 */
export async function saveAddress(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
) {
  await requireUser(request, context);
  const id = pathId(rawId);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: addressFormSchema });
  const refuse = (
    status: number,
    errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
  ) => data({ result: submission.reply(errors) }, { status });
  if (submission.status !== "success") return refuse(400);
  const value = submission.value;

  const zone = await settle(context.api.geo.zoneFor(value.lat, value.lng));
  if (!zone.ok) {
    const error = zone.error;
    if (!isApiError(error) || error.isUnavailable)
      return refuse(503, { formErrors: [ADDRESS_ERRORS.unavailable] });
    return refuse(400, { formErrors: [error.messages[0] ?? "location:errors.noZone"] });
  }

  const body: AddressBody = {
    address_type: value.address_type,
    // The label belongs to "other" only (foundations §2).
    address_label: value.address_type === "other" ? value.address_label : undefined,
    contact_person_name: value.contact_person_name,
    contact_person_number: composePhone(value.country, value.contact_person_number),
    address: value.address,
    latitude: value.lat,
    longitude: value.lng,
    house: value.house,
    floor: value.floor,
    road: value.road,
    additional_information: value.additional_information,
  };
  let message: string | undefined;
  try {
    const api = context.api.customer.addresses;
    message = (id === null ? await api.add(body) : await api.update(id, body)).message;
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.isUnavailable) return refuse(503, { formErrors: [ADDRESS_ERRORS.unavailable] });
    if (error.status === 404) return refuse(404, { formErrors: [ADDRESS_ERRORS.notFound] });
    return refuse(
      400,
      replyFromApiError(error, { fields: FIELD_OF, fallback: ADDRESS_ERRORS.refused }),
    );
  }

  const next = safeLocalPath(value.redirectTo) ?? localizePath("/addresses", context.lang);
  return redirect(next, {
    status: 303,
    headers: {
      "Set-Cookie": await flashToasts(
        request,
        makeToast("success", message ? { text: message } : { key: "addresses:saved" }),
      ),
    },
  });
}

export type AddressFormData = Awaited<ReturnType<typeof loadAddressForm>>;
