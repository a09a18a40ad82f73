import type { AppLoadContext } from "@remix-run/node";
import { localizePath } from "~/i18n/config";
import { settle } from "~/api/settle.server";

/**
 * The side rail's module change (browsing §2): "if the user has saved interests, lacks that
 * module among them and it is not parcel, the user goes to /interest". Saved interests are the
 * customer's `selected_modules_for_interest` (GET customer/info). Returns /interest, or null to
 * go where the choice would have gone anyway — also when the info call fails: the module is
 * chosen either way, the interest page is only an invitation.
 */
export async function interestPageAfterModuleChange(
  context: AppLoadContext,
  module: { id: number; type: string },
): Promise<string | null> {
  if (!context.session.get("token") || module.type === "parcel") return null;
  const info = await settle(context.api.customer.info());
  if (!info.ok) return null;
  const modules = info.value.selected_modules_for_interest ?? [];
  if (modules.length === 0 || modules.includes(module.id)) return null;
  return localizePath("/interest", context.lang);
}
