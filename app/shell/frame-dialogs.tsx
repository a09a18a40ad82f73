import { deferred } from "~/components/ui/deferred";
import { SIGN_IN_DIALOG, SIGN_UP_DIALOG } from "~/features/auth/auth-urls";
import { WISHLIST_DIALOG } from "~/features/wishlist/wishlist-fields";
import { CART_DIALOG } from "~/features/cart/cart-fields";
import { MAP_DIALOG } from "~/features/footer/footer-contact";
import * as onServer from "./frame-dialogs.server";

/*
 * The URL dialogs of the page frame (header and footer), deferred: rendered by the server when
 * the URL opens them, fetched by the browser only when needed or when idle (ui/deferred.tsx).
 * Import them from here, not from their own modules, or their code returns to every page.
 */

export const MenuDrawer = deferred(
  () => import("~/features/header/menu-drawer").then((m) => m.MenuDrawer),
  onServer.MenuDrawer,
  { dialogs: ["menu"] },
);

// The kit's own deferred confirm dialog (pages use it too).
export { ConfirmDialog } from "~/components/deferred-confirm-dialog";

export const LocationMapDialog = deferred(
  () => import("~/features/footer/location-map-dialog").then((m) => m.LocationMapDialog),
  onServer.LocationMapDialog,
  { dialogs: [MAP_DIALOG] },
);

export const CartDrawer = deferred(
  () => import("~/features/cart/cart-drawer").then((m) => m.CartDrawer),
  onServer.CartDrawer,
  { dialogs: [CART_DIALOG] },
);

export const WishlistDrawer = deferred(
  () => import("~/features/wishlist/wishlist-drawer").then((m) => m.WishlistDrawer),
  onServer.WishlistDrawer,
  { dialogs: [WISHLIST_DIALOG] },
);

export const CheckoutAsDialog = deferred(
  () => import("~/features/cart/checkout-as-dialog").then((m) => m.CheckoutAsDialog),
  onServer.CheckoutAsDialog,
);

export const SignInDialog = deferred(
  () => import("~/features/auth/sign-in-dialog").then((m) => m.SignInDialog),
  onServer.SignInDialog,
  { dialogs: [SIGN_IN_DIALOG, SIGN_UP_DIALOG] },
);

export const SignUpDialog = deferred(
  () => import("~/features/auth/sign-in-dialog").then((m) => m.SignUpDialog),
  onServer.SignUpDialog,
);

export const AuthStepDialog = deferred(
  () => import("~/features/auth/sign-in-dialog").then((m) => m.AuthStepDialog),
  onServer.AuthStepDialog,
);

export const TrackOrderDrawer = deferred(
  () => import("~/features/tracking/track-order-drawer").then((m) => m.TrackOrderDrawer),
  onServer.TrackOrderDrawer,
);
