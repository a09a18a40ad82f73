import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRouteError, type MetaFunction } from "@remix-run/react";
import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ErrorView, errorKindOf } from "~/components/shell/error-view";
import { buttonVariants } from "~/components/ui/button";
import { OrderDetails } from "~/features/order-outcome/order-details";
import { loadProfile } from "~/features/order-outcome/profile-order.server";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { businessNameFrom, pageTitle } from "~/lib/seo";

/**
 * /profile — INTERIM (issue 13 item 4). Signed-in only. `?orderId={id}&page=my-orders` shows
 * that order as the backend keeps it (where checkout lands: `&from=checkout` adds the success
 * heading); without an order, a short placeholder. Issue 14 builds the profile and the order
 * list here: replace the placeholder, keep `?orderId&page=my-orders` working.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadProfile(request, context);
}

export default function ProfilePage() {
  const { order, fromCheckout } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const localize = useLocalizedPath();
  if (!order) {
    return (
      <section className="container grid max-w-3xl gap-4 py-8" aria-labelledby="profile-title">
        <h1 id="profile-title" className="text-2xl font-bold">
          {t("profile.placeholderTitle")}
        </h1>
        <p className="text-muted-foreground">{t("profile.placeholder")}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={localize("/home")} className={buttonVariants()}>
            {t("profile.home")}
          </Link>
          <Link to={localize("/addresses")} className={buttonVariants({ variant: "outline" })}>
            {t("profile.addresses")}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="container grid max-w-3xl gap-4 py-8" aria-labelledby="profile-title">
      {fromCheckout ? (
        <p className="flex items-center gap-2 text-lg font-semibold text-success">
          <CheckCircle2 aria-hidden="true" className="size-6" />
          {t("profile.fromCheckout")}
        </p>
      ) : null}
      <h1 id="profile-title" className="text-2xl font-bold">
        {t("profile.orderTitle", { id: order.id })}
      </h1>
      <OrderDetails order={order} full className="rounded-lg border p-4" />
      <div>
        <Link to={localize("/home")} className={buttonVariants({ variant: "outline" })}>
          {t("profile.home")}
        </Link>
      </div>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Profile", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  const error = useRouteError();
  const kind = errorKindOf(error);
  if (kind === "generic") console.error(error);
  return <ErrorView kind={kind} />;
}
