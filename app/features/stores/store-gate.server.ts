import { redirect, type AppLoadContext } from "@remix-run/node";
import { isbot } from "isbot";
import { defaultZoneFor } from "~/features/location/zone-gate.server";
import { homeGate, moduleIdParam, type HomeGate } from "~/features/home/home-gate.server";
import { localizePath } from "~/i18n/config";
import { unavailablePage } from "~/lib/unavailable.server";
import { positiveId } from "~/lib/params";

/**
 * Which zone and module the store lists, /categories and /category/{id} render (the home's gate,
 * home-gate.server.ts): `?module_id=N` works for anyone, cookie-less visitors and crawlers on the
 * default location. One difference: a cookie-less crawler on a URL without `module_id` is sent
 * to THIS page with the default module's id (the home gate would send it to /home), so the
 * page it indexes is the one it asked for.
 */
export async function listGate(request: Request, context: AppLoadContext): Promise<HomeGate> {
  const url = new URL(request.url);
  const crawler = isbot(request.headers.get("user-agent") ?? "");
  if (moduleIdParam(url) === null && !context.prefs.zoneIds && crawler) {
    const fallback = await defaultZoneFor(context);
    if (fallback?.moduleId) {
      const params = new URLSearchParams(url.search);
      params.set("module_id", String(fallback.moduleId));
      const path = url.pathname.replace(/^\/[a-z]{2}(?=\/)/, "");
      throw redirect(`${localizePath(path, context.lang)}?${params.toString()}`, 302);
    }
  }
  return homeGate(request, context);
}

export interface StorePageGate {
  zoneIds: string;
  /** The module the URL (or the visitor's cookie, or the default zone) names; the store's own wins. */
  moduleId: number | null;
  /** The visitor has no location of their own: distances mean nothing and are not shown. */
  onDefaultLocation: boolean;
}

/**
 * The store page's zone and module WITHOUT an API call when the visitor has a location or the
 * URL carries `store_zone_id` (the page's calls then start at once, browsing budget: one wave).
 * A store page never shows a location wall: the store decides its module, and its item listing
 * is not limited by the browsing zone (api-contract items/latest), so any zone header will do —
 * the visitor's, the store's from the URL, else the default location's.
 */
export async function storePageGate(
  request: Request,
  context: AppLoadContext,
): Promise<StorePageGate> {
  const url = new URL(request.url);
  const asked = moduleIdParam(url);
  const own = context.prefs.zoneIds;
  if (own) {
    return {
      zoneIds: own,
      moduleId: asked ?? context.prefs.moduleId ?? null,
      onDefaultLocation: false,
    };
  }
  const storeZone = positiveId(url.searchParams.get("store_zone_id"));
  if (storeZone !== null && asked !== null) {
    return { zoneIds: `[${storeZone}]`, moduleId: asked, onDefaultLocation: true };
  }
  const fallback = await defaultZoneFor(context);
  if (!fallback) throw unavailablePage();
  return {
    zoneIds: storeZone !== null ? `[${storeZone}]` : fallback.zoneIds,
    moduleId: asked ?? fallback.moduleId,
    onDefaultLocation: true,
  };
}
