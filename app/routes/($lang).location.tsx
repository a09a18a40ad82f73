import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { parseWithZod } from "~/lib/conform.server";
import { useTranslation } from "react-i18next";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { LocationPicker } from "~/features/location/location-picker";
import type { LocationStep } from "~/features/location/location-step";
import type { Message } from "~/features/location/message";
import {
  resolvePlace,
  resolvePoint,
  searchPlaces,
  type AddressFallback,
  type Resolution,
} from "~/features/location/resolve.server";
import { storeLocation } from "~/features/location/store-location.server";
import { readCoordinates } from "~/features/location/coordinates";
import {
  locationChoices,
  pickGuestSaved,
  pickSaved,
  pickZone,
} from "~/features/location/location-choices.server";
import { currentPageForRedirect } from "~/features/location/location-link";
import { addressPickReturn } from "~/features/addresses/address-pick";
import {
  LOCATION_ERRORS,
  parseLocationParams,
  pickLocationSchema,
  pickSavedSchema,
  pickZoneSchema,
  redirectToField,
} from "~/features/location/location-schema";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import i18nServer from "~/i18n/i18next.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { useShell } from "~/shell/use-shell";
import { readForm } from "~/lib/read-form.server";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * The Pick Location dialog as a URL (design "Dialogs are URL state"; foundations §2, §4).
 * GET steps: `?q=` lists predictions, `?placeId=` or `?lat=&lng=` resolves address and zone.
 * POST confirms the resolved point. Without JavaScript every step is a page load; with it the
 * dialog loads the same URLs through fetchers (see LocationPicker).
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = parseLocationParams(new URL(request.url).searchParams);
  const back = params.redirectTo ? safeRedirect(params.redirectTo, "") : "";
  const redirectTo = back ? currentPageForRedirect(new URL(back, "http://local.invalid")) : null;

  const t = await i18nServer.getFixedT(request, "location");
  // Coordinates typed into the search box are a point, not a place name (issue 21 row 10).
  const typed = params.q && !params.qError ? readCoordinates(params.q) : null;
  const qError = typed && !typed.ok ? LOCATION_ERRORS.coordinatesOutOfRange : params.qError;
  const coordinates = typed?.ok ? { lat: typed.lat, lng: typed.lng } : null;
  // Without a geocoded address, a point is named by the chosen place, the search text, or its
  // coordinates (issue 7 item 14): the zone alone decides whether it can be picked.
  const fallback: AddressFallback = {
    text: params.q && !qError && !typed ? { value: params.q, source: "search" } : null,
    coordinatesLabel: (coordinates) => t("addressAt", { coordinates }),
  };
  const target = !params.targetError && !params.placeId && !params.point;
  let resolution: Resolution | null = null;
  if (params.targetError)
    resolution = { status: "failed", lat: null, lng: null, message: { key: params.targetError } };
  else if (params.placeId) resolution = await resolvePlace(context.api, params.placeId, fallback);
  else if (params.point)
    resolution = await resolvePoint(context.api, params.point.lat, params.point.lng, fallback);

  // Once a place or point is being resolved the list has done its job: no second search.
  const searching = Boolean(target && !qError && !coordinates && params.q);
  // The ways that need no address search (saved addresses, zones) are offered unless a place or
  // point is being confirmed (the map's every move must not read the address book) or the
  // search has found places; after a search they are read only once it has found none.
  const [search, pointResolution, early] = await Promise.all([
    searching ? searchPlaces(context.api, params.q) : null,
    // Typed coordinates resolve at once: without JavaScript the page can Pick them directly.
    target && coordinates
      ? resolvePoint(context.api, coordinates.lat, coordinates.lng, fallback)
      : null,
    target && !searching ? locationChoices(context) : null,
  ]);
  const choices =
    early ?? (search && !search.predictions.length ? await locationChoices(context) : null);

  const step: LocationStep = {
    title: t("title"),
    q: params.q,
    qError,
    predictions: search ? search.predictions : null,
    coordinates,
    searchError: search?.error ?? null,
    resolution: resolution ?? pointResolution,
    redirectTo,
    choices,
  };
  return step;
}

