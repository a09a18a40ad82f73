import { redirect, type AppLoadContext } from "@remix-run/node";
import { isbot } from "isbot";
import { defaultZoneFor } from "~/features/location/zone-gate.server";
import { homeGate, moduleIdParam, type HomeGate } from "~/features/home/home-gate.server";
import { localizePath } from "~/i18n/config";
import { listingHref } from "./listing-hrefs";
import type { ListingQuery } from "./listing-query";

/**
 * The home's gate (home-gate.server.ts) for the listing, with one difference: a crawler
 * without cookies on a listing URL that names no module is sent to the same listing of the
 * default module (`module_id` added), not to that module's home — the listing it asked for
 * keeps one canonical address with its module in it.
 */
export async function listingGate(
  request: Request,
  context: AppLoadContext,
  query: ListingQuery,
): Promise<HomeGate> {
  const url = new URL(request.url);
  if (
    moduleIdParam(url) === null &&
    !context.prefs.zoneIds &&
    isbot(request.headers.get("user-agent") ?? "")
  ) {
    const fallback = await defaultZoneFor(context);
    if (fallback?.moduleId)
      throw redirect(localizePath(listingHref(query, fallback.moduleId), context.lang), 302);
  }
  return homeGate(request, context);
}
