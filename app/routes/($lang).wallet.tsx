import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LedgerList, LoadFailed, Pager } from "~/features/account/ledger-list";
import { WALLET_FILTERS } from "~/features/account/wallet-filters";
import { AddFundForm } from "~/features/account/add-fund-form";
import { loadWallet, walletAction } from "~/features/account/wallet.server";
import { cn } from "~/lib/cn";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";
import { Gift, Wallet } from "~/components/ui/icons";

/**
 * /wallet (issue 14 item 5; foundations §2 "wallet page (login required)", browsing §2 account
 * menu, hidden while customer_wallet_status is 0): the balance, transactions by type with
 * paging (`?type=…&page=N`, plain links), the running add-fund bonuses, and Add fund through
 * the backend's payment page (while add_fund_status is on), which comes back here with
 * `?flag=success|cancel`. Never indexed.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadWallet(request, context, params);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return walletAction(request, context, params);
}

export default function WalletPage() {
  const { balance, filter, page, pages, lines, failed, bonuses, outcome, addFund } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const location = useLocation();
  return (
    <div className="container grid max-w-3xl gap-6 py-8">
      <h1 className="text-2xl font-bold">{t("wallet.title")}</h1>
      {outcome ? (
        <p
          role={outcome === "success" ? "status" : "alert"}
          className={cn(
            "rounded-md border p-3 text-sm",
            outcome === "success"
              ? "border-success text-success"
              : "border-destructive text-destructive",
          )}
        >
          {t(`wallet.outcome.${outcome}`)}
        </p>
      ) : null}
      <section
        aria-labelledby="wallet-balance"
        className="flex items-center gap-4 rounded-lg bg-primary p-6 text-primary-foreground"
      >
        <Wallet aria-hidden="true" className="size-10 shrink-0" />
        <div className="grid gap-1">
          <h2 id="wallet-balance" className="text-sm">
            {t("wallet.balance")}
          </h2>
          <p className="text-3xl font-bold">
            <bdi dir="ltr">{balance ?? "—"}</bdi>
          </p>
        </div>
      </section>

      {addFund ? <AddFundForm gateways={addFund.gateways} /> : null}

      {bonuses.length ? (
        <section aria-labelledby="wallet-bonuses" className="grid gap-3">
          <h2 id="wallet-bonuses" className="text-lg font-semibold">
            {t("wallet.bonuses")}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {bonuses.map((bonus) => (
              <li key={bonus.id} className="flex gap-3 rounded-lg border p-4">
                <Gift aria-hidden="true" className="size-6 shrink-0 text-primary" />
                <div className="grid gap-1 text-sm">
                  <p className="font-semibold">{bonus.title}</p>
                  {bonus.description ? (
                    <p className="text-muted-foreground">{bonus.description}</p>
                  ) : null}
                  <p>
                    {t("wallet.bonusLine", { bonus: bonus.bonus, minimum: bonus.minimum })}
                    {bonus.maximum ? ` ${t("wallet.bonusMax", { maximum: bonus.maximum })}` : null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="wallet-history" className="grid gap-3">
        <h2 id="wallet-history" className="text-lg font-semibold">
          {t("wallet.history")}
        </h2>
        <nav aria-label={t("wallet.filters")}>
          <ul className="flex flex-wrap gap-2">
            {WALLET_FILTERS.map((type) => (
              <li key={type}>
                <Link
                  to={type === "all" ? location.pathname : `${location.pathname}?type=${type}`}
                  aria-current={filter === type ? "page" : undefined}
                  className={cn(
                    "inline-flex h-8 items-center rounded-full border px-3 text-sm",
                    filter === type
                      ? "border-primary bg-primary text-primary-foreground"
                      : "hover:bg-muted",
                  )}
                >
                  {t(`wallet.types.${type}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {failed ? <LoadFailed /> : <LedgerList lines={lines} emptyKey="wallet.empty" />}
        <Pager page={page} pages={pages} />
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Wallet", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
