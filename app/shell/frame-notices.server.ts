/*
 * The frame's rare views, imported eagerly for the server render only: the Remix compiler empties
 * `*.server` modules in the browser bundle (frame-notices.tsx, components/ui/deferred.tsx).
 */
export { CookieNotice } from "~/features/preferences/cookie-notice";
export { MaintenanceView } from "~/features/maintenance/maintenance-view";
