import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TrackForm } from "~/features/tracking/track-form";
import {
  NoScriptRefresh,
  TrackingDetails,
  useTrackingPoll,
} from "~/features/tracking/tracking-view";
import { loadTracking } from "~/features/tracking/tracking.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /track-order?order_id={id}[&contact_number={phone}] (issue 14 item 1; browsing §2, §4–§6):
 * the tracking form (a GET form: the header's Track order, the parcel hero's form and the guest
 * order-placed page's Track Order all land here) and the order's four steps, map, delivery man
 * and summary. Refetched every 10 s until the order is final — polling with JavaScript, a
 * <noscript> meta refresh without. Guests need this session's guest id and the order's phone;
 * signed-in customers see only their own orders; anything else is 'Order not found'.
 * Reads the session: never indexed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadTracking(request, context);
}

export default function TrackOrderPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("tracking");
  const moving = Boolean(data.tracking && !data.tracking.final);
  useTrackingPoll(moving, data.refreshSeconds);
  return (
    <div className="container grid max-w-4xl gap-6 py-8">
      {moving ? <NoScriptRefresh seconds={data.refreshSeconds} /> : null}
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <TrackForm data={data} />
      {data.notFound ? (
        <p role="alert" className="rounded-md border border-destructive p-3 text-destructive">
          {t("notFound")}
        </p>
      ) : null}
      {data.tracking ? (
        <TrackingDetails tracking={data.tracking} refreshSeconds={data.refreshSeconds} />
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Track order", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
