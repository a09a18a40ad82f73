import type { LoaderFunctionArgs } from "@remix-run/node";
import { settle } from "~/api/settle.server";
import { cardContext } from "~/features/catalogue/card-context.server";
import { homePersonalHref, sharedHomeHref } from "~/features/catalogue/urls";
import { modulesServing } from "~/features/modules/modules.server";
import { localizePath } from "~/i18n/config";
import { notFound } from "~/lib/responses.server";
import { positiveId, zoneIdsParam } from "~/lib/params";
import { homeMeta } from "./home-meta.server";
import { moduleHome } from "./home-page.server";

/**
 * The located home a shared cache can keep (ADR 033): `/home/z/<zone ids>/m/<module id>`,
 * rendered from the URL alone. The server has dropped the request's cookies
 * (lib/shared-pages.ts), and this loader reads nothing personal either way: the API client is
 * the URL's zones and module with no token and no guest id. Signed-in extras (Visit Again,
 * Suggested, the cashback panel, the review prompt) are not here; the browser fetches the
 * personal parts from `personal` (/home/personal) after hydrating.
 *
 * Always complete HTML (never streamed): the copy a CDN keeps may be handed to a browser
 * without JavaScript, which cannot reveal streamed sections.
 */
export async function loadSharedHome({ request, context, params }: LoaderFunctionArgs) {
  const zones = zoneIdsParam(params.zones);
  const moduleId = positiveId(params.module);
  if (!zones || moduleId === null) throw notFound();
  const zoneIds = JSON.stringify(zones);
  const api = context.api.with({
    token: undefined,
    guestId: undefined,
    zoneIds,
    moduleId,
    lat: undefined,
    lng: undefined,
  });
  const [serving, config] = await Promise.all([
    settle(modulesServing(api, zoneIds)),
    settle(api.config.get()),
  ]);
  // Unreachable: a short error page nobody caches (only a 200 is shared), never a 500.
  if (!serving.ok) throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  const found = serving.value.find((m) => m.id === moduleId);
  // A zone the backend does not know, or a module that does not serve it: no such page.
  if (!found) throw notFound();
  const module = { id: found.id, type: found.type, name: found.name };
  const ctx = cardContext(config.ok ? config.value : null, module);
  const url = new URL(request.url);
  const sections = await moduleHome(module.type, {
    api,
    ctx,
    signedIn: false,
    stream: false,
    conditionId: positiveId(url.searchParams.get("condition")),
  });
  return {
    module,
    onDefaultLocation: false,
    meta: homeMeta(context.lang, module),
    origin: url.origin,
    signedIn: false,
    sections,
    cashbackOffers: [],
    reviewPrompt: null,
    shared: {
      href: sharedHomeHref(zones, module.id),
      // In the page's language: the Visit Again cards' names come from the API in it.
      personal: localizePath(homePersonalHref(zones, module.id), context.lang),
    },
  };
}
