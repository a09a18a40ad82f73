import { replyFromApiError } from "~/components/forms.server";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { ProfileBody } from "~/api/customer.server";
import { isApiError, type ApiError } from "~/api/errors";
import type { Customer } from "~/api/schemas/customer";
import { localizePath } from "~/i18n/config";
import i18nServer from "~/i18n/i18next.server";
import { requireUser } from "~/features/auth/sign-in-gate.server";
import { readForm } from "~/lib/read-form.server";
import { settle } from "~/api/settle.server";
import { makeToast, type ToastMessage } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { commitSession } from "~/sessions/session.server";
import { requireLangParam } from "./account-gate.server";
import { checkPhoto } from "./photo.server";
import {
  PHOTO_MAX_BYTES,
  PROFILE_ERRORS,
  profileFormSchema,
  profileOtpSchema,
} from "./profile-schema";
import { positiveId } from "~/lib/params";

/**
 * /profile (browsing §2, §4 "Profile update", "Account deletion"; issue 14 item 4): the signed-in
 * customer's profile, 'Edit Personal Details' (`?page=profile-settings`, or `?edit=1`), the OTP
 * dialog a changed e-mail or phone needs (`&dialog=profile-otp`) and the delete-account
 * confirmation (`?dialog=delete-account`). The older `?page=my-orders…` and `?page=inbox…`
 * addresses (checkout's landing, the tracking drawer's chat) now live at /my-orders and
 * /chatting: they are answered with a redirect there.
 */

export const PROFILE_DIALOGS = { otp: "profile-otp", delete: "delete-account" } as const;
export const PROFILE_INTENTS = {
  update: "update",
  verify: "verify",
  resend: "resend",
  remove: "delete",
} as const;

/** Multipart with a 2 MB photo and the text fields. */
const PROFILE_MAX_BYTES = PHOTO_MAX_BYTES + 256 * 1024;

/** The old /profile addresses of other pages (foundations §2, browsing §2) → their own routes. */
export function legacyTarget(url: URL, lang: AppLoadContext["lang"]): string | null {
  const params = url.searchParams;
  const page = params.get("page");
  if (page === "my-orders") {
    const id = positiveId(params.get("orderId"), 12);
    const from = params.get("from");
    const query = from ? `?${new URLSearchParams({ from })}` : "";
    const path = id ? `/my-orders/${id}` : "/my-orders";
    return `${localizePath(path, lang)}${query}`;
  }
  if (page === "inbox") {
    const rest = new URLSearchParams(params);
    rest.delete("page");
    const query = rest.toString();
    return `${localizePath("/chatting", lang)}${query ? `?${query}` : ""}`;
  }
  return null;
}

export interface ProfileCard {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  image: string | null;
  phoneVerified: boolean;
  emailVerified: boolean;
  memberSinceDays: number | null;
  orderCount: number | null;
  wallet: number;
  loyalty: number;
}

const nameOf = (c: Customer) => [c.f_name, c.l_name].filter(Boolean).join(" ").trim();

function cardOf(c: Customer): ProfileCard {
  const extra = c as Customer & { member_since_days?: unknown; order_count?: unknown };
  const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
  return {
    name: nameOf(c),
    firstName: c.f_name,
    lastName: c.l_name,
    email: c.email ?? "",
    phone: c.phone ?? "",
    image: c.image_full_url ?? null,
    phoneVerified: Boolean(c.is_phone_verified),
    emailVerified: Boolean(c.is_email_verified),
    memberSinceDays: count(extra.member_since_days),
    orderCount: count(extra.order_count),
    wallet: c.wallet_balance ?? 0,
    loyalty: c.loyalty_point ?? 0,
  };
}

/** The pending change the OTP dialog confirms, from its URL (see verifyChange for why that is safe). */
export interface PendingChange {
  on: "email" | "phone";
  email: string;
  phone: string;
  /** The backend asked for Firebase phone auth (config firebase_otp_verification, §7.4). */
  firebase: boolean;
}

function pendingOf(params: URLSearchParams): PendingChange | null {
  const on = params.get("on");
  const email = params.get("email") ?? "";
  const phone = params.get("phone") ?? "";
  if ((on !== "email" && on !== "phone") || email.length > 255 || phone.length > 20) return null;
  if (!email || !phone) return null;
  return { on, email, phone, firebase: on === "phone" && params.get("medium") === "firebase" };
}

/** The OTP dialog's address for the channel the backend asks a code for. */
function otpDialogPath(
  context: AppLoadContext,
  answer: { verification_on?: string | null; verification_medium?: string | null },
  email: string,
  phone: string,
) {
  const params = new URLSearchParams({
    page: "profile-settings",
    dialog: PROFILE_DIALOGS.otp,
    on: answer.verification_on ?? "",
    email,
    phone,
  });
  if (answer.verification_on === "phone" && answer.verification_medium === "firebase")
    params.set("medium", "firebase");
  return `${localizePath("/profile", context.lang)}?${params}`;
}

