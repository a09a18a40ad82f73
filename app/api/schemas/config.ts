import { z } from "zod";
import { flag, lenientArray, maybeText, num, numOr, text, url } from "./primitives";

/** GET /config (api-contract §5.1): only the keys the storefront reads. */
export const socialMediaSchema = z.object({ name: text, link: text, status: flag.optional() });

export const configSchema = z
  .object({
    /*
     * Required (api-contract §5.1, always present in 3.x and 4.0): a config without it — `200 {}`,
     * an HTML error page parsed as `[]`, `null` — is a backend fault (the "can't reach" banner, 503
     * on policy pages), not a storefront whose flags are all off.
     */
    business_name: z.string(),
    logo_full_url: url.optional(),
    fav_icon_full_url: url.optional(),
    address: text.optional(),
    phone: text.optional(),
    email: text.optional(),
    footer_text: text.optional(),
    country: maybeText.optional(),
    social_media: lenientArray(socialMediaSchema).optional(),
    default_location: z
      .object({ lat: num, lng: num })
      .catch({ lat: 23.757989, lng: 90.360587 })
      .default({ lat: 23.757989, lng: 90.360587 }),
    currency_symbol: text.optional(),
    currency_symbol_direction: z.enum(["left", "right"]).catch("left").optional(),
    digit_after_decimal_point: numOr(2).optional(),
    /** The marketplace's time zone: campaign and flash-sale dates are local times in it. */
    timezone: maybeText.optional(),
    guest_checkout_status: flag.optional(),
    customer_wallet_status: flag.optional(),
    loyalty_point_status: flag.optional(),
    ref_earning_status: flag.optional(),
    refund_policy: flag.optional(),
    /** Partial payment (issue 24 item 2): the wallet pays part, these methods the rest. */
    partial_payment_status: flag.optional(),
    partial_payment_method: maybeText.optional(),
    /** Refund requests on delivered orders (issue 24 item 1). */
    refund_active_status: flag.optional(),
    cancelation_policy: flag.optional(),
    shipping_policy: flag.optional(),
    demo: flag.optional(),
    country_picker_status: flag.optional(),
    firebase_otp_verification: flag.optional(),
    toggle_store_registration: flag.optional(),
    toggle_dm_registration: flag.optional(),
    centralize_login: z
      .object({
        manual_login_status: flag,
        otp_login_status: flag,
        social_login_status: flag,
        google_login_status: flag,
        facebook_login_status: flag,
        apple_login_status: flag,
        email_verification_status: flag,
        phone_verification_status: flag,
      })
      .partial()
      .catch({})
      .optional(),
    /* Social sign-in (§5.1): each provider's switch; the reference backend adds the public
     * client id (Google's OAuth client, Facebook's app), which a 6amMart backend leaves out. */
    social_login: lenientArray(
      z.object({ login_medium: text, status: flag.optional(), client_id: maybeText.optional() }),
    )
      .catch([])
      .optional(),
    apple_login: lenientArray(
      z.object({
        login_medium: text,
        status: flag.optional(),
        client_id: maybeText.optional(),
        redirect_url_react: maybeText.optional(),
      }),
    )
      .catch([])
      .optional(),
    admin_free_delivery: z
      .object({ status: flag, type: maybeText, free_delivery_over: num.nullish() })
      .partial()
      .catch({})
      .optional(),
    free_delivery_over: num.nullish().catch(null),
    /* Checkout (issue 13): what the operator offers. */
    cash_on_delivery: flag.optional(),
    digital_payment: flag.optional(),
    active_payment_method_list: lenientArray(
      z.object({ gateway: text, gateway_title: maybeText.optional() }),
    )
      .catch([])
      .optional(),
    offline_payment_status: flag.optional(),
    home_delivery_status: flag.optional(),
    takeaway_status: flag.optional(),
    schedule_order: flag.optional(),
    schedule_order_slot_duration: numOr(30).optional(),
    dm_tips_status: flag.optional(),
    prescription_order_status: flag.optional(),
    /* What the checkout prices an order with when the backend has no quote (§5.1, §7.7). */
    tax_included: flag.optional(),
    additional_charge_status: flag.optional(),
    additional_charge: numOr(0).optional(),
    per_km_shipping_charge: numOr(0).optional(),
    minimum_shipping_charge: numOr(0).optional(),
    /* What the incumbent web client showed (issue 24). */
    maintenance_mode: flag.optional(),
    cookies_text: maybeText.optional(),
  })
  .passthrough();

/** The one key the maintenance check reads (its own short-lived copy: config.server.ts). */
export const maintenanceSchema = z.object({ maintenance_mode: flag.optional() }).passthrough();

export type Config = z.infer<typeof configSchema>;

/** The amount above which delivery is free, from either the 3.x or the 4.0 config shape. */
export function freeDeliveryOver(config: Config): number | null {
  if (typeof config.free_delivery_over === "number") return config.free_delivery_over;
  const admin = config.admin_free_delivery;
  if (
    admin?.status &&
    admin.type === "free_delivery_by_order_amount" &&
    typeof admin.free_delivery_over === "number"
  ) {
    return admin.free_delivery_over;
  }
  return null;
}
