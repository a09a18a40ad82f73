import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { InterestForm } from "~/features/interest/interest-form";
import { loadInterest, saveInterest } from "~/features/interest/interest.server";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /interest (foundations §2): the signed-in customer ticks the current module's categories they
 * like; Save → customer/update-interest → /home, Skip → /home. Reached after sign-up and from
 * the module side rail (features/interest/interest-redirect.server.ts). Reads the session:
 * never indexed, never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadInterest(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return saveInterest(request, context);
}

export default function InterestPage() {
  const { categories, selected, failed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("interest");
  const localize = useLocalizedPath();
  return (
    <div className="container grid max-w-4xl gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      {failed || categories.length === 0 ? (
        <div className="grid justify-items-start gap-3">
          <p role={failed ? "alert" : undefined} className="text-muted-foreground">
            {t(failed ? "failed" : "empty")}
          </p>
          <p className="flex gap-4">
            {failed ? (
              <a href="" className="underline">
                {t("retry")}
              </a>
            ) : null}
            <a href={localize("/home")} className="underline">
              {t("skip")}
            </a>
          </p>
        </div>
      ) : (
        <InterestForm categories={categories} selected={selected} lastResult={actionData?.result} />
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Choose your interests", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
