import { HandCoins } from "~/components/ui/icons";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CashbackOfferView } from "~/features/catalogue/card-models";
import { cn } from "~/lib/cn";
import { openDialogHref } from "~/lib/dialog-url";
import { CASHBACK_DIALOG } from "./fields";

export interface CashbackButtonProps {
  offers: readonly CashbackOfferView[];
  className?: string;
}

/**
 * The floating cashback button (browsing §2 Home, §4), at the bottom of the inline end: a link
 * to `?dialog=cashback`, so the panel opens without JavaScript too. Nothing without offers.
 * In the home's first load (it is small); the panel itself is deferred (extras-dialogs.tsx).
 */
export function CashbackButton({ offers, className }: CashbackButtonProps) {
  const { t } = useTranslation("homeDialogs");
  const location = useLocation();
  if (offers.length === 0) return null;
  return (
    <Link
      to={openDialogHref(location, CASHBACK_DIALOG)}
      preventScrollReset
      className={cn(
        "fixed bottom-20 end-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background motion-reduce:transition-none motion-reduce:hover:scale-100",
        className,
      )}
    >
      <HandCoins className="size-6" aria-hidden="true" />
      <span className="sr-only">{t("cashback.button", { count: offers.length })}</span>
      <span
        aria-hidden="true"
        className="absolute -top-1 end-0 min-w-5 rounded-full border border-primary bg-background px-1 text-center text-xs font-bold leading-4 text-foreground"
      >
        {offers.length}
      </span>
    </Link>
  );
}
