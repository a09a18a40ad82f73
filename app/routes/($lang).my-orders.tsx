import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { OrderList } from "~/features/my-orders/order-list";
import { loadMyOrders } from "~/features/my-orders/my-orders.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /my-orders?tab=running|history&page=N (issue 14 item 2; browsing §2 account menu): the
 * signed-in customer's running and past orders, ten a page, each leading to /my-orders/{id}.
 * Behind the login gate. Reads the session: never indexed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadMyOrders(request, context);
}

export default function MyOrdersPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  return (
    <div className="container grid max-w-3xl gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("myOrders.title")}</h1>
      <OrderList data={data} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "My orders", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
