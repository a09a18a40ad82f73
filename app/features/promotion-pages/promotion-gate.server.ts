import { redirect, type AppLoadContext } from "@remix-run/node";
import { defaultZoneFor, moduleGate } from "~/features/location/zone-gate.server";
import { moduleDialogHref } from "~/features/location/location-link";
import { modulesServing, type ModuleOption } from "~/features/modules/modules.server";
import { moduleIdParam, sharedGate } from "~/features/home/home-gate.server";
import { settle } from "~/api/settle.server";
import i18nServer from "~/i18n/i18next.server";
import type { ModuleType } from "~/sessions/prefs.server";
import type { ApiClient } from "~/api/client.server";

/**
 * Which zone and module a promotion page (/campaigns/{id}, /flash-sales, /all-brands) shows.
 * The home's rule (home-gate.server.ts) without its crawler redirect to the module home: these
 * pages have their own content to index.
 *
 * - `?module_id=N` (the URL builders put it on campaign links; flash sales and brands accept it
 *   too) renders for anyone: in the visitor's zone when N serves it, else on the config's
 *   default location — a crawler or a shared link in a fresh browser gets content, never a
 *   location wall. Nothing is stored.
 * - Without it (or with one that is not a module of the zone): the visitor's chosen module
 *   (location wall / module chooser for people; the default zone's first module for crawlers).
 */
export interface PromotionGate {
  zoneIds: string;
  module: { id: number; type: ModuleType; name: string };
  /** Rendered on the default location rather than the visitor's own. */
  onDefaultLocation: boolean;
  /** The module came from the URL's module_id (else from the visitor's choice). */
  fromUrl: boolean;
  /** Every module serving the zone (a flash sale link without module_id may be another's). */
  serving: ModuleOption[];
  apiState: { zoneIds: string; moduleId: number };
}

export async function promotionGate(
  request: Request,
  context: AppLoadContext,
): Promise<PromotionGate> {
  const url = new URL(request.url);
  const asked = moduleIdParam(url);
  const ownZone = context.prefs.zoneIds;

  if (asked !== null) {
    if (ownZone) {
      const serving = await servingIn(context, ownZone);
      const module = serving?.find((m) => m.id === asked);
      if (serving && module) return gateFor(ownZone, module, serving, false, true);
    }
    const fallback = await defaultZoneFor(context);
    if (fallback) {
      const serving = await servingIn(context, fallback.zoneIds);
      const module = serving?.find((m) => m.id === asked);
      if (serving && module) return gateFor(fallback.zoneIds, module, serving, true, true);
    }
  }

  const gate = await moduleGate(request, context);
  const serving = await servingIn(context, gate.zoneIds);
  // Without the module list the backend is unreachable: nothing on these pages could load.
  if (!serving) throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  const module = serving.find((m) => m.id === gate.moduleId);
  // The saved module no longer serves this zone: the chooser lists those that do.
  if (!module)
    throw redirect(moduleDialogHref({ pathname: url.pathname, search: url.search }, context.lang));
  return gateFor(gate.zoneIds, module, serving, gate.crawler, false);
}

async function servingIn(context: AppLoadContext, zoneIds: string) {
  const result = await settle(modulesServing(context.api, zoneIds));
  return result.ok ? result.value : null;
}

function gateFor(
  zoneIds: string,
  module: ModuleOption,
  serving: ModuleOption[],
  onDefaultLocation: boolean,
  fromUrl: boolean,
): PromotionGate {
  return {
    zoneIds,
    module: { id: module.id, type: module.type, name: module.name },
    onDefaultLocation,
    fromUrl,
    serving,
    apiState: { zoneIds, moduleId: module.id },
  };
}

/** A shared promotion listing's place and guest client (shared-promotions.server.ts). */
export type SharedPromotion = { gate: PromotionGate; api: ApiClient };

/**
 * What every promotion listing's loader starts with: the client (the visitor's, or a shared
 * page's guest one), its place (the gate, or the shared page's) and the config and catalogue
 * strings. Config and strings do not depend on the gate, so they are asked for while it runs
 * (no waterfall); each loader awaits them when its own list call is under way.
 */
export function startPromotionPage(
  request: Request,
  context: AppLoadContext,
  shared?: SharedPromotion,
) {
  const base = shared ? shared.api : context.api;
  const basics = Promise.all([
    settle(base.config.get()),
    i18nServer.getFixedT(request, "catalogue"),
  ]);
  const gate = shared ? Promise.resolve(shared.gate) : promotionGate(request, context);
  return { base, basics, gate };
}

/**
 * The place of a shared promotion listing (ADR 033: `/flash-sales/z/<zones>/m/<module>`, …):
 * the path's zones and module, checked by the home's sharedGate (404, 503 as there). The module
 * counts as the URL's (`fromUrl`): a sale of another module is a 404 here, never looked for in
 * the others, so `serving` is not needed. `api` is the page's guest client.
 */
export async function sharedPromotionGate(
  api: ApiClient,
  rawZones: string | undefined,
  rawModule: string | undefined,
): Promise<PromotionGate & { zones: number[] }> {
  const gate = await sharedGate(api, rawZones, rawModule);
  return { ...gate, onDefaultLocation: false, fromUrl: true, serving: [] };
}
