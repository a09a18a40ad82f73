import { getFormProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { orderDetailsPath } from "~/features/my-orders/my-orders-constants";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import {
  DM_COMMENT,
  DM_RATING,
  STARS,
  commentField,
  ratingField,
  type ReviewShape,
} from "./review-fields";
import type { ReviewPage, ReviewRefusal } from "./reviews.server";
import { FieldError, FormAlert } from "~/components/form-messages";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { Loader2, Star } from "~/components/ui/icons";

/**
 * The rate-and-review form: per item and for the delivery man, five radio stars (arrow keys move
 * between them, as in any radio group) and a comment. One submit sends everything rated.
 */
export function ReviewForm({ page, refusal }: { page: ReviewPage; refusal?: ReviewRefusal }) {
  const { t } = useTranslation("orders");
  const localize = useLocalizedPath();
  const navigation = useNavigation();

  const validate = useLazyValidation(() =>
    import("./review-validation").then((m) => m.validateReview),
  );
  const shape: ReviewShape = {
    itemIds: page.items.map((i) => i.id),
    deliveryMan: page.deliveryMan !== null,
  };
  const [form, fields] = useForm<Record<string, string>>({
    id: "rate-and-review",
    lastResult: refusal?.result,
    ...checkFieldsWhen(validate, { shouldValidate: "onSubmit", shouldRevalidate: "onInput" }),
    onValidate: validate ? ({ formData }) => validate(formData, shape) : undefined,
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-6">
      <FormAlert id={form.errorId} errors={form.errors} />
      {page.items.length ? (
        <section aria-labelledby="review-items" className="grid gap-4">
          <h2 id="review-items" className="text-lg font-semibold">
            {t("reviews.items")}
          </h2>
          {page.items.map((item) => (
            <ReviewCard
              key={item.id}
              name={item.name}
              image={item.image}
              rating={fields[ratingField(item.id)]}
              comment={fields[commentField(item.id)]}
            />
          ))}
        </section>
      ) : null}
      {page.deliveryMan ? (
        <section aria-labelledby="review-dm" className="grid gap-4">
          <h2 id="review-dm" className="text-lg font-semibold">
            {t("reviews.deliveryMan")}
          </h2>
          <ReviewCard
            name={page.deliveryMan.name}
            image={page.deliveryMan.image}
            rating={fields[DM_RATING]}
            comment={fields[DM_COMMENT]}
          />
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("reviews.submit")}
        </Button>
        <Link
          to={localize(orderDetailsPath(page.orderId))}
          className={buttonVariants({ variant: "outline" })}
        >
          {t("reviews.back")}
        </Link>
      </div>
    </Form>
  );
}

function ReviewCard({
  name,
  image,
  rating,
  comment,
}: {
  name: string;
  image: string | null;
  rating: FieldMetadata<string>;
  comment: FieldMetadata<string>;
}) {
  const { t } = useTranslation("orders");
  const picked = rating.initialValue ?? "";
  return (
    <div className="grid gap-3 rounded-lg border p-4">
      <fieldset
        aria-describedby={rating.errors?.length ? rating.errorId : undefined}
        className="grid gap-2"
      >
        <legend className="mb-2 flex items-center gap-3 font-medium">
          {image ? (
            <img
              src={image}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 rounded-md object-cover"
            />
          ) : null}
          <span>{t("reviews.rate", { name })}</span>
        </legend>
        {/*
          The stars in reverse order, laid out reversed: a checked star's following siblings are
          the lower ones, which `peer-checked` fills — without JavaScript, in both directions.
        */}
        <div className="flex w-fit flex-row-reverse justify-end gap-1 rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
          {[...STARS].reverse().map((star) => {
            const id = `${rating.id}-${star}`;
            return (
              <React.Fragment key={star}>
                <input
                  type="radio"
                  id={id}
                  name={rating.name}
                  value={String(star)}
                  defaultChecked={picked === String(star)}
                  aria-invalid={rating.errors?.length ? true : undefined}
                  className="peer sr-only"
                />
                <label
                  htmlFor={id}
                  className="cursor-pointer text-muted-foreground peer-checked:text-primary [&_svg]:peer-checked:fill-current"
                >
                  <Star aria-hidden="true" className="size-8" />
                  <span className="sr-only">{t("reviews.stars", { count: star })}</span>
                </label>
              </React.Fragment>
            );
          })}
        </div>
        <FieldError id={rating.errorId} errors={rating.errors} />
      </fieldset>
      <div className="grid gap-1">
        <Label htmlFor={comment.id}>{t("reviews.comment", { name })}</Label>
        <Textarea {...getTextareaProps(comment)} key={comment.key} rows={3} maxLength={1000} />
        <FieldError id={comment.errorId} errors={comment.errors} />
      </div>
    </div>
  );
}
