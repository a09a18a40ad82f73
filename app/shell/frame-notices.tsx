import { deferred } from "~/components/ui/deferred";
import * as onServer from "./frame-notices.server";

/*
 * Views the frame shows rarely, deferred (components/ui/deferred.tsx): the server renders them
 * whole, the browser fetches their code only on a page that shows them — the cookie notice until
 * it is dismissed, the maintenance page while the shop is closed — instead of on every page.
 * Both work before their chunk arrives: the notice's "Got it" is a plain form post, the
 * maintenance page has only links. Import them from here, or their code returns to every page.
 */

export const CookieNotice = deferred(
  () => import("~/features/preferences/cookie-notice").then((m) => m.CookieNotice),
  onServer.CookieNotice,
  { urlDialog: false },
);

export const MaintenanceView = deferred(
  () => import("~/features/maintenance/maintenance-view").then((m) => m.MaintenanceView),
  onServer.MaintenanceView,
  { urlDialog: false },
);
