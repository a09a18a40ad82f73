import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteError, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorView, errorKindOf } from "~/components/shell/error-view";
import { AuthStepForm } from "~/features/auth/auth-step-form";
import { STEP_TITLES } from "~/features/auth/auth-step-view";
import { completePhone } from "~/features/auth/social/social.server";
import { loadStepPage } from "~/features/auth/step-page.server";
import { useAuthSettings } from "~/features/auth/use-auth-settings";
import { businessNameFrom, pageTitle } from "~/lib/seo";

/**
 * /auth/phone: phone_modal, the phone a social sign-in lacks (foundations §2, §4 "Social
 * sign-in"), as a page — where a flow started on /auth/sign-in continues, and the answer to a
 * refused form of the step's dialog (the form itself works without JavaScript; only reaching it
 * needs a provider's SDK). The action is the step's for both. Never indexed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadStepPage(request, context, "phone");
}

export async function action({ request, context }: ActionFunctionArgs) {
  return completePhone(request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

export default function PhoneStepPage() {
  const { view, redirectTo } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const settings = useAuthSettings();
  const { t } = useTranslation("auth");
  const copy = STEP_TITLES["phone"];
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

export function ErrorBoundary() {
  const error = useRouteError();
  const kind = errorKindOf(error);
  if (kind === "generic") console.error(error);
  return <ErrorView kind={kind} />;
}
