/*
 * The showcase sections, imported eagerly for the server render only (the Remix compiler
 * empties `*.server` modules in the browser bundle): see showcase-sections.tsx and
 * ui/deferred.tsx.
 */
export * from "./showcase-sections";
