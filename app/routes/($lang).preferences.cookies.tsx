import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { localizePath } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { serializePrefs } from "~/sessions/prefs.server";

/**
 * POST from the cookie notice's "Got it": remembered in prefs, so the notice is not shown again,
 * then back to the page it was on (303, with or without JavaScript: the root loader revalidates).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const back = safeRedirect(formData.get("redirectTo"), localizePath("/home", context.lang));
  const cookie = await serializePrefs({ ...context.prefs, cookieNoticeSeen: true });
  return redirect(back, { status: 303, headers: { "Set-Cookie": cookie } });
}

export function loader({ context }: LoaderFunctionArgs) {
  return redirect(localizePath("/home", context.lang));
}
