import type { AppLoadContext } from "@remix-run/node";
import { localizePath } from "~/i18n/config";
import { makeToast } from "~/lib/toast";
import { settle } from "~/api/settle.server";
import { flashToasts } from "~/sessions/flash.server";
import { serializePrefs, type Prefs } from "~/sessions/prefs.server";
import { modulesServing } from "~/features/modules/modules.server";
import { returnTarget } from "./location-link";

export interface PickedLocation {
  lat: number;
  lng: number;
  address: string;
  zoneIds: string;
}

/**
 * Stores a confirmed location and says where to go next (foundations §4, browsing §4):
 * - zone ids, address and coordinates go into the prefs cookie;
 * - the chosen module survives only if it serves the new zone; when exactly one module serves
 *   it, that one is chosen automatically (browsing §2), otherwise /home asks for one;
 * - a first location flashes 'New location has been set.' and goes to /home; a re-pick flashes
 *   'New delivery address selected.' and goes back to the page it came from.
 */
export async function storeLocation(
  request: Request,
  context: AppLoadContext,
  picked: PickedLocation,
  redirectTo: string | undefined,
): Promise<{ location: string; headers: Headers }> {
  const { prefs, lang, api } = context;
  const hadLocation = Boolean(prefs.zoneIds);

  const next: Prefs = {
    ...prefs,
    zoneIds: picked.zoneIds,
    address: picked.address,
    lat: picked.lat,
    lng: picked.lng,
  };
  const serving = await settle(modulesServing(api, picked.zoneIds));
  if (serving.ok) {
    const kept = serving.value.find((m) => m.id === prefs.moduleId);
    const only = serving.value.length === 1 ? serving.value[0] : undefined;
    const chosen = kept ?? only;
    next.moduleId = chosen?.id;
    next.moduleType = chosen?.type;
  }
  // When the module list cannot be read, the old module is kept: better than forcing a choice
  // from a list we cannot show.

  const headers = new Headers();
  headers.append("Set-Cookie", await serializePrefs(next));
  headers.append(
    "Set-Cookie",
    await flashToasts(
      request,
      makeToast("success", {
        key: hadLocation ? "location:toasts.newAddressSelected" : "location:toasts.newLocationSet",
      }),
    ),
  );

  // A first location, or one that needs a new module choice, goes to /home (which asks for it).
  const location =
    hadLocation && next.moduleId ? returnTarget(redirectTo, lang) : localizePath("/home", lang);
  return { location, headers };
}
