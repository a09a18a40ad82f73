/*
 * The module home's deferred parts (ui/deferred.tsx), imported eagerly for the server render
 * only: the Remix compiler empties `*.server` modules in the browser bundle. One module for all
 * of them: each emptied module is a placeholder of its own in the browser's chunk.
 */
export {
  ParcelCategories,
  VideoContentSection,
  WhyChooseSlider,
} from "~/features/promotions/parcel-sections";
export { ConditionsSection } from "./conditions-section";
export * from "./offer-sections";
export * from "./showcase-sections";
export { BrandGrid } from "~/features/promotions/brands";
export { TrackOrderForm } from "./hero-track-order";
