import { readFileSync } from "node:fs";
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs } from "@remix-run/node";
import { expect } from "vitest";
import { createAppLoadContext } from "~/context.server";
import type { CheckoutView } from "~/features/checkout/checkout-model.server";
import { action as cartAction } from "~/routes/($lang).cart";
import { action, loader } from "~/routes/($lang).checkout";
import { serializePrefs, type Prefs } from "~/sessions/prefs.server";
import { commitSession, getSession } from "~/sessions/session.server";
import { DOWNTOWN, FOOD, GROCERY, guestContact } from "../backend/commerce-helpers";
import { PHARMACY } from "../backend/order-fixtures";
import { cookiePair } from "./header-test-support";
import { visitorAnswer, answerOf } from "./order-kit";

/**
 * A visitor's browser on /checkout for the tests that put something between the storefront and
 * the reference backend (a slow or broken layer): the same steps as checkout.test.ts — the cart
 * filled through POST /cart, the page's loader read, the one form posted — with the API's
 * address and the storefront's timeouts chosen by the test.
 */

const EN = JSON.parse(readFileSync("public/locales/en/checkout.json", "utf8")) as Record<
  string,
  unknown
>;
/** A message as the page shows it (checkout-parts.tsx useMessage): keys translated, else as is. */
export function say(message: string): string {
  if (!message.startsWith("checkout:")) return message;
  const text = message
    .slice("checkout:".length)
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], EN);
  if (typeof text !== "string") throw new Error(`no English text for ${message}`);
  return text;
}

export type Visitor = { cookie: string };
export const MODULE_TYPES = {
  [GROCERY]: "grocery",
  [FOOD]: "food",
  [PHARMACY]: "pharmacy",
} as const;
export const DOWNTOWN_ADDRESS = "Burj Khalifa, Downtown Dubai";

/** A visitor who picked a location at Burj Khalifa (or `at`) and a module; signed in with `token`. */
export async function newVisitor(
  moduleId: keyof typeof MODULE_TYPES,
  { token, at = DOWNTOWN }: { token?: string; at?: { latitude: number; longitude: number } } = {},
): Promise<Visitor> {
  const prefs: Prefs = {
    zoneIds: "[1]",
    moduleId,
    moduleType: MODULE_TYPES[moduleId],
    address: DOWNTOWN_ADDRESS,
    lat: at.latitude,
    lng: at.longitude,
  };
  const pairs = [cookiePair(await serializePrefs(prefs))];
  if (token) {
    const session = await getSession(new Request("http://shop.test/"));
    session.set("token", token);
    pairs.push(cookiePair(await commitSession(session)));
  }
  return { cookie: pairs.join("; ") };
}

export interface Answer {
  status: number;
  location: string | null;
  response: Response;
  /** The page's data (loader view, or the action's refusal). */
  data: { view?: CheckoutView; result?: SubmissionResult<string[]> } | null;
}

type Handler = (args: ActionFunctionArgs) => Promise<unknown>;

export interface Upstream {
  /** The API the storefront calls, e.g. http://127.0.0.1:1234/api/v1. */
  apiBaseUrl: () => string;
  apiTimeoutMs?: number;
  orderTimeoutMs?: number;
}

export function checkoutBrowser(upstream: Upstream) {
  /** One request as the browser sends it; the cookies it is given are kept (toasts are not). */
  async function send(
    visitor: Visitor,
    handler: Handler,
    path: string,
    body?: URLSearchParams | FormData,
  ): Promise<Answer> {
    const request = new Request(`http://shop.test${path}`, {
      method: body ? "POST" : "GET",
      body,
      headers: { Cookie: visitor.cookie },
    });
    const context = await createAppLoadContext(request, {
      nonce: "n",
      apiBaseUrl: upstream.apiBaseUrl(),
      apiTimeoutMs: upstream.apiTimeoutMs ?? 5000,
      orderTimeoutMs: upstream.orderTimeoutMs,
      forwardHost: false,
    });
    const result = await answerOf(() => handler({ request, context, params: {} }));
    return visitorAnswer<Answer["data"]>(visitor, result);
  }

  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  /** POST /cart as the item page's forms do. */
  async function addToCart(visitor: Visitor, moduleId: number, itemId: number) {
    const answer = await send(
      visitor,
      cartAction,
      "/cart",
      form({
        intent: "add",
        item_id: String(itemId),
        module_id: String(moduleId),
        quantity: "1",
        model: "Item",
        redirectTo: "/home",
      }),
    );
    expect(answer.status).toBe(303);
  }

  /** GET /checkout?page=cart: the answer (the view, or the Response the loader threw). */
  const loadCheckout = (visitor: Visitor) => send(visitor, loader, "/checkout?page=cart");

  async function openCheckout(visitor: Visitor): Promise<CheckoutView> {
    const answer = await loadCheckout(visitor);
    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    return answer.data!.view!;
  }

  const postCheckout = (visitor: Visitor, fields: Record<string, string> | FormData) =>
    send(
      visitor,
      action,
      "/checkout?page=cart",
      fields instanceof FormData ? fields : form(fields),
    );

  /** A guest with `itemId` in the cart and their contact details saved; answers the draft's key. */
  async function readyGuest(moduleId: keyof typeof MODULE_TYPES, itemId: number) {
    const visitor = await newVisitor(moduleId);
    await addToCart(visitor, moduleId, itemId);
    const view = await openCheckout(visitor);
    expect(view.lines.length).toBeGreaterThan(0);
    const saved = await postCheckout(visitor, { intent: "save-contact", ...guestContact });
    expect(saved.status).toBe(303);
    return { visitor, key: view.key };
  }

  return { send, addToCart, loadCheckout, openCheckout, postCheckout, readyGuest };
}

/** What the refused form shows: its form error and each field's first error, in English. */
export function errorsOf(answer: Answer): { form: string | null; fields: Record<string, string> } {
  expect(answer.status, `expected the page with errors, got ${answer.location}`).not.toBe(303);
  const error: Record<string, string[] | null> = answer.data?.result?.error ?? {};
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error)) {
    if (name && messages?.length) fields[name] = say(messages[0]);
  }
  const formErrors = error[""];
  return { form: formErrors?.length ? say(formErrors[0]) : null, fields };
}

export async function sessionOf(visitor: Visitor) {
  return getSession(new Request("http://shop.test/", { headers: { Cookie: visitor.cookie } }));
}

export const placeFields = (key: string, extra: Record<string, string> = {}) => ({
  intent: "place",
  key,
  payment_method: "cash_on_delivery",
  ...extra,
});
