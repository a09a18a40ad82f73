import { z } from "zod";
import { flag, id, lenientArray, maybeText, num, numOr, optionalLabel, text } from "./primitives";
import { orderRefundSchema } from "./refunds";

/**
 * Orders (api-contract §2.4, §5.9, §7.7) and the reference backend's quote extension
 * (docs/decisions/021-order-quote-extension.md): only the fields the storefront reads.
 */

/** POST customer/order/place and prescription/place. `total_ammount` is the contract's spelling. */
export const placedOrderSchema = z
  .object({
    message: text.optional(),
    order_id: id,
    total_ammount: num.optional().catch(undefined),
    status: maybeText.optional(),
    created_at: maybeText.optional(),
    user_id: id.nullish().catch(null),
    /** Reference backend only: the single-use proof that opens /payment-mobile for this order. */
    payment_token: maybeText.optional(),
  })
  .passthrough();
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

const quoteLineSchema = z.object({
  cart_id: id.nullish().catch(null),
  item_id: id.nullish().catch(null),
  name: text,
  quantity: numOr(1),
  unit_price: numOr(0),
  discount: numOr(0),
  add_on_price: numOr(0),
  variant: text.optional(),
  total: numOr(0),
});

/** POST customer/order/quote (reference-backend extension): the order's amounts before placing. */
export const orderQuoteSchema = z
  .object({
    store_id: id.nullish().catch(null),
    order_type: text.optional(),
    items_price: numOr(0),
    add_on_price: numOr(0),
    discount_on_item: numOr(0),
    subtotal: numOr(0),
    coupon_code: maybeText.optional(),
    coupon_discount: numOr(0),
    coupon_title: maybeText.optional(),
    tax_amount: numOr(0),
    tax_percent: numOr(0),
    tax_included: flag,
    delivery_charge: numOr(0),
    original_delivery_charge: numOr(0),
    free_delivery_by: maybeText.optional(),
    distance_km: numOr(0),
    dm_tips: numOr(0),
    additional_charge: numOr(0),
    extra_packaging_amount: numOr(0),
    order_amount: num,
    minimum_order: numOr(0),
    maximum_cod_order_amount: num.nullish().catch(null),
    payment_methods: z
      .object({
        cash_on_delivery: flag,
        cash_on_delivery_over_limit: flag,
        digital_payment: flag,
        wallet: flag,
        offline_payment: flag,
      })
      .partial()
      .catch({}),
    wallet_balance: num.nullish().catch(null),
    lines: lenientArray(quoteLineSchema).catch([]),
    address_missing: flag,
  })
  .passthrough();
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** A contact and a point: delivery_address, receiver_details. */
const placeSchema = z
  .object({
    contact_person_name: maybeText.optional(),
    contact_person_number: maybeText.optional(),
    address: maybeText.optional(),
    latitude: num.nullish().catch(null),
    longitude: num.nullish().catch(null),
  })
  .passthrough();

const deliveryManSchema = z.object({
  id,
  f_name: text,
  l_name: text,
  phone: maybeText.optional(),
  image_full_url: maybeText.optional(),
  avg_rating: numOr(0),
  lat: num.nullish().catch(null),
  lng: num.nullish().catch(null),
});
export type DeliveryMan = z.infer<typeof deliveryManSchema>;

/** GET customer/order/track: the order as the customer may see it. */
export const trackedOrderSchema = z
  .object({
    id,
    order_amount: numOr(0),
    payment_status: text,
    order_status: text,
    payment_method: text,
    order_type: text.optional(),
    created_at: maybeText.optional(),
    schedule_at: maybeText.optional(),
    /** 1: placed for schedule_at; 0: for now (schedule_at is then the time it was placed). */
    scheduled: flag.optional().catch(false),
    zone_id: id.nullish().catch(null),
    module_id: id.nullish().catch(null),
    store: z
      .object({ id, name: text, slug: maybeText.optional() })
      .passthrough()
      .nullish()
      .catch(null),
    delivery_address: placeSchema.nullish().catch(null),
    /** A parcel's receiver (browsing §3 "Order (tracking)"); its sender is delivery_address. */
    receiver_details: placeSchema.nullish().catch(null),
    /** A parcel's type (contract §5.9: list, running and track add it; stock 6amMart too). */
    parcel_category: z.object({ id, name: text }).passthrough().nullish().catch(null),
    /** Who pays a parcel's delivery: "sender" or "receiver". */
    charge_payer: maybeText.optional().catch(null),
    /** When each step was reached (null until then). */
    pending: maybeText.optional().catch(null),
    confirmed: maybeText.optional().catch(null),
    picked_up: maybeText.optional().catch(null),
    delivered: maybeText.optional().catch(null),
    canceled: maybeText.optional().catch(null),
    user_id: id.nullish().catch(null),
    is_guest: flag.optional(),
    /** The contract sends the delivery man as a one-element array (or null). */
    delivery_man: lenientArray(deliveryManSchema).nullish().catch(null),
    // The amounts of the order details page (the order row, contract §5.9).
    coupon_discount_amount: numOr(0),
    coupon_code: maybeText.optional().catch(null),
    total_tax_amount: numOr(0),
    tax_status: maybeText.optional().catch(null),
    delivery_charge: numOr(0),
    dm_tips: numOr(0),
    additional_charge: numOr(0),
    extra_packaging_amount: numOr(0),
    store_discount_amount: numOr(0),
    flash_admin_discount_amount: numOr(0),
    flash_store_discount_amount: numOr(0),
    ref_bonus_amount: numOr(0),
    order_note: maybeText.optional().catch(null),
    // The checkout extras (issue 24 item 4; contract §5.9): 0/1, and the customer's own words.
    cutlery: flag.optional().catch(false),
    unavailable_item_note: maybeText.optional().catch(null),
    delivery_instruction: maybeText.optional().catch(null),
    cancellation_reason: maybeText.optional().catch(null),
    prescription_order: flag.optional(),
    details_count: numOr(0),
    order_attachment_full_url: lenientArray(z.string().min(1)).catch([]),
    /** What the wallet paid of a partial payment (issue 24 item 2); 0 otherwise. */
    partially_paid_amount: numOr(0),
    /**
     * Track's payments (contract §5.9): for a partial payment the wallet's part and the rest by
     * its method (cash, digital, offline), each paid or not. Absent from list entries.
     */
    payments: lenientArray(
      z.object({ amount: numOr(0), payment_status: text, payment_method: text }),
    ).catch([]),
    /** The refund request and its notes (issue 24 item 1): null until the customer asks. */
    refund: orderRefundSchema.nullish().catch(null),
    refund_cancellation_note: maybeText.optional().catch(null),
    refund_customer_note: maybeText.optional().catch(null),
  })
  .passthrough();
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/** GET customer/order/list and running-orders: one page of the customer's orders. */
export const orderListSchema = z.object({
  total_size: numOr(0),
  orders: lenientArray(trackedOrderSchema).catch([]),
});
export type OrderList = z.infer<typeof orderListSchema>;

