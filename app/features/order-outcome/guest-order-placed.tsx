import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import type { OrderDetailsView } from "~/features/my-orders/my-orders.server";
import { OrderAmounts, OrderLines, ParcelDetails } from "~/features/my-orders/order-lines";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { OrderDetails } from "./order-details";
import type { OrderCard } from "./order-view.server";
import { CircleCheck } from "~/components/ui/icons";

/**
 * The guest order-placed page (browsing §2 "Guest order-placed dialog"): 'Order Placed
 * Successfully !', the advice to keep the order ID and phone number (a guest has no order
 * history), order number, time and status, Track Order (/track-order, issue 14), and — a guest
 * has no order page to look them up later (issue 22 item 19) — what was ordered and the total,
 * or a parcel's type, sender and pickup.
 */
export function GuestOrderPlaced({
  order,
  trackHref,
  lines,
  amounts,
}: {
  order: OrderCard;
  trackHref: string;
  lines: OrderDetailsView["lines"];
  amounts: OrderDetailsView["amounts"];
}) {
  const { t } = useTranslation("orders");
  const localize = useLocalizedPath();
  return (
    <section
      aria-labelledby="order-placed-title"
      className="container grid max-w-xl justify-items-center gap-5 py-12 text-center"
    >
      <CircleCheck aria-hidden="true" className="size-16 text-success" />
      <h1 id="order-placed-title" className="text-2xl font-bold">
        {t("placed.title")}
      </h1>
      <p className="text-muted-foreground">{t("placed.advice")}</p>
      <OrderDetails order={order} className="w-full rounded-lg border p-4" />
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={trackHref} className={buttonVariants()}>
          {t("placed.trackOrder")}
        </Link>
        <Link to={localize("/home")} className={buttonVariants({ variant: "outline" })}>
          {t("placed.backHome")}
        </Link>
      </div>
      <div className="grid w-full gap-4">
        <OrderLines lines={lines} />
        {order.parcel ? <ParcelDetails parcel={order.parcel} /> : null}
        <OrderAmounts amounts={amounts} />
      </div>
    </section>
  );
}
