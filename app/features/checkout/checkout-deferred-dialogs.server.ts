/*
 * The checkout's deferred dialogs, imported eagerly for the server render only (the Remix
 * compiler empties `*.server` modules in the browser bundle): see app/components/ui/deferred.tsx.
 */
export { DeliveryLocationDialog } from "./delivery-location-dialog";
