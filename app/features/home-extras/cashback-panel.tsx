import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "~/components/ui/sheet";
import type { CashbackOfferView } from "~/features/catalogue/card-models";
import { closeDialogHref } from "~/lib/dialog-url";
import { formatDate, parseDate } from "~/lib/dates";
import { HandCoins } from "~/components/ui/icons";

export interface CashbackPanelProps {
  offers: readonly CashbackOfferView[];
  /** Kept mounted while closing (exit animation, focus return); defaults to true. */
  open?: boolean;
}

/**
 * The cashback offers panel (browsing §2 Home, §4): a sheet on the inline end listing each
 * running offer — title, amount, minimum purchase, end date. URL state `?dialog=cashback`: the
 * floating button is a link to it, closing is a link back (docs/decisions/003).
 */
export function CashbackPanel({ offers, open = true }: CashbackPanelProps) {
  const { t, i18n } = useTranslation("homeDialogs");
  const location = useLocation();
  return (
    <Sheet open={open} closeHref={closeDialogHref(location)}>
      <SheetContent side="end" closeLabel={t("cashback.close")} className="w-96 max-w-[90vw]">
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <HandCoins className="size-5 text-primary" aria-hidden="true" />
            {t("cashback.title")}
          </SheetTitle>
          <SheetDescription>{t("cashback.description")}</SheetDescription>
        </SheetHeader>
        <ul className="grid gap-3">
          {offers.map((offer) => (
            <li key={offer.id} className="grid gap-2 rounded-lg border p-4">
              <h3 className="font-semibold leading-snug">{offer.title}</h3>
              <p className="text-lg font-bold text-primary" dir="auto">
                {t("cashback.amount", { amount: offer.amount })}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t("cashback.minPurchase")}</dt>
                <dd className="font-medium">{offer.minPurchase ?? t("cashback.noMinimum")}</dd>
                {offer.endDate ? (
                  <>
                    <dt className="text-muted-foreground">{t("cashback.validUntil")}</dt>
                    <dd className="font-medium">
                      <time dateTime={offer.endDate} suppressHydrationWarning>
                        {formatDay(offer.endDate, i18n.language)}
                      </time>
                    </dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
        <SheetFooter>
          <SheetClose className={buttonVariants({ variant: "outline" })}>
            {t("cashback.close")}
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

/**
 * "2026-06-30" → "June 30, 2026" / "30 يونيو 2026" with Western digits (card-rules.ts: the
 * specs are silent on Arabic-Indic digits). UTC, so server and browser agree on the day.
 */
export function formatDay(iso: string, lang: string): string {
  const date = parseDate(iso);
  if (!date) return iso;
  const options = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" } as const;
  return formatDate(date, lang, options);
}
