import type { AppLoadContext } from "@remix-run/node";
import type { CartLinePayload } from "~/api/cart.server";
import type { ApiClient } from "~/api/client.server";
import { isApiError, type ApiError } from "~/api/errors";
import type { CartEntry } from "~/api/schemas/cart";
import type { ClosedStoreOrder } from "~/features/catalogue/card-rules";
import { readCartLine } from "~/features/product/cart-line.server";
import { variationKey } from "~/features/product/cart-payload";
import { localizePath } from "~/i18n/config";
import { makeToast, type ToastMessage } from "~/lib/toast";
import { getCartIntents } from "~/sessions/cart-intent.server";
import { ensureGuestId } from "~/sessions/guest.server";
import { signInDialogHref } from "~/features/auth/sign-in-gate.server";
import { CART_CLEAR_DIALOG, CART_DIALOG, checkoutHref } from "./cart-fields";
import { switchToCartModule } from "./cart-module.server";
import { MAX_QUANTITY, quantityProblem } from "./cart-rules";

/**
 * The one place every cart change goes through (issue 11): add, Buy Now, set a quantity,
 * remove, and clear-then-add after the confirmation. The server checks everything again — the
 * item and the choice against the catalogue (readCartLine), the price (always the catalogue's,
 * never the page's), the quantity against stock and maximum_cart_quantity, the line against
 * this visitor's own cart (a cart id from someone else's cart is simply not found) — and the
 * backend checks once more.
 *
 * Each operation answers an `Outcome`; the route turns it into a 303 (no JavaScript) or data
 * (a fetcher). Replays are harmless: add sets a line that already holds the same choice to the
 * quantity asked for (or leaves it, from a card), an update sets an absolute quantity, a removed
 * line is not found twice, and clear-then-add consumes its pending line.
 */
export interface Outcome {
  ok: boolean;
  status: number;
  toast: ToastMessage | null;
  /** Where a document POST goes next (same-site path). */
  to: string;
  /** Where a fetcher must go too (the confirmation, checkout, sign-in): a redirect either way. */
  navigate?: boolean;
  cookies: string[];
}

const CAMPAIGN = /campaign/i;
const toastKey = (variant: ToastMessage["variant"], key: string, params?: ToastMessage["params"]) =>
  makeToast(variant, { key: `cart:${key}`, ...(params ? { params } : {}) });

