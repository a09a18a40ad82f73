import type { AppLoadContext } from "@remix-run/node";
import { defaultZoneFor } from "~/features/location/zone-gate.server";
import { moduleIdParam } from "~/features/home/home-gate.server";
import { settle } from "~/api/settle.server";
import { MODULE_TYPES, type ModuleType } from "~/sessions/prefs.server";

/**
 * Which zone and module(s) a /product/{id} render looks in (issue 10 items 6–7). Unlike /home
 * it never shows a location wall or the module chooser: an item page is a URL anyone may be
 * sent (crawler, shared link, new tab) and the item alone decides what it shows.
 *
 * - Zone: the visitor's saved one, else the config's default location's zone (cookie-less
 *   crawlers), as the home gate does. items/details needs no zone; the store distance and the
 *   item campaigns (campaigns/item) do.
 * - Module: `?module_id=N` when N is a module of the marketplace (every item link carries it:
 *   itemHref). Without it (or with garbage) the visitor's module is tried first, then the other
 *   modules — at most one call each, never parcel (it has no items).
 */
export interface ProductGate {
  zoneIds: string | null;
  onDefaultLocation: boolean;
  /** Modules to look the item up in, in order (one when the URL names a module). */
  candidates: Array<{ id: number; type: ModuleType }>;
}

const isModuleType = (type: string): type is ModuleType =>
  (MODULE_TYPES as readonly string[]).includes(type);

export async function productGate(
  request: Request,
  context: AppLoadContext,
  /** A shared item page's zones (ADR 033): its URL's, never the default location's. */
  sharedZoneIds?: string,
): Promise<ProductGate> {
  const url = new URL(request.url);
  const asked = moduleIdParam(url);
  const ownZone = sharedZoneIds ?? context.prefs.zoneIds ?? null;
  const zoneIds = ownZone ?? (await defaultZoneFor(context))?.zoneIds ?? null;

  const listed = await settle(context.api.config.modules());
  const modules = (listed.ok ? listed.value : []).flatMap((m) =>
    isModuleType(m.module_type) && m.module_type !== "parcel"
      ? [{ id: m.id, type: m.module_type }]
      : [],
  );
  const named = modules.find((m) => m.id === asked);
  let candidates: ProductGate["candidates"];
  if (named) candidates = [named];
  else if (asked !== null && !listed.ok && context.prefs.moduleType !== "parcel")
    // The module list is unreachable: trust the URL; the details call tells the rest.
    candidates = [{ id: asked, type: context.prefs.moduleType ?? "grocery" }];
  else {
    const own = modules.find((m) => m.id === context.prefs.moduleId);
    candidates = own ? [own, ...modules.filter((m) => m !== own)] : modules;
  }
  return { zoneIds, onDefaultLocation: !ownZone, candidates };
}