/** The verificationId the browser got from Firebase (the sender's hidden field). */
function sessionInfoOf(form: FormData): string | null {
  const value = form.get("session_info");
  return typeof value === "string" && value.length > 0 && value.length <= 4000 ? value : null;
}

export async function loadProfile(
  request: Request,
  context: AppLoadContext,
  routeParams: { lang?: string } = {},
) {
  requireLangParam(routeParams);
  await requireUser(request, context);
  const url = new URL(request.url);
  const target = legacyTarget(url, context.lang);
  if (target) throw redirect(target);

  const params = url.searchParams;
  const [info, config, t] = await Promise.all([
    settle(context.api.customer.info()),
    settle(context.api.config.get()),
    i18nServer.getFixedT(context.lang, "account"),
  ]);
  if (!info.ok) {
    if (isApiError(info.error) && !info.error.isUnavailable) throw info.error;
    throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  }
  const editing = params.get("page") === "profile-settings" || params.get("edit") === "1";
  const dialog = params.get("dialog");
  const login = config.ok ? config.value.centralize_login : undefined;
  const anyLogin =
    Boolean(login?.manual_login_status) ||
    Boolean(login?.otp_login_status) ||
    Boolean(login?.social_login_status);
  return {
    title: t(editing ? "profile.editTitle" : "profile.title"),
    editing,
    profile: cardOf(info.value),
    // Password fields only where passwords sign people in (§5); manual is the default layout.
    manualLogin: Boolean(login?.manual_login_status) || !anyLogin,
    demo: config.ok ? Boolean(config.value.demo) : false,
    otp: editing && dialog === PROFILE_DIALOGS.otp ? pendingOf(params) : null,
    deleting: dialog === PROFILE_DIALOGS.delete,
  };
}
export type ProfileData = Awaited<ReturnType<typeof loadProfile>>;

/** Backend field codes (contract §7.4) → this form's fields. */
const FIELD_OF: Record<string, string> = {
  name: "name",
  f_name: "name",
  email: "email",
  phone: "phone",
  password: "password",
  current_password: "current_password",
  image: "image",
};

/** Never sent back into the page after a refusal (typed values are, passwords not). */
const PASSWORD_FIELDS = ["password", "confirm_password", "current_password"];

type Reply = { formErrors?: string[]; fieldErrors?: Record<string, string[]> };

/** A refusal of the backend as form and field messages (its own words, already localised). */
function repliesOf(error: ApiError): Reply {
  if (error.isUnavailable) return { formErrors: [PROFILE_ERRORS.unavailable] };
  return replyFromApiError(error, { fields: FIELD_OF, fallback: PROFILE_ERRORS.refused });
}

async function toastRedirect(
  request: Request,
  to: string,
  toast: ToastMessage,
  init: Headers = new Headers(),
) {
  init.append("Set-Cookie", await flashToasts(request, toast));
  return redirect(to, { status: 303, headers: init });
}

/** POST /profile: intent update | verify | resend | delete. */
export async function profileAction(
  request: Request,
  context: AppLoadContext,
  routeParams: { lang?: string } = {},
) {
  requireLangParam(routeParams);
  await requireUser(request, context);
  const form = await readForm(request, { maxBytes: PROFILE_MAX_BYTES });
  const intent = form.get("intent");
  if (intent === PROFILE_INTENTS.remove) return deleteAccount(request, context);
  if (intent === PROFILE_INTENTS.verify || intent === PROFILE_INTENTS.resend)
    return verifyChange(request, context, form, intent === PROFILE_INTENTS.resend);
  return updateProfile(request, context, form);
}

const settingsPath = (context: AppLoadContext) =>
  `${localizePath("/profile", context.lang)}?page=profile-settings`;

/**
 * 'Update Profile' (§4 "Profile update", §5 "Profile"). Unchanged → 'No changes found to
 * update.'. A verified phone cannot change (the field is locked; a forged value is ignored).
 * When the backend asks for a code first (otp_send), what needs no code — name, photo,
 * password — is saved at once with the current e-mail and phone: the photo cannot wait in a
 * cookie or a URL, and the code only ever guards the e-mail or phone. The dialog then
 * confirms that change alone. A new password goes with the current one (the backend's
 * `current_password` refusal lands on that field); a refusal never sends passwords back.
 */
