import { Minus, Plus } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import { formatPrice, type MoneyFormat } from "~/features/catalogue/money";
import { cn } from "~/lib/cn";
import {
  FIELD,
  MAX_ADD_ON_QUANTITY,
  optionAvailable,
  setAddOn,
  toggleFood,
  type ChoiceModel,
  type ProductMessage,
  type Selection,
} from "./choices";

/*
 * The option groups of the product form (foundations §4–§5): ecommerce choice groups (radios),
 * food variation groups (radios for single, checkboxes for multi; a chosen single option is
 * cleared by choosing it again), add-ons (checkbox plus quantity). Every input is a real form
 * field (names in choices.ts FIELD), so without JavaScript the GET form carries the selection;
 * with it, `onChange` keeps the selection state and the total live.
 */

export type GroupProps = {
  model: ChoiceModel;
  selection: Selection;
  onChange: (next: Selection) => void;
  money: MoneyFormat;
  /** Messages to show by their group (only once the form was used). */
  messages: ProductMessage[];
};

const FIELDSET = "flex flex-col gap-2 rounded-lg border p-3";
const LEGEND = "px-1 text-sm font-semibold";
const OPTION =
  "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring";
const INPUT = "size-4 accent-[hsl(var(--primary))]";

export function OptionPrice({ price, money }: { price: number; money: MoneyFormat }) {
  const { t } = useTranslation("product");
  return (
    <span className="ms-auto text-xs text-muted-foreground">
      {price > 0 ? <bdi>{`+${formatPrice(price, money)}`}</bdi> : t("optionFree")}
    </span>
  );
}

