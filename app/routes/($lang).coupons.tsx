import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "~/features/account/copy-button";
import { loadCoupons } from "~/features/account/coupons.server";
import { LoadFailed } from "~/features/account/ledger-list";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";
import { TicketPercent } from "~/components/ui/icons";

/**
 * /coupons (issue 14 item 5; browsing §2 account menu, §4 "Coupon copy"): the signed-in
 * customer's coupons — title, discount, minimum, expiry and the code, copied with one press
 * ('copied' for 1 s; with JavaScript) or selected as text (without). Never indexed.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadCoupons(request, context, params);
}

export default function CouponsPage() {
  const { coupons, failed, needsModule } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const localize = useLocalizedPath();
  return (
    <div className="container grid max-w-3xl gap-6 py-8">
      <h1 className="text-2xl font-bold">{t("coupons.title")}</h1>
      {needsModule ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          {t("coupons.pickModule")}{" "}
          <Link to={localize("/modules")} className="underline">
            {t("coupons.chooseModule")}
          </Link>
        </p>
      ) : failed ? (
        <LoadFailed />
      ) : coupons.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          {t("coupons.empty")}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {coupons.map((coupon) => (
            <li
              key={coupon.id}
              className="grid gap-3 rounded-lg border border-dashed border-primary p-4"
            >
              <div className="flex items-start gap-3">
                <TicketPercent aria-hidden="true" className="size-8 shrink-0 text-primary" />
                <div className="grid gap-1">
                  <h2 className="font-semibold">{coupon.title}</h2>
                  <p className="text-lg font-bold">
                    {coupon.freeDelivery ? (
                      t("coupons.freeDelivery")
                    ) : (
                      <bdi dir="ltr">{t("coupons.off", { discount: coupon.discount })}</bdi>
                    )}
                  </p>
                  {coupon.store ? (
                    <p className="text-sm text-muted-foreground">{coupon.store}</p>
                  ) : null}
                  {coupon.minimum ? (
                    <p className="text-sm text-muted-foreground">
                      {t("coupons.minimum")} <bdi dir="ltr">{coupon.minimum}</bdi>
                    </p>
                  ) : null}
                  {coupon.expires ? (
                    <p className="text-sm text-muted-foreground">
                      {t("coupons.expires", { date: coupon.expires })}
                    </p>
                  ) : null}
                </div>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted p-2">
                <p className="text-sm">
                  {t("coupons.code")}{" "}
                  <code dir="ltr" className="select-all font-mono text-base font-semibold">
                    {coupon.code}
                  </code>
                </p>
                <CopyButton
                  value={coupon.code}
                  label={t("coupons.copyCode", { code: coupon.code })}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Coupons", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
