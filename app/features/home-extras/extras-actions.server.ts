import { answerForm } from "~/components/forms.server";
import { localizePath, type Lang } from "~/i18n/config";
import { closeDialogHref } from "~/lib/dialog-url";
import { safeRedirect } from "~/lib/safe-redirect";
import { makeToast } from "~/lib/toast";
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
  const toast = makeToast("error", { key: `homeDialogs:${key}` });
  return answerForm(request, enhanced, { to: back, data: { ok: false }, status, toast });
}
