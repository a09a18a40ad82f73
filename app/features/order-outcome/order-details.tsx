import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { OrderExtraRows } from "./order-extras";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "./order-outcome-constants";
import type { OrderCard } from "./order-view.server";

type Translate = (key: string) => string;

/** A backend value's label: ours when we know the value, else the value made readable. */
function labelOf(t: Translate, group: string, known: readonly string[], value: string): string {
  return known.includes(value) ? t(`${group}.${value}`) : value.replace(/_/g, " ");
}

export const useOrderLabels = () => {
  const { t } = useTranslation("orders");
  return {
    status: (value: string) => labelOf(t, "status", ORDER_STATUSES, value),
    paymentStatus: (value: string) => labelOf(t, "paymentStatus", PAYMENT_STATUSES, value),
    paymentMethod: (value: string) => labelOf(t, "paymentMethod", PAYMENT_METHODS, value),
  };
};

/**
 * An order as the backend keeps it (number, time, status, payment, total, store, address): the
 * guest order-placed page shows the first three, the order view all of them.
 */
export function OrderDetails({
  order,
  full = false,
  className,
}: {
  order: OrderCard;
  /** Payment, total, store and address too (the order view). */
  full?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("orders");
  const labels = useOrderLabels();
  const rows: [label: string, value: string | null, ltr?: boolean][] = [
    [t("details.number"), t("details.numberValue", { id: order.id }), true],
    [t("details.time"), order.placedAt],
    [t("details.status"), labels.status(order.status)],
  ];
  if (full) {
    rows.push(
      [t("details.paymentMethod"), labels.paymentMethod(order.paymentMethod)],
      [t("details.paymentStatus"), labels.paymentStatus(order.paymentStatus)],
      [t("details.total"), order.total, true],
      [t("details.store"), order.store],
      [t("details.address"), order.address],
    );
  }
  return (
    <dl className={cn("grid gap-x-6 gap-y-2 text-start sm:grid-cols-[auto_1fr]", className)}>
      {rows.map(([label, value, ltr]) =>
        value ? (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">
              {/* Numbers and amounts read whole in Arabic too. */}
              {ltr ? <bdi dir="ltr">{value}</bdi> : value}
            </dd>
          </div>
        ) : null,
      )}
      <OrderExtraRows extras={order.extras} />
    </dl>
  );
}