export async function addLine(
  request: Request,
  form: FormData,
  context: AppLoadContext,
  redirectTo: string | null,
): Promise<Outcome> {
  const read = await readCartLine(form, context);
  if (!read.ok) {
    // A choice the rules refuse: back to the item with it (its page shows why); an unknown item.
    return read.back
      ? { ok: false, status: 422, toast: null, to: read.back, navigate: true, cookies: [] }
      : failure(redirectTo ?? home(context), toastKey("error", "itemNotFound"), 404);
  }
  const back = redirectTo ?? read.back;
  const intents = await getCartIntents(request);

  if (read.intent === "buy-now") {
    const campaign = read.line.model === "ItemCampaign";
    if (campaign && !context.session.get("token")) {
      // Order Now needs an account (browsing §6): sign in over the item's page, then order.
      const target = signInDialogHref(read.back);
      return {
        ok: false,
        status: 401,
        toast: makeToast("error", { key: "toasts.loginRequired" }),
        to: target,
        navigate: true,
        cookies: [],
      };
    }
    const page = campaign ? "campaign" : "buy_now";
    intents.setBuyNow({
      moduleId: read.moduleId,
      storeId: read.storeId,
      line: read.line,
      back,
      page,
    });
    return {
      ok: true,
      status: 200,
      toast: null,
      to: localizePath(checkoutHref(page), context.lang),
      navigate: true,
      cookies: [await intents.commit()],
    };
  }

  if (!context.prefs.zoneIds) {
    // Quick add needs a saved location (foundations §5): pick one, then come back here.
    return {
      ok: false,
      status: 409,
      toast: makeToast("error", { key: "toasts.zoneRequired" }),
      to: `${localizePath("/location", context.lang)}?redirectTo=${encodeURIComponent(back)}`,
      navigate: true,
      cookies: [],
    };
  }

  const identity = await ensureGuestId(context);
  const cookies = identity.setCookie ? [identity.setCookie] : [];
  const api = identity.api.with({ moduleId: read.moduleId });
  try {
    const cart = await api.cart.list();
    const otherStore = cart.some(
      (entry) =>
        read.storeId !== null &&
        entry.item.store_id != null &&
        entry.item.store_id !== read.storeId,
    );
    if (otherStore) {
      // One store per cart: ask first, keep what the customer chose meanwhile.
      intents.setPending({
        moduleId: read.moduleId,
        storeId: read.storeId,
        storeClosed: read.storeClosed,
        line: read.line,
        back,
      });
      cookies.push(await intents.commit());
      return {
        ok: false,
        status: 409,
        toast: null,
        to: withDialog(back, CART_CLEAR_DIALOG),
        navigate: true,
        cookies,
      };
    }

    // From a closed store the add still works; the answer says the order will be scheduled for
    // when it opens, not checkout later (issue 22 item 12).
    const added = closedKey("added", read.storeClosed);
    const same = sameLine(cart, read.line, read.cartId);
    if (same) {
      // "Update to cart" (the page knew the line), or a replayed add from a card: nothing more.
      if (
        read.cartId === null ||
        (same.quantity === read.line.quantity && sameAddOns(same, read.line))
      )
        return { ok: true, status: 200, toast: toastKey("success", added), to: back, cookies };
      await api.cart.update(same.id, read.line);
      return { ok: true, status: 200, toast: toastKey("success", "updated"), to: back, cookies };
    }
    await api.cart.add(read.line);
    const switched = await switchToCartModule(context, read.moduleId);
    if (switched) {
      // Another module's cart: say which, and open it (for a fetcher too).
      return {
        ok: true,
        status: 200,
        toast: toastKey("success", closedKey("addedToModuleCart", read.storeClosed), {
          module: switched.name,
        }),
        to: withDialog(back, CART_DIALOG),
        navigate: true,
        cookies: [...cookies, switched.cookie],
      };
    }
    return { ok: true, status: 200, toast: toastKey("success", added), to: back, cookies };
  } catch (error) {
    return { ...apiFailure(error, back), cookies };
  }
}

/** Sets a line's quantity (the steppers); 0 or less removes it. */
export async function setQuantity(
  api: ApiClient,
  cartId: number,
  quantity: number,
  back: string,
): Promise<Outcome> {
  try {
    const cart = await api.cart.list();
    const line = cart.find((entry) => entry.id === cartId);
    if (!line) return failure(back, toastKey("error", "lineNotFound"), 404);
    if (quantity < 1) {
      await api.cart.removeLine(cartId);
      return {
        ok: true,
        status: 200,
        toast: toastKey("success", "removedFromCart"),
        to: back,
        cookies: [],
      };
    }
    if (quantity === line.quantity)
      return { ok: true, status: 200, toast: null, to: back, cookies: [] };
    const problem = quantity > line.quantity ? quantityProblem(line, quantity) : null;
    if (problem || quantity > MAX_QUANTITY)
      return failure(back, toastKey("error", problem ?? "outOfLimits"), 422);
    // The unit price stays the one the line was added with: it was computed on this server from
    // the catalogue (readCartLine), and the backend prices the order itself.
    await api.cart.update(cartId, { price: line.price, quantity });
    return { ok: true, status: 200, toast: null, to: back, cookies: [] };
  } catch (error) {
    return apiFailure(error, back);
  }
}

