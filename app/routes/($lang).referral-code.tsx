import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button } from "~/components/ui/button";
import { CopyButton } from "~/features/account/copy-button";
import { LoadFailed } from "~/features/account/ledger-list";
import { loadReferral } from "~/features/account/referral.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";
import { Share2, UsersRound } from "~/components/ui/icons";

/**
 * /referral-code (issue 14 item 5; browsing §2 account menu, hidden while ref_earning_status
 * is 0): the customer's code with Copy, and a sign-up link to share (Copy; Share where the
 * browser has a share sheet). Without JavaScript both are selectable text. Never indexed.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadReferral(request, context, params);
}

export default function ReferralPage() {
  const { code, shareUrl, earning, failed } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <div className="container grid max-w-2xl gap-6 py-8">
      <h1 className="text-2xl font-bold">{t("referral.title")}</h1>
      <div className="grid justify-items-center gap-3 rounded-lg border p-6 text-center">
        <UsersRound aria-hidden="true" className="size-12 text-primary" />
        <p className="text-lg font-semibold">{t("referral.invite")}</p>
        <p className="text-sm text-muted-foreground">
          {earning ? t("referral.earn", { amount: earning }) : t("referral.earnPlain")}
        </p>
      </div>
      {failed ? (
        <LoadFailed />
      ) : code && shareUrl ? (
        <>
          <section aria-labelledby="referral-code" className="grid gap-2">
            <h2 id="referral-code" className="font-semibold">
              {t("referral.yourCode")}
            </h2>
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed border-primary p-3">
              <code dir="ltr" className="select-all font-mono text-xl font-bold">
                {code}
              </code>
              <CopyButton value={code} label={t("referral.copyCode")} />
            </div>
          </section>
          <section aria-labelledby="referral-link" className="grid gap-2">
            <h2 id="referral-link" className="font-semibold">
              {t("referral.shareLink")}
            </h2>
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted p-3">
              <code dir="ltr" className="min-w-0 select-all break-all text-sm">
                {shareUrl}
              </code>
              <div className="flex gap-2">
                <CopyButton value={shareUrl} label={t("referral.copyLink")} />
                <ShareButton url={shareUrl} text={t("referral.shareText", { code })} />
              </div>
            </div>
          </section>
        </>
      ) : (
        <p className="text-muted-foreground">{t("referral.noCode")}</p>
      )}
    </div>
  );
}

/** The browser's share sheet, where there is one (JS only). */
function ShareButton({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation("account");
  const hydrated = useHydrated();
  const [can, setCan] = React.useState(false);
  React.useEffect(() => setCan(typeof navigator.share === "function"), []);
  if (!hydrated || !can) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => navigator.share({ url, text }).catch(() => undefined)}
    >
      <Share2 aria-hidden="true" className="size-4" />
      {t("referral.share")}
    </Button>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Referral Code", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
