import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { AuthStepForm } from "./auth-step-form";
import { STEP_TITLES } from "./auth-step-view";
import type { AuthStep } from "./auth-urls";
import type { StepAnswer } from "./otp-step-form";
import type { loadStepPage } from "./step-page.server";
import { useAuthSettings } from "./use-auth-settings";

/**
 * The page of a sign-in step (/auth/verify, /auth/user-info, /auth/is-it-you, /auth/phone):
 * the step's heading and form over the loader's view. Each route module keeps its own loader
 * and action and renders this.
 */
export function AuthStepPage({ step }: { step: AuthStep }) {
  const { view, redirectTo } = useLoaderData<typeof loadStepPage>();
  const answer = useActionData<StepAnswer>();
  const settings = useAuthSettings();
  const { t } = useTranslation("auth");
  const copy = STEP_TITLES[step];
  return (
    <div className="container grid max-w-md gap-6 py-10">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold">{t(copy.title)}</h1>
        <p className="text-muted-foreground">{t(copy.description)}</p>
      </div>
      <AuthStepForm
        view={view}
        settings={settings}
        redirectTo={redirectTo}
        surface="page"
        answer={answer ?? null}
      />
    </div>
  );
}

/** The auth pages' title (the loader's, translated) — never indexed: they read the session. */
export const authPageMeta: MetaFunction<() => Promise<{ title?: string }>> = ({
  data,
  matches,
}) => [
  { title: pageTitle(data?.title ?? "", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];