export async function removeLine(api: ApiClient, cartId: number, back: string): Promise<Outcome> {
  try {
    const cart = await api.cart.list();
    if (!cart.some((entry) => entry.id === cartId))
      return failure(back, toastKey("error", "lineNotFound"), 404);
    await api.cart.removeLine(cartId);
    return { ok: true, status: 200, toast: toastKey("success", "removed"), to: back, cookies: [] };
  } catch (error) {
    return apiFailure(error, back);
  }
}

/** Yes on the clear-cart confirmation. Without a pending line (a replay) nothing changes. */
export async function clearAndAdd(
  request: Request,
  context: AppLoadContext,
  fallback: string,
): Promise<Outcome> {
  const intents = await getCartIntents(request);
  const pending = intents.pending();
  if (!pending) return { ok: true, status: 200, toast: null, to: fallback, cookies: [] };
  intents.setPending(null);
  const cookies = [await intents.commit()];
  const identity = await ensureGuestId(context);
  if (identity.setCookie) cookies.push(identity.setCookie);
  const api = identity.api.with({ moduleId: pending.moduleId });
  try {
    await api.cart.clear();
    await api.cart.add(pending.line as CartLinePayload);
    return {
      ok: true,
      status: 200,
      toast: toastKey("success", closedKey("clearedAndAdded", pending.storeClosed ?? null)),
      to: pending.back,
      cookies,
    };
  } catch (error) {
    return { ...apiFailure(error, pending.back), cookies };
  }
}

/** The cart line holding the same item and choice: the one the page named, or by content. */
function sameLine(cart: CartEntry[], line: CartLinePayload, cartId: number | null) {
  const campaign = line.model === "ItemCampaign";
  const matches = (entry: CartEntry) =>
    entry.item.id === line.item_id &&
    CAMPAIGN.test(entry.item_type ?? "") === campaign &&
    variationKey(entry.variation) === variationKey(line.variation);
  const named = cartId === null ? undefined : cart.find((entry) => entry.id === cartId);
  return named && named.item.id === line.item_id ? named : cart.find(matches);
}

function sameAddOns(entry: CartEntry, line: CartLinePayload) {
  const ids = entry.add_on_ids ?? [];
  const qtys = entry.add_on_qtys ?? [];
  return (
    ids.length === line.add_on_ids.length &&
    line.add_on_ids.every(
      (id, i) => ids[ids.indexOf(id)] === id && qtys[ids.indexOf(id)] === line.add_on_qtys[i],
    )
  );
}

/** The toast for an add from a closed store says what happens to the order (issue 22 item 12). */
function closedKey(key: string, closed: ClosedStoreOrder) {
  if (closed === "scheduled") return `${key}WhileClosed`;
  if (closed === "later") return `${key}WhileClosedLater`;
  return key;
}

function failure(to: string, toast: ToastMessage, status: number): Outcome {
  return { ok: false, status, toast, to, cookies: [] };
}

/**
 * A refusal from the backend becomes the customer's message: the limit and stock codes in our
 * words (the browser checks the same rules first), anything else as the server said it (issue 11:
 * server messages shown on failure). Unreachable backend: "try again".
 */
function apiFailure(error: unknown, back: string): Outcome {
  if (!isApiError(error)) throw error;
  const e = error as ApiError;
  if (e.isUnavailable) return failure(back, toastKey("error", "unavailable"), 503);
  if (e.hasCode("cart_item_limit")) return failure(back, toastKey("error", "outOfLimits"), 422);
  if (e.hasCode("stock") && !e.messages[0])
    return failure(back, toastKey("error", "outOfStock"), 422);
  const text = e.messages[0];
  return failure(
    back,
    text ? makeToast("error", { text }) : toastKey("error", "failed"),
    e.status >= 400 && e.status < 500 ? e.status : 502,
  );
}

function home(context: AppLoadContext) {
  return localizePath("/home", context.lang);
}

function withDialog(path: string, dialog: string) {
  const url = new URL(path, "http://local.invalid");
  url.searchParams.set("dialog", dialog);
  return `${url.pathname}${url.search}`;
}
