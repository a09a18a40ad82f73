import { useTranslation } from "react-i18next";
import type { TrackedOrder } from "~/api/schemas/orders";
import { unavailableChoiceOf } from "~/features/checkout/checkout-fields";

/** What the customer asked for at checkout (issue 24 item 4), as the backend keeps it on the order. */
export interface OrderExtras {
  cutlery: boolean;
  /** The note for unavailable items as stored (our choices are English words, shown translated). */
  unavailableNote: string | null;
  instruction: string | null;
}

export const orderExtrasOf = (order: TrackedOrder): OrderExtras => ({
  cutlery: Boolean(order.cutlery),
  unavailableNote: order.unavailable_item_note || null,
  instruction: order.delivery_instruction || null,
});

/** The extras as rows of an order's <dl> (nothing when none was asked for). */
export function OrderExtraRows({ extras }: { extras: OrderExtras }) {
  const { t } = useTranslation("orders");
  const choice = unavailableChoiceOf(extras.unavailableNote);
  const rows: [label: string, value: string | null][] = [
    [t("extras.cutlery"), extras.cutlery ? t("extras.cutleryYes") : null],
    [
      t("extras.unavailable"),
      choice ? t(`extras.unavailableChoices.${choice}`) : extras.unavailableNote,
    ],
    [t("extras.instruction"), extras.instruction],
  ];
  return (
    <>
      {rows.map(([label, value]) =>
        value ? (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ) : null,
      )}
    </>
  );
}