export function ChoiceGroups({ model, selection, onChange }: GroupProps) {
  const { t } = useTranslation("product");
  return model.choiceGroups.map((group, index) => (
    <fieldset key={group.title + index} className={FIELDSET}>
      <legend className={LEGEND}>{group.title}</legend>
      <div className="flex flex-wrap gap-2">
        {group.options.map((option) => {
          // Marked, still choosable: choosing it says why it cannot be bought (issue 22 item 9).
          const available = optionAvailable(model, selection.choices, index, option);
          return (
            <label
              key={option}
              className={cn(OPTION, !available && "border-dashed text-muted-foreground")}
            >
              <input
                type="radio"
                className={INPUT}
                name={FIELD.choice(index)}
                value={option}
                checked={selection.choices[index] === option}
                onChange={() =>
                  onChange({
                    ...selection,
                    choices: selection.choices.map((c, i) => (i === index ? option : c)),
                  })
                }
              />
              {option}
              {available ? null : <span className="text-xs">({t("outOfStock")})</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  ));
}

export function FoodGroups({ model, selection, onChange, money, messages }: GroupProps) {
  const { t } = useTranslation("product");
  return model.foodGroups.map((group, index) => {
    const chosen = selection.food[index] ?? [];
    const problem = messages.find((m) => m.group === index);
    const problemId = `food-${index}-problem`;
    return (
      <fieldset
        key={group.name + index}
        className={cn(FIELDSET, problem && "border-destructive")}
        aria-describedby={problem ? problemId : undefined}
      >
        <legend className={LEGEND}>
          {group.name}{" "}
          <span className="text-xs font-normal text-muted-foreground">
            ({group.required ? t("required") : t("optional")})
          </span>
        </legend>
        {group.multi && (group.min > 0 || group.max > 0) ? (
          <p className="text-xs text-muted-foreground">
            {t("variationInfo", { min: group.min, max: group.max })}
          </p>
        ) : null}
        {group.values.map((value) => {
          const checked = chosen.includes(value.label);
          return (
            <label key={value.label} className={OPTION}>
              <input
                type={group.multi ? "checkbox" : "radio"}
                className={INPUT}
                name={FIELD.food(index)}
                value={value.label}
                checked={checked}
                onChange={() => onChange(toggleFood(model, selection, index, value.label))}
                // a chosen single option is cleared by choosing it again (no change event)
                onClick={() => {
                  if (!group.multi && checked)
                    onChange(toggleFood(model, selection, index, value.label));
                }}
              />
              <span>{value.label}</span>
              <OptionPrice price={value.price} money={money} />
            </label>
          );
        })}
        {problem ? (
          <p id={problemId} className="text-sm font-medium text-destructive">
            {t(problem.key, problem.params)}
          </p>
        ) : null}
      </fieldset>
    );
  });
}

export function AddOns({ model, selection, onChange, money }: GroupProps) {
  const { t } = useTranslation("product");
  if (!model.addOns.length) return null;
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t("addOns")}</legend>
      {model.addOns.map((addOn) => {
        const chosen = selection.addOns.find((a) => a.id === addOn.id);
        const qtyId = `add-on-qty-${addOn.id}`;
        return (
          <div key={addOn.id} className="flex flex-wrap items-center gap-2">
            <label className={cn(OPTION, "min-w-0 flex-1")}>
              <input
                type="checkbox"
                className={INPUT}
                name={FIELD.addOn}
                value={addOn.id}
                checked={Boolean(chosen)}
                onChange={(event) =>
                  onChange(setAddOn(selection, addOn.id, event.target.checked ? 1 : 0))
                }
              />
              <span>{addOn.name}</span>
              <OptionPrice price={addOn.price} money={money} />
            </label>
            <Stepper
              id={qtyId}
              name={FIELD.addOnQuantity(addOn.id)}
              label={t("addOnQuantity", { name: addOn.name })}
              stepLabels={[
                t("decreaseOf", { name: addOn.name }),
                t("increaseOf", { name: addOn.name }),
              ]}
              value={chosen?.quantity ?? 1}
              min={1}
              max={MAX_ADD_ON_QUANTITY}
              onChange={(quantity) => onChange(setAddOn(selection, addOn.id, quantity))}
              submit={{
                name: FIELD.addOnQuantity(addOn.id),
                values: [
                  String(Math.max(1, (chosen?.quantity ?? 1) - 1)),
                  String(Math.min(MAX_ADD_ON_QUANTITY, (chosen?.quantity ?? 1) + 1)),
                ],
              }}
              small
            />
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * A number input between − and +. With JavaScript the buttons change the value. Without it
 * they are submit buttons of the GET form: `submit.name` with `submit.values` (− then +). They
 * come after the input in the document (CSS puts − first), so a value they send arrives after
 * the input's own and wins where the same name is read last (add-on quantities).
 */
export function Stepper({
  id,
  name,
  label,
  value,
  min,
  max,
  onChange,
  canDecrement = value > min,
  canIncrement = max === null || value < max,
  onBlocked,
  submit,
  stepLabels,
  small,
}: {
  id: string;
  name: string;
  label: string;
  value: number;
  min: number;
  max: number | null;
  onChange: (value: number) => void;
  canDecrement?: boolean;
  canIncrement?: boolean;
  /** + pressed at the limit: show why. */
  onBlocked?: () => void;
  submit: { name: string; values: [string, string] };
  /** Names of − and + (default: "Decrease quantity", "Increase quantity"). */
  stepLabels?: [string, string];
  small?: boolean;
}) {
  const { t } = useTranslation("product");
  const button = cn(
    "inline-grid place-items-center rounded-full border bg-background hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
    small ? "size-7" : "size-9",
  );
  return (
    <div className="inline-flex items-center gap-1.5">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        name={name}
        min={min}
        max={max ?? undefined}
        value={value}
        onChange={(event) => {
          const n = Number(event.target.value);
          if (Number.isInteger(n) && n >= min) onChange(max === null ? n : Math.min(n, max));
        }}
        className={cn(
          "order-2 rounded-md border bg-background text-center text-sm [appearance:textfield] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-inner-spin-button]:appearance-none",
          small ? "h-7 w-12" : "h-9 w-14",
        )}
      />
      <button
        type="submit"
        name={submit.name}
        value={submit.values[0]}
        className={cn(button, "order-1")}
        disabled={!canDecrement}
        aria-label={stepLabels?.[0] ?? t("decrease")}
        aria-controls={id}
        onClick={(event) => {
          event.preventDefault();
          onChange(Math.max(min, value - 1));
        }}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <button
        type="submit"
        name={submit.name}
        value={submit.values[1]}
        className={cn(button, "order-3")}
        aria-label={stepLabels?.[1] ?? t("increase")}
        aria-controls={id}
        aria-disabled={!canIncrement || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (canIncrement) onChange(value + 1);
          else onBlocked?.();
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
