import { useTranslation } from "react-i18next";
import { ImageThumbnails } from "~/components/image-thumbnails";
import type { RefundView } from "./refund-rules";

/**
 * The order page's refund panel: what was asked (reason, note, pictures) and, once the operator
 * decided, "Refunded" or "Refund request canceled" with their note.
 */
export function RefundStatusPanel({ refund }: { refund: RefundView }) {
  const { t } = useTranslation("orders");
  return (
    <section
      aria-labelledby="order-refund"
      className="grid gap-2 rounded-lg border p-4"
      data-testid="refund-status"
    >
      <h2 id="order-refund" className="text-lg font-semibold">
        {t(`refund.state.${refund.status}`)}
      </h2>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {refund.reason ? (
          <>
            <dt className="text-muted-foreground">{t("refund.reason")}</dt>
            <dd>{refund.reason}</dd>
          </>
        ) : null}
        {refund.note ? (
          <>
            <dt className="text-muted-foreground">{t("refund.note")}</dt>
            <dd>{refund.note}</dd>
          </>
        ) : null}
        {refund.answer && refund.status !== "refund_requested" ? (
          <>
            <dt className="text-muted-foreground">{t("refund.answer")}</dt>
            <dd>{refund.answer}</dd>
          </>
        ) : null}
      </dl>
      {refund.images.length ? (
        <ImageThumbnails images={refund.images} altOf={(n) => t("refund.imageAlt", { n })} />
      ) : null}
    </section>
  );
}
