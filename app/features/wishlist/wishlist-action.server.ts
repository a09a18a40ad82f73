import { answerForm } from "~/components/forms.server";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isApiError } from "~/api/errors";
import type { WishlistTarget } from "~/api/wishlist.server";
import { localizePath } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { makeToast, type ToastMessage } from "~/lib/toast";
import { signInDialogHref, signInPageHref } from "~/features/auth/sign-in-gate.server";
import { DIALOG_PARAM } from "~/lib/dialog-url";
import { WISHLIST_FIELDS, WISHLIST_INTENTS, type WishlistActionData } from "./wishlist-fields";

/*
 * The server half of POST /wishlist (app/routes/($lang).wishlist.tsx). In a .server module so
 * zod stays out of the route's browser chunk.
 */

/** A positive decimal id of at most 15 digits (a safe integer); "" counts as absent. */
const idField = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number)
  .optional();

const wishlistFormSchema = z
  .object({
    intent: z.enum([WISHLIST_INTENTS.add, WISHLIST_INTENTS.remove]),
    item_id: idField,
    store_id: idField,
  })
  // Exactly one target (api-contract §2.4): both, or neither, is a forged form.
  .refine((form) => (form.item_id === undefined) !== (form.store_id === undefined));

function readTarget(formData: FormData) {
  const field = (name: string) => {
    const value = formData.get(name);
    // A missing or empty field is absent; a file or anything else is handed on to be refused.
    return value === null || value === "" ? undefined : value;
  };
  const parsed = wishlistFormSchema.safeParse({
    intent: field(WISHLIST_FIELDS.intent),
    item_id: field(WISHLIST_FIELDS.itemId),
    store_id: field(WISHLIST_FIELDS.storeId),
  });
  if (!parsed.success) return null;
  const { intent, item_id, store_id } = parsed.data;
  const target: WishlistTarget = item_id !== undefined ? { item_id } : { store_id: store_id! };
  return { intent, target };
}

/**
 * intent=add|remove with item_id or store_id (exactly one), redirectTo, enhanced=1 for fetchers.
 * - No token: nothing is called; the customer is asked to sign in (`?dialog=sign-in` over the
 *   page they were on) with the login-required message (browsing §5).
 * - Add answering 409 (already there) and remove answering 404 (already gone) are successes: a
 *   replayed or double-sent post changes nothing and is not an error.
 * - Any other refusal shows the server's message (browsing §8 "Wishlist failures show the server
 *   message"); a backend that cannot be reached, our own words.
 * A document POST answers 303 back to `redirectTo` (same-site only) with a toast; a fetcher gets
 * `{ ok, toast }` and the root loader's revalidation repaints the hearts and the drawer.
 */
export async function wishlistAction({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const enhanced = formData.get(WISHLIST_FIELDS.enhanced) === "1";
  const back = safeRedirect(
    formData.get(WISHLIST_FIELDS.redirectTo),
    localizePath("/home", context.lang),
  );
  const answer = async (
    ok: boolean,
    toast: ToastMessage,
    { status = ok ? 200 : 400, to = back }: { status?: number; to?: string } = {},
  ) =>
    // A fetcher shows the toast itself (wishlist-heart.tsx); a document POST flashes it.
    answerForm(request, enhanced, {
      to,
      data: { ok, toast } satisfies WishlistActionData,
      status,
      toast: enhanced ? null : toast,
    });

  const parsed = readTarget(formData);
  if (!parsed) {
    return answer(false, makeToast("error", { key: "wishlist:toasts.badRequest" }));
  }
  if (!context.session.get("token")) {
    return answer(false, makeToast("error", { key: "toasts.loginRequired" }), {
      status: 401,
      to: signInDialogHref(back),
    });
  }

  const { intent, target } = parsed;
  const api = context.api.wishlist;
  const done = makeToast("success", {
    key: intent === WISHLIST_INTENTS.add ? "wishlist:toasts.added" : "wishlist:toasts.removed",
  });
  try {
    const result =
      intent === WISHLIST_INTENTS.add ? await api.add(target) : await api.remove(target);
    return answer(true, result.message ? makeToast("success", { text: result.message }) : done);
  } catch (error) {
    // A thrown Response (a dead token's redirect home, context.server.ts) goes on as it is.
    if (!isApiError(error)) throw error;
    const settled =
      (intent === WISHLIST_INTENTS.add && error.status === 409) ||
      (intent === WISHLIST_INTENTS.remove && error.status === 404);
    if (settled) return answer(true, done);
    if (error.isUnavailable) {
      return answer(false, makeToast("error", { key: "wishlist:toasts.unavailable" }), {
        status: 503,
      });
    }
    const message = error.messages[0];
    return answer(
      false,
      message
        ? makeToast("error", { text: message })
        : makeToast("error", { key: "wishlist:toasts.failed" }),
    );
  }
}

/**
 * GET /wishlist (a typed or bookmarked URL, issue 22 item 16): the Wishlist drawer over the
 * module home — through the sign-in page for a guest, whose header has no wishlist.
 */
export function showWishlist({ context }: Pick<LoaderFunctionArgs, "context">) {
  const drawer = `/home?${DIALOG_PARAM}=wishlist`;
  if (!context.session.has("token")) return redirect(signInPageHref(drawer, context.lang));
  return redirect(localizePath(drawer, context.lang));
}
