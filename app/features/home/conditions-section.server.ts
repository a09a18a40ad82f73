/*
 * The pharmacy home's conditions section, imported eagerly for the server render only (the
 * Remix compiler empties `*.server` modules in the browser bundle): see home-sections.tsx and
 * app/components/ui/deferred.tsx.
 */
export { ConditionsSection } from "./conditions-section";
