import { useTranslation } from "react-i18next";
import type { CheckoutView } from "./checkout-model.server";
import { PARTIAL_FIELD, PARTIAL_SHOWN_FIELD } from "./partial-payment";

/**
 * "Pay {amount} from my wallet, the rest by the method below" (issue 24 item 2): a plain
 * checkbox; ticking it refreshes the page's choices (with JavaScript at once, without it by
 * Update total), which then offer only the methods that may pay the rest.
 */
export function PartialPaymentChoice({
  partial,
  onChange,
}: {
  partial: NonNullable<CheckoutView["partial"]>;
  onChange: () => void;
}) {
  const { t } = useTranslation("checkout");
  return (
    <div className="grid gap-1 rounded-md border p-3">
      <input type="hidden" name={PARTIAL_SHOWN_FIELD} value="1" />
      <label htmlFor={PARTIAL_FIELD} className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          id={PARTIAL_FIELD}
          name={PARTIAL_FIELD}
          value="1"
          defaultChecked={partial.chosen}
          onChange={onChange}
          aria-describedby={`${PARTIAL_FIELD}-hint`}
          className="mt-1 size-4 accent-primary"
        />
        <span className="font-medium">{t("partial.use", { amount: partial.fromWallet })}</span>
      </label>
      <p id={`${PARTIAL_FIELD}-hint`} className="ms-7 text-sm text-muted-foreground">
        {t("partial.hint", { amount: partial.rest })}
      </p>
    </div>
  );
}
