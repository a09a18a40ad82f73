import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ImageThumbnails } from "~/components/image-thumbnails";
import { buttonVariants } from "~/components/ui/button";
import { CancelOrderDialog } from "~/features/order-outcome/order-failed";
import { useOrderLabels } from "~/features/order-outcome/order-details";
import { OrderExtraRows } from "~/features/order-outcome/order-extras";
import { refundPath } from "~/features/refunds/refund-fields";
import { RefundStatusPanel } from "~/features/refunds/refund-status";
import { FINAL_STATUSES } from "~/features/tracking/tracking-constants";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { closeDialogHref, dialogFrom, openDialogHref } from "~/lib/dialog-url";
import { CANCEL_ORDER_DIALOG } from "./my-orders-constants";
import { OrderAmounts, OrderLines, ParcelDetails } from "./order-lines";
import type { CancelRefusal, OrderDetailsView, ReasonChoice } from "./my-orders.server";
import { CircleCheck, CircleX, RotateCcw, Star, Truck } from "~/components/ui/icons";

/**
 * One order (browsing §2 "/profile with page=my-orders and orderId"): lines with variations and
 * add-ons, amounts, address, payment, the status timeline, prescription images; Track order
 * while it moves; Cancel (the reason picker, `?dialog=cancel-order`) while the backend allows
 * it; Review once delivered; Request a refund of a delivered order (its own page) and what
 * became of the request. `from=checkout` adds the success message of the checkout.
 */
export function OrderDetailsPage({
  order,
  fromCheckout,
  reasons,
  refusal,
}: {
  order: OrderDetailsView;
  fromCheckout: boolean;
  reasons: ReasonChoice[] | null;
  refusal?: CancelRefusal;
}) {
  const { t } = useTranslation("orders");
  const labels = useOrderLabels();
  const localize = useLocalizedPath();
  const location = useLocation();
  const cancelOpen = order.canCancel && dialogFrom(location.search) === CANCEL_ORDER_DIALOG;
  const moving = !FINAL_STATUSES.includes(order.status);
  return (
    <section className="container grid max-w-4xl gap-6 py-8" aria-labelledby="order-title">
      {fromCheckout ? (
        <p role="status" className="flex items-center gap-2 text-lg font-semibold text-success">
          <CircleCheck aria-hidden="true" className="size-6" />
          {t("profile.fromCheckout")}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h1 id="order-title" className="text-2xl font-bold">
            {t("profile.orderTitle", { id: order.id })}
          </h1>
          <p className="text-sm text-muted-foreground">{order.placedAt}</p>
          {order.scheduledFor ? (
            <p className="text-sm font-medium" data-testid="scheduled-for">
              {t("details.scheduledFor", { time: order.scheduledFor })}
            </p>
          ) : null}
        </div>
        <span className="rounded-full bg-muted px-3 py-1 text-sm font-medium">
          {labels.status(order.status)}
        </span>
      </div>

      {/*
        What comes next is the first thing after placing (issue 22 item 19): Track order, or
        the review, as the one filled button; Cancel order is a quiet last choice, set apart.
      */}
      <div className="flex flex-wrap items-center gap-3">
        {moving ? (
          <Link to={localize(order.trackHref)} className={buttonVariants()}>
            <Truck aria-hidden="true" />
            {t("myOrders.track")}
          </Link>
        ) : null}
        {order.canReview ? (
          <Link to={localize(`/rate-and-review/${order.id}`)} className={buttonVariants()}>
            <Star aria-hidden="true" />
            {t("myOrders.review")}
          </Link>
        ) : null}
        {order.canRefund ? (
          <Link
            to={localize(refundPath(order.id))}
            className={buttonVariants({ variant: "outline" })}
          >
            <RotateCcw aria-hidden="true" />
            {t("refund.request")}
          </Link>
        ) : null}
        <Link to={localize("/my-orders")} className={buttonVariants({ variant: "outline" })}>
          {t("myOrders.backToList")}
        </Link>
        {order.canCancel ? (
          <Link
            to={openDialogHref(location, CANCEL_ORDER_DIALOG)}
            preventScrollReset
            className={buttonVariants({
              variant: "ghost",
              className: "ms-auto text-destructive hover:text-destructive",
            })}
          >
            <CircleX aria-hidden="true" />
            {t("failed.cancelOrder")}
          </Link>
        ) : null}
      </div>

      {order.cancellationReason ? (
        <p className="rounded-md border p-3">
          <span className="text-muted-foreground">{t("myOrders.cancellationReason")} </span>
          {order.cancellationReason}
        </p>
      ) : null}

      {order.refund ? <RefundStatusPanel refund={order.refund} /> : null}

      <OrderLines lines={order.lines} />

      {order.prescriptions.length ? (
        <section aria-labelledby="order-prescriptions" className="grid gap-3">
          <h2 id="order-prescriptions" className="text-lg font-semibold">
            {t("myOrders.prescriptions")}
          </h2>
          <ImageThumbnails
            images={order.prescriptions}
            altOf={(n) => t("myOrders.prescriptionAlt", { n })}
          />
        </section>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <OrderAmounts amounts={order.amounts} />

        <section
          aria-labelledby="order-info"
          className="grid content-start gap-2 rounded-lg border p-4"
        >
          <h2 id="order-info" className="text-lg font-semibold">
            {t("details.heading")}
          </h2>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">{t("details.paymentMethod")}</dt>
            <dd>{labels.paymentMethod(order.paymentMethod)}</dd>
            <dt className="text-muted-foreground">{t("details.paymentStatus")}</dt>
            <dd>{labels.paymentStatus(order.paymentStatus)}</dd>
            {order.store ? (
              <>
                <dt className="text-muted-foreground">{t("details.store")}</dt>
                <dd>
                  <Link to={localize(`/store/${order.store.id}`)} className="underline">
                    {order.store.name}
                  </Link>
                </dd>
              </>
            ) : null}
            {order.address ? (
              <>
                <dt className="text-muted-foreground">
                  {t(order.parcel ? "parcel.receiver" : "details.address")}
                </dt>
                <dd>
                  {[order.address.name, order.address.address].filter(Boolean).join(", ")}
                  {order.address.phone ? (
                    <>
                      {" · "}
                      <bdi dir="ltr">{order.address.phone}</bdi>
                    </>
                  ) : null}
                </dd>
              </>
            ) : null}
            {order.note ? (
              <>
                <dt className="text-muted-foreground">{t("myOrders.note")}</dt>
                <dd>{order.note}</dd>
              </>
            ) : null}
            <OrderExtraRows extras={order.extras} />
          </dl>
        </section>
      </div>

      {order.parcel ? <ParcelDetails parcel={order.parcel} /> : null}

      <section aria-labelledby="order-timeline" className="grid gap-3">
        <h2 id="order-timeline" className="text-lg font-semibold">
          {t("myOrders.timeline")}
        </h2>
        <ol className="grid gap-2 border-s-2 ps-4">
          {order.timeline.map((entry) => (
            <li key={entry.status} className="grid">
              <span className="font-medium">{labels.status(entry.status)}</span>
              <span className="text-sm text-muted-foreground">{entry.at}</span>
            </li>
          ))}
        </ol>
      </section>

      {cancelOpen && reasons ? (
        <CancelOrderDialog
          orderId={order.id}
          reasons={reasons}
          closeHref={closeDialogHref(location)}
          refusal={refusal}
        />
      ) : null}
    </section>
  );
}
