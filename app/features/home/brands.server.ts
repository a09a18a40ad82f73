/*
 * The brands section, imported eagerly for the server render only (the Remix compiler empties
 * `*.server` modules in the browser bundle): see home-sections.tsx and ui/deferred.tsx.
 */
export { BrandGrid } from "~/features/promotions/brands";
