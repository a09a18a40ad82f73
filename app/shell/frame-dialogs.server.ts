/*
 * The frame's dialogs, imported eagerly for the server render only. The Remix compiler replaces
 * `*.server` modules with an empty module in the browser bundle, so these imports keep the
 * dialogs (and Radix Dialog) out of every page's first-load JavaScript: see
 * app/components/ui/deferred.tsx and frame-dialogs.tsx.
 */
export { LocationMapDialog } from "~/features/footer/location-map-dialog";
export { MenuDrawer } from "~/features/header/menu-drawer";
export { CartDrawer } from "~/features/cart/cart-drawer";
export { WishlistDrawer } from "~/features/wishlist/wishlist-drawer";
export { CheckoutAsDialog } from "~/features/cart/checkout-as-dialog";
export { AuthStepDialog, SignInDialog, SignUpDialog } from "~/features/auth/sign-in-dialog";
export { TrackOrderDrawer } from "~/features/tracking/track-order-drawer";
