import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { guestClientOf } from "~/api/client.server";
import { settle } from "~/api/settle.server";
import { cardContext } from "~/features/catalogue/card-context.server";
import { homePersonalHref, sharedHomeHref } from "~/features/catalogue/urls";
import { localizePath } from "~/i18n/config";
import { PRIVATE_PAGE } from "~/lib/http-cache.server";
import { positiveId } from "~/lib/params";
import { sharedGate } from "./home-gate.server";
import { homeMeta } from "./home-meta.server";
import { moduleHome } from "./home-page.server";
import { packSections } from "./packed-sections.server";
import { isSectionFailure } from "./sections";

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
  const guest = guestClientOf(context.api);
  const config = settle(guest.config.get());
  // Bad ids, an unknown zone or a module that does not serve it: 404; unreachable: 503.
  const gate = await sharedGate(guest, params.zones, params.module);
  const api = guest.with(gate.apiState);
  const zones = gate.zones;
  const module = gate.module;
  const ctx = cardContext(await config.then((c) => (c.ok ? c.value : null)), module);
  const url = new URL(request.url);
  const sections = await moduleHome(module.type, {
    api,
    ctx,
    signedIn: false,
    stream: false,
    conditionId: positiveId(url.searchParams.get("condition")),
  });
  // A section whose call failed shows its inline note to this visitor, but a cache must not
  // hand that note to everyone for ten minutes: this answer alone is private.
  const incomplete = sections.some((section) => isSectionFailure(section.data));
  const page = {
    module,
    onDefaultLocation: false,
    meta: homeMeta(context.lang, module),
    origin: url.origin,
    signedIn: false,
    sections: packSections(sections),
    cashbackOffers: [],
    reviewPrompt: null,
    shared: {
      href: sharedHomeHref(zones, module.id),
      // In the page's language: the Visit Again cards' names come from the API in it.
      personal: localizePath(homePersonalHref(zones, module.id), context.lang),
    },
  };
  return data(page, incomplete ? { headers: { "Cache-Control": PRIVATE_PAGE } } : undefined);
}
