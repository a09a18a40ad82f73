/**
 * One derivation of every money figure a customer reads about an order — the checkout's summary
 * and lines, the order page, the confirmation (issue 22 item 3). The figures used to be worked
 * out separately (line totals from per-unit discounts rounded on their own, the summary's
 * discount from the lines, the total from the backend), and a receipt read 40.50 − 6.09 + 1.72 +
 * 3.00 = 39.13 against a Total of 39.15.
 *
 * Here everything is counted in the marketplace's smallest unit (10^-digits, config
 * `digit_after_decimal_point`): a rounded total is shared out over its parts by largest
 * remainder, so the parts always add up to it, and the discount is what the backend's own
 * amounts leave between the items and the total it charges. Pure, framework-free.
 */

export interface ReceiptLineInput {
  /** Price of one unit before any discount (variation and food options included). */
  unitPrice: number;
  quantity: number;
  /** The line's add-ons (each once per line, as 6amMart counts them). */
  addOnTotal: number;
  /** The line's discount as priced (any precision): its share of the order's discount. */
  discount: number;
}

/** The order-level amounts, as the backend stored or quoted them (already rounded). */
export interface ReceiptCharges {
  couponDiscount: number;
  /** Tax added to the order (0 when prices include it). */
  tax: number;
  delivery: number;
  tips: number;
  additionalCharge: number;
  extraPackaging: number;
}

export interface ReceiptLine {
  /** unit price × quantity */
  gross: number;
  addOns: number;
  discount: number;
  /** gross + add-ons − discount: what the line costs */
  net: number;
}

export interface Receipt {
  lines: ReceiptLine[];
  itemsPrice: number;
  addOns: number;
  discount: number;
  /** itemsPrice + addOns − discount = Σ line nets */
  subtotal: number;
  couponDiscount: number;
  tax: number;
  delivery: number;
  tips: number;
  additionalCharge: number;
  extraPackaging: number;
  /**
   * What the total holds that none of the parts above explains (a backend charge rule the
   * storefront does not know): shown as its own row rather than hidden in another one.
   */
  adjustment: number;
  /** subtotal − coupon + tax + delivery + tips + additional + packaging + adjustment */
  total: number;
}

/**
 * Amounts in the smallest unit, for `digits` decimals, rounded exactly as the backend rounds
 * order money (pricing.ts roundMoney: Math.round of the scaled amount), so a sum rounded here
 * is the backend's to the unit.
 */
export function toMinor(amount: number, digits: number): number {
  return Number.isFinite(amount) ? Math.round(amount * 10 ** digits) : 0;
}

const fromMinor = (minor: number, digits: number) => minor / 10 ** digits;

/**
 * `total` (whole units) shared out in proportion to `weights`, every share a whole unit, the
 * shares adding up to `total` exactly (largest remainder). Equal weights for all-zero weights.
 */
export function shareOut(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const clean = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const sum = clean.reduce((a, b) => a + b, 0);
  const basis = sum > 0 ? clean : clean.map(() => 1);
  const basisSum = sum > 0 ? sum : basis.length;
  const exact = basis.map((w) => (total * w) / basisSum);
  const shares = exact.map((x) => Math.floor(x));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k].i] += 1;
  return shares;
}

/**
 * shareOut, no share above its cap (a line's discount never above what the line costs): what a
 * capped share cannot hold goes to the lines with room left. `total` must fit in Σ caps.
 */
export function shareOutCapped(total: number, weights: number[], caps: number[]): number[] {
  const shares = shareOut(total, weights);
  for (let round = 0; round < shares.length; round++) {
    let excess = 0;
    shares.forEach((share, i) => {
      if (share > caps[i]) {
        excess += share - caps[i];
        shares[i] = caps[i];
      }
    });
    if (excess === 0) break;
    // The overflow goes by the same weights to the lines with room (by room if none weighs).
    const room = shares.map((share, i) => Math.max(0, caps[i] - share));
    const weighed = weights.map((w, i) => (room[i] > 0 && w > 0 ? w : 0));
    const basis = weighed.some((w) => w > 0) ? weighed : room;
    shareOut(excess, basis).forEach((extra, i) => (shares[i] += extra));
  }
  return shares;
}

