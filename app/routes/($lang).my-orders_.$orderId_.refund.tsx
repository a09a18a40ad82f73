import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { buttonVariants } from "~/components/ui/button";
import { orderDetailsPath } from "~/features/my-orders/my-orders-constants";
import { RefundForm } from "~/features/refunds/refund-form";
import { loadRefundPage, refundAction, type RefundRefusal } from "~/features/refunds/refund.server";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /my-orders/{orderId}/refund (issue 24 item 1): the signed-in customer's delivered order —
 * "Request a refund" with a reason, a method, a note and pictures; POST sends it, then the
 * order's page says "Refund requested". Someone else's order: 404. Reads the session: never
 * indexed.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadRefundPage(request, context, params);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return refundAction(request, context, params);
}

export default function RefundRequestPage() {
  const page = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>() as RefundRefusal | undefined;
  const { t } = useTranslation("orders");
  const localize = useLocalizedPath();
  return (
    <div className="container grid max-w-2xl gap-6 py-8">
      <h1 className="text-2xl font-bold">{page.title}</h1>
      {page.open ? (
        <RefundForm page={page} refusal={refusal} />
      ) : (
        <div className="grid justify-items-start gap-3">
          <p role="status">{t("refund.notAvailable")}</p>
          <Link
            to={localize(orderDetailsPath(page.orderId))}
            className={buttonVariants({ variant: "outline" })}
          >
            {t("reviews.back")}
          </Link>
        </div>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Request a refund", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
