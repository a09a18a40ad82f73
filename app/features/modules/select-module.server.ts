import type { AppLoadContext } from "@remix-run/node";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { serializePrefs } from "~/sessions/prefs.server";
import { returnTarget } from "~/features/location/location-link";
import type { ModuleOption } from "./modules.server";

/**
 * Stores a module choice (browsing §4 "Module choice saves … 'A module has been selected.'")
 * and returns the redirect headers. The cart badge follows by itself: the root loader reads the
 * cart for the prefs' moduleId and revalidates after this POST (the cart is per module,
 * api-contract §3.2).
 */
export async function storeModule(
  request: Request,
  context: AppLoadContext,
  module: Pick<ModuleOption, "id" | "type">,
  redirectTo: string | null | undefined,
): Promise<{ location: string; headers: Headers }> {
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    await serializePrefs({ ...context.prefs, moduleId: module.id, moduleType: module.type }),
  );
  headers.append(
    "Set-Cookie",
    await flashToasts(request, makeToast("success", { key: "modules:selected" })),
  );
  return { location: returnTarget(redirectTo, context.lang), headers };
}
