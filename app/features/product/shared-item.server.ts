import type { LoaderFunctionArgs } from "@remix-run/node";
import { guestClientOf } from "~/api/client.server";
import { personalPartsHref, sharedItemHref } from "~/features/catalogue/urls";
import { localizePath } from "~/i18n/config";
import { zoneIdsParam } from "~/lib/params";
import { notFound } from "~/lib/responses.server";
import { unavailablePage } from "~/lib/unavailable.server";
import { loadProduct } from "./product-page.server";

/**
 * The item page a shared cache can keep (ADR 033): `/product/<id or slug>/z/<zone ids>`,
 * rendered from the URL alone — the page /product/<id> shows a guest located in those zones.
 * The server has dropped the request's cookies (lib/shared-pages.ts); the API client is a
 * guest's either way. The item names its module (`?module_id=` spares the lookup, as on
 * /product/<id>); the heart, "Update to cart" and the header's counts come after hydration from
 * the personal request, and the cart action reprices from the backend whatever the copy said.
 *
 * Bad zone ids, an unknown item or one of a store outside the zones: 404; the backend
 * unreachable: 503. Never a 500, never streamed (no JS hint reaches it).
 */
export async function loadSharedItem({ request, context, params }: LoaderFunctionArgs) {
  const zoneIds = zoneIdsParam(params.zones);
  if (!zoneIds || !params.id) throw notFound();
  const api = guestClientOf(context.api);
  const page = await loadProduct(request, context, params.id, { zoneIds, api });
  if (page.kind === "not-found") throw notFound();
  if (page.kind === "failed") throw unavailablePage();
  return {
    ...page,
    origin: new URL(request.url).origin,
    shared: {
      href: sharedItemHref({ id: params.id }, zoneIds),
      personal: localizePath(personalPartsHref(zoneIds, page.view.moduleId), context.lang),
    },
  };
}
