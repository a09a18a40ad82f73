import { redirect, type AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import type { ParcelQuoteBody } from "~/api/orders.server";
import type { Config } from "~/api/schemas/config";
import type { ParcelQuote } from "~/api/schemas/orders";
import type { Message } from "~/features/location/message";
import { resolvePoint } from "~/features/location/resolve.server";
import { requireUser } from "~/features/auth/sign-in-gate.server";
import { typeOf } from "~/features/addresses/addresses.server";
import { composePhone } from "~/features/auth/phone";
import { newSubmissionKey } from "~/features/checkout/submissions.server";
import { moneyFormat, formatPrice } from "~/features/catalogue/money";
import { latitudeField, longitudeField } from "~/features/location/location-schema";
import { localizePath } from "~/i18n/config";
import { moduleHomeHref } from "~/features/catalogue/urls";
import i18nServer from "~/i18n/i18next.server";
import { requireZone } from "~/features/location/zone-gate.server";
import { settle } from "~/api/settle.server";
import type { ParcelDraft } from "~/sessions/session.server";
import { CURRENT_LOCATION, PARCEL_ERRORS } from "./parcel-fields";
import { parcelLocalQuote } from "./parcel-local-quote.server";
import type { ParcelState, QuoteRefusal, SenderOption } from "./parcel-state";
import { notFound } from "~/lib/responses.server";
import { positiveId } from "~/lib/params";

/**
 * /parcel-delivery-info's model (browsing §2; api-contract §7.7): the chosen parcel category,
 * who sends (the chosen location or a saved address, the signed-in customer's name and phone),
 * who receives (a point picked through the Pick Location dialog, which comes back here with
 * ?lat=&lng=), who pays and how, and the charges: the backend's quote, or the storefront's own
 * pricing where the backend has none (ADR 027). What the customer typed lives in the session's
 * `parcelDraft`.
 */

const unavailable = () => new Response(null, { status: 503, statusText: "Service Unavailable" });

/** `category_id` of the query: a positive integer, else the page does not exist. */
function categoryIdOf(url: URL): number {
  const id = positiveId(url.searchParams.get("category_id"));
  if (id === null) throw notFound();
  return id;
}

/** The parcel module: the one the visitor is in, else the one the module list names. */
async function parcelModuleId(context: AppLoadContext): Promise<number> {
  const { prefs } = context;
  if (prefs.moduleType === "parcel" && prefs.moduleId) return prefs.moduleId;
  const modules = await settle(context.api.config.modules());
  const parcel = modules.ok ? modules.value.find((m) => m.module_type === "parcel") : undefined;
  if (!parcel) throw notFound();
  return parcel.id;
}

/**
 * What the page and its action both need. Gates: a location (the sender's default point and the
 * zone), and a signed-in customer unless the operator allows guest checkout (foundations §6).
 */
export async function parcelState(request: Request, context: AppLoadContext): Promise<ParcelState> {
  const url = new URL(request.url);
  // The incumbent client kept the chosen category in memory, so its bookmarked
  // /parcel-delivery-info has none: the parcel home, where one is chosen (issue 24 item 10).
  if (!url.searchParams.has("category_id")) {
    throw redirect(localizePath(moduleHomeHref(await parcelModuleId(context)), context.lang));
  }
  const categoryId = categoryIdOf(url);
  await requireZone(request, context);
  const { session } = context;
  const signedIn = Boolean(session.get("token"));
  const config = await settle(context.api.config.get());
  if (!signedIn && config.ok && config.value.guest_checkout_status === false)
    await requireUser(request, context);

  const moduleId = await parcelModuleId(context);
  const api = context.api.with({ moduleId });
  const [categories, addressList, info] = await Promise.all([
    settle(api.home.parcelCategories()),
    signedIn ? settle(api.customer.addresses.list()) : Promise.resolve(null),
    signedIn ? settle(api.customer.info()) : Promise.resolve(null),
  ]);
  if (!categories.ok) {
    const error = categories.error;
    if (!isApiError(error)) throw error;
    // No 500 for a backend that is down or refuses: 503, else no such page.
    throw error.isUnavailable ? unavailable() : notFound();
  }
  const category = categories.value.find((c) => c.id === categoryId);
  if (!category) throw notFound();

  const { prefs } = context;
  const senders: SenderOption[] = [];
  if (prefs.lat !== undefined && prefs.lng !== undefined)
    senders.push({
      value: CURRENT_LOCATION,
      label: null,
      address: prefs.address ?? "",
      lat: prefs.lat,
      lng: prefs.lng,
      name: null,
      phone: null,
    });
  for (const a of addressList?.ok ? addressList.value.addresses : [])
    senders.push({
      value: String(a.id),
      // the customer's own label, else the type's name (addresses:types.*)
      label: a.address_label || `addresses:types.${typeOf(a.address_type)}`,
      address: a.address,
      lat: a.latitude,
      lng: a.longitude,
      name: a.contact_person_name,
      phone: a.contact_person_number,
    });

  // A draft of another category keeps the people and the receiver's point, not the order.
  const stored = session.get("parcelDraft") ?? {};
  const draft: ParcelDraft =
    stored.categoryId === categoryId ? stored : { ...stored, categoryId, key: undefined };
  draft.key ??= newSubmissionKey();
  const chosen = senders.find((s) => s.value === String(draft.senderAddressId ?? ""));
  const customer = info?.ok ? info.value : null;
  return {
    config: config.ok ? config.value : null,
    moduleId,
    category: {
      id: category.id,
      name: category.name,
      description: category.description ?? "",
      image: category.image_full_url ?? null,
      perKm: rateOf(
        category.parcel_per_km_shipping_charge,
        config,
        "parcel_per_km_shipping_charge",
      ),
      minimum: rateOf(
        category.parcel_minimum_shipping_charge,
        config,
        "parcel_minimum_shipping_charge",
      ),
    },
    signedIn,
    draft,
    senders,
    sender: chosen ?? senders[0] ?? null,
    account: customer
      ? {
          name: [customer.f_name, customer.l_name].filter(Boolean).join(" "),
          phone: customer.phone ?? "",
        }
      : null,
  };
}

/** A category's rate, else the platform's (api-contract §2.5: null = the config's). */
function rateOf(
  own: unknown,
  config: Awaited<ReturnType<typeof settle<Config>>>,
  key: "parcel_per_km_shipping_charge" | "parcel_minimum_shipping_charge",
): number | null {
  if (typeof own === "number" && Number.isFinite(own)) return own;
  const platform = config.ok ? (config.value as Record<string, unknown>)[key] : undefined;
  return typeof platform === "number" && Number.isFinite(platform) ? platform : null;
}

/** The receiver's details as the backend takes them (a JSON string, contract §7.7). */
export function receiverDetailsOf(draft: ParcelDraft): string | undefined {
  if (draft.receiverLat === undefined || draft.receiverLng === undefined) return undefined;
  return JSON.stringify({
    contact_person_name: draft.receiverName ?? "",
    contact_person_number: composePhone(draft.receiverCountry, draft.receiverPhone ?? ""),
    address: draft.receiverAddress ?? "",
    latitude: draft.receiverLat,
    longitude: draft.receiverLng,
  });
}

/** The quote body: the category, the sender's point and, once picked, the receiver's. */
export function quoteBodyOf(state: ParcelState): ParcelQuoteBody | null {
  const { sender, draft, category } = state;
  if (!sender) return null;
  // Only the point matters to the charges; names and phones are checked when placing.
  const receiver =
    draft.receiverLat !== undefined && draft.receiverLng !== undefined
      ? JSON.stringify({ latitude: draft.receiverLat, longitude: draft.receiverLng })
      : undefined;
  return {
    order_type: "parcel",
    parcel_category_id: category.id,
    charge_payer: draft.chargePayer ?? "sender",
    address: sender.address,
    latitude: sender.lat,
    longitude: sender.lng,
    ...(receiver ? { receiver_details: receiver } : {}),
  };
}

export interface ParcelPricing {
  quote: ParcelQuote | null;
  refusal: QuoteRefusal | null;
  /** True when the storefront priced the parcel (the backend has no quote extension). */
  local: boolean;
  /** Where the charged kilometres came from, when the storefront priced them. */
  distanceSource: "road" | "straight" | null;
}

/**
 * The backend's quote, else (a backend without the extension, ADR 027) the storefront's own
 * pricing from standard calls; `api` must carry the visitor's token or guest id.
 */
export async function parcelQuoteOf(
  api: AppLoadContext["api"],
  state: ParcelState,
): Promise<ParcelPricing> {
  const none = { quote: null, refusal: null, local: false, distanceSource: null };
  const body = quoteBodyOf(state);
  if (!body) return none;
  try {
    const quote = await api.with({ moduleId: state.moduleId }).orders.quoteParcel(body);
    if (quote) return { ...none, quote };
    return { ...(await parcelLocalQuote(api, state)), local: true };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.isUnavailable)
      return {
        ...none,
        refusal: { message: { key: PARCEL_ERRORS.unavailable }, unavailable: true },
      };
    const code = error.codes[0];
    const message: Message =
      code === "coordinates"
        ? { key: PARCEL_ERRORS.outOfCoverage }
        : error.messages[0]
          ? { text: error.messages[0] }
          : { key: PARCEL_ERRORS.refused };
    return { ...none, refusal: { message, unavailable: false } };
  }
}

