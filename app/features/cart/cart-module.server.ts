import type { AppLoadContext } from "@remix-run/node";
import { settle } from "~/api/settle.server";
import { modulesServing } from "~/features/modules/modules.server";
import { serializePrefs } from "~/sessions/prefs.server";

/**
 * The cart is per module (api-contract §3.2) and the header shows the chosen module's. An item
 * of another module (a search suggestion, a campaign or product link with its module_id) lands
 * in its own module's cart, which the header would not show while the button still read "Add
 * to cart" (issue 22 item 8). So such an add also makes that module the chosen one — the header
 * cart, the badge and the buttons then show the cart the item went to — and says so.
 *
 * Null when the item is of the chosen module, or of a module that does not serve the visitor's
 * zone (a forged module_id: nothing is switched to it).
 */
export async function switchToCartModule(
  context: AppLoadContext,
  moduleId: number,
): Promise<{ name: string; cookie: string } | null> {
  const { prefs } = context;
  if (!prefs.zoneIds || prefs.moduleId === moduleId) return null;
  const serving = await settle(modulesServing(context.api, prefs.zoneIds));
  const module = serving.ok ? serving.value.find((m) => m.id === moduleId) : undefined;
  if (!module || module.type === "parcel") return null;
  const cookie = await serializePrefs({ ...prefs, moduleId: module.id, moduleType: module.type });
  return { name: module.name, cookie };
}