async function updateProfile(request: Request, context: AppLoadContext, form: FormData) {
  const submission = parseWithZod(form, { schema: profileFormSchema });
  const refuse = (status: number, reply: Reply = {}) =>
    data(
      {
        form: "profile" as const,
        result: submission.reply({ ...reply, hideFields: PASSWORD_FIELDS }),
      },
      { status },
    );
  if (submission.status !== "success") return refuse(400);
  const value = submission.value;
  const photo = await checkPhoto(form.get("image"));
  if (photo.error) return refuse(400, { fieldErrors: { image: [photo.error] } });

  const info = await settle(context.api.customer.info());
  if (!info.ok) return refuse(503, { formErrors: [PROFILE_ERRORS.unavailable] });
  const current = info.value;
  const phone = current.is_phone_verified && current.phone ? current.phone : value.phone;
  const email = value.email.toLowerCase();
  const changed = {
    name: value.name !== nameOf(current),
    email: email !== (current.email ?? "").toLowerCase(),
    phone: phone !== (current.phone ?? ""),
  };
  const rest = changed.name || Boolean(photo.file) || Boolean(value.password);
  if (!rest && !changed.email && !changed.phone)
    return refuse(400, { formErrors: [PROFILE_ERRORS.noChanges] });

  const body: ProfileBody = {
    name: value.name,
    email,
    phone,
    password: value.password || undefined,
    current_password: value.password ? value.current_password : undefined,
    image: photo.file ?? undefined,
  };
  try {
    const answer = await context.api.customer.updateProfile(body);
    if (answer.otp_send && answer.verification_on) {
      if (rest)
        await context.api.customer.updateProfile({
          ...body,
          email: current.email ?? email,
          phone: current.phone ?? phone,
        });
      return redirect(otpDialogPath(context, answer, email, phone), 303);
    }
  } catch (error) {
    if (!isApiError(error)) throw error;
    return refuse(error.isUnavailable ? 503 : 400, repliesOf(error));
  }
  return toastRedirect(
    request,
    localizePath("/profile", context.lang),
    makeToast("success", { key: "account:profile.updated" }),
  );
}

/**
 * The OTP dialog's Verify (and Resend): update-profile again with the pending e-mail and phone
 * and the code (contract §7.4). The pending values come from the dialog's URL and hidden
 * fields, not from the session: editing them gains nothing, since the backend checks the code
 * against the very e-mail or phone it is asked to save, and only sends codes to that address.
 */
async function verifyChange(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  resend: boolean,
) {
  const pending = pendingOf(
    new URLSearchParams(
      [...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"),
    ),
  );
  const submission = parseWithZod(form, { schema: profileOtpSchema });
  const refuse = (status: number, reply: Reply = {}) =>
    data({ form: "otp" as const, result: submission.reply(reply) }, { status });
  if (!pending) return refuse(400, { formErrors: [PROFILE_ERRORS.refused] });
  if (!resend && submission.status !== "success") return refuse(400);
  // Firebase sends the code from the browser (profile-otp-dialog.tsx): no verificationId means
  // the send failed or is still running — or there is no JavaScript, and no form is shown.
  const sessionInfo = pending.firebase ? sessionInfoOf(form) : null;
  if (pending.firebase && !resend && !sessionInfo)
    return refuse(400, { formErrors: [PROFILE_ERRORS.firebaseNotSent] });

  const info = await settle(context.api.customer.info());
  if (!info.ok) return refuse(503, { formErrors: [PROFILE_ERRORS.unavailable] });
  const body: ProfileBody = {
    name: nameOf(info.value),
    email: pending.email,
    phone: pending.phone,
  };
  try {
    if (resend) {
      await context.api.customer.updateProfile(body);
      return data({
        form: "otp" as const,
        result: submission.reply({ resetForm: true }),
        resent: true,
      });
    }
    const answer = await context.api.customer.updateProfile({
      ...body,
      otp: submission.status === "success" ? submission.value.otp : undefined,
      verification_on: pending.on,
      verification_medium: pending.firebase ? "firebase" : pending.on === "phone" ? "SMS" : "email",
      session_info: sessionInfo ?? undefined,
    });
    // A second channel still waiting (both e-mail and phone changed): its own code next.
    if (answer.otp_send && answer.verification_on && answer.verification_on !== pending.on) {
      return redirect(otpDialogPath(context, answer, pending.email, pending.phone), 303);
    }
  } catch (error) {
    if (!isApiError(error)) throw error;
    const reply = repliesOf(error);
    const otpMessage =
      error.fieldErrors.otp ??
      error.fieldErrors.otp_block_time ??
      error.fieldErrors.otp_temp_blocked;
    return refuse(
      error.isUnavailable ? 503 : 400,
      otpMessage
        ? { fieldErrors: { otp: [otpMessage] } }
        : {
            formErrors: [
              ...(reply.formErrors ?? []),
              ...Object.values(reply.fieldErrors ?? {}).flat(),
            ],
          },
    );
  }
  return toastRedirect(
    request,
    localizePath("/profile", context.lang),
    makeToast("success", { key: "account:profile.updated" }),
  );
}

/**
 * Delete account (§4 "Account deletion", §7): refused while orders run, with the backend's
 * message; once gone, the token is forgotten, 'Account has been deleted', and home to /.
 */
async function deleteAccount(request: Request, context: AppLoadContext) {
  try {
    await context.api.customer.removeAccount();
  } catch (error) {
    if (!isApiError(error)) throw error;
    const text = error.isUnavailable ? null : error.messages[0];
    return toastRedirect(
      request,
      localizePath("/profile", context.lang),
      makeToast("error", text ? { text } : { key: PROFILE_ERRORS.unavailable }),
    );
  }
  const { session } = context;
  session.unset("token");
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(session));
  return toastRedirect(
    request,
    localizePath("/", context.lang),
    makeToast("success", { key: "account:profile.deleted" }),
    headers,
  );
}

export { settingsPath };
