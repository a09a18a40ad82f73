/*
 * The parcel hero's tracking form, imported eagerly for the server render only (the Remix
 * compiler empties `*.server` modules in the browser bundle): see home-hero.tsx and
 * ui/deferred.tsx.
 */
export { TrackOrderForm } from "./hero-track-order";
