import type { CardRating } from "~/features/catalogue/card-models";

/**
 * The Wishlist drawer's view model (browsing §2 "Wishlist drawer"): built on the server from the
 * wishlist the root loader read, handed to the drawer. Client-safe (types only).
 */
export interface WishlistDrawerView {
  /** Food module: the tabs say 'Foods' and 'Restaurants', else 'Items' and 'Stores'. */
  food: boolean;
  items: WishlistItemRow[];
  stores: WishlistStoreRow[];
}

export interface WishlistItemRow {
  id: number;
  name: string;
  image: string | null;
  /** The item page (itemHref). */
  href: string;
  /** The module the cart line belongs to (the /cart form's module_id). */
  moduleId: number;
  /**
   * add: a one-click add-to-cart form; options: the item has variations or add-ons, so the
   * button links to its page where they are chosen; out-of-stock: a disabled button; none: a
   * campaign item (ordered from its own page).
   */
  cart: "add" | "options" | "out-of-stock" | "none";
}

export interface WishlistStoreRow {
  id: number;
  name: string;
  logo: string | null;
  /** The store page (storeHref). */
  href: string;
  address: string;
  /** Only when the store has ratings. */
  rating: CardRating | null;
}
