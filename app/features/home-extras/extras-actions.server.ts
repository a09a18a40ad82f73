import { data, redirect } from "@remix-run/node";
import { localizePath, type Lang } from "~/i18n/config";
import { closeDialogHref } from "~/lib/dialog-url";
import { safeRedirect } from "~/lib/safe-redirect";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { EXTRAS_FIELDS } from "./fields";

/*
 * Shared by the home extras' action routes (/review-prompt, /welcome).
 */

/** Where the action goes back to: the form's same-site `redirectTo` without a URL dialog. */
export function backFrom(formData: FormData, lang: Lang): string {
  const back = safeRedirect(formData.get(EXTRAS_FIELDS.redirectTo), localizePath("/home", lang));
  const url = new URL(back, "http://local.invalid");
  return `${closeDialogHref(url)}${url.hash}`;
}

/** A refusal or failure: back with an error toast, or `{ ok: false }` and the toast for a fetcher. */
export async function refuse(
  request: Request,
  { back, enhanced, status, key }: { back: string; enhanced: boolean; status: number; key: string },
) {
  const headers = {
    "Set-Cookie": await flashToasts(request, makeToast("error", { key: `homeDialogs:${key}` })),
  };
  return enhanced
    ? data({ ok: false }, { status, headers })
    : redirect(back, { status: 303, headers });
}
