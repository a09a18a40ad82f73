import { Link, useLocation } from "@remix-run/react";
import { ArrowDownLeft, ArrowUpRight, ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { LedgerLine } from "./account-gate.server";

/** A ledger's rows (wallet or loyalty points): what, when, how much, the balance after. */
export function LedgerList({ lines, emptyKey }: { lines: LedgerLine[]; emptyKey: string }) {
  const { t } = useTranslation("account");
  if (!lines.length)
    return <p className="rounded-lg border p-6 text-center text-muted-foreground">{t(emptyKey)}</p>;
  return (
    <ul className="divide-y rounded-lg border">
      {lines.map((line) => {
        const Icon = line.credit ? ArrowDownLeft : ArrowUpRight;
        return (
          <li key={line.id} className="flex items-center gap-3 p-4">
            <Icon
              aria-hidden="true"
              className={cn(
                "size-5 shrink-0",
                line.credit ? "text-success" : "text-muted-foreground",
              )}
            />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="font-medium">
                {line.known ? t(`ledger.types.${line.type}`) : line.type}
              </p>
              {line.at ? <p className="text-xs text-muted-foreground">{line.at}</p> : null}
            </div>
            <div className="grid justify-items-end gap-0.5 text-end">
              <p className={cn("font-semibold", line.credit ? "text-success" : "")}>
                <bdi dir="ltr">{line.amount}</bdi>
              </p>
              <p className="text-xs text-muted-foreground">
                {t("ledger.balance")} <bdi dir="ltr">{line.balance}</bdi>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Previous / Next links keeping the other query parameters (works without JavaScript). */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation("account");
  const location = useLocation();
  if (pages <= 1) return null;
  const hrefFor = (n: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(n));
    return `${location.pathname}?${params}`;
  };
  return (
    <nav aria-label={t("ledger.pages")} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t("ledger.previous")}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">{t("ledger.pageOf", { page, pages })}</p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {t("ledger.next")}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The "could not load" line with a retry link (a plain reload). */
export function LoadFailed() {
  const { t } = useTranslation("account");
  return (
    <p role="alert" className="text-muted-foreground">
      {t("errors.loadFailed")}{" "}
      <a href="" className="underline">
        {t("errors.retry")}
      </a>
    </p>
  );
}
