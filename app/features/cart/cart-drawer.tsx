import type { CartDrawerView } from "./cart-view";

export interface CartDrawerProps {
  open: boolean;
  /** Null while the root loader fetches it. */
  view: CartDrawerView | null;
  signedIn: boolean;
  guestCheckout: boolean;
}

/** The Shopping Cart drawer (foundations §2), URL state `?dialog=cart`. */
export function CartDrawer(_props: CartDrawerProps) {
  return null;
}
