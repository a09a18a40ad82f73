import { replyFromApiError } from "~/components/forms.server";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { localizePath } from "~/i18n/config";
import i18nServer from "~/i18n/i18next.server";
import { parseWithZod } from "~/lib/conform.server";
import { passesHoneypot } from "~/lib/honeypot.server";
import { oversizedImages } from "~/lib/image-size";
import { readForm } from "~/lib/read-form.server";
import { settle, valueOr } from "~/api/settle.server";
import { REGISTRATION_ERRORS } from "./registration-constants";
import {
  deliveryManRegistrationSchema,
  storeRegistrationSchema,
  type DeliveryManRegistration,
  type StoreRegistration,
} from "./registration-schema";

/*
 * /store-registration and /deliveryman-registration (contract §7.8): the pickers' lists for the
 * pages, and the posts: checked here (the same schema as the browser's), then sent to the
 * backend as multipart with the files; its refusals land on the fields they name. Success is a
 * 303 to the page's /submitted confirmation.
 */

/**
 * Two 2 MB images (store) or four (delivery man), and generous room: a file somewhat too big
 * must reach the schema and get its own message at its field, not a 413 page that loses every
 * typed value. Past this the form is refused whole (413).
 */
const REGISTRATION_MAX_BYTES = 16 * 1024 * 1024;
/** Never echoed into the page again: typed once more after a refusal. */
const HIDDEN = ["password", "confirm_password"];

export type Kind = "store" | "deliveryman";
const PATHS: Record<Kind, string> = {
  store: "/store-registration",
  deliveryman: "/deliveryman-registration",
};

export interface ZoneOption {
  id: number;
  name: string;
}
export interface ModuleOption {
  id: number;
  name: string;
  /** The zones that offer the module; the browser hides the others' modules (JS only). */
  zoneIds: number[];
}

/** Registration is on unless the config says `toggle_*_registration` is off. */
async function isOpen(context: AppLoadContext, kind: Kind) {
  const config = await settle(context.api.config.get());
  if (!config.ok) return true;
  const flag =
    kind === "store" ? config.value.toggle_store_registration : config.value.toggle_dm_registration;
  return flag !== false;
}

/** The visitor's chosen location as the store's starting point, when it has one. */
function startingPoint(context: AppLoadContext) {
  const { prefs } = context;
  if (prefs.lat === undefined || prefs.lng === undefined) return null;
  let zoneId: number | null = null;
  try {
    const zones = JSON.parse(prefs.zoneIds ?? "[]") as unknown;
    if (Array.isArray(zones) && Number.isInteger(zones[0])) zoneId = zones[0] as number;
  } catch {
    zoneId = null;
  }
  return { lat: prefs.lat, lng: prefs.lng, zoneId };
}

export async function loadStoreRegistration(context: AppLoadContext) {
  const api = context.api.registration;
  const [open, zones, modules, t] = await Promise.all([
    isOpen(context, "store"),
    settle(api.zones()),
    settle(api.modules()),
    i18nServer.getFixedT(context.lang, "registration"),
  ]);
  const zoneList: ZoneOption[] = valueOr(zones, []).map((z) => ({ id: z.id, name: z.name }));
  const moduleList: ModuleOption[] = valueOr(modules, [])
    // parcel delivery has no stores
    .filter((m) => m.module_type !== "parcel")
    .map((m) => ({ id: m.id, name: m.module_name, zoneIds: (m.zones ?? []).map((z) => z.id) }));
  return {
    title: t("store.title"),
    description: t("metaDescription.store"),
    open,
    // no zones at all: the backend could not be asked (a form without pickers is no use)
    unavailable: !zones.ok || !modules.ok,
    zones: zoneList,
    modules: moduleList,
    start: startingPoint(context),
  };
}

export async function loadDeliveryManRegistration(context: AppLoadContext) {
  const api = context.api.registration;
  const [open, zones, vehicles, t] = await Promise.all([
    isOpen(context, "deliveryman"),
    settle(api.zones()),
    settle(api.vehicles()),
    i18nServer.getFixedT(context.lang, "registration"),
  ]);
  return {
    title: t("deliveryman.title"),
    description: t("metaDescription.deliveryman"),
    open,
    unavailable: !zones.ok || !vehicles.ok,
    zones: valueOr(zones, []).map((z) => ({ id: z.id, name: z.name })),
    vehicles: valueOr(vehicles, []).map((v) => ({ id: v.id, name: v.type })),
  };
}

export type StoreRegistrationData = Awaited<ReturnType<typeof loadStoreRegistration>>;
export type DeliveryManRegistrationData = Awaited<ReturnType<typeof loadDeliveryManRegistration>>;
export interface RegistrationAnswer {
  result: SubmissionResult<string[]>;
}

type Errors = { formErrors?: string[]; fieldErrors?: Record<string, string[]> };

/**
 * The backend's field codes (contract §7.8) → this form's fields, and the refusals we word
 * ourselves (so they read in Arabic too): a taken email or phone, a point outside the zone, a
 * module the zone does not offer. Anything else keeps the backend's text.
 */
const FIELD_OF: Record<string, string> = {
  f_name: "f_name",
  l_name: "l_name",
  email: "email",
  phone: "phone",
  password: "password",
  name: "store_name",
  address: "store_address",
  translations: "store_name",
  latitude: "latitude",
  // the point's message goes on latitude, where the location fields start
  longitude: "latitude",
  zone_id: "zone_id",
  module_id: "module_id",
  tax: "tax",
  minimum_delivery_time: "minimum_delivery_time",
  maximum_delivery_time: "maximum_delivery_time",
  delivery_time_type: "delivery_time_type",
  logo: "logo",
  cover_photo: "cover_photo",
  identity_type: "identity_type",
  identity_number: "identity_number",
  identity_image: "identity_image",
  image: "image",
  vehicle_id: "vehicle_id",
  earning: "earning",
};

