import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  SUGGESTIONS_PER_GROUP,
  type SuggestionsData,
} from "~/features/header/search/search-fields";
import { itemHref, storeHref } from "~/features/catalogue/urls";
import { homeGate } from "~/features/home/home-gate.server";
import { settle } from "~/api/settle.server";
import { normalizeSearchTerm } from "~/sessions/prefs.server";

/**
 * GET /search-suggestions?name=…[&module_id=N] — the header's suggestions as JSON (browsing §4:
 * items and stores whose names match, fetched 500 ms after typing stops, only for a non-empty
 * term). A resource route: the search box fetches it with JavaScript; nothing links here.
 *
 * Scoped like /home (the visitor's zone and module, or the default location for a visitor
 * without one), with a position because items/item-or-store-search refuses to answer without
 * latitude/longitude. Anything that goes wrong — no term, no location, the backend down —
 * answers empty lists (the dropdown then closes), never an error.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const term = normalizeSearchTerm(url.searchParams.get("name"));
  const empty: SuggestionsData = { term, items: [], stores: [] };
  if (!term) return answer(empty);

  let gate;
  try {
    gate = await homeGate(request, context);
  } catch (thrown) {
    // The gate's redirects (pick a location, choose a module) mean: nothing to suggest here.
    if (thrown instanceof Response) return answer(empty);
    throw thrown;
  }
  let position: { lat: number; lng: number } | null =
    !gate.onDefaultLocation && context.prefs.lat !== undefined && context.prefs.lng !== undefined
      ? { lat: context.prefs.lat, lng: context.prefs.lng }
      : null;
  if (!position) {
    const config = await settle(context.api.config.get());
    if (config.ok) position = config.value.default_location;
  }
  if (!position) return answer(empty);

  const api = context.api.with({ ...gate.apiState, ...position });
  const result = await settle(api.search.suggestions(term));
  if (!result.ok) return answer(empty);
  const module = gate.module;
  return answer({
    term,
    items: result.value.items.slice(0, SUGGESTIONS_PER_GROUP).map((item) => ({
      id: item.id,
      name: item.name,
      href: itemHref(item, module.id),
      image: item.image_full_url ?? null,
    })),
    stores: result.value.stores.slice(0, SUGGESTIONS_PER_GROUP).map((store) => ({
      id: store.id,
      name: store.name,
      href: storeHref(store, { id: module.id, type: module.type }),
      image: store.logo_full_url ?? null,
    })),
  });
}

/** JSON for the browser's fetch; personal (it depends on the visitor's zone and module). */
function answer(data: SuggestionsData) {
  return Response.json(data, {
    headers: { "Cache-Control": "private, max-age=60", Vary: "Cookie" },
  });
}
