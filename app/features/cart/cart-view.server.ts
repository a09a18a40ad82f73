import type { AppLoadContext } from "@remix-run/node";
import type { CartEntry } from "~/api/schemas/cart";
import type { Config } from "~/api/schemas/config";
import { settle } from "~/api/settle.server";
import { formatPrice, type MoneyFormat } from "~/features/catalogue/money";
import { closedStoreOrder, type ClosedStoreOrder } from "~/features/catalogue/card-rules";
import { DIALOG_PARAM } from "~/lib/dialog-url";
import { moneyDigits, unitDiscount } from "~/features/checkout/pricing";
import { pricingLinesOf } from "~/features/checkout/pricing-lines";
import { receiptOf, type ReceiptCharges } from "~/features/checkout/receipt";
import { variationKey } from "~/features/product/cart-payload";
import { lineLimit, variationText } from "./cart-rules";

/** The cart has no order charges yet: its receipt stops at the subtotal. */
const NO_CHARGES: ReceiptCharges = {
  couponDiscount: 0,
  tax: 0,
  delivery: 0,
  tips: 0,
  additionalCharge: 0,
  extraPackaging: 0,
};
import { freeDeliveryPercent, type CartDrawerView, type CartSummary } from "./cart-view";

const CAMPAIGN_TYPE = /campaign/i;

export function cartSummary(cart: CartEntry[]): CartSummary {
  return {
    lines: cart.map((line) => ({
      cartId: line.id,
      itemId: line.item.id,
      campaign: CAMPAIGN_TYPE.test(line.item_type ?? ""),
      quantity: line.quantity,
      key: variationKey(line.variation),
    })),
  };
}

/** `?dialog=cart`: the Shopping Cart drawer's rows are built for this request. */
export function wantsCartDrawer(request: Request, context: AppLoadContext): boolean {
  if (context.prefs.moduleType === "parcel") return false;
  return new URL(request.url).searchParams.get(DIALOG_PARAM) === "cart";
}

/**
 * The drawer's rows, subtotal and free-delivery line. From the cart's store (cartStoreFacts):
 * `freeAnyway`, delivery costs nothing whatever the subtotal, so the line says so rather than
 * asking for more; `closed`, the drawer says the order will be scheduled.
 */
export function cartDrawerView(
  cart: CartEntry[],
  money: MoneyFormat,
  freeDeliveryOver: number | null,
  { freeAnyway = false, closed = null }: Partial<CartStoreFacts> = {},
): CartDrawerView {
  // The checkout's derivation (receipt.ts) at the catalogue's prices: each line is one unit
  // before discounts × quantity − its discount + add-ons, and the lines add up to the subtotal
  // in the marketplace's rounding — not unit prices rounded on their own (issue 22 item 3).
  const priced = pricingLinesOf(cart);
  const receipt = receiptOf(
    priced.map((line) => ({
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      addOnTotal: line.addOnTotal,
      discount: unitDiscount(line.rule, line.unitPrice) * line.quantity,
    })),
    NO_CHARGES,
    moneyDigits(money.decimals),
  );
  const subtotal = receipt.subtotal;
  const lines = cart.map((line, i) => {
    const share = receipt.lines[i];
    const limit = lineLimit(line);
    const addOns = (line.item.addons ?? [])
      .filter((a) => (a.quantity ?? 0) > 0)
      .map((a) => ({ name: a.name, quantity: a.quantity ?? 1 }));
    return {
      cartId: line.id,
      itemId: line.item.id,
      name: line.item.name,
      image: line.item.image_full_url ?? null,
      href: CAMPAIGN_TYPE.test(line.item_type ?? "")
        ? `/product/${line.item.id}?product_type=campaign`
        : `/product/${encodeURIComponent(line.item.slug || String(line.item.id))}`,
      variation: variationText(line.variation),
      addOns,
      quantity: line.quantity,
      unitPrice: formatPrice(priced[i].unitPrice, money),
      linePrice: formatPrice(share.net, money),
      discount: share.discount > 0 ? formatPrice(share.discount, money) : null,
      maxQuantity: limit?.max ?? null,
      limitedBy: limit?.by ?? null,
    };
  });
  const threshold = freeDeliveryOver && freeDeliveryOver > 0 ? freeDeliveryOver : null;
  return {
    lines,
    subtotal: formatPrice(subtotal, money),
    storeClosed: lines.length > 0 ? closed : null,
    freeDelivery: freeAnyway
      ? { percent: 100, remaining: formatPrice(0, money), reached: true }
      : threshold
        ? {
            percent: freeDeliveryPercent(subtotal, threshold),
            remaining: formatPrice(Math.max(0, threshold - subtotal), money),
            reached: subtotal >= threshold,
          }
        : null,
  };
}

export type CartStoreFacts = { freeAnyway: boolean; closed: ClosedStoreOrder };

/**
 * What the drawer says of the cart's store (a cart holds one store's items; its details are
 * read only while the drawer is open; unreadable counts as neither):
 * - `freeAnyway`: delivery is free whatever the subtotal: the admin's free delivery to every
 *   store, or the store's own (its card and page say "Free Delivery") — the checkout's
 *   deliveryCharge() rule. Without this the drawer asked for "AED115.56 more to get free
 *   delivery" under a store that delivers free (issue 22 item 17).
 * - `closed`: the store is closed now, so the order will be scheduled, or placed once it opens
 *   where the store takes no scheduled orders (issue 22 item 12).
 */
export async function cartStoreFacts(
  context: AppLoadContext,
  cart: CartEntry[],
  config: Config | null,
): Promise<CartStoreFacts> {
  const admin = config?.admin_free_delivery;
  const freeToAll = Boolean(admin?.status && admin.type === "free_delivery_to_all_store");
  const storeId = cart[0]?.item.store_id;
  if (!storeId) return { freeAnyway: freeToAll, closed: null };
  const read = await settle(context.api.stores.details(storeId));
  const store = read.ok ? read.value : null;
  return {
    freeAnyway: freeToAll || Boolean(store?.free_delivery),
    closed: closedStoreOrder(config, store),
  };
}