/*
 * By the code alone, never the backend's text (it follows X-localization: Arabic on /ar). The
 * form has already checked that email and phone are there and well-formed, and every part of the
 * password rule but the leak check (registration-schema.ts), and offers only the zone's modules:
 * what the backend still refuses there is a taken email or phone, a leaked password, a module the
 * zone does not offer.
 */
function ourWords(code: string, message: string): string {
  if (code === "email" || code === "phone") return `registration:errors.${code}Taken`;
  if (code === "latitude" || code === "longitude") return "registration:errors.outsideZone";
  if (code === "module_id") return REGISTRATION_ERRORS.moduleNotInZone;
  if (code === "password") return "registration:errors.password.leaked";
  return message;
}

function backendRefusal(error: unknown): { status: number; errors: Errors } {
  if (!isApiError(error)) throw error;
  // The reference backend's space for application pictures is full (issue 28 item 5).
  if (error.hasCode("applications"))
    return { status: 503, errors: { formErrors: [REGISTRATION_ERRORS.full] } };
  if (error.isUnavailable)
    return { status: 503, errors: { formErrors: [REGISTRATION_ERRORS.unavailable] } };
  if (error.hasCode("store_registration") || error.hasCode("dm_registration"))
    return { status: 403, errors: { formErrors: [REGISTRATION_ERRORS.closed] } };
  const errors = replyFromApiError(error, {
    fields: FIELD_OF,
    fallback: REGISTRATION_ERRORS.refused,
    text: ourWords,
  });
  return { status: 400, errors };
}

/** The form's picture fields whose pixel size is past the caps (app/lib/image-size.ts). */
async function oversizedFields(value: Record<string, unknown>): Promise<string[]> {
  const fields: string[] = [];
  for (const [field, entry] of Object.entries(value)) {
    const files = (Array.isArray(entry) ? entry : [entry]).filter(
      (v): v is File => typeof File !== "undefined" && v instanceof File,
    );
    if (files.length && (await oversizedImages(files)).length) fields.push(field);
  }
  return fields;
}

async function registrationAction<
  S extends typeof storeRegistrationSchema | typeof deliveryManRegistrationSchema,
>(
  request: Request,
  context: AppLoadContext,
  kind: Kind,
  schema: S,
  send: (value: S["_output"]) => Promise<unknown>,
) {
  const formData = await readForm(request, { maxBytes: REGISTRATION_MAX_BYTES });
  const submission = parseWithZod(formData, { schema });
  const refuse = (status: number, errors: Errors = {}) =>
    data<RegistrationAnswer>(
      { result: submission.reply({ ...errors, hideFields: HIDDEN }) },
      { status },
    );
  if (!passesHoneypot(formData)) return refuse(400, { formErrors: [REGISTRATION_ERRORS.refused] });
  if (submission.status !== "success") return refuse(400);
  const tooLarge = await oversizedFields(submission.value as Record<string, unknown>);
  if (tooLarge.length)
    return refuse(400, {
      fieldErrors: Object.fromEntries(
        tooLarge.map((field) => [field, [REGISTRATION_ERRORS.imageDimensions]]),
      ),
    });
  try {
    await send(submission.value);
  } catch (error) {
    if (error instanceof Response) throw error;
    const refusal = backendRefusal(error);
    return refuse(refusal.status, refusal.errors);
  }
  return redirect(localizePath(`${PATHS[kind]}/submitted`, context.lang), 303);
}

const bodyOf = (fields: Record<string, string | number | undefined>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) body.append(name, String(value));
  return body;
};

/** POST /store-registration → auth/vendor/register. */
export function registerStore(request: Request, context: AppLoadContext) {
  return registrationAction(
    request,
    context,
    "store",
    storeRegistrationSchema,
    (v: StoreRegistration) => {
      const body = bodyOf({
        f_name: v.f_name,
        l_name: v.l_name,
        email: v.email,
        phone: v.phone,
        password: v.password,
        zone_id: v.zone_id,
        module_id: v.module_id,
        latitude: v.latitude,
        longitude: v.longitude,
        tax: v.tax,
        minimum_delivery_time: v.minimum_delivery_time,
        maximum_delivery_time: v.maximum_delivery_time,
        delivery_time_type: v.delivery_time_type,
        business_plan: "commission",
        // the contract's shape: the first entry is the name, the second the address
        translations: JSON.stringify([
          { locale: "en", key: "name", value: v.store_name },
          { locale: "en", key: "address", value: v.store_address },
        ]),
      });
      body.append("logo", v.logo);
      body.append("cover_photo", v.cover_photo);
      return context.api.registration.registerStore(body);
    },
  );
}

/** POST /deliveryman-registration → auth/delivery-man/store. */
export function registerDeliveryMan(request: Request, context: AppLoadContext) {
  return registrationAction(
    request,
    context,
    "deliveryman",
    deliveryManRegistrationSchema,
    (v: DeliveryManRegistration) => {
      const body = bodyOf({
        f_name: v.f_name,
        l_name: v.l_name,
        email: v.email,
        phone: v.phone,
        password: v.password,
        identity_type: v.identity_type,
        identity_number: v.identity_number,
        zone_id: v.zone_id,
        vehicle_id: v.vehicle_id,
        earning: v.earning,
        serve_for: JSON.stringify(["delivery"]),
      });
      body.append("image", v.image);
      for (const file of v.identity_image) body.append("identity_image[]", file);
      return context.api.registration.registerDeliveryMan(body);
    },
  );
}
