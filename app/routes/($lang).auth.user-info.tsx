import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AuthStepPage, authPageMeta } from "~/features/auth/auth-step-page";
import { completeUserInfo } from "~/features/auth/auth-steps.server";
import { loadStepPage } from "~/features/auth/step-page.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /auth/user-info: the "user-info" step of a sign-in or sign-up (foundations §4) as a page — where a
 * flow started on /auth/sign-in continues, and the no-JavaScript answer to a refused form of
 * the step's dialog. The action is the step's for both. Never indexed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadStepPage(request, context, "user-info");
}

export async function action({ request, context }: ActionFunctionArgs) {
  return completeUserInfo(request, context);
}

export const meta = authPageMeta;

export default function UserInfoPage() {
  return <AuthStepPage step="user-info" />;
}

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
