import type Database from "better-sqlite3";
import type { Locale } from "../../http/request";
import { localized, round2, roundMoney } from "../../services/format";
import { activeOfflineMethodCount } from "../../services/offline-payments";
import { variantIn } from "../../services/seed-words-ar";
import type { CheckedOrder } from "./checked-order";

/**
 * The answer of POST customer/order/quote (this server's extension of the contract; ADR 021):
 * what order/place would charge for the same body, so the storefront shows an order summary
 * computed here and never by the page. Keys are snake_case like the rest of the API. Every
 * amount is the one place would store: quote.order_amount is place's total_ammount.
 */
export function quoteAnswer(db: Database.Database, checked: CheckedOrder, locale: Locale) {
  const { quote, settings, zone, customer, coupon, codLimit } = checked;
  const total = quote.total;
  const overCodLimit = codLimit !== null && total > codLimit;
  const walletBalance = customer.kind === "user" ? round2(customer.user.wallet_balance) : null;
  return {
    store_id: checked.store.id,
    order_type: checked.orderType,
    items_price: quote.itemsPrice,
    add_on_price: quote.addOnTotal,
    // product, store and flash-sale discounts together
    discount_on_item: quote.discountTotal,
    // items + add-ons − discounts, before the coupon: what coupons and free delivery compare with
    subtotal: quote.subtotal,
    coupon_code: coupon?.code ?? null,
    coupon_discount: quote.couponDiscount,
    coupon_title: coupon ? localized(coupon, "title", locale) : null,
    tax_amount: quote.tax,
    tax_percent: quote.taxPercent,
    tax_included: settings.taxIncluded,
    delivery_charge: quote.delivery.charge,
    original_delivery_charge: quote.delivery.original,
    free_delivery_by: quote.delivery.freeBy,
    distance_km: checked.distanceKm,
    dm_tips: quote.dmTips,
    additional_charge: quote.additionalCharge,
    extra_packaging_amount: quote.extraPackaging,
    order_amount: total,
    minimum_order: checked.store.minimum_order,
    maximum_cod_order_amount: codLimit,
    payment_methods: {
      cash_on_delivery: settings.cashOnDelivery && Boolean(zone?.cash_on_delivery) && !overCodLimit,
      cash_on_delivery_over_limit: overCodLimit,
      digital_payment: settings.digitalPayment && Boolean(zone?.digital_payment),
      wallet: walletBalance !== null && settings.walletStatus && walletBalance >= total,
      offline_payment:
        settings.offlinePayment &&
        Boolean(zone?.offline_payment) &&
        activeOfflineMethodCount(db) > 0,
    },
    wallet_balance: walletBalance,
    lines: quote.lines.map((line, index) => {
      const { sellable } = line;
      // from the rounded parts order_details stores, so a line reads the same after the order
      const unitPrice = roundMoney(line.unitPrice, quote.moneyDigits);
      const discount = roundMoney(line.discount.amount, quote.moneyDigits);
      const addOnPrice = roundMoney(line.addOnTotal, quote.moneyDigits);
      return {
        cart_id: checked.cartIds[index] ?? null,
        item_id: sellable.row.id,
        // added to the agreed shape: a campaign line's item_id is the campaign item's id
        item_type: sellable.kind,
        name:
          sellable.kind === "item"
            ? localized(sellable.row, "name", locale)
            : localized(sellable.row, "title", locale),
        quantity: line.quantity,
        unit_price: unitPrice,
        // per unit, as order_details.discount_on_item stores it
        discount,
        add_on_price: addOnPrice,
        variant: variantIn(line.variant, locale),
        total: roundMoney((unitPrice - discount) * line.quantity + addOnPrice, quote.moneyDigits),
      };
    }),
    address_missing: checked.addressMissing,
    // added to the agreed shape: the cart needs a prescription image that was not sent
    prescription_required: checked.prescriptionRequired,
  };
}
