import { Pager as KitPager } from "~/components/pager";
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import type { LedgerLine } from "./account-gate.server";
import { ArrowDownLeft, ArrowUpRight } from "~/components/ui/icons";

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

/** The ledger's pager (the kit's), keeping the other query parameters. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation("account");
  const location = useLocation();
  const hrefFor = (n: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(n));
    return `${location.pathname}?${params}`;
  };
  const text = {
    label: t("ledger.pages"),
    previous: t("ledger.previous"),
    next: t("ledger.next"),
    status: t("ledger.pageOf", { page, pages }),
  };
  return <KitPager page={page} pages={pages} hrefFor={hrefFor} text={text} />;
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
