/**
 * The cart as the page frame sees it (client-safe types and pure helpers). The root loader
 * builds a `CartSummary` on every page (badge count, steppers on cards: which items are in the
 * cart, under which line, how many) and a `CartDrawerView` only while the Shopping Cart drawer
 * is open (`?dialog=cart`).
 */
export interface CartLineSummary {
  cartId: number;
  itemId: number;
  campaign: boolean;
  quantity: number;
  /**
   * The line's choice as features/product/cart-payload.ts variationKey() writes it: an item
   * page shows "Update to cart" for the choice already in the cart (a shared item page reads
   * it from here, ADR 033).
   */
  key: string;
}

export interface CartSummary {
  lines: CartLineSummary[];
}

export interface CartDrawerLine {
  cartId: number;
  itemId: number;
  name: string;
  image: string | null;
  /** The item's page (app path, localised by the component). */
  href: string;
  /** "Size: Large · Sauce: Mild" — the chosen variation, empty when none. */
  variation: string;
  addOns: Array<{ name: string; quantity: number }>;
  quantity: number;
  /** Unit price before discounts (variation included, add-ons excluded), formatted. */
  unitPrice: string;
  /** Unit price × quantity − discount + add-ons, formatted. */
  linePrice: string;
  /** The line's share of the discount (unitPrice is before it), or null. */
  discount: string | null;
  /** The largest quantity the rules allow (stock for non-food, maximum_cart_quantity), or null. */
  maxQuantity: number | null;
  /** Which rule `maxQuantity` comes from: its message when plus is refused. */
  limitedBy: "stock" | "limit" | null;
}

export interface CartDrawerView {
  lines: CartDrawerLine[];
  subtotal: string;
  /** The cart's store is closed now: the order will be scheduled, or placed once it opens. */
  storeClosed: "scheduled" | "later" | null;
  /** Free-delivery progress (foundations §9), or null when the marketplace has no such threshold. */
  freeDelivery: { percent: number; remaining: string; reached: boolean } | null;
}

/** Free-delivery progress = subtotal against the threshold, limited to 0–100 % (foundations §9). */
export function freeDeliveryPercent(subtotal: number, threshold: number): number {
  if (!(threshold > 0)) return 100;
  return Math.max(0, Math.min(100, Math.round((subtotal / threshold) * 100)));
}
