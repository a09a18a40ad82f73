import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { useShell } from "~/shell/use-shell";
import { EXTRAS_FIELDS, WELCOME_ACTION } from "./fields";
import { useDismissForm } from "./use-dismiss-form";
import { CloseSubmit } from "./close-submit";
import type { WelcomeView } from "./welcome.server";
import { PartyPopper } from "~/components/ui/icons";

export interface WelcomeDialogProps extends WelcomeView {
  /** False hides it (e.g. while another URL dialog is open); defaults to true. */
  open?: boolean;
}

/**
 * The welcome modal for a customer who has just signed up (browsing §2 Home, §4): a greeting
 * and, while is_valid_for_discount, the first-order discount and its validity. Every way of
 * closing it — the button, the corner ×, Escape, a click outside — posts to /welcome, which
 * clears the session flag, so it shows once.
 */
export function WelcomeDialog({ discount, open = true }: WelcomeDialogProps) {
  const { t } = useTranslation("homeDialogs");
  const location = useLocation();
  const localize = useLocalizedPath();
  const hydrated = useHydrated();
  const businessName = useShell()?.config?.businessName;
  const { Form, form, hidden, onSubmit, dismiss } = useDismissForm("welcome");
  const period = discount ? validityText(discount.validity, t) : "";

  return (
    <Dialog
      open={open && !hidden}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
    >
      <DialogContent hideClose className="max-w-md">
        <Form ref={form} method="post" action={localize(WELCOME_ACTION)} onSubmit={onSubmit}>
          <input
            type="hidden"
            name={EXTRAS_FIELDS.redirectTo}
            value={`${location.pathname}${location.search}`}
          />
          {hydrated ? <input type="hidden" name={EXTRAS_FIELDS.enhanced} value="1" /> : null}
          <div className="grid gap-4 text-center">
            <PartyPopper className="mx-auto size-12 text-primary" aria-hidden="true" />
            <DialogHeader className="pe-0 sm:text-center">
              <DialogTitle className="text-xl leading-snug">
                {businessName
                  ? t("welcome.title", { name: businessName })
                  : t("welcome.titleGeneric")}
              </DialogTitle>
              <DialogDescription>{t("welcome.body")}</DialogDescription>
            </DialogHeader>
            {discount ? (
              <p className="rounded-md bg-muted p-3 text-sm font-medium text-foreground">
                {t("welcome.discount", { amount: discount.amount })}
                {period ? (
                  <>
                    {" "}
                    <span className="text-muted-foreground">
                      {t("welcome.validity", { period })}
                    </span>
                  </>
                ) : null}
              </p>
            ) : null}
            <DialogFooter className="sm:justify-center">
              <Button type="submit">{t("welcome.start")}</Button>
            </DialogFooter>
          </div>
          <CloseSubmit label={t("welcome.closeLabel")} />
        </Form>
      </DialogContent>
    </Dialog>
  );
}

const VALIDITY = /^\s*(\d{1,4})\s*(day|month|year)s?(?:\(s\))?\s*$/i;

/** "30 day" → "30 days" / "30 يومًا"; anything else as the backend wrote it. */
export function validityText(
  validity: string,
  t: (key: string, options: { count: number }) => string,
): string {
  const match = VALIDITY.exec(validity);
  if (!match) return validity.trim();
  const unit = match[2].toLowerCase();
  return t(`welcome.period.${unit}`, { count: Number(match[1]) });
}
