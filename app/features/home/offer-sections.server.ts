/*
 * The offer sections, imported eagerly for the server render only (the Remix compiler empties
 * `*.server` modules in the browser bundle): see offer-sections.tsx and ui/deferred.tsx.
 */
export * from "./offer-sections";
