import { useTranslation } from "react-i18next";
import { WishlistHeart } from "~/features/wishlist/wishlist-heart";

/**
 * The item view's heart (browsing §2 "Product detail view", foundations §4 "Wishlist heart"):
 * the shared wishlist heart (features/wishlist/wishlist-heart.tsx) with the item view's words —
 * a guest is told 'You are not logged in' here (browsing §5, the product dialog's message), and
 * the state comes from the item's own loader, which the modal's fetcher revalidates too.
 */
export function WishlistToggle({
  itemId,
  name,
  wishlisted,
}: {
  itemId: number;
  /** The item's name: cards label their hearts with it; the item view's heart is its own. */
  name?: string;
  /** Kept for the caller; the visitor's state comes from the page frame. */
  signedIn?: boolean;
  /** The item page's own state; undefined: the frame's wishlist ids (a shared page). */
  wishlisted?: boolean;
}) {
  const { t } = useTranslation("product");
  return (
    <WishlistHeart
      kind="item"
      id={itemId}
      name={name ?? ""}
      wishlisted={wishlisted}
      size="md"
      labels={{
        ...(name
          ? {}
          : {
              add: t("addToWishlist"),
              remove: t("removeFromWishlist"),
              signIn: t("signInForWishlist"),
            }),
        guestMessage: t("notLoggedIn"),
      }}
    />
  );
}
