import { redirect, type AppLoadContext } from "@remix-run/node";
import { isbot } from "isbot";
import { settle } from "~/api/settle.server";
import type { ModuleType } from "~/sessions/prefs.server";
import { modulesServing, type ModuleOption } from "~/features/modules/modules.server";
import { defaultZoneFor, moduleGate } from "~/features/location/zone-gate.server";
import { moduleDialogHref } from "~/features/location/location-link";
import { moduleHomeHref } from "~/features/catalogue/urls";
import { localizePath } from "~/i18n/config";
import { positiveId, zoneIdsParam } from "~/lib/params";
import { notFound } from "~/lib/responses.server";
import { unavailablePage } from "~/lib/unavailable.server";
import type { ApiClient } from "~/api/client.server";

/**
 * Which zone and module a /home render shows (issue 9 item 7).
 *
 * - `/home?module_id=N` is that module's own URL: it renders for anyone, cookies or not. A
 *   visitor without a saved location (a crawler, a shared link opened in a fresh browser) sees
 *   the config's default location and zone instead of a "pick a location" wall. A visitor with
 *   a location sees module N in their own zone when N serves it. Nothing is stored: a GET never
 *   changes the visitor's saved module (the module rail's POST does).
 * - `/home` alone is the visitor's chosen module (moduleGate: location wall / module chooser for
 *   people, the default zone's first module for crawlers).
 */
export interface HomeGate {
  zoneIds: string;
  module: { id: number; type: ModuleType; name: string };
  /** Rendered on the default location rather than the visitor's own. */
  onDefaultLocation: boolean;
  apiState: { zoneIds: string; moduleId: number };
}

/** Strict decimal id from the query (no "1e3", "0x10", " 7"). */
export function moduleIdParam(url: URL): number | null {
  return positiveId(url.searchParams.get("module_id"));
}

export async function homeGate(request: Request, context: AppLoadContext): Promise<HomeGate> {
  const url = new URL(request.url);
  const asked = moduleIdParam(url);
  const ownZone = context.prefs.zoneIds;

  if (asked !== null && !ownZone) {
    const fallback = await defaultZoneFor(context);
    if (fallback) {
      const module = await pick(context, fallback.zoneIds, asked);
      if (module) return gateFor(fallback.zoneIds, module, true);
    }
  }
  if (asked !== null && ownZone) {
    const module = await pick(context, ownZone, asked);
    if (module) return gateFor(ownZone, module, false);
  }

  // A crawler without cookies on plain /home (or with an unknown module) is sent to the
  // default module's own URL: the page it indexes has one canonical address, and /home never
  // answers a cookie-less request with content a CDN could hand to a person (who gets the
  // location wall there).
  if (!ownZone && isbot(request.headers.get("user-agent") ?? "")) {
    const fallback = await defaultZoneFor(context);
    if (fallback?.moduleId) {
      throw redirect(localizePath(moduleHomeHref(fallback.moduleId), context.lang), 302);
    }
  }

  const gate = await moduleGate(request, context);
  const crawler = gate.crawler || (!ownZone && isbot(request.headers.get("user-agent") ?? ""));
  const serving = await settle(modulesServing(context.api, gate.zoneIds));
  if (!serving.ok) {
    // The module list is unreachable, so is the rest of the backend: render the saved module
    // (every section then shows its own failure) rather than a wrong redirect.
    const type = context.prefs.moduleType ?? "grocery";
    return gateFor(
      gate.zoneIds,
      { id: gate.moduleId, type, name: "", icon: null, zoneIds: [] },
      crawler,
    );
  }
  const module = serving.value.find((m) => m.id === gate.moduleId);
  // The saved module no longer serves this zone: the chooser lists those that do.
  if (!module)
    throw redirect(moduleDialogHref({ pathname: url.pathname, search: url.search }, context.lang));
  return gateFor(gate.zoneIds, module, crawler);
}

async function pick(
  context: AppLoadContext,
  zoneIds: string,
  moduleId: number,
): Promise<ModuleOption | null> {
  const result = await settle(modulesServing(context.api, zoneIds));
  return result.ok ? (result.value.find((m) => m.id === moduleId) ?? null) : null;
}

function gateFor(zoneIds: string, module: ModuleOption, onDefaultLocation: boolean): HomeGate {
  return {
    zoneIds,
    module: { id: module.id, type: module.type, name: module.name },
    onDefaultLocation,
    apiState: { zoneIds, moduleId: module.id },
  };
}

/**
 * The place of a page rendered from its URL alone (ADR 033: `/home/z/<zones>/m/<module>`, the
 * category pages' `…/z/<zones>/m/<module>`): the path's zones and module, when the module serves
 * those zones. Not ids, an unknown zone, a module that does not serve it: 404. The backend
 * unreachable: 503 (a short page nobody caches), never a 500. `api` is the page's guest client.
 */
export async function sharedGate(
  api: ApiClient,
  rawZones: string | undefined,
  rawModule: string | undefined,
): Promise<HomeGate & { zones: number[] }> {
  const zones = zoneIdsParam(rawZones);
  const moduleId = positiveId(rawModule);
  if (!zones || moduleId === null) throw notFound();
  const zoneIds = JSON.stringify(zones);
  const serving = await settle(modulesServing(api, zoneIds));
  if (!serving.ok) throw unavailablePage();
  const found = serving.value.find((m) => m.id === moduleId);
  if (!found) throw notFound();
  return { ...gateFor(zoneIds, found, false), zones };
}
