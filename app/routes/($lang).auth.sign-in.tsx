import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SIGN_UP_ACTION } from "~/features/auth/auth-urls";
import { returnPath, signIn } from "~/features/auth/sign-in.server";
import { SignInPanel } from "~/features/auth/sign-in-panel";
import { useAuthSettings } from "~/features/auth/use-auth-settings";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /auth/sign-in?from=… (foundations §2): the sign-in page in the operator's layout, and the
 * action every sign-in form posts to (the header's dialog too; `intent=otp` for the OTP part).
 * Signed-in visitors go straight to `from`. Without JavaScript a refused sign-in comes back here
 * with the messages and the typed values. Never indexed, never cached (it reads the session).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const from = url.searchParams.get("from") ?? url.searchParams.get("redirectTo");
  const back = returnPath(from, context);
  if (context.session.get("token")) return redirect(back, 303);
  const t = await i18nServer.getFixedT(context.lang, "auth");
  return {
    redirectTo: back,
    signUpHref: `${localizePath(SIGN_UP_ACTION, context.lang)}?from=${encodeURIComponent(back)}`,
    rememberedIdentifier: context.session.get("rememberedIdentifier") ?? null,
    title: t("signIn.title"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signIn(request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Sign In", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

export default function SignInPage() {
  const { redirectTo, rememberedIdentifier, signUpHref } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const settings = useAuthSettings();
  const { t } = useTranslation("auth");
  return (
    <div className="container grid max-w-md gap-6 py-10">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold">{t("signIn.title")}</h1>
        <p className="text-muted-foreground">{t("signIn.subtitle")}</p>
      </div>
      <SignInPanel
        settings={settings}
        // After a refused POST this page's own URL has no `from`: keep the one the form sent.
        redirectTo={String(answer?.result?.initialValue?.redirectTo ?? redirectTo)}
        surface="page"
        rememberedIdentifier={rememberedIdentifier}
        signUpHref={signUpHref}
        answer={answer ?? null}
        idPrefix="sign-in"
      />
    </div>
  );
}

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
