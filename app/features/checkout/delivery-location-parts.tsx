import { useTranslation } from "react-i18next";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { CHECKOUT_DIALOGS, SAVE_ADDRESS_FIELD } from "./checkout-fields";
import type { DeliveryTarget } from "./checkout-state";

/*
 * What the checkout page itself shows of Insert delivery location (its link, the details line,
 * the Save this Address checkbox the guest contact form shares): apart from the dialog, whose
 * code is deferred (checkout-deferred-dialogs.tsx).
 */

/** The dialog's own URL: where Pick from Map comes back to and where its form posts. */
export const deliveryLocationHref = (base: string) =>
  `${base}&dialog=${CHECKOUT_DIALOGS.deliveryLocation}`;

/** "Save this Address": a guest keeps it in this browser, a customer in the address book. */
export function SaveAddressCheckbox({
  id,
  defaultChecked,
}: {
  id: string;
  defaultChecked: boolean;
}) {
  const { t } = useTranslation("checkout");
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} name={SAVE_ADDRESS_FIELD} value="on" defaultChecked={defaultChecked} />
      <Label htmlFor={id}>{t("deliveryLocation.saveAddress")}</Label>
    </div>
  );
}

/** "Street 5 · House 12 · Floor 3": what the point's details say, when it has any. */
export function DetailsLine({
  target,
}: {
  target: Pick<DeliveryTarget, "road" | "house" | "floor">;
}) {
  const { t } = useTranslation("checkout");
  const parts = (["road", "house", "floor"] as const)
    .filter((name) => target[name])
    .map((name) => t(`deliveryLocation.short.${name}`, { value: target[name] }));
  // A block span, not a <p>: it also sits inside a radio's label.
  return parts.length ? (
    <span className="block text-muted-foreground">{parts.join(" · ")}</span>
  ) : null;
}
