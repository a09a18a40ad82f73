import { deferred } from "~/components/ui/deferred";
import { STORE_MAP_DIALOG } from "./params";
import * as onServer from "./store-dialogs.server";

/*
 * The store's map dialog, deferred (ui/deferred.tsx): the server renders it when the URL opens
 * it; the browser fetches its code (and the native dialog's) only when it opens or a link to
 * it is hovered or focused. Render it only while `?dialog=store-map` is in the URL.
 */
export const StoreMapDialog = deferred(
  () => import("./store-map-dialog").then((m) => m.StoreMapDialog),
  onServer.StoreMapDialog,
  { dialogs: [STORE_MAP_DIALOG] },
);
