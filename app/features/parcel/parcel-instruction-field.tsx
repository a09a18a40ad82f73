import { useTranslation } from "react-i18next";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";

/**
 * The parcel instruction for the courier (issue 24 item 4): one of the operator's
 * (customer/order/parcel-instructions), a plain select of the parcel form, sent as the order's
 * `delivery_instruction`. Nothing is shown when the operator has none or the list did not come.
 */
export function ParcelInstructionField({
  instructions,
  defaultValue,
}: {
  instructions: string[];
  defaultValue: string;
}) {
  const { t } = useTranslation("parcel");
  if (!instructions.length) return null;
  return (
    <section aria-labelledby="parcel-instruction" className="grid gap-3 rounded-lg border p-4">
      <h2 id="parcel-instruction" className="text-lg font-semibold">
        {t("instruction.title")}
      </h2>
      <div className="grid gap-2">
        <Label htmlFor="delivery_instruction">{t("instruction.label")}</Label>
        <NativeSelect
          id="delivery_instruction"
          name="delivery_instruction"
          defaultValue={defaultValue}
        >
          <option value="">{t("instruction.none")}</option>
          {instructions.map((instruction) => (
            <option key={instruction} value={instruction}>
              {instruction}
            </option>
          ))}
        </NativeSelect>
      </div>
    </section>
  );
}
