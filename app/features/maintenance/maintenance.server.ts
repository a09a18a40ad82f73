import { data, type AppLoadContext } from "@remix-run/node";
import { STATIC_PAGES } from "~/api/config.server";
import { settle } from "~/api/settle.server";
import { stripLangPrefix } from "~/i18n/config";
import i18nServer from "~/i18n/i18next.server";
import type { MaintenanceData } from "./maintenance-data";

/** How long browsers and crawlers are asked to wait before trying again (Retry-After). */
export const MAINTENANCE_RETRY_SECONDS = 300;

/** Pages that stay up during maintenance: the policies and "about us" say who runs the shop. */
const STAYS_UP = new Set(Object.keys(STATIC_PAGES).map((slug) => `/${slug}`));

/**
 * Called first by the root loader: while the operator has config `maintenance_mode` on, every
 * page but the static ones answers 503 with Retry-After and the branded maintenance page (the
 * root's error boundary). The flag is read from its own cache of a few seconds (switchReads),
 * so switching it on or off shows at once; a backend that does not answer is not maintenance
 * (the pages say "can't reach" on their own).
 */
export async function maintenanceGate(request: Request, context: AppLoadContext): Promise<void> {
  const on = await settle(context.api.config.maintenance());
  if (!on.ok || !on.value) return;
  const path = stripLangPrefix(new URL(request.url).pathname).replace(/\.data$/, "");
  if (STAYS_UP.has(path.replace(/\/+$/, ""))) return;
  const [config, t] = await Promise.all([
    settle(context.api.config.get()),
    i18nServer.getFixedT(context.lang, "common"),
  ]);
  const body: MaintenanceData = {
    maintenance: {
      title: t("maintenance.title"),
      nonce: context.nonce,
      businessName: config.ok ? config.value.business_name : "",
      logo: config.ok ? (config.value.logo_full_url ?? null) : null,
      email: config.ok ? (config.value.email ?? "") : "",
      phone: config.ok ? (config.value.phone ?? "") : "",
    },
  };
  throw data(body, {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(MAINTENANCE_RETRY_SECONDS), "Cache-Control": "no-store" },
  });
}
