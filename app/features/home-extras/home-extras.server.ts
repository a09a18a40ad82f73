/*
 * The signed-in extras, imported eagerly for the server render only (the Remix compiler empties
 * `*.server` modules in the browser bundle): see features/home/module-home.tsx and
 * app/components/ui/deferred.tsx.
 */
export { HomeExtras } from "./home-extras";
