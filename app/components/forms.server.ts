import { data, redirect } from "@remix-run/node";
import type { ApiError } from "~/api/errors";
import type { ToastMessage } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";

/*
 * The forms kit's server half (the browser half is forms.tsx): how an action turns the
 * backend's refusal into the form's messages, and how it answers a form posted with or without
 * JavaScript (docs/guides/form.md).
 */

/** What Conform's `submission.reply()` takes for a refusal. */
export interface ApiErrorReply {
  formErrors?: string[];
  fieldErrors: Record<string, string[]>;
}

/**
 * A backend refusal as the form's messages (design.md "Forms"): each message whose code names
 * one of the form's fields goes under that field; every other message of the answer goes above
 * the form; when the backend gave none at all, `fallback` (an i18n key). The backend's words are
 * kept (X-localization already put them in the page's language) unless `text` words a code
 * ourselves. Whether the backend could be reached at all is the caller's question: an
 * unreachable backend (`error.isUnavailable`) has no words to place.
 */
export function replyFromApiError(
  error: ApiError,
  options: {
    /** Backend error code → the form's field name, for the codes this form has a field for. */
    fields: Readonly<Record<string, string>> | ((code: string) => string | undefined);
    /** The message when the backend said nothing (an i18n key). */
    fallback: string;
    /** Our own words for a field's code, e.g. a taken email (default: the backend's). */
    text?: (code: string, message: string) => string;
  },
): ApiErrorReply {
  const fieldErrors: Record<string, string[]> = {};
  const placed = new Set<string>();
  for (const [code, message] of Object.entries(error.fieldErrors)) {
    const { fields } = options;
    const field =
      typeof fields === "function"
        ? fields(code)
        : Object.hasOwn(fields, code)
          ? fields[code]
          : undefined;
    if (!field) continue;
    const text = options.text?.(code, message) ?? message;
    const messages = (fieldErrors[field] ??= []);
    if (!messages.includes(text)) messages.push(text);
    placed.add(message);
  }
  const rest = error.messages.filter((message) => !placed.has(message));
  const formErrors = rest.length || placed.size ? rest : [options.fallback];
  return { ...(formErrors.length ? { formErrors } : {}), fieldErrors };
}

/** The backend codes → field names map, keeping only the fields a form has. */
export const fieldsOf = (
  codes: Readonly<Record<string, string>>,
  fields: readonly string[],
): Record<string, string> =>
  Object.fromEntries(Object.entries(codes).filter(([, field]) => fields.includes(field)));

/**
 * The answer to a form that works with and without JavaScript (design.md "Forms"):
 * - a document POST gets a 303 redirect to `to` (post/redirect/get), with `toast` in the flash
 *   cookie for the next page;
 * - a fetcher (`enhanced`: the form said so with a hidden field once hydrated) gets `data` with
 *   `status`, the toast flashed the same way (the root loader's revalidation shows it).
 * `headers` (cookies the action set) go with either. A fetcher that should show the toast
 * itself gets it in `data` and no `toast` here.
 */
export async function answerForm<T>(
  request: Request,
  enhanced: boolean,
  answer: {
    to: string;
    data: T;
    status?: number;
    toast?: ToastMessage | null;
    headers?: HeadersInit;
  },
) {
  const headers = new Headers(answer.headers);
  if (answer.toast) headers.append("Set-Cookie", await flashToasts(request, answer.toast));
  if (!enhanced) return redirect(answer.to, { status: 303, headers });
  return data(answer.data, { status: answer.status ?? 200, headers });
}
