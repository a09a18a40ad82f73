/*
 * The parcel module's home sections, imported eagerly for the server render only (the Remix
 * compiler empties `*.server` modules in the browser bundle): see home-sections.tsx and
 * app/components/ui/deferred.tsx.
 */
export {
  ParcelCategories,
  VideoContentSection,
  WhyChooseSlider,
} from "~/features/promotions/parcel-sections";
