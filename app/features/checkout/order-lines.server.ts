import type { AppLoadContext } from "@remix-run/node";
import { cartEntrySchema, type CartEntry } from "~/api/schemas/cart";
import { freeDeliveryOver, type Config } from "~/api/schemas/config";
import { cartDrawerView } from "~/features/cart/cart-view.server";
import type { CartDrawerView } from "~/features/cart/cart-view";
import { moneyFormat } from "~/features/catalogue/money";
import { isUnreachable, settle, type Settled } from "~/api/settle.server";
import { getCartIntents } from "~/sessions/cart-intent.server";

export type CheckoutPage = "cart" | "buy_now" | "campaign";

/** What the checkout orders: the lines as shown, and what the order calls need from them. */
export interface OrderSource {
  view: CartDrawerView;
  /** The lines as the backend answered them: what the checkout prices without a quote. */
  entries: CartEntry[];
  /** The store of the lines (one store per order: the cart rules keep it so). */
  storeId: number | null;
  /** The module the lines belong to (the moduleId header of the order calls). */
  moduleId: number;
  /** A line needs a prescription image (pharmacy). */
  prescriptionRequired: boolean;
  /** Σ unit price × quantity: order place's required `order_amount` (the backend recomputes it). */
  subtotal: number;
  /** Buy Now / Order Now: the one line as order place's `cart` JSON (never in the server cart). */
  buyNowCart: string | null;
}

function sourceOf(
  entries: CartEntry[],
  view: CartDrawerView,
  moduleId: number,
  buyNowCart: string | null,
  storeId?: number | null,
): OrderSource {
  return {
    view,
    entries,
    storeId: storeId ?? entries.find((e) => e.item.store_id)?.item.store_id ?? null,
    moduleId,
    prescriptionRequired: entries.some((e) => e.item.is_prescription_required),
    subtotal: entries.reduce((sum, e) => sum + e.price * e.quantity, 0),
    buyNowCart,
  };
}

/** The lines, or none — and whether that is the backend's answer or the lack of one. */
export interface OrderLines {
  source: OrderSource | null;
  /** The cart (or the Buy Now item) could not be read: NOT an empty cart (issue 28 item 14). */
  unreachable: boolean;
}

const NO_LINES: OrderLines = { source: null, unreachable: false };

/**
 * What /checkout?page=… orders (foundations §2, issue 11 item 4): the cart of the visitor's
 * module (`cart`), or the single line Buy Now / Order Now kept on the server (`buy_now`,
 * `campaign`; never the cart). Lines are priced like the cart drawer's (the catalogue's prices;
 * the backend prices the order again when it is placed). Config (the money format) is read
 * beside the lines, not before them: a slow backend costs one latency here, not two.
 */
export async function loadOrderLines(
  request: Request,
  context: AppLoadContext,
  page: CheckoutPage,
): Promise<OrderLines> {
  const configRead = settle(context.api.config.get());
  const pricedWith = async (read: Promise<Settled<Config>>) => {
    const config = await read;
    const c = config.ok ? config.value : null;
    return { money: moneyFormat(c), threshold: c ? freeDeliveryOver(c) : null };
  };

  if (page === "cart") {
    const { session, prefs, api } = context;
    if (!prefs.moduleId || (!session.get("token") && !session.get("guestId"))) return NO_LINES;
    const [cart, { money, threshold }] = await Promise.all([
      settle(api.cart.list()),
      pricedWith(configRead),
    ]);
    if (!cart.ok) return { source: null, unreachable: isUnreachable(cart) };
    return {
      source: sourceOf(
        cart.value,
        cartDrawerView(cart.value, money, threshold),
        prefs.moduleId,
        null,
      ),
      unreachable: false,
    };
  }

  const intent = (await getCartIntents(request)).buyNow();
  if (!intent || intent.page !== page) return NO_LINES;
  const api = context.api.with({ moduleId: intent.moduleId });
  const id = String(intent.line.item_id);
  const [read, { money, threshold }] = await Promise.all([
    settle(
      intent.line.model === "ItemCampaign" ? api.items.campaignItem(id) : api.items.details(id),
    ),
    pricedWith(configRead),
  ]);
  if (!read.ok) return { source: null, unreachable: isUnreachable(read) };
  const item = read.value;
  if (!item) return NO_LINES;
  const chosen = new Map(
    intent.line.add_on_ids.map((addOnId, i) => [addOnId, intent.line.add_on_qtys[i] ?? 1]),
  );
  const entry = cartEntrySchema.safeParse({
    id: 0,
    item_type: intent.line.model,
    price: intent.line.price,
    quantity: intent.line.quantity,
    variation: intent.line.variation,
    add_on_ids: intent.line.add_on_ids,
    add_on_qtys: intent.line.add_on_qtys,
    item: {
      ...item,
      addons: (item.add_ons ?? []).map((addOn) => ({
        ...addOn,
        quantity: chosen.get(addOn.id) ?? 0,
      })),
    },
  });
  if (!entry.success) return NO_LINES;
  const entries = [entry.data as CartEntry];
  return {
    source: sourceOf(
      entries,
      cartDrawerView(entries, money, threshold),
      intent.moduleId,
      JSON.stringify([intent.line]),
      intent.storeId,
    ),
    unreachable: false,
  };
}
