import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { localizePath } from "~/i18n/config";
import { SIGN_IN_ACTION } from "~/features/auth/auth-urls";
import { providerSetup } from "~/features/auth/social/social-setup.server";
import { signInWithSocial } from "~/features/auth/social/social.server";

/**
 * /auth/social — social sign-in's server half (foundations §4 "Social sign-in"). JavaScript only
 * by nature: the buttons' script asks GET ?medium=… for what the provider's SDK is started with
 * (public client ids, no secrets) while the SDK loads, and POSTs the SDK's credential here.
 * Anything else (a browser opening the address) goes to the sign-in page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const medium = new URL(request.url).searchParams.get("medium");
  if (!medium) return redirect(localizePath(SIGN_IN_ACTION, context.lang), 303);
  const setup = await providerSetup(context, medium);
  return json(setup ?? { error: "unavailable" }, {
    status: setup ? 200 : 404,
    headers: { "Cache-Control": "private, no-store" },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signInWithSocial(request, context);
}
