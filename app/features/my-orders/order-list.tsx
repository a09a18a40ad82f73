import { Pager } from "~/components/pager";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { useOrderLabels } from "~/features/order-outcome/order-details";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { ORDER_TABS, orderDetailsPath, type OrderTab } from "./my-orders-constants";
import type { MyOrdersData } from "./my-orders.server";
import { responsiveImage } from "~/lib/image-url";
import { PackageOpen } from "~/components/ui/icons";

const listHref = (tab: OrderTab, page = 1) =>
  `/my-orders?tab=${tab}${page > 1 ? `&page=${page}` : ""}`;

/** Running / past orders as link tabs (URL state: works without JavaScript), the page's orders, paging. */
export function OrderList({ data }: { data: MyOrdersData }) {
  const { t } = useTranslation("orders");
  const localize = useLocalizedPath();
  const labels = useOrderLabels();
  return (
    <div className="grid gap-4">
      <nav aria-label={t("myOrders.tabsLabel")} className="flex gap-2 border-b">
        {ORDER_TABS.map((tab) => (
          <Link
            key={tab}
            to={localize(listHref(tab))}
            aria-current={data.tab === tab ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-4 py-2 font-medium",
              data.tab === tab
                ? "border-primary text-foreground"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {t(`myOrders.tabs.${tab}`)}
          </Link>
        ))}
      </nav>

      {data.failed ? (
        <p role="alert" className="text-muted-foreground">
          {t("errors.unavailable")}{" "}
          <a href="" className="underline">
            {t("myOrders.retry")}
          </a>
        </p>
      ) : data.orders.length === 0 ? (
        <div className="grid justify-items-center gap-3 py-12 text-center text-muted-foreground">
          <PackageOpen aria-hidden="true" className="size-12" />
          <p>{t(`myOrders.empty.${data.tab}`)}</p>
          <Link to={localize("/home")} className={buttonVariants({ variant: "outline" })}>
            {t("profile.home")}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3">
          {data.orders.map((order) => (
            <li key={order.id}>
              <Link
                to={localize(orderDetailsPath(order.id))}
                className="flex items-center gap-4 rounded-lg border p-4 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                {order.storeLogo ? (
                  <img
                    {...responsiveImage(order.storeLogo, 48)}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 rounded-md object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="size-12 rounded-md bg-muted" />
                )}
                <span className="grid flex-1 gap-0.5">
                  <span className="font-semibold">
                    {t("details.numberValue", { id: order.id })}
                    {order.store ? <span className="font-normal"> · {order.store}</span> : null}
                  </span>
                  <span className="text-sm text-muted-foreground">{order.placedAt}</span>
                  <span className="text-sm">{t("myOrders.items", { count: order.itemCount })}</span>
                </span>
                <span className="grid justify-items-end gap-1 text-end">
                  <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
                    {labels.status(order.status)}
                  </span>
                  <bdi dir="ltr" className="font-semibold">
                    {order.total}
                  </bdi>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      <Pager
        page={data.page}
        pages={data.pages}
        hrefFor={(n) => localize(listHref(data.tab, n))}
        text={{
          label: t("myOrders.pagingLabel"),
          previous: t("myOrders.previous"),
          next: t("myOrders.next"),
          status: t("myOrders.pageOf", { page: data.page, pages: data.pages }),
        }}
      />
    </div>
  );
}
