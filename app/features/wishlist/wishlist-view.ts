/**
 * The Wishlist drawer's view model (browsing §2): built on the server from the wishlist the root
 * loader read, handed to the drawer. Client-safe (types only).
 */
export interface WishlistDrawerView {
  /** 'Foods' in the food module, else 'Items' (and 'Restaurants' / 'Stores'). */
  moduleType: string | null;
  items: Array<{ id: number; name: string; image: string | null; href: string }>;
  stores: Array<{ id: number; name: string; logo: string | null; href: string }>;
}