/**
 * The receipt of an order: `lines` as priced, `charges` as the backend has them, and what the
 * backend says of the total and the discount, when it does.
 *
 * Items and add-ons are the lines' sums, rounded once. The discount is what lies between them and
 * the total once the order's charges are taken off — the backend's own discount, whatever it
 * rounded where — as long as that differs from the lines' discounts by rounding only; a larger
 * gap is an `adjustment` row of its own. Without a total the lines' discount
 * counts and the total is the sum of the parts.
 */
export function receiptOf(
  lines: ReceiptLineInput[],
  charges: ReceiptCharges,
  digits: number,
  known: {
    /** What the backend charges (order_amount, the quote's total). */
    total?: number | null;
    /** The order's discount when the backend says it (the quote's discount_on_item). */
    discount?: number | null;
  } = {},
): Receipt {
  const total = known.total ?? null;
  const m = (n: number) => toMinor(n, digits);
  const rawGross = lines.map((l) => l.unitPrice * l.quantity);
  const rawAddOns = lines.map((l) => l.addOnTotal);
  const rawDiscount = lines.map((l) => Math.max(0, l.discount));
  const itemsPrice = m(rawGross.reduce((a, b) => a + b, 0));
  const addOns = m(rawAddOns.reduce((a, b) => a + b, 0));
  // The lines' discounts say how the order's is shared out; its amount is the backend's when
  // known (a store discount below its minimum purchase or over its maximum scales them all).
  const linesDiscount = Math.min(
    known.discount != null ? m(known.discount) : m(rawDiscount.reduce((a, b) => a + b, 0)),
    itemsPrice + addOns,
  );
  const coupon = m(charges.couponDiscount);
  const after =
    m(charges.tax) +
    m(charges.delivery) +
    m(charges.tips) +
    m(charges.additionalCharge) +
    m(charges.extraPackaging);

  let discount = linesDiscount;
  let adjustment = 0;
  if (total !== null) {
    const charged = m(total);
    const implied = itemsPrice + addOns - coupon + after - charged;
    // Per-unit discounts are stored rounded (order_details.discount_on_item): up to half a unit
    // off per piece, plus the order's own rounding — more than that is not rounding.
    const pieces = lines.reduce((sum, l) => sum + Math.max(0, l.quantity), 0);
    const slack = Math.ceil(pieces / 2) + lines.length + 1;
    const rounding = implied >= 0 && implied <= itemsPrice + addOns;
    if (rounding && Math.abs(implied - linesDiscount) <= slack) discount = implied;
    else adjustment = charged - (itemsPrice + addOns - linesDiscount - coupon + after);
  }
  const subtotal = itemsPrice + addOns - discount;
  const gross = shareOut(itemsPrice, rawGross);
  const lineAddOns = shareOut(addOns, rawAddOns);
  const lineDiscount = shareOutCapped(
    discount,
    rawDiscount.some((d) => d > 0) ? rawDiscount : rawGross,
    gross.map((g, i) => g + lineAddOns[i]),
  );
  const back = (n: number) => fromMinor(n, digits);
  return {
    lines: lines.map((_, i) => ({
      gross: back(gross[i]),
      addOns: back(lineAddOns[i]),
      discount: back(lineDiscount[i]),
      net: back(gross[i] + lineAddOns[i] - lineDiscount[i]),
    })),
    itemsPrice: back(itemsPrice),
    addOns: back(addOns),
    discount: back(discount),
    subtotal: back(subtotal),
    couponDiscount: back(coupon),
    tax: back(m(charges.tax)),
    delivery: back(m(charges.delivery)),
    tips: back(m(charges.tips)),
    additionalCharge: back(m(charges.additionalCharge)),
    extraPackaging: back(m(charges.extraPackaging)),
    adjustment: back(adjustment),
    total: back(subtotal - coupon + after + adjustment),
  };
}
