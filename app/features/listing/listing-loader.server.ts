import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isbot } from "isbot";
import { cardContext } from "~/features/catalogue/card-context.server";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { settle } from "~/api/settle.server";
import { serializePrefs, withRecentSearch } from "~/sessions/prefs.server";
import { listingName, loadListingResults } from "./listing-data.server";
import { listingGate } from "./listing-gate.server";
import { listingHref } from "./listing-hrefs";
import { moduleHomeHref } from "~/features/catalogue/urls";
import { listingMeta } from "./listing-meta.server";
import { parseListingQuery } from "./listing-query.server";

/**
 * /home?data_type=… — the search and listing view (browsing §2, issue 10 item 2). The URL is
 * the whole state (data type, tab, view, filters, sort, page), so every result is a shareable
 * link and a crawler without cookies gets it on the default location (the home's gate).
 *
 * Saving a search (browsing §4 "Submitting saves the term to history"): the header's GET form
 * adds `fromSearch=1`. This loader then saves the term in the prefs cookie and answers 303 to
 * the same listing without that flag (and with the module in the URL). Why a redirect and not
 * a Set-Cookie on the results page: the root loader reads the cookie of the same request, so
 * the header would show the old history on the very page that saved the term; after the
 * redirect every loader sees the new list. The clean URL is also what the customer shares,
 * and opening a shared link never writes to the recipient's history.
 */
export async function listingLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = parseListingQuery(url.searchParams);
  if (!parsed.ok) throw new Response(null, { status: 404, statusText: "Not Found" });
  const query = parsed.query;
  const gate = await listingGate(request, context, query);
  const here = (href: string) => localizePath(href, context.lang);
  // Parcel has no catalogue (its hero is a tracking form, browsing §2): a search or listing
  // URL kept from another module (a recent search, a bookmark) opens the parcel home, not a
  // 404 (issue 22 item 7).
  if (gate.module.type === "parcel") throw redirect(here(moduleHomeHref(gate.module.id)), 303);

  if (query.dataType === "searched" && !query.search) {
    // Nothing to search for: the module's whole listing (browsing §4 "clearing the text").
    throw redirect(here(listingHref({ ...query, dataType: "all" }, gate.module.id)), 303);
  }
  if (query.fromSearch) {
    const headers = new Headers();
    const before = context.prefs.recentSearches ?? [];
    const after = withRecentSearch(before, query.search);
    if (after.join("\n") !== before.join("\n") && !isbot(request.headers.get("user-agent") ?? ""))
      headers.set("Set-Cookie", await serializePrefs({ ...context.prefs, recentSearches: after }));
    throw redirect(here(listingHref(query, gate.module.id)), { status: 303, headers });
  }

  const config = await settle(context.api.config.get());
  const ctx = cardContext(config.ok ? config.value : null, gate.module);
  // Distances, "nearby" and open-now need a position: the visitor's, or the default
  // location's for a cookie-less visitor (the page is rendered there).
  const fallback = config.ok ? config.value.default_location : null;
  const position =
    !gate.onDefaultLocation && context.prefs.lat !== undefined
      ? { lat: context.prefs.lat, lng: context.prefs.lng }
      : fallback
        ? { lat: fallback.lat, lng: fallback.lng }
        : {};
  const api = context.api.with({ ...gate.apiState, ...position });

  const [results, name, t] = await Promise.all([
    loadListingResults(api, query, ctx),
    listingName(api, query),
    i18nServer.getFixedT(context.lang, "search"),
  ]);
  return {
    listing: {
      module: gate.module,
      onDefaultLocation: gate.onDefaultLocation,
      query,
      results,
      origin: url.origin,
      meta: listingMeta({
        t,
        lang: context.lang,
        origin: url.origin,
        query,
        module: gate.module,
        name,
        results,
      }),
    },
  };
}

export type ListingData = Awaited<ReturnType<typeof listingLoader>>["listing"];
