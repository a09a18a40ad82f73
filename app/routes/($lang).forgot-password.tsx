import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { CodeStep } from "~/features/password/code-step";
import {
  forgotPasswordAction,
  type ResetActionData,
} from "~/features/password/forgot-password.server";
import { NewPasswordStep } from "~/features/password/new-password-step";
import { useResetText } from "~/features/password/reset-form-parts";
import { RequestStep } from "~/features/password/request-step";
import {
  currentReset,
  resendWaitSeconds,
  stepOf,
  targetOf,
} from "~/features/password/reset-state.server";
import { localizePath } from "~/i18n/config";
import i18nServer from "~/i18n/i18next.server";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { useShell } from "~/shell/use-shell";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /forgot-password (foundations §2; contract §6.5): phone or email → the 6-digit code → a new
 * password twice → signed out, on sign-in with a success message. Every step is a form posting
 * here; which step shows is the server's call, from the reset kept in the session (a stale or
 * missing one: step 1). Signed-in visitors have nothing to reset here and go to /home. Never
 * indexed (it reads the session).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.session.get("token")) return redirect(localizePath("/home", context.lang), 303);
  const state = currentReset(context.session);
  const by = new URL(request.url).searchParams.get("by");
  const t = await i18nServer.getFixedT(context.lang, "password");
  return {
    step: stepOf(state),
    method: state?.method ?? (by === "email" ? "email" : "phone"),
    target: state ? targetOf(state) : null,
    sentAt: state?.sentAt ?? 0,
    resendIn: state ? resendWaitSeconds(state) : 0,
    title: t("title"),
  } as const;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return forgotPasswordAction(request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Forgot password", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

export default function ForgotPasswordPage() {
  const { step, method, target, sentAt, resendIn } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ResetActionData | undefined;
  const resultOf = (intent: ResetActionData["intent"]) =>
    answer?.intent === intent ? answer.result : null;
  const { t } = useResetText();
  const localize = useLocalizedPath();
  const demo = Boolean(useShell()?.config?.demo);

  return (
    <div className="container grid max-w-md gap-6 py-10">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold">{t(`${step}.title`)}</h1>
        <p className="text-muted-foreground">
          {t(`${step}.subtitle`)}
          {target ? (
            <>
              {" "}
              <bdi dir="ltr" className="font-medium text-foreground">
                {target}
              </bdi>
            </>
          ) : null}
        </p>
      </div>
      {step === "request" ? (
        <RequestStep key={method} method={method} lastResult={resultOf("send")} />
      ) : step === "code" ? (
        <CodeStep
          verifyResult={resultOf("verify")}
          resendResult={resultOf("resend")}
          sentAt={sentAt}
          resendIn={resendIn}
          demo={demo}
        />
      ) : (
        <NewPasswordStep lastResult={resultOf("reset")} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to={localize("/auth/sign-in")} className="underline underline-offset-4">
          {t("backToSignIn")}
        </Link>
        {step !== "request" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="restart" />
            <Button type="submit" variant="link" size="sm" className="px-0">
              {t("startAgain")}
            </Button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
