import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { orderDetailsPath } from "~/features/my-orders/my-orders-constants";
import { ReviewForm } from "~/features/reviews/review-form";
import {
  loadReviewPage,
  reviewAction,
  type ReviewRefusal,
} from "~/features/reviews/reviews.server";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /rate-and-review/{orderId} (issue 14 item 3; browsing §2, §4): the signed-in customer's
 * delivered order — stars (1–5) and a comment for each item and for the delivery man; the home's
 * review prompt leads here. POST sends what was rated; then the order's page. Someone else's
 * order: 404. Reads the session: never indexed.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadReviewPage(request, context, params.orderId);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return reviewAction(request, context, params.orderId);
}

export default function RateAndReviewPage() {
  const page = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>() as ReviewRefusal | undefined;
  const { t } = useTranslation("orders");
  const localize = useLocalizedPath();
  return (
    <div className="container grid max-w-3xl gap-6 py-8">
      <h1 className="text-2xl font-bold">{page.title}</h1>
      {page.delivered ? (
        <ReviewForm page={page} refusal={refusal} />
      ) : (
        <div className="grid justify-items-start gap-3">
          <p role="status">{t("reviews.notDelivered")}</p>
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
  { title: pageTitle(data?.title ?? "Rate and review", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
