import {
  getCollectionProps,
  getFormProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CardImage } from "~/features/cards/card-parts";
import { Button, buttonVariants } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { InterestTile } from "./interest.server";
import { FieldError, FormAlert } from "~/components/form-messages";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { Loader2 } from "~/components/ui/icons";

/**
 * The interest tiles (foundations §2 /interest): one native checkbox per category inside a
 * label tile — a click anywhere on the tile toggles it, Space on the focused box too, the form
 * posts `interest=<id>` for each tick with or without JavaScript. The tile's border and tint
 * follow :checked and :focus-visible (CSS :has), so the state shows before hydration as well.
 */
export function InterestForm({
  categories,
  selected,
  lastResult,
}: {
  categories: InterestTile[];
  selected: number[];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("interest");
  const localize = useLocalizedPath();
  const navigation = useNavigation();
  const validate = useLazyValidation(() =>
    import("./interest-validation").then((m) => m.validateInterest),
  );
  const [form, fields] = useForm({
    id: "interest",
    lastResult: lastResult ?? undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onSubmit", shouldRevalidate: "onInput" }),
    defaultValue: { interest: selected.map(String) },
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const boxes = getCollectionProps(fields.interest, {
    type: "checkbox",
    options: categories.map((category) => String(category.id)),
  });

  return (
    <Form
      method="post"
      action={localize("/interest")}
      {...getFormProps(form)}
      className="grid gap-6"
    >
      <FormAlert id={form.errorId} errors={form.errors} />
      <fieldset
        className="grid gap-3"
        aria-describedby={fields.interest.errors ? fields.interest.errorId : undefined}
      >
        <legend className="mb-3 text-muted-foreground">{t("subtitle")}</legend>
        <FieldError id={fields.interest.errorId} role="alert" errors={fields.interest.errors} />
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3">
          {categories.map((category, index) => {
            const { key, ...box } = boxes[index];
            return (
              <li key={key}>
                <label
                  htmlFor={box.id}
                  className="relative flex h-full cursor-pointer flex-col items-center gap-2 rounded-lg border-2 bg-card p-3 text-center text-card-foreground transition-colors hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2"
                >
                  <Checkbox {...box} className="absolute start-2 top-2 size-5" />
                  <span className="block size-20 shrink-0 overflow-hidden rounded-full border bg-muted">
                    <CardImage
                      src={category.image}
                      width={80}
                      height={80}
                      priority={index < 8}
                      className="size-full"
                    />
                  </span>
                  <span className="line-clamp-2 text-sm font-medium leading-5">
                    {category.name}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link to={localize("/home")} className={buttonVariants({ variant: "outline" })}>
          {t("skip")}
        </Link>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("save")}
        </Button>
      </div>
    </Form>
  );
}
