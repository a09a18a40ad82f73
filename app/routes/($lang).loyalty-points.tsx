import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  type MetaFunction,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { LedgerList, LoadFailed, Pager } from "~/features/account/ledger-list";
import { loadLoyalty, loyaltyAction } from "~/features/account/loyalty.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { FieldError } from "~/components/form-messages";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";
import { Loader2, Star } from "~/components/ui/icons";

/**
 * /loyalty-points (issue 14 item 5; foundations §2 "loyalty page (login required)", hidden
 * while loyalty_point_status is 0): the points, the exchange rate and minimum, Convert to
 * wallet (a plain form post: 'Point to wallet transfer successfully.'), the transactions a
 * page at a time. Never indexed.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadLoyalty(request, context, params);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return loyaltyAction(request, context, params);
}

export default function LoyaltyPage() {
  const { points, rate, minimum, walletOn, page, pages, lines, failed } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "loyalty-transfer",
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
  });
  return (
    <div className="container grid max-w-3xl gap-6 py-8">
      <h1 className="text-2xl font-bold">{t("loyalty.title")}</h1>
      <section
        aria-labelledby="loyalty-balance"
        className="flex items-center gap-4 rounded-lg bg-primary p-6 text-primary-foreground"
      >
        <Star aria-hidden="true" className="size-10 shrink-0" />
        <div className="grid gap-1">
          <h2 id="loyalty-balance" className="text-sm">
            {t("loyalty.balance")}
          </h2>
          <p className="text-3xl font-bold">
            <bdi dir="ltr">{points ?? "—"}</bdi>
          </p>
        </div>
      </section>

      {walletOn ? (
        <section
          aria-labelledby="loyalty-convert"
          className="grid gap-3 rounded-lg border p-4 sm:p-6"
        >
          <h2 id="loyalty-convert" className="text-lg font-semibold">
            {t("loyalty.convertTitle")}
          </h2>
          {rate > 0 ? (
            <p className="text-sm text-muted-foreground">{t("loyalty.rate", { rate })}</p>
          ) : null}
          {minimum > 0 ? (
            <p className="text-sm text-muted-foreground">{t("loyalty.minimum", { minimum })}</p>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
            <FieldError id={form.errorId} role="alert" errors={form.errors} className="w-full" />
            <div className="grid flex-1 gap-2">
              <Label htmlFor={fields.point.id}>{t("loyalty.point")}</Label>
              <Input
                {...getInputProps(fields.point, { type: "number" })}
                key={fields.point.key}
                min={1}
                step={1}
                inputMode="numeric"
                dir="ltr"
              />
              <FieldError id={fields.point.errorId} errors={fields.point.errors} />
            </div>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {t("loyalty.convert")}
            </Button>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="loyalty-history" className="grid gap-3">
        <h2 id="loyalty-history" className="text-lg font-semibold">
          {t("loyalty.history")}
        </h2>
        {failed ? <LoadFailed /> : <LedgerList lines={lines} emptyKey="loyalty.empty" />}
        <Pager page={page} pages={pages} />
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Loyalty Points", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
