import { Link, useRevalidator } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { useOrderLabels } from "~/features/order-outcome/order-details";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { TrackingMap } from "./tracking-map";
import type { TrackingView } from "./tracking.server";
import { Circle, CircleCheck, MessageCircle, Phone, Star } from "~/components/ui/icons";

/**
 * Refetches the order every 10 s while it can still move (with JavaScript); without it the
 * page carries a `<meta http-equiv="refresh">` inside <noscript> (a script-run browser ignores
 * it, so the two never both run). Both stop once the order is final.
 */
export function useTrackingPoll(active: boolean, seconds: number) {
  const revalidator = useRevalidator();
  const revalidate = React.useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  React.useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") revalidate.current();
    }, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [active, seconds]);
}

export function NoScriptRefresh({ seconds }: { seconds: number }) {
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}

/** The order's steps, map, delivery man and summary. */
export function TrackingDetails({
  tracking,
  refreshSeconds,
}: {
  tracking: TrackingView;
  refreshSeconds: number;
}) {
  const { t } = useTranslation("tracking");
  const labels = useOrderLabels();
  const localize = useLocalizedPath();
  const stopped = tracking.final && tracking.status !== "delivered";
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold">{t("orderTitle", { id: tracking.id })}</h2>
        <p className="text-sm">
          <span className="text-muted-foreground">{t("summary.status")} </span>
          <span data-testid="tracking-status" className="font-medium">
            {labels.status(tracking.status)}
          </span>
        </p>
      </div>

      {stopped ? (
        <p role="status" className="rounded-md border border-destructive p-3 text-destructive">
          {t("stopped", { status: labels.status(tracking.status) })}
        </p>
      ) : (
        <ol aria-label={t("steps.label")} className="grid gap-3 sm:grid-cols-4">
          {tracking.steps.map((step, index) => {
            const current = index === tracking.step - 1;
            return (
              <li
                key={step.key}
                aria-current={current ? "step" : undefined}
                className={cn(
                  "flex items-start gap-3 rounded-lg border p-3",
                  step.reached ? "border-primary" : "text-muted-foreground",
                )}
              >
                {step.reached ? (
                  <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
                ) : (
                  <Circle aria-hidden="true" className="size-5 shrink-0" />
                )}
                <span className="grid gap-0.5">
                  <span className="font-medium text-foreground">{t(`steps.${step.key}`)}</span>
                  <span className="text-xs">
                    {step.reached ? (step.at ?? "") : t("steps.waiting")}
                  </span>
                  <span className="sr-only">
                    {step.reached ? t("steps.done") : t("steps.notYet")}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}

      {tracking.final ? null : (
        <p className="text-sm text-muted-foreground">
          {t("refreshing", { seconds: refreshSeconds })}
        </p>
      )}

      {tracking.map ? <TrackingMap point={tracking.map} address={tracking.address} /> : null}

      {tracking.deliveryMan ? (
        <section
          aria-labelledby="tracking-dm"
          className="flex flex-wrap items-center gap-4 rounded-lg border p-4"
        >
          {tracking.deliveryMan.image ? (
            <img
              src={tracking.deliveryMan.image}
              alt=""
              width={48}
              height={48}
              className="size-12 rounded-full object-cover"
            />
          ) : null}
          <div className="grid flex-1 gap-0.5">
            <h3 id="tracking-dm" className="text-sm text-muted-foreground">
              {t("deliveryMan.title")}
            </h3>
            <p className="font-medium">{tracking.deliveryMan.name}</p>
            <p className="flex items-center gap-1 text-sm">
              <Star aria-hidden="true" className="size-4 fill-current text-primary" />
              <span>
                {t("deliveryMan.rating", { rating: tracking.deliveryMan.rating.toFixed(1) })}
              </span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {tracking.deliveryMan.phone ? (
              <a
                href={`tel:${tracking.deliveryMan.phone}`}
                className={buttonVariants({ variant: "outline" })}
              >
                <Phone aria-hidden="true" />
                {t("deliveryMan.call", { name: tracking.deliveryMan.name })}
              </a>
            ) : null}
            <Link to={localize(tracking.deliveryMan.chatHref)} className={buttonVariants()}>
              <MessageCircle aria-hidden="true" />
              {t("deliveryMan.chat")}
            </Link>
          </div>
        </section>
      ) : null}

      <dl className="grid gap-x-6 gap-y-2 rounded-lg border p-4 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t("summary.total")}</dt>
        <dd className="font-medium">
          <bdi dir="ltr">{tracking.total}</bdi>
        </dd>
        <dt className="text-muted-foreground">{t("summary.payment")}</dt>
        <dd className="font-medium">{labels.paymentMethod(tracking.paymentMethod)}</dd>
        {tracking.scheduledFor ? (
          <>
            <dt className="text-muted-foreground">{t("summary.scheduledFor")}</dt>
            <dd className="font-medium" data-testid="scheduled-for">
              {tracking.scheduledFor}
            </dd>
          </>
        ) : null}
        {tracking.store ? (
          <>
            <dt className="text-muted-foreground">{t("summary.store")}</dt>
            <dd className="font-medium">{tracking.store}</dd>
          </>
        ) : null}
        {tracking.address ? (
          <>
            <dt className="text-muted-foreground">{t("summary.address")}</dt>
            <dd className="font-medium">{tracking.address}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
