import { Loader2 } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import type { CheckoutView } from "./checkout-model.server";
import { responsiveImage } from "~/lib/image-url";

/**
 * The checkout's aside: the lines, the summary (the backend's quote or the storefront's own
 * pricing; the lines' subtotal while there is none), "Update total" before JavaScript and Place
 * Order.
 */
export function CheckoutSummary({
  view,
  placing,
  hydrated,
}: {
  view: CheckoutView;
  placing: boolean;
  hydrated: boolean;
}) {
  const { t } = useTranslation("checkout");
  return (
    <aside
      aria-labelledby="order-summary"
      className="grid gap-4 rounded-lg border p-4 lg:sticky lg:top-24"
    >
      <h2 id="order-summary" className="text-lg font-semibold">
        {t("summary")}
      </h2>
      <ul className="grid gap-3">
        {view.lines.map((line) => (
          <li key={line.cartId} className="flex gap-3">
            {line.image ? (
              <img
                {...responsiveImage(line.image, 48)}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-md bg-muted object-cover"
              />
            ) : null}
            <div className="grid flex-1 gap-0.5 text-sm">
              <span className="font-medium">{line.name}</span>
              {line.variation ? (
                <span className="text-xs text-muted-foreground">{line.variation}</span>
              ) : null}
              {line.addOns.length ? (
                <span className="text-xs text-muted-foreground">
                  {t("addOns", {
                    list: line.addOns.map((a) => `${a.name} × ${a.quantity}`).join(", "),
                  })}
                </span>
              ) : null}
              <span className="text-muted-foreground">
                {t("quantity", { count: line.quantity })} · {t("each", { price: line.unitPrice })}
              </span>
              {line.discount ? (
                // quantity × each − this = the line's price (issue 22 item 3).
                <span className="text-muted-foreground">
                  {t("rows.discount")} −{line.discount}
                </span>
              ) : null}
            </div>
            <span className="text-sm font-semibold">{line.linePrice}</span>
          </li>
        ))}
      </ul>
      {view.summary ? (
        <dl className="grid gap-2 border-t pt-3 text-sm" data-testid="checkout-summary">
          {view.summary.rows.map((row) => (
            <div key={row.key} className="flex justify-between gap-3">
              <dt className="text-muted-foreground">
                {t(`rows.${row.key}`)}
                {row.note ? (
                  <span className="block text-xs">{t(row.note.key, { km: row.note.km })}</span>
                ) : null}
              </dt>
              <dd data-testid={row.key === "subtotal" ? "checkout-subtotal" : undefined}>
                {row.minus ? "−" : ""}
                {row.amount}
              </dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t pt-2 text-base font-bold">
            <dt>{t("rows.total")}</dt>
            <dd data-testid="checkout-total">{view.summary.total}</dd>
          </div>
          {view.cashback ? (
            // Not part of the total: paid into the wallet once the order is delivered.
            <div className="flex justify-between gap-3 font-medium text-primary">
              <dt>{t("rows.cashback")}</dt>
              <dd data-testid="checkout-cashback">{view.cashback}</dd>
            </div>
          ) : null}
          {view.partial?.chosen ? (
            <>
              <div className="flex justify-between gap-3">
                <dt className="text-muted-foreground">{t("partial.fromWallet")}</dt>
                <dd data-testid="checkout-from-wallet">−{view.partial.fromWallet}</dd>
              </div>
              <div className="flex justify-between gap-3 font-semibold">
                <dt>
                  {t("partial.rest")}
                  {/* Which method pays the rest: cash, digital or offline (issue 24 item 2). */}
                  {view.payment ? (
                    <span
                      data-testid="checkout-rest-method"
                      className="block text-xs font-normal text-muted-foreground"
                    >
                      {t(`payment.methods.${view.payment}`)}
                    </span>
                  ) : null}
                </dt>
                <dd data-testid="checkout-rest">{view.partial.rest}</dd>
              </div>
            </>
          ) : null}
        </dl>
      ) : (
        <div className="grid gap-2 border-t pt-3 text-sm">
          <p className="flex justify-between gap-3 font-semibold">
            <span>{t("rows.subtotal")}</span>
            <span data-testid="checkout-subtotal">{view.linesSubtotal}</span>
          </p>
          <p className="text-muted-foreground">{t("summaryUnavailable")}</p>
        </div>
      )}
      {hydrated ? null : (
        // Without JavaScript a changed choice reaches the summary through this button.
        <Button type="submit" name="intent" value="refresh" variant="outline">
          {t("updateTotal")}
        </Button>
      )}
      <Button
        type="submit"
        name="intent"
        value="place"
        size="lg"
        disabled={placing}
        aria-busy={placing || undefined}
      >
        {placing ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t("place")}
      </Button>
      {view.summary ? <p className="text-xs text-muted-foreground">{t("placeHint")}</p> : null}
    </aside>
  );
}
