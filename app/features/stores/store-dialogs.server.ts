/*
 * The store page's dialogs, imported eagerly for the server render only (the Remix compiler
 * empties `*.server` modules in the browser bundle): see app/components/ui/deferred.tsx.
 */
export { StoreMapDialog } from "./store-map-dialog";
