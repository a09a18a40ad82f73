import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { GuestOrderPlaced } from "~/features/order-outcome/guest-order-placed";
import { OrderFailed } from "~/features/order-outcome/order-failed";
import {
  loadOrderOutcome,
  orderOutcomeAction,
  type OutcomeRefusal,
} from "~/features/order-outcome/order-outcome.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /order-placed?flag=success|fail|cancel&order_id={id} (or `token` with the order id inside):
 * where the payment gateway comes back to and where the checkout sends a guest's order
 * (issue 13 items 4–5). A signed-in customer's placed order goes on to the order view
 * (/profile); a guest sees the order-placed page; a failed payment is the Order Place Failed
 * screen, whose forms post here (switch to cash, cancel with a reason). Only the visitor's own
 * orders: anything else is "not found". Reads the session: never indexed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOrderOutcome(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return orderOutcomeAction(request, context);
}

export default function OrderPlacedPage() {
  const data = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>() as OutcomeRefusal | undefined;
  if (data.kind === "placed")
    return (
      <GuestOrderPlaced
        order={data.order}
        trackHref={data.trackHref}
        lines={data.lines}
        amounts={data.amounts}
      />
    );
  return <OrderFailed data={data} refusal={refusal} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Order", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
