import type { CategoryTile, ItemCard } from "~/features/catalogue/card-models";
import type { Paging } from "~/features/stores/store-models";

/** A root category on /categories: its tile (→ the listing), its page and its sub-categories. */
export type CategoryGroupView = {
  tile: CategoryTile;
  /** categoryPageHref(): /category/{id}?module_id= */
  pageHref: string;
  productsCount: number;
  children: Array<{ id: number; name: string; href: string }>;
};

export type CategoryPageView = {
  id: number;
  name: string;
  image: string | null;
  /** The listing with this category (categoryListingHref). */
  listingHref: string;
  parent: { id: number; name: string; href: string } | null;
  /** Sub-categories as tiles linking their own /category/{id} pages. */
  children: CategoryTile[];
  items: ItemCard[];
  paging: Paging;
};
