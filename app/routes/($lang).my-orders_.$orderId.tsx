import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { OrderDetailsPage } from "~/features/my-orders/order-details-view";
import {
  loadOrderDetails,
  orderDetailsAction,
  type CancelRefusal,
} from "~/features/my-orders/my-orders.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /my-orders/{orderId}[?from=checkout][&dialog=cancel-order] (issue 14 item 2): one of the
 * signed-in customer's orders — where the checkout lands (through /profile?page=my-orders&
 * orderId…, foundations §2), with its success message. POST cancels it with a reason while the
 * backend allows it. Someone else's order: 404. Reads the session: never indexed.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadOrderDetails(request, context, params.orderId);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return orderDetailsAction(request, context, params.orderId);
}

export default function OrderDetailsRoute() {
  const { order, fromCheckout, reasons } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>() as CancelRefusal | undefined;
  return (
    <OrderDetailsPage
      order={order}
      fromCheckout={fromCheckout}
      reasons={reasons}
      refusal={refusal}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Order", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
