import { redirect, type AppLoadContext } from "@remix-run/node";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { returnPath } from "./auth-flow.server";
import { authStepView } from "./auth-step-view.server";
import { SIGN_IN_ACTION, type AuthStep } from "./auth-urls";
import { STEP_TITLES } from "./auth-step-view";

/**
 * The loader of a step's own page (/auth/verify, /auth/user-info, /auth/is-it-you): the step's
 * view when the session's flow waits on it; signed-in visitors go on to `from`, and a visitor
 * with no such step waiting starts at /auth/sign-in.
 */
export async function loadStepPage(request: Request, context: AppLoadContext, step: AuthStep) {
  const url = new URL(request.url);
  const from = url.searchParams.get("from");
  const flow = context.session.get("authFlow");
  if (context.session.get("token")) return redirect(returnPath(from, context), 303);
  const view = authStepView(context.session, step);
  if (!view || !flow) return redirect(localizePath(SIGN_IN_ACTION, context.lang), 303);
  const t = await i18nServer.getFixedT(context.lang, "auth");
  return { view, redirectTo: flow.redirectTo, title: t(STEP_TITLES[step].title) };
}