const lineItemSchema = z
  .object({ id: id.nullish().catch(null), name: text, image_full_url: maybeText.optional() })
  .passthrough();

/** One line of customer/order/details (food options `{name, values:{label}}`, others `{type}`). */
export const orderLineSchema = z.object({
  id,
  item_id: id.nullish().catch(null),
  item_campaign_id: id.nullish().catch(null),
  price: numOr(0),
  quantity: numOr(1),
  discount_on_item: numOr(0),
  total_add_on_price: numOr(0),
  /** Stock sends `"null"` (the string) for no variant: optionalLabel makes it null. */
  variant: optionalLabel,
  variation: lenientArray(
    z.object({
      type: maybeText.optional(),
      name: maybeText.optional(),
      values: z
        .object({ label: lenientArray(z.string()) })
        .partial()
        .nullish()
        .catch(null),
    }),
  ).catch([]),
  add_ons: lenientArray(
    z.object({ id: id.nullish().catch(null), name: text, price: numOr(0), quantity: numOr(1) }),
  ).catch([]),
  item_details: lineItemSchema.nullish().catch(null),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * GET customer/order/details: the lines — except prescription and parcel orders, which answer
 * the order object (contract quirk 5): no lines then.
 */
export const orderLinesSchema = z.union([
  z.array(z.unknown()).pipe(lenientArray(orderLineSchema)),
  z.unknown().transform((): OrderLine[] => []),
]);

export const cancellationReasonsSchema = z.object({
  data: lenientArray(z.object({ id, reason: text })).catch([]),
});

export const messageSchema = z.object({ message: text.optional() }).passthrough();

/** GET most-tips: the most common non-zero tip, or null (contract §2.1). */
export const mostTipsSchema = z.object({ most_tips_amount: num.nullish().catch(null) });

/** GET cashback/getCashback?amount=: what the best running offer pays back for that amount. */
export const cashbackForAmountSchema = z
  .object({ calculated_amount: numOr(0), cashback_type: maybeText.optional().catch(null) })
  .passthrough();

/** GET customer/order/parcel-instructions: the operator's instructions for the courier. */
export const parcelInstructionsSchema = z.object({
  data: lenientArray(z.object({ id, instruction: text })).catch([]),
});

/** GET offline_payment_method_list (6amMart shape). */
export const offlineMethodSchema = z.object({
  id,
  method_name: text,
  method_fields: lenientArray(z.object({ input_name: text, input_data: text })).catch([]),
  method_informations: lenientArray(
    z.object({ customer_input: text, customer_placeholder: text, is_required: flag }),
  ).catch([]),
});
export type OfflineMethod = z.infer<typeof offlineMethodSchema>;
export const offlineMethodListSchema = lenientArray(offlineMethodSchema).catch([]);

/** GET coupon/apply: the coupon, when the backend accepts it for the store (§5.7). */
export const appliedCouponSchema = z
  .object({
    code: text,
    title: text.optional(),
    min_purchase: numOr(0).optional(),
    // What the checkout prices the coupon with when the backend has no quote.
    discount: numOr(0).optional(),
    discount_type: maybeText.optional(),
    max_discount: numOr(0).optional(),
    coupon_type: maybeText.optional(),
  })
  .passthrough();
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

/** GET vehicle/extra_charge?distance=: a bare number (the covering vehicle's extra charge). */
export const vehicleExtraChargeSchema = numOr(0);

/** POST customer/order/quote for a parcel (order_type=parcel): its charges, no lines or store. */
export const parcelQuoteSchema = z
  .object({
    order_type: text.optional(),
    parcel_category_id: id.nullish().catch(null),
    charge_payer: maybeText.optional(),
    per_km_shipping_charge: numOr(0),
    minimum_shipping_charge: numOr(0),
    distance_km: numOr(0),
    delivery_charge: numOr(0),
    additional_charge: numOr(0),
    order_amount: num,
    payment_methods: z
      .object({ cash_on_delivery: flag, digital_payment: flag, wallet: flag })
      .partial()
      .catch({}),
    receiver_missing: flag.optional(),
  })
  .passthrough();
export type ParcelQuote = z.infer<typeof parcelQuoteSchema>;
