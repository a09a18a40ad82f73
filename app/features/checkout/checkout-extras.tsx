import { useTranslation } from "react-i18next";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { MAX_INSTRUCTION, UNAVAILABLE_CHOICES } from "./checkout-fields";
import type { CheckoutExtrasView } from "./checkout-extras.server";
import { Section } from "./checkout-parts";

/**
 * The checkout extras (issue 24 item 4) as plain fields of the one checkout form: cutlery and
 * extra packaging where the store offers them, what to do with an unavailable item, and
 * instructions for the delivery man. Kept in the draft like every other choice, so they survive
 * a refused post, JS or not.
 */
export function CheckoutExtras({
  extras,
  onPriceChange,
}: {
  extras: CheckoutExtrasView;
  /** Extra packaging changes the total (JS: the summary follows; no JS: Update total). */
  onPriceChange: () => void;
}) {
  const { t } = useTranslation("checkout");
  return (
    <Section id="extras" title={t("extras.title")}>
      {/* An unticked box posts nothing: this says the boxes were on the page (checkout-action). */}
      <input type="hidden" name="extras" value="1" />
      {extras.cutlery.offered ? (
        <ExtraBox
          id="cutlery"
          label={t("extras.cutlery")}
          hint={t("extras.cutleryHint")}
          defaultChecked={extras.cutlery.chosen}
        />
      ) : null}
      {extras.packaging.offered ? (
        <ExtraBox
          id="extra_packaging"
          label={t("extras.packaging", { amount: extras.packaging.amount })}
          hint={t("extras.packagingHint")}
          defaultChecked={extras.packaging.chosen}
          onChange={onPriceChange}
        />
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="unavailable_item_note">{t("extras.unavailable.label")}</Label>
        <NativeSelect
          id="unavailable_item_note"
          name="unavailable_item_note"
          defaultValue={extras.unavailable}
        >
          <option value="">{t("extras.unavailable.none")}</option>
          {UNAVAILABLE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`extras.unavailable.${choice}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {extras.instruction.offered ? (
        <div className="grid gap-2">
          <Label htmlFor="delivery_instruction">{t("extras.instruction")}</Label>
          <Input
            id="delivery_instruction"
            name="delivery_instruction"
            maxLength={MAX_INSTRUCTION}
            autoComplete="off"
            placeholder={t("extras.instructionPlaceholder")}
            defaultValue={extras.instruction.text}
          />
        </div>
      ) : null}
    </Section>
  );
}

function ExtraBox({
  id,
  label,
  hint,
  defaultChecked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  defaultChecked: boolean;
  onChange?: () => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        name={id}
        value="1"
        defaultChecked={defaultChecked}
        onChange={onChange}
        aria-describedby={`${id}-hint`}
        className="mt-1"
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