export type PickResult = { error: Message; resolution: Resolution | null };

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const t = await i18nServer.getFixedT(request, "location");
  const coordinatesLabel = (coordinates: string) => t("addressAt", { coordinates });
  if (formData.has("addressId") || formData.has("zoneId") || formData.has("guestAddress"))
    return pickChoice(request, context, formData, coordinatesLabel);
  const submission = parseWithZod(formData, { schema: pickLocationSchema });
  if (submission.status !== "success") {
    const result: PickResult = {
      error: { key: LOCATION_ERRORS.invalidCoordinates },
      resolution: null,
    };
    return data(result, { status: 400 });
  }
  const { lat, lng, redirectTo, addressHint } = submission.value;
  // Never trust the page's idea of address or zone: resolve the point again (tampering, staleness).
  // The one exception is the name a point gets when the geocoder has none: the place or search
  // text the dialog showed (the visitor's own label, in their own cookie), else the coordinates.
  const resolution = await resolvePoint(context.api, lat, lng, {
    text: addressHint ? { value: addressHint, source: "search" } : null,
    coordinatesLabel,
  });
  if (resolution.status !== "resolved") {
    const result: PickResult = { error: resolution.message, resolution };
    return data(result, { status: statusOf(resolution.message) });
  }
  return confirm(request, context, resolution, redirectTo);
}

/**
 * A saved address or a zone picked by id (no address search needed, issue 21 row 10): looked up
 * again here — the customer's own address list, the backend's zone list — never taken from the
 * page; then stored like any pick.
 */
async function pickChoice(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  coordinatesLabel: (coordinates: string) => string,
) {
  // A guest's own saved address: nothing to look up by id, the session holds it.
  if (formData.has("guestAddress")) {
    const redirectTo = redirectToField.safeParse(formData.get("redirectTo") ?? undefined).data;
    const answer = await pickGuestSaved(context);
    if (!answer.ok)
      return data<PickResult>(
        { error: answer.message, resolution: null },
        { status: statusOf(answer.message) },
      );
    return confirm(request, context, answer.resolution, redirectTo);
  }
  const saved = formData.has("addressId");
  const submission = saved
    ? parseWithZod(formData, { schema: pickSavedSchema })
    : parseWithZod(formData, { schema: pickZoneSchema });
  if (submission.status !== "success") {
    const key = saved ? LOCATION_ERRORS.savedGone : LOCATION_ERRORS.zoneGone;
    return data<PickResult>({ error: { key }, resolution: null }, { status: 400 });
  }
  const value = submission.value;
  const answer =
    "addressId" in value
      ? await pickSaved(context, value.addressId)
      : await pickZone(context, value.zoneId, coordinatesLabel);
  if (!answer.ok) {
    const result: PickResult = { error: answer.message, resolution: null };
    return data(result, { status: statusOf(answer.message) });
  }
  return confirm(request, context, answer.resolution, value.redirectTo);
}

const statusOf = (message: Message) =>
  "key" in message && message.key === "location:errors.unavailable" ? 503 : 400;

/** Stores a resolved point and goes on (or hands it back to the address form that asked). */
async function confirm(
  request: Request,
  context: AppLoadContext,
  resolution: Extract<Resolution, { status: "resolved" }>,
  redirectTo: string | undefined,
) {
  // An address form's pick goes back to the form; the chosen location stays as it was.
  const addressForm = addressPickReturn(redirectTo, resolution.lat, resolution.lng);
  if (addressForm) return redirect(addressForm, { status: 303 });
  const next = await storeLocation(request, context, resolution, redirectTo);
  return redirect(next.location, { status: 303, headers: next.headers });
}

export default function LocationRoute() {
  const step = useLoaderData<typeof loader>();
  const picked = useActionData<typeof action>();
  const { t } = useTranslation(["location", "common"]);
  const localize = useLocalizedPath();
  const { search } = useLocation();
  // Closing without a saved location goes to the landing page: a gated page would send the
  // visitor straight back here.
  const closeHref = useShell()?.location ? (step.redirectTo ?? localize("/home")) : localize("/");
  return (
    <Dialog open closeHref={closeHref}>
      <DialogContent closeLabel={t("common:close")} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {/* A new URL is a new step: start the picker afresh (JS keeps its state in fetchers). */}
        <LocationPicker key={search} step={step} picked={picked ?? null} />
      </DialogContent>
    </Dialog>
  );
}

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;