export interface ParcelView {
  title: string;
  category: ParcelState["category"];
  signedIn: boolean;
  senders: { value: string; label: string | null; address: string }[];
  defaults: {
    key: string;
    sender_name: string;
    sender_phone: string;
    sender_country: string;
    sender_address: string;
    receiver_name: string;
    receiver_phone: string;
    receiver_country: string;
    receiver_address: string;
    receiver_lat: string;
    receiver_lng: string;
    charge_payer: "sender" | "receiver";
    payment_method: "cash_on_delivery" | "digital_payment";
    delivery_instruction: string;
  };
  /** The operator's parcel instructions (parcel-instructions); empty: the field is not shown. */
  instructions: string[];
  receiverPicked: boolean;
  receiverError: Message | null;
  charges: {
    perKm: string | null;
    minimum: string | null;
    /** null until the backend has quoted (a guest before the form's first post) */
    distanceKm: number | null;
    /** When the storefront priced the parcel: by road (distance-api), else the straight line. */
    distanceSource: "road" | "straight" | null;
    delivery: string | null;
    additional: string | null;
    total: string | null;
  } | null;
  quoteError: Message | null;
  payments: { cash: boolean; digital: boolean };
}

/**
 * GET: a point just picked for the receiver (`?lat=&lng=`, resolved again here, never taken on
 * trust) goes into the draft, with the place's name as the receiver's address; the draft is
 * written back by the route.
 */
