import { Form, Link, useLocation } from "@remix-run/react";
import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/use-toast";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { openDialogHref } from "~/lib/dialog-url";
import { cn } from "~/lib/cn";

/** The wishlist action (implemented by the cart issue): intent=add|remove, item_id, redirectTo. */
export const WISHLIST_ACTION = "/wishlist";

const ROUND =
  "inline-grid size-10 shrink-0 place-items-center rounded-full border bg-background hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * The heart (foundations §4 "Wishlist heart"): a POST form toggling the item for a signed-in
 * customer. A guest gets a link to sign in; with JavaScript the click also says why
 * ('You are not logged in', browsing §5).
 */
export function WishlistToggle({
  itemId,
  signedIn,
  wishlisted,
}: {
  itemId: number;
  signedIn: boolean;
  wishlisted: boolean;
}) {
  const { t } = useTranslation("product");
  const localize = useLocalizedPath();
  const location = useLocation();
  const heart = (
    <Heart
      aria-hidden="true"
      className={cn("size-5", wishlisted && "fill-destructive text-destructive")}
    />
  );
  if (!signedIn) {
    return (
      <Link
        to={openDialogHref(location, "sign-in")}
        preventScrollReset
        className={ROUND}
        aria-label={t("signInForWishlist")}
        title={t("signInForWishlist")}
        onClick={() => toast({ title: t("notLoggedIn"), variant: "destructive" })}
      >
        {heart}
      </Link>
    );
  }
  const label = wishlisted ? t("removeFromWishlist") : t("addToWishlist");
  return (
    <Form method="post" action={localize(WISHLIST_ACTION)} preventScrollReset>
      <input type="hidden" name="intent" value={wishlisted ? "remove" : "add"} />
      <input type="hidden" name="item_id" value={itemId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className={ROUND}
        aria-label={label}
        aria-pressed={wishlisted}
        title={label}
      >
        {heart}
      </button>
    </Form>
  );
}
