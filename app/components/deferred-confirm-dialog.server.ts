/*
 * The confirm dialog imported eagerly for the server render only: the Remix compiler empties
 * `*.server` modules in the browser bundle (deferred-confirm-dialog.tsx).
 */
export { ConfirmDialog } from "~/components/confirm-dialog";
