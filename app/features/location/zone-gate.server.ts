import { redirect, type AppLoadContext } from "@remix-run/node";
import { isbot } from "isbot";
import { SwrCache } from "~/api/cache.server";
import { localizePath } from "~/i18n/config";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { settle } from "~/api/settle.server";
import { modulesServing } from "~/features/modules/modules.server";
import { moduleDialogHref } from "./location-link";

/**
 * The zone gate for pages that need a delivery location (browsing §8: 'You must pick a zone to
 * access this page.'), with the crawler exception of design.md "Reads": a bot without cookies
 * gets the zone (and first module) of config.default_location instead of a "pick a location"
 * wall, so the page it indexes has content. Nothing is stored for the bot.
 *
 * Use the returned state for the page's API calls: `context.api.with(gate.apiState)`.
 */
export interface ZoneGate {
  zoneIds: string;
  moduleId: number | null;
  /** True when this is the crawler fallback rather than the visitor's own choice. */
  crawler: boolean;
  apiState: { zoneIds: string; moduleId?: number };
}

/**
 * The zone gate itself: the saved zone ids, or a redirect to the Pick Location dialog
 * (/location, app/routes/($lang).location.tsx) with 'You must pick a zone to access this page.'
 * as a toast and the current URL in `redirectTo`, so the visitor comes back here.
 */
export async function requireZone(request: Request, context: AppLoadContext): Promise<string> {
  const zoneIds = context.prefs.zoneIds;
  if (zoneIds) return zoneIds;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const target = `${localizePath("/location", context.lang)}?redirectTo=${encodeURIComponent(back)}`;
  throw redirect(target, {
    headers: {
      "Set-Cookie": await flashToasts(request, makeToast("error", { key: "toasts.zoneRequired" })),
    },
  });
}

// The default location's zone barely ever changes: look it up once in a while, not per crawl.
const defaults = new SwrCache({ freshMs: 10 * 60_000, maxEntries: 20 });

export async function defaultZoneFor(
  context: AppLoadContext,
): Promise<{ zoneIds: string; moduleId: number | null } | null> {
  const result = await settle(
    defaults.get(`${context.apiBaseUrl}|${context.lang}`, async () => {
      const config = await context.api.config.get();
      const { lat, lng } = config.default_location;
      const zone = await context.api.geo.zoneFor(lat, lng);
      const modules = await modulesServing(context.api, zone.zone_id);
      return { zoneIds: zone.zone_id, moduleId: modules[0]?.id ?? null };
    }),
  );
  return result.ok ? result.value : null;
}

export async function zoneGate(request: Request, context: AppLoadContext): Promise<ZoneGate> {
  const { prefs } = context;
  if (prefs.zoneIds) {
    const moduleId = prefs.moduleId ?? null;
    return {
      zoneIds: prefs.zoneIds,
      moduleId,
      crawler: false,
      apiState: { zoneIds: prefs.zoneIds, moduleId: moduleId ?? undefined },
    };
  }
  if (isbot(request.headers.get("user-agent") ?? "")) {
    const fallback = await defaultZoneFor(context);
    if (fallback) {
      return {
        ...fallback,
        crawler: true,
        apiState: { zoneIds: fallback.zoneIds, moduleId: fallback.moduleId ?? undefined },
      };
    }
  }
  const zoneIds = await requireZone(request, context);
  return { zoneIds, moduleId: prefs.moduleId ?? null, crawler: false, apiState: { zoneIds } };
}

/**
 * Pages that also need a module (/home): a visitor with a zone but no module is sent to the
 * module chooser, which brings them back here.
 */
export async function moduleGate(
  request: Request,
  context: AppLoadContext,
): Promise<ZoneGate & { moduleId: number }> {
  const gate = await zoneGate(request, context);
  if (gate.moduleId !== null) return gate as ZoneGate & { moduleId: number };
  const url = new URL(request.url);
  throw redirect(moduleDialogHref({ pathname: url.pathname, search: url.search }, context.lang));
}
