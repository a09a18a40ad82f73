import type { LoaderFunctionArgs } from "@remix-run/node";
import { guestClientOf } from "~/api/client.server";
import { personalPartsHref, sharedStoreHref } from "~/features/catalogue/urls";
import { localizePath } from "~/i18n/config";
import { zoneIdsParam } from "~/lib/params";
import { notFound } from "~/lib/responses.server";
import { unavailablePage } from "~/lib/unavailable.server";
import { loadStorePage } from "./store-page.server";

/**
 * The store page a shared cache can keep (ADR 033): `/store/<id or slug>/z/<zone ids>`,
 * rendered from the URL alone — the page /store/<id> shows a guest located in those zones,
 * without a distance (there are no coordinates to measure it from). The server has dropped the
 * request's cookies (lib/shared-pages.ts); the API client is a guest's either way: no token, no
 * guest id, no coordinates. The store names its module; the steppers, the hearts (the store's
 * included) and the header's counts arrive after hydration from the personal request.
 *
 * Bad zone ids, an unknown store or one outside the zones: 404; the backend unreachable, or
 * the items' call failed: 503 (a copy is whole or not made). Never streamed: the request carries no JS hint (entry.server.tsx).
 */
export async function loadSharedStore({ request, context, params }: LoaderFunctionArgs) {
  const zoneIds = zoneIdsParam(params.zones);
  if (!zoneIds) throw notFound();
  const api = guestClientOf(context.api);
  const page = await loadStorePage(request, context, params.id, { zoneIds, api });
  // Not the private page's inline "try again": a shared cache would hand it to everyone.
  if (page.itemsFailed) throw unavailablePage();
  const href = sharedStoreHref({ id: params.id ?? "" }, zoneIds);
  return {
    ...page,
    shared: {
      href,
      personal: localizePath(personalPartsHref(zoneIds, page.store.moduleId), context.lang),
    },
  };
}
