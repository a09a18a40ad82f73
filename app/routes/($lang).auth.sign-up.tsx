import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { authSettingsFrom } from "~/features/auth/auth-config";
import { returnPath } from "~/features/auth/auth-flow.server";
import { SIGN_IN_ACTION } from "~/features/auth/auth-urls";
import { signUp } from "~/features/auth/sign-up.server";
import { SignUpForm } from "~/features/auth/sign-up-form";
import { useAuthSettings } from "~/features/auth/use-auth-settings";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { settle } from "~/api/settle.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /auth/sign-up?from=… (foundations §2 "Sign-up form"): the sign-up page, and the action of
 * every sign-up form (the header's dialog too). Signed-in visitors go straight to `from`.
 * Without JavaScript a refused sign-up comes back here with the messages and typed values.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const back = returnPath(
    url.searchParams.get("from") ?? url.searchParams.get("redirectTo"),
    context,
  );
  if (context.session.get("token")) return redirect(back, 303);
  const t = await i18nServer.getFixedT(context.lang, "auth");
  return {
    // A friend's share link (/referral-code) names the code: the form starts with it filled.
    refCode: REF_CODE.test(url.searchParams.get("ref_code") ?? "")
      ? url.searchParams.get("ref_code")!
      : "",
    redirectTo: back,
    signInHref: `${localizePath(SIGN_IN_ACTION, context.lang)}?from=${encodeURIComponent(back)}`,
    title: t("signUp.title"),
  };
}

/** What a referral code looks like (customer/info ref_code); anything else is not prefilled. */
const REF_CODE = /^[A-Za-z0-9_-]{1,32}$/;

export async function action({ request, context }: ActionFunctionArgs) {
  // The refer code is sent only where the operator shows it (§6); config is cached.
  const config = await settle(context.api.config.get());
  const referral = authSettingsFrom(config.ok ? config.value : null).referral;
  return signUp(request, context, referral);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Sign Up", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

export default function SignUpPage() {
  const { redirectTo, signInHref, refCode } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const settings = useAuthSettings();
  const { t } = useTranslation("auth");
  return (
    <div className="container grid max-w-md gap-6 py-10">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold">{t("signUp.title")}</h1>
        <p className="text-muted-foreground">{t("signUp.subtitle")}</p>
      </div>
      <SignUpForm
        settings={settings}
        // After a refused POST this page's own URL has no `from`: keep the one the form sent.
        redirectTo={String(answer?.result?.initialValue?.redirectTo ?? redirectTo)}
        surface="page"
        signInHref={signInHref}
        lastResult={answer?.result ?? null}
        refCode={refCode}
      />
    </div>
  );
}

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
