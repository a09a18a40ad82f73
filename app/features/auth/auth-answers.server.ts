import { fieldsOf, replyFromApiError } from "~/components/forms.server";
import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { isApiError } from "~/api/errors";

/** Form-level messages (i18n keys; a backend message is shown as the backend wrote it). */
export const AUTH_FORM_ERRORS = {
  refused: "auth:errors.refused",
  unavailable: "auth:errors.unavailable",
  needsMore: "auth:errors.needsMore",
} as const;

/** The form's own fields that a backend error `code` may name (contract §1.3, §7.1). */
const FIELD_OF_CODE: Record<string, string> = {
  name: "name",
  f_name: "name",
  email: "email",
  phone: "phone",
  password: "password",
  confirm_password: "confirm_password",
  ref_code: "ref_code",
  otp: "otp",
  email_or_phone: "email_or_phone",
};

/**
 * A refused submission answered as data (400, or the backend's 429 / 503): the page re-renders
 * with the messages and the typed values, passwords never echoed. Which form it answers is named
 * so a page holding two forms (OTP and manual sign-in) shows it on the right one.
 */
export function refuse<Form extends string>(
  form: Form,
  submission: Submission<unknown>,
  status: number,
  errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
  extra: Record<string, unknown> = {},
) {
  return data(
    {
      form,
      ...extra,
      result: submission.reply({
        hideFields: ["password", "confirm_password"],
        ...(errors.formErrors ? { formErrors: errors.formErrors } : {}),
        ...(errors.fieldErrors ? { fieldErrors: errors.fieldErrors } : {}),
      }),
    },
    { status },
  );
}

/**
 * A backend refusal as form errors: messages whose code names one of `fields` go under that
 * field, the rest above the form. Unreachable or failing backends get our own message.
 */
export function backendRefusal<Form extends string>(
  form: Form,
  submission: Submission<unknown>,
  error: unknown,
  fields: readonly string[],
) {
  if (!isApiError(error)) throw error;
  if (error.isUnavailable)
    return refuse(form, submission, 503, { formErrors: [AUTH_FORM_ERRORS.unavailable] });
  const { formErrors, fieldErrors } = replyFromApiError(error, {
    fields: fieldsOf(FIELD_OF_CODE, fields),
    fallback: AUTH_FORM_ERRORS.refused,
  });
  return refuse(form, submission, error.status === 429 ? 429 : 400, { formErrors, fieldErrors });
}
