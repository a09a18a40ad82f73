import { deferred } from "~/components/ui/deferred";
import * as onServer from "./deferred-confirm-dialog.server";

/**
 * The confirm dialog, deferred (ui/deferred.tsx): rendered by the server when the URL opens it,
 * its code (and Radix Dialog) fetched by the browser only when needed. The frame's logout and
 * language confirmations and the pages' own (delete an address) share this one.
 */
export const ConfirmDialog = deferred(
  () => import("~/components/confirm-dialog").then((m) => m.ConfirmDialog),
  onServer.ConfirmDialog,
);
