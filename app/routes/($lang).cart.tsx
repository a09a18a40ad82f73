import { answerForm } from "~/components/forms.server";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  addLine,
  clearAndAdd,
  removeLine,
  setQuantity,
  type Outcome,
} from "~/features/cart/cart-actions.server";
import { CART_DIALOG, CART_FIELDS, CART_INTENTS } from "~/features/cart/cart-fields";
import { localizePath } from "~/i18n/config";
import { closeDialogHref } from "~/lib/dialog-url";
import { readForm } from "~/lib/read-form.server";
import { safeLocalPath } from "~/lib/safe-redirect";
import { makeToast } from "~/lib/toast";

/**
 * POST /cart — every cart change (issue 11), field contract in features/cart/cart-fields.ts
 * and product-form.tsx:
 * - intent=add | buy-now: a line from a card, the item page or the modal (readCartLine checks it);
 * - intent=update, cart_id, quantity: the steppers (0 removes); intent=remove, cart_id;
 * - intent=clear-and-add: Yes on the clear-cart confirmation.
 * A document POST (no JavaScript) answers 303 back to `redirectTo` (same-site only) with a toast;
 * a fetcher (`enhanced=1`) gets `{ ok }` with the toast queued in the flash cookie, which the root
 * loader's revalidation shows — unless the answer is another page (the confirmation, checkout,
 * sign-in, the location picker): then it is a redirect for both. Never a 500 for any input.
 * Not a public form: SameSite=Lax and the Origin check keep other sites out (design.md).
 *
 * GET /cart (a typed or shared URL): the Shopping Cart drawer over the home page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const enhanced = form.get(CART_FIELDS.enhanced) === "1";
  const redirectTo = backFrom(form.get(CART_FIELDS.redirectTo));
  const back = redirectTo ?? localizePath("/home", context.lang);
  const intent = form.get(CART_FIELDS.intent);

  let outcome: Outcome;
  if (intent === CART_INTENTS.add || intent === CART_INTENTS.buyNow) {
    outcome = await addLine(request, form, context, redirectTo);
  } else if (intent === CART_INTENTS.clearAndAdd) {
    outcome = await clearAndAdd(request, context, back);
  } else if (intent === CART_INTENTS.update || intent === CART_INTENTS.remove) {
    const cartId = wholeNumber(form.get(CART_FIELDS.cartId));
    const quantity =
      intent === CART_INTENTS.remove ? 0 : wholeNumber(form.get(CART_FIELDS.quantity), true);
    const moduleId = wholeNumber(form.get(CART_FIELDS.moduleId)) ?? context.prefs.moduleId ?? null;
    const { session, api } = context;
    if (cartId === null || quantity === null || moduleId === null) {
      outcome = badRequest(back);
    } else if (!session.get("token") && !session.get("guestId")) {
      // No cart yet: nothing this visitor could own.
      outcome = { ...badRequest(back), status: 404 };
    } else {
      const scoped = api.with({ moduleId });
      outcome =
        intent === CART_INTENTS.remove
          ? await removeLine(scoped, cartId, back)
          : await setQuantity(scoped, cartId, quantity, back);
    }
  } else {
    outcome = badRequest(back);
  }
  return answer(request, outcome, enhanced);
}

export async function loader({ context }: LoaderFunctionArgs) {
  return redirect(`${localizePath("/home", context.lang)}?dialog=${CART_DIALOG}`, 303);
}

/** Another page (a confirmation, checkout, sign-in) is a redirect for a fetcher too. */
function answer(request: Request, outcome: Outcome, enhanced: boolean) {
  return answerForm(request, enhanced && !outcome.navigate, {
    to: outcome.to,
    data: { ok: outcome.ok },
    status: outcome.ok ? 200 : outcome.status,
    toast: outcome.toast,
    headers: outcome.cookies.map((cookie): [string, string] => ["Set-Cookie", cookie]),
  });
}

function badRequest(back: string): Outcome {
  return {
    ok: false,
    status: 400,
    toast: makeToast("error", { key: "cart:badRequest" }),
    to: back,
    cookies: [],
  };
}

/** The page to go back to: a same-site path, without the dialog it was posted from. */
function backFrom(value: FormDataEntryValue | null): string | null {
  const path = safeLocalPath(value);
  if (!path) return null;
  const url = new URL(path, "http://local.invalid");
  if (url.searchParams.get("dialog") === "cart-clear") return `${closeDialogHref(url)}${url.hash}`;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A whole number of at most 6 digits (quantities, ids up to 15): anything else is refused. */
function wholeNumber(value: FormDataEntryValue | null, allowZero = false): number | null {
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return n === 0 && !allowZero ? null : n;
}
