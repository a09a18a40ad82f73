import { deferred } from "~/components/ui/deferred";
import * as onServer from "./listing-dialogs.server";

/*
 * The sort-and-filter drawer, deferred (ui/deferred.tsx): the server renders it when the URL
 * opens it; the browser fetches its code (and the native dialog's, ~3 KB gzip) only when it
 * opens or a link to it is hovered or focused. Render it only from its first opening on.
 */
/** The drawer's URL name: `?dialog=listing-filters` opens sort and filter on small screens. */
export const FILTERS_DIALOG = "listing-filters";

export const FiltersDrawer = deferred(
  () => import("./filters-drawer").then((m) => m.FiltersDrawer),
  onServer.FiltersDrawer,
  { dialogs: [FILTERS_DIALOG] },
);
