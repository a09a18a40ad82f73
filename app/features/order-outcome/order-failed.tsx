import { getCollectionProps, getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { closeDialogHref, dialogFrom, openDialogHref } from "~/lib/dialog-url";
import { OrderDetails } from "./order-details";
import {
  CANCEL_ORDER_DIALOG,
  FAILED_DIALOG_DELAY_MS,
  OUTCOME_FIELDS,
  OUTCOME_INTENTS,
} from "./order-outcome-constants";
import type { OrderOutcomeData, OutcomeRefusal } from "./order-outcome.server";
import { useFormMessages } from "~/components/form-messages";
import { CircleX, Loader2 } from "~/components/ui/icons";

type FailedData = Extract<OrderOutcomeData, { kind: "failed" }>;

/**
 * The Order Place Failed screen (foundations §2, §4 "Failed payment", §9): the screen with Back
 * to home, and a dialog with what can still be done — switch to cash on delivery (when the
 * order's zone takes cash) or cancel the order (a further dialog, `?dialog=cancel-order`, picks
 * the reason). With JavaScript the dialog opens 500 ms after the screen appears; without it the
 * same choices are simply part of the page (CSS `scripting` media query), so nothing waits on
 * a script.
 */
export function OrderFailed({ data, refusal }: { data: FailedData; refusal?: OutcomeRefusal }) {
  const { t } = useTranslation("orders");
  const localize = useLocalizedPath();
  const location = useLocation();
  const hydrated = useHydrated();
  const cancelOpen = dialogFrom(location.search) === CANCEL_ORDER_DIALOG && data.canCancel;
  const hasChoices = data.canSwitchToCash || data.canCancel;
  // A refused switch comes back with the choices already on screen: no second wait.
  const [optionsOpen, setOptionsOpen] = React.useState(
    refusal?.intent === OUTCOME_INTENTS.switchToCash,
  );
  React.useEffect(() => {
    const timer = window.setTimeout(() => setOptionsOpen(true), FAILED_DIALOG_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <section
      aria-labelledby="order-failed-title"
      className="container grid max-w-xl justify-items-center gap-5 py-12 text-center"
    >
      <CircleX aria-hidden="true" className="size-16 text-destructive" />
      <h1 id="order-failed-title" className="text-2xl font-bold">
        {t("failed.title")}
      </h1>
      <p className="text-muted-foreground">{t("failed.body", { id: data.order.id })}</p>
      <OrderDetails order={data.order} full className="w-full rounded-lg border p-4" />
      <div className="flex flex-wrap justify-center gap-3">
        {hydrated && hasChoices && !optionsOpen ? (
          <Button type="button" onClick={() => setOptionsOpen(true)}>
            {t("failed.showOptions")}
          </Button>
        ) : null}
        <Link to={localize("/home")} className={buttonVariants({ variant: "outline" })}>
          {t("failed.backHome")}
        </Link>
      </div>

      {/* Without JavaScript: the dialog's choices, in the page. */}
      <div className="w-full rounded-lg border p-4 text-start [@media(scripting:enabled)]:hidden">
        <h2 className="text-lg font-semibold">{t("failed.optionsTitle")}</h2>
        <FailedChoices data={data} refusal={refusal} describedBy={null} />
      </div>

      <Dialog
        open={hydrated && optionsOpen && !cancelOpen}
        onOpenChange={(open) => setOptionsOpen(open)}
      >
        <DialogContent closeLabel={t("failed.close")}>
          <DialogHeader>
            <DialogTitle>{t("failed.optionsTitle")}</DialogTitle>
          </DialogHeader>
          <FailedChoices data={data} refusal={refusal} describedBy="dialog" />
        </DialogContent>
      </Dialog>

      {cancelOpen && data.reasons ? (
        <CancelOrderDialog
          orderId={data.order.id}
          reasons={data.reasons}
          closeHref={closeDialogHref(location)}
          refusal={refusal?.intent === OUTCOME_INTENTS.cancel ? refusal : undefined}
        />
      ) : null}
    </section>
  );
}

function FailedChoices({
  data,
  refusal,
  describedBy,
}: {
  data: FailedData;
  refusal?: OutcomeRefusal;
  /** "dialog": the explanation is the dialog's description. */
  describedBy: "dialog" | null;
}) {
  const { t } = useTranslation("orders");
  const localize = useLocalizedPath();
  const location = useLocation();
  const navigation = useNavigation();
  const text = useFormMessages();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const explanation = data.canSwitchToCash
    ? t("failed.optionsBody")
    : data.canCancel
      ? t("failed.cancelOnlyBody")
      : t("failed.closedBody");
  const error =
    refusal?.intent === OUTCOME_INTENTS.switchToCash ? text(refusal.result.error?.[""]) : "";
  return (
    <div className="grid gap-4">
      {describedBy === "dialog" ? (
        <DialogDescription>{explanation}</DialogDescription>
      ) : (
        <p className="text-sm text-muted-foreground">{explanation}</p>
      )}
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive p-3 text-sm text-destructive"
        >
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {data.canSwitchToCash ? (
          <Form method="post" action={`${location.pathname}${location.search}`}>
            <input
              type="hidden"
              name={OUTCOME_FIELDS.intent}
              value={OUTCOME_INTENTS.switchToCash}
            />
            <input type="hidden" name={OUTCOME_FIELDS.orderId} value={data.order.id} />
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {t("failed.switchToCash")}
            </Button>
          </Form>
        ) : null}
        {data.canCancel ? (
          <Link
            to={openDialogHref(location, CANCEL_ORDER_DIALOG)}
            preventScrollReset
            className={buttonVariants({ variant: "destructive" })}
          >
            {t("failed.cancelOrder")}
          </Link>
        ) : null}
        <Link to={localize("/home")} className={buttonVariants({ variant: "outline" })}>
          {t("failed.backHome")}
        </Link>
      </div>
    </div>
  );
}

/**
 * The reason picker (`?dialog=cancel-order`): the reasons given (here 'Order payment canceled'
 * first), the first picked; Cancel the order posts intent=cancel-order, order_id and reason to
 * the page. A refusal keeps the picked reason. The order details page (my-orders) uses it too.
 */
export function CancelOrderDialog({
  orderId,
  reasons,
  closeHref,
  refusal,
}: {
  orderId: number;
  reasons: { value: string; label: string }[];
  closeHref: string;
  refusal?: Pick<OutcomeRefusal, "result">;
}) {
  const { t } = useTranslation("orders");
  const location = useLocation();
  const navigation = useNavigation();
  const text = useFormMessages();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "cancel-order",
    lastResult: refusal?.result,
    defaultValue: {
      [OUTCOME_FIELDS.reason]: reasons[0]?.value ?? "",
    },
  });
  const radios = getCollectionProps(fields.reason, {
    type: "radio",
    options: reasons.map((r) => r.value),
  });
  const error = text(form.errors);
  return (
    <Dialog open closeHref={closeHref}>
      <DialogContent closeLabel={t("failed.close")}>
        <DialogHeader>
          <DialogTitle>{t("cancelDialog.title", { id: orderId })}</DialogTitle>
          <DialogDescription>{t("cancelDialog.body")}</DialogDescription>
        </DialogHeader>
        <Form
          method="post"
          action={`${location.pathname}${location.search}`}
          {...getFormProps(form)}
          className="grid gap-4"
        >
          <input type="hidden" name={OUTCOME_FIELDS.intent} value={OUTCOME_INTENTS.cancel} />
          <input type="hidden" name={OUTCOME_FIELDS.orderId} value={orderId} />
          {error ? (
            <p
              id={form.errorId}
              role="alert"
              className="rounded-md border border-destructive p-3 text-sm text-destructive"
            >
              {error}
            </p>
          ) : null}
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t("cancelDialog.legend")}</legend>
            <div className="grid max-h-[40vh] gap-2 overflow-y-auto">
              {reasons.map((reason, index) => {
                const { key, ...radio } = radios[index];
                return (
                  <label
                    key={key}
                    htmlFor={radio.id}
                    className="flex cursor-pointer items-center gap-3 rounded-md border p-3 text-start has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                  >
                    <input {...radio} className="size-4 shrink-0 accent-primary" />
                    <span>{reason.label}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose className={buttonVariants({ variant: "outline" })}>
              {t("cancelDialog.back")}
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {t("cancelDialog.confirm")}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
