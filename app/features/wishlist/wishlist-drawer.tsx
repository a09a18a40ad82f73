import type { WishlistDrawerView } from "./wishlist-view";

export interface WishlistDrawerProps {
  open: boolean;
  /** Null while the root loader fetches it. */
  view: WishlistDrawerView | null;
}

/** The Wishlist drawer (browsing §2), URL state `?dialog=wishlist`. */
export function WishlistDrawer(_props: WishlistDrawerProps) {
  return null;
}
