import { useTranslation } from "react-i18next";
import type { ParcelView } from "~/features/order-outcome/order-view.server";
import type { OrderDetailsView } from "./my-orders.server";
import { responsiveImage } from "~/lib/image-url";

/**
 * The parts of an order both the order page (/my-orders/{id}) and the guest's order-placed page
 * show (issue 22 item 19): its lines, its amounts down to the total, and a parcel's type, sender
 * and pickup address.
 */

export function OrderLines({ lines }: { lines: OrderDetailsView["lines"] }) {
  const { t } = useTranslation("orders");
  if (!lines.length) return null;
  return (
    <section aria-labelledby="order-lines" className="grid gap-3 text-start">
      <h2 id="order-lines" className="text-lg font-semibold">
        {t("myOrders.lines")}
      </h2>
      <ul className="grid gap-3">
        {lines.map((line) => (
          <li key={line.id} className="flex gap-3 rounded-lg border p-3">
            {line.image ? (
              <img
                {...responsiveImage(line.image, 64)}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 rounded-md object-cover"
              />
            ) : null}
            <div className="grid flex-1 gap-0.5">
              <p className="font-medium">{line.name}</p>
              <p className="text-sm text-muted-foreground">
                {t("myOrders.quantity", { count: line.quantity })} ·{" "}
                <bdi dir="ltr">{line.unitPrice}</bdi>
              </p>
              {line.variations.length ? (
                <p className="text-sm">
                  <span className="text-muted-foreground">{t("myOrders.variation")} </span>
                  {line.variations.join(", ")}
                </p>
              ) : null}
              {line.addOns.length ? (
                <p className="text-sm">
                  <span className="text-muted-foreground">{t("myOrders.addOns")} </span>
                  {line.addOns.join(", ")}
                </p>
              ) : null}
              {line.discount ? (
                // The line's share of the order's discount: quantity × unit − it = the total.
                <p className="text-sm">
                  <span className="text-muted-foreground">{t("myOrders.amounts.discount")} </span>
                  <bdi dir="ltr">- {line.discount}</bdi>
                </p>
              ) : null}
            </div>
            <bdi dir="ltr" className="font-semibold">
              {line.total}
            </bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OrderAmounts({ amounts }: { amounts: OrderDetailsView["amounts"] }) {
  const { t } = useTranslation("orders");
  return (
    <section
      aria-labelledby="order-amounts"
      className="grid content-start gap-2 rounded-lg border p-4 text-start"
    >
      <h2 id="order-amounts" className="text-lg font-semibold">
        {t("myOrders.summary")}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {amounts.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className={key === "total" ? "font-semibold" : "text-muted-foreground"}>
              {t(`myOrders.amounts.${key}`)}
            </dt>
            <dd className={key === "total" ? "text-end font-semibold" : "text-end"}>
              <bdi dir="ltr">{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A parcel's type, who pays its delivery, and where it is picked up from whom. */
export function ParcelDetails({ parcel }: { parcel: ParcelView }) {
  const { t } = useTranslation("orders");
  const { sender } = parcel;
  return (
    <section
      aria-labelledby="order-parcel"
      className="grid content-start gap-2 rounded-lg border p-4 text-start"
    >
      <h2 id="order-parcel" className="text-lg font-semibold">
        {t("parcel.heading")}
      </h2>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {parcel.category ? (
          <>
            <dt className="text-muted-foreground">{t("parcel.category")}</dt>
            <dd>{parcel.category}</dd>
          </>
        ) : null}
        {sender.name || sender.phone ? (
          <>
            <dt className="text-muted-foreground">{t("parcel.sender")}</dt>
            <dd>
              {sender.name}
              {sender.name && sender.phone ? " · " : null}
              {sender.phone ? <bdi dir="ltr">{sender.phone}</bdi> : null}
            </dd>
          </>
        ) : null}
        {sender.address ? (
          <>
            <dt className="text-muted-foreground">{t("parcel.pickup")}</dt>
            <dd>{sender.address}</dd>
          </>
        ) : null}
        {parcel.chargePayer ? (
          <>
            <dt className="text-muted-foreground">{t("parcel.chargePayer")}</dt>
            <dd>{t(`parcel.payer.${parcel.chargePayer}`)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