export async function loadParcelView(
  request: Request,
  context: AppLoadContext,
): Promise<ParcelView> {
  // Beside everything else (it needs nothing): the page goes without it when it fails.
  const instructionsRead = settle(context.api.orders.parcelInstructions()).catch(() => null);
  const state = await parcelState(request, context);
  const { draft } = state;
  const t = await i18nServer.getFixedT(context.lang, "parcel");
  const params = new URL(request.url).searchParams;
  let receiverError: Message | null = null;
  const lat = latitudeField.safeParse(params.get("lat") ?? "");
  const lng = longitudeField.safeParse(params.get("lng") ?? "");
  if (lat.success && lng.success) {
    const resolution = await resolvePoint(context.api, lat.data, lng.data, {
      text: null,
      coordinatesLabel: (coordinates) => t("location:addressAt", { coordinates }),
    });
    if (resolution.status === "resolved") {
      draft.receiverLat = resolution.lat;
      draft.receiverLng = resolution.lng;
      draft.receiverAddress = resolution.address;
    } else receiverError = resolution.message;
  }
  context.session.set("parcelDraft", draft);

  // A guest gets a guest id on the form's first post, never on a page view (guest.server.ts):
  // until then the backend has nobody to quote for, and the category's own rates are shown.
  // Priced here (no quote extension), nobody needs to be known: the charges show at once.
  const canQuote =
    state.signedIn ||
    Boolean(context.session.get("guestId")) ||
    !context.api.orders.quoteAvailable();
  const [{ quote, refusal, distanceSource }, instructionsAnswer] = await Promise.all([
    canQuote
      ? parcelQuoteOf(context.api, state)
      : { quote: null, refusal: null, distanceSource: null },
    instructionsRead,
  ]);
  const instructions = instructionsAnswer?.ok
    ? instructionsAnswer.value.data.map((i) => i.instruction)
    : [];
  // A choice the operator has since removed stays the customer's (and in the select).
  if (instructions.length && draft.instruction && !instructions.includes(draft.instruction))
    instructions.push(draft.instruction);
  const money = moneyFormat(state.config);
  const price = (amount: number) => formatPrice(amount, money);
  const guest = state.signedIn ? null : (context.session.get("guestContact") ?? null);
  return {
    title: t("title"),
    category: state.category,
    signedIn: state.signedIn,
    senders: state.senders.map(({ value, label, address }) => ({ value, label, address })),
    defaults: {
      key: draft.key!,
      sender_name: draft.senderName ?? state.account?.name ?? guest?.name ?? "",
      sender_phone: draft.senderPhone ?? state.account?.phone ?? guest?.phone ?? "",
      sender_country: draft.senderCountry ?? "",
      sender_address: state.sender?.value ?? CURRENT_LOCATION,
      receiver_name: draft.receiverName ?? "",
      receiver_phone: draft.receiverPhone ?? "",
      receiver_country: draft.receiverCountry ?? "",
      receiver_address: draft.receiverAddress ?? "",
      receiver_lat: draft.receiverLat !== undefined ? String(draft.receiverLat) : "",
      receiver_lng: draft.receiverLng !== undefined ? String(draft.receiverLng) : "",
      charge_payer: draft.chargePayer ?? "sender",
      payment_method: draft.payment ?? "cash_on_delivery",
      delivery_instruction: draft.instruction ?? "",
    },
    instructions,
    receiverPicked: draft.receiverLat !== undefined,
    receiverError,
    charges: quote
      ? {
          perKm: price(quote.per_km_shipping_charge),
          minimum: price(quote.minimum_shipping_charge),
          distanceKm: quote.distance_km,
          distanceSource,
          delivery: price(quote.delivery_charge),
          additional: quote.additional_charge > 0 ? price(quote.additional_charge) : null,
          total: price(quote.order_amount),
        }
      : refusal
        ? null
        : {
            perKm: state.category.perKm === null ? null : price(state.category.perKm),
            minimum: state.category.minimum === null ? null : price(state.category.minimum),
            distanceKm: null,
            distanceSource: null,
            delivery: null,
            additional: null,
            total: null,
          },
    quoteError: refusal?.message ?? (state.sender ? null : { key: PARCEL_ERRORS.noSender }),
    payments: {
      cash: quote ? quote.payment_methods.cash_on_delivery !== false : true,
      digital: quote ? quote.payment_methods.digital_payment !== false : true,
    },
  };
}

/** Where a placed parcel goes next (like the checkout): the profile, or the guest's page. */
export function placedTarget(context: AppLoadContext, orderId: number, signedIn: boolean) {
  return signedIn
    ? `${localizePath("/profile", context.lang)}?orderId=${orderId}&page=my-orders&from=checkout`
    : `${localizePath("/order-placed", context.lang)}?order_id=${orderId}&flag=success`;
}

export const parcelPath = (context: AppLoadContext, categoryId: number) =>
  `${localizePath("/parcel-delivery-info", context.lang)}?category_id=${categoryId}`;
