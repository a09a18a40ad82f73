import type { AppLoadContext } from "@remix-run/node";
import { settle } from "~/api/settle.server";
import { authSettingsFrom } from "./auth-config";

/**
 * The marketplace's country (config `country`, e.g. "AE"): the region a phone typed without its
 * calling code belongs to (issue 22 item 4). Undefined when config is unreadable: the number is
 * then taken as typed, with a '+' in front.
 */
export async function marketplaceCountry(context: AppLoadContext): Promise<string | undefined> {
  const config = await settle(context.api.config.get());
  return (config.ok ? authSettingsFrom(config.value).country : null) ?? undefined;
}
