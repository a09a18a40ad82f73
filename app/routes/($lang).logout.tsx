import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { localizePath, stripLangPrefix } from "~/i18n/config";
import { safeRedirect } from "~/lib/safe-redirect";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { commitSession } from "~/sessions/session.server";
import { clearWelcome } from "~/features/home-extras/welcome.server";
import { readForm } from "~/lib/read-form.server";

/**
 * POST from the logout confirmation (browsing spec §4 "Sign out"): forget the token, say
 * 'Logout successful.' and go to /home — or stay on / when that is where the user was. The
 * guest id stays: the visitor keeps browsing as the guest they were before signing in.
 * Logging out is never a GET (a link or prefetch must not sign anyone out).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const from = new URL(safeRedirect(formData.get("redirectTo"), "/home"), "http://local.invalid")
    .pathname;
  const target = localizePath(stripLangPrefix(from) === "/" ? "/" : "/home", context.lang);

  const { session } = context;
  if (!session.has("token")) return redirect(target, 303);

  // Revoke the token at the API first: forgetting it here alone leaves a copy of it valid.
  // Best effort — an unreachable or old backend (a real 6amMart one has no logout route, and a
  // dead token answers 401, which the client turns into a thrown redirect) must never keep
  // anyone signed in here, so every failure is swallowed and the local sign-out goes on.
  await context.api.customer.logout().catch(() => undefined);
  session.unset("token");
  clearWelcome(session);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(session));
  headers.append(
    "Set-Cookie",
    await flashToasts(request, makeToast("success", { key: "chrome:logout.success" })),
  );
  return redirect(target, { status: 303, headers });
}

export function loader({ context }: LoaderFunctionArgs) {
  return redirect(localizePath("/home", context.lang));
}
