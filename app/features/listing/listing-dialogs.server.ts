/*
 * The listing's drawer, imported eagerly for the server render only (the Remix compiler empties
 * `*.server` modules in the browser bundle): see app/components/ui/deferred.tsx.
 */
export { FiltersDrawer } from "./filters-drawer";
