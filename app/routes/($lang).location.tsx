import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
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
import { LocationPicker } from "~/components/location/location-picker";
import type { LocationStep } from "~/components/location/location-step";
import type { Message } from "~/components/location/message";
import {
  resolvePlace,
  resolvePoint,
  searchPlaces,
  type AddressFallback,
  type Resolution,
} from "~/components/location/resolve.server";
import { storeLocation } from "~/components/location/store-location.server";
import { currentPageForRedirect } from "~/components/location/location-link";
import { addressPickReturn } from "~/features/addresses/address-pick";
import { LOCATION_ERRORS, parseLocationParams, pickLocationSchema } from "~/forms/location";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import i18nServer from "~/i18n/i18next.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { useShell } from "~/shell/use-shell";
import { readForm } from "~/lib/read-form.server";

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
  // Without a geocoded address, a point is named by the chosen place, the search text, or its
  // coordinates (issue 7 item 14): the zone alone decides whether it can be picked.
  const fallback: AddressFallback = {
    text: params.q && !params.qError ? { value: params.q, source: "search" } : null,
    coordinatesLabel: (coordinates) => t("addressAt", { coordinates }),
  };
  let resolution: Resolution | null = null;
  if (params.targetError)
    resolution = { status: "failed", lat: null, lng: null, message: { key: params.targetError } };
  else if (params.placeId) resolution = await resolvePlace(context.api, params.placeId, fallback);
  else if (params.point)
    resolution = await resolvePoint(context.api, params.point.lat, params.point.lng, fallback);

  // Once a place or point is being resolved the list has done its job: no second search.
  const searching = !params.placeId && !params.point && !params.qError;
  const search = searching && params.q ? await searchPlaces(context.api, params.q) : null;

  const step: LocationStep = {
    title: t("title"),
    q: params.q,
    qError: params.qError,
    predictions: search ? search.predictions : null,
    searchError: search?.error ?? null,
    resolution,
    redirectTo,
  };
  return step;
}

export type PickResult = { error: Message; resolution: Resolution | null };

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
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
  const t = await i18nServer.getFixedT(request, "location");
  const resolution = await resolvePoint(context.api, lat, lng, {
    text: addressHint ? { value: addressHint, source: "search" } : null,
    coordinatesLabel: (coordinates) => t("addressAt", { coordinates }),
  });
  if (resolution.status !== "resolved") {
    const result: PickResult = { error: resolution.message, resolution };
    const unavailable =
      "key" in resolution.message && resolution.message.key === "location:errors.unavailable";
    return data(result, { status: unavailable ? 503 : 400 });
  }
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
