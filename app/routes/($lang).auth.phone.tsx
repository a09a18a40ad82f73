import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AuthStepPage, authPageMeta } from "~/features/auth/auth-step-page";
import { completePhone } from "~/features/auth/social/social.server";
import { loadStepPage } from "~/features/auth/step-page.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

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

export const meta = authPageMeta;

export default function PhoneStepPage() {
  return <AuthStepPage step="phone" />;
}

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
