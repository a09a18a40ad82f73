import { Link, useLocation } from "@remix-run/react";
import { Heart, MessageCircle, ShoppingCart, Truck } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { TRACK_ORDER_DIALOG } from "~/features/tracking/tracking-constants";
import { openDialogHref } from "~/lib/dialog-url";
import type { HeaderItems } from "./header-visibility";

/** Track order, chat, wishlist and cart: the icon links whose visibility header-visibility.ts decides. */
export function HeaderActions({
  items,
  counts,
}: {
  items: Pick<HeaderItems, "trackOrder" | "chat" | "wishlist" | "cart">;
  counts: { cart: number; wishlist: number };
}) {
  const { t } = useTranslation("chrome");
  const location = useLocation();
  const localize = useLocalizedPath();
  return (
    <>
      {items.trackOrder ? (
        // The tracking drawer over this page (?dialog=track-order; /track-order is its page).
        <IconLink
          to={openDialogHref(location, TRACK_ORDER_DIALOG)}
          label={t("header.trackOrder")}
          icon={<Truck aria-hidden="true" />}
        />
      ) : null}
      {items.chat ? (
        <IconLink
          to={localize("/chatting")}
          label={t("header.chat")}
          icon={<MessageCircle aria-hidden="true" />}
        />
      ) : null}
      {items.wishlist ? (
        <IconLink
          to={openDialogHref(location, "wishlist")}
          label={t("header.wishlist")}
          icon={<Heart aria-hidden="true" />}
          count={counts.wishlist}
        />
      ) : null}
      {items.cart ? (
        <IconLink
          to={openDialogHref(location, "cart")}
          label={t("header.cart")}
          icon={<ShoppingCart aria-hidden="true" />}
          count={counts.cart}
        />
      ) : null}
    </>
  );
}

function IconLink({
  to,
  label,
  icon,
  count,
}: {
  to: string;
  label: string;
  icon: React.ReactNode;
  count?: number;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative [&_svg]:size-5")}
    >
      {/* The name is the label plus the visible count ("Cart 3"): a name that differs from the
          visible text fails WCAG 2.5.3 (label in name) for speech-input users. */}
      <span className="sr-only">{label} </span>
      {icon}
      {count ? (
        <Badge className="absolute -end-0.5 -top-0.5 h-5 min-w-5 justify-center rounded-full px-1 py-0 text-[0.6875rem] leading-none">
          {count > 99 ? "99+" : count}
        </Badge>
      ) : null}
    </Link>
  );
}
