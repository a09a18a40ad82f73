import { createCookieSessionStorage } from "@remix-run/node";
import { z } from "zod";
import { getSessionSecrets, useSecureCookies } from "~/env.server";

/**
 * Cart lines waiting for the customer, kept on the server side of the conversation (a signed,
 * httpOnly cookie) rather than in the page:
 * - `pending`: the line the customer tried to add while the cart holds another store's items —
 *   kept while the clear-cart confirmation (`?dialog=cart-clear`) is open, added only after Yes;
 * - `buyNow`: the single line of Buy Now / Order Now, which the checkout page (issue 13) orders
 *   instead of the cart.
 * Separate from the session cookie: writing a cart intent never rewrites the token's cookie.
 */
const lineSchema = z.object({
  item_id: z.number().int().positive(),
  model: z.enum(["Item", "ItemCampaign"]),
  price: z.number().nonnegative(),
  quantity: z.number().int().positive(),
  variation: z.array(z.unknown()),
  add_on_ids: z.array(z.number().int()),
  add_on_qtys: z.array(z.number().int()),
});

export const cartIntentSchema = z.object({
  moduleId: z.number().int().positive(),
  storeId: z.number().int().nullable(),
  /** The store was closed when the line was chosen: adding it says what that means. */
  storeClosed: z.enum(["scheduled", "later"]).nullish(),
  line: lineSchema,
  /** Where the customer was (same-site path): the confirmation's page, or the item. */
  back: z.string().startsWith("/"),
});
export type CartIntent = z.infer<typeof cartIntentSchema>;

interface CartIntentData {
  pending: CartIntent;
  buyNow: CartIntent & { page: "buy_now" | "campaign" };
}

let storage: ReturnType<typeof createStorage> | undefined;
function createStorage() {
  return createCookieSessionStorage<CartIntentData>({
    cookie: {
      name: "__cart",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: useSecureCookies(),
      secrets: getSessionSecrets(),
      // A pending choice is worth a day at most; Buy Now is a moment's intent too.
      maxAge: 60 * 60 * 24,
    },
  });
}
const intentStorage = () => (storage ??= createStorage());

export async function getCartIntents(request: Request) {
  let session;
  try {
    session = await intentStorage().getSession(request.headers.get("Cookie"));
  } catch {
    session = await intentStorage().getSession(null);
  }
  const read = <K extends keyof CartIntentData>(key: K, schema: z.ZodType<CartIntentData[K]>) => {
    const parsed = schema.safeParse(session.get(key));
    return parsed.success ? parsed.data : null;
  };
  return {
    pending: () => read("pending", cartIntentSchema),
    buyNow: () =>
      read("buyNow", cartIntentSchema.extend({ page: z.enum(["buy_now", "campaign"]) })),
    setPending: (intent: CartIntent | null) =>
      intent ? session.set("pending", intent) : session.unset("pending"),
    setBuyNow: (intent: CartIntentData["buyNow"]) => session.set("buyNow", intent),
    /** The Buy Now line was ordered (checkout): it is not offered again. */
    clearBuyNow: () => session.unset("buyNow"),
    commit: () => intentStorage().commitSession(session),
  };
}
