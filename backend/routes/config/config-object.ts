import type Database from "better-sqlite3";
import type { FormatContext } from "../../services/format";
import { formatModule } from "../../services/format";
import { storageUrl } from "../../services/images";
import type { ModuleRow } from "../../services/rows";
import { allSettings } from "../../services/settings";
import { appleLoginConfig, socialLoginConfig } from "../../services/social-settings";

/** GET /config (contract §5.1), assembled from business_settings. */

const MODULE_CONFIG = {
  module_type: ["grocery", "food", "pharmacy", "ecommerce", "parcel"],
  grocery: caps(
    {
      stock: true,
      unit: true,
      organic: true,
      nutrition: true,
      allergy: true,
      halal: true,
      brand: true,
    },
    "Supermarket items with stock and units.",
  ),
  food: caps(
    {
      accepted: true,
      schedule: true,
      add_on: true,
      veg_non_veg: true,
      item_available_time: true,
      show_restaurant_text: true,
      cutlery: true,
      nutrition: true,
      allergy: true,
      halal: true,
    },
    "Restaurant menus with add-ons and food variations.",
  ),
  pharmacy: caps(
    {
      stock: true,
      unit: true,
      order_attachment: true,
      common_condition: true,
      basic: true,
      generic_name: true,
    },
    "Medicines with prescriptions and generic names.",
  ),
  ecommerce: caps(
    { stock: true, unit: true, all_zone_service: true, brand: true },
    "Products from shops delivering to every zone.",
  ),
  parcel: caps(
    { is_parcel: true, all_zone_service: false },
    "Parcel delivery between two addresses.",
  ),
};

function caps(flags: Record<string, boolean>, description: string) {
  const on = (key: string) => flags[key] ?? false;
  return {
    order_status: { accepted: on("accepted") },
    order_place_to_schedule_interval: on("schedule"),
    add_on: on("add_on"),
    stock: on("stock"),
    veg_non_veg: on("veg_non_veg"),
    unit: on("unit"),
    order_attachment: on("order_attachment"),
    always_open: false,
    all_zone_service: on("all_zone_service"),
    item_available_time: on("item_available_time"),
    show_restaurant_text: on("show_restaurant_text"),
    is_parcel: on("is_parcel"),
    organic: on("organic"),
    cutlery: on("cutlery"),
    common_condition: on("common_condition"),
    nutrition: on("nutrition"),
    allergy: on("allergy"),
    basic: on("basic"),
    halal: on("halal"),
    brand: on("brand"),
    generic_name: on("generic_name"),
    is_rental: false,
    description,
  };
}

const int = (v: unknown, fallback = 0) =>
  v === undefined || v === null ? fallback : Number(v) || 0;
const bool = (v: unknown, fallback = false) =>
  v === undefined || v === null ? fallback : v === true || Number(v) === 1;

export function buildConfig(db: Database.Database, ctx: FormatContext, demo: boolean) {
  const s = allSettings(db, ctx.locale);
  const get = <T>(key: string, fallback: T): T => (s.has(key) ? (s.get(key) as T) : fallback);
  const url = (folder: string, file: unknown) =>
    storageUrl(ctx.origin, folder, typeof file === "string" ? file : null);
  const modules = db
    .prepare("SELECT * FROM modules WHERE status = 1 ORDER BY id")
    .all() as ModuleRow[];
  const landing = get<Record<string, unknown>>("react_landing_page", {});
  const appLinks = (landing.download_user_app_links ?? {}) as Record<string, string>;
  const payments = get<{ gateway: string; gateway_title: string; gateway_image: string }[]>(
    "active_payment_methods",
    [],
  );
  const freeDelivery = get("admin_free_delivery", {
    status: false,
    type: null,
    free_delivery_over: 0,
  });
  return {
    business_name: get("business_name", "Souq Express"),
    logo: get("logo", ""),
    logo_full_url: url("business", get("logo", "")),
    fav_icon: get("fav_icon", ""),
    fav_icon_full_url: url("business", get("fav_icon", "")),
    address: get("address", ""),
    phone: get("phone", ""),
    email: get("email", ""),
    country: get("country", "AE"),
    footer_text: get("footer_text", ""),
    cookies_text: get("cookies_text", ""),
    social_media: get("social_media", []),
    landing_page_links: {
      app_url_android_status: appLinks.playstore_url_status ?? "0",
      app_url_android: appLinks.playstore_url ?? "",
      app_url_ios_status: appLinks.apple_store_url_status ?? "0",
      app_url_ios: appLinks.apple_store_url ?? "",
      web_app_url_status: "0",
      web_app_url: "",
    },
    // Legacy 2.x block, kept for clients that still build image URLs from it (contract §1.6).
    base_urls: Object.fromEntries(
      [
        ["item_image_url", "product"],
        ["refund_image_url", "refund"],
        ["customer_image_url", "profile"],
        ["banner_image_url", "banner"],
        ["category_image_url", "category"],
        ["review_image_url", "review"],
        ["notification_image_url", "notification"],
        ["store_image_url", "store"],
        ["vendor_image_url", "vendor"],
        ["store_cover_photo_url", "store/cover"],
        ["delivery_man_image_url", "delivery-man"],
        ["chat_image_url", "conversation"],
        ["campaign_image_url", "campaign"],
        ["business_logo_url", "business"],
        ["order_attachment_url", "order"],
        ["module_image_url", "module"],
        ["parcel_category_image_url", "parcel_category"],
        ["landing_page_image_url", "landing"],
      ].map(([key, folder]) => [key, `${ctx.origin}/storage/app/public/${folder}`]),
    ),
    currency_symbol: get("currency_symbol", "AED"),
    currency_symbol_direction: get("currency_symbol_position", "left"),
    currency_code: get("currency_code", "AED"),
    digit_after_decimal_point: int(get("digit_after_decimal_point", 2), 2),
    timeformat: String(get("timeformat", "12")),
    timezone: get("timezone", "Asia/Dubai"),
    default_location: get("default_location", { lat: "25.2048", lng: "55.2708" }),
    language: [
      { key: "en", value: "English" },
      { key: "ar", value: "العربية" },
    ],
    sys_language: [
      { key: "en", value: "English", direction: "ltr", default: true },
      { key: "ar", value: "العربية", direction: "rtl", default: false },
    ],
    centralize_login: get("centralize_login", {}),
    firebase_otp_verification: int(get("firebase_otp_verification", 0)),
    customer_verification: true,
    // The settings rows social_login / apple_login; secrets never leave the backend.
    social_login: socialLoginConfig(db),
    apple_login: appleLoginConfig(db),
    country_picker_status: int(get("country_picker_status", 1)),
    is_sms_active: true,
    is_mail_active: false,
    guest_checkout_status: int(get("guest_checkout_status", 1)),
    cash_on_delivery: bool(get("cash_on_delivery", 1)),
    digital_payment: bool(get("digital_payment", 1)),
    digital_payment_info: {
      digital_payment: bool(get("digital_payment", 1)),
      plugin_payment_gateways: false,
      default_payment_gateways: true,
    },
    active_payment_method_list: payments.map((p) => ({
      ...p,
      gateway_image_full_url: url("payment_modules/gateway_image", p.gateway_image),
    })),
    offline_payment_status: int(get("offline_payment_status", 0)),
    partial_payment_status: int(get("partial_payment_status", 1)),
    partial_payment_method: get("partial_payment_method", "both"),
    customer_wallet_status: int(get("wallet_status", 1)),
    add_fund_status: int(get("add_fund_status", 1)),
    home_delivery_status: int(get("home_delivery_status", 1)),
    takeaway_status: int(get("takeaway_status", 1)),
    schedule_order: bool(get("schedule_order", 1)),
    schedule_order_slot_duration: int(get("schedule_order_slot_duration", 30)),
    prescription_order_status: bool(get("prescription_order_status", 1)),
    order_delivery_verification: bool(get("order_delivery_verification", 0)),
    tax_included: int(get("tax_included", 0)),
    additional_charge_status: int(get("additional_charge_status", 0)),
    additional_charge_name: get("additional_charge_name", "Service Charge"),
    additional_charge: Number(get("additional_charge", 0)),
    dm_tips_status: int(get("dm_tips_status", 1)),
    per_km_shipping_charge: Number(get("per_km_shipping_charge", 0)),
    minimum_shipping_charge: Number(get("minimum_shipping_charge", 0)),
    parcel_per_km_shipping_charge: Number(get("parcel_per_km_shipping_charge", 0)),
    parcel_minimum_shipping_charge: Number(get("parcel_minimum_shipping_charge", 0)),
    admin_free_delivery: freeDelivery,
    loyalty_point_status: int(get("loyalty_point_status", 0)),
    loyalty_point_exchange_rate: int(get("loyalty_point_exchange_rate", 0)),
    loyalty_point_item_purchase_point: Number(get("loyalty_point_item_purchase_point", 0)),
    loyalty_point_minimum_point: int(get("loyalty_point_minimum_point", 0)),
    ref_earning_status: int(get("ref_earning_status", 0)),
    ref_earning_exchange_rate: Number(get("ref_earning_exchange_rate", 0)),
    new_customer_discount_status: int(get("new_customer_discount_status", 0)),
    new_customer_discount_amount: Number(get("new_customer_discount_amount", 0)),
    new_customer_discount_amount_type: get("new_customer_discount_amount_type", "percentage"),
    new_customer_discount_amount_validity: int(get("new_customer_discount_amount_validity", 0)),
    new_customer_discount_validity_type: get("new_customer_discount_validity_type", "day"),
    refund_policy: int(get("refund_policy_status", 1)),
    cancelation_policy: int(get("cancellation_policy_status", 1)),
    shipping_policy: int(get("shipping_policy_status", 1)),
    refund_active_status: bool(get("refund_active_status", 1)),
    module_config: MODULE_CONFIG,
    module: modules.length === 1 ? formatModule(db, modules[0], ctx) : null,
    demo,
    // The operator's switch (business setting maintenance_mode); stock 3.2 has the same flag.
    maintenance_mode: bool(get("maintenance_mode", 0)),
    order_confirmation_model: get("order_confirmation_model", "deliveryman"),
    toggle_veg_non_veg: bool(get("toggle_veg_non_veg", 1)),
    toggle_dm_registration: bool(get("toggle_dm_registration", 1)),
    toggle_store_registration: bool(get("toggle_store_registration", 1)),
    websocket_status: false,
    websocket_url: null,
    websocket_port: null,
    websocket_key: null,
    websocket_scheme: null,
    app_minimum_version_android: 1,
    app_minimum_version_ios: 1,
    app_url_android: appLinks.playstore_url ?? "",
    app_url_ios: appLinks.apple_store_url ?? "",
    canceled_by_store: true,
    canceled_by_deliveryman: false,
    show_dm_earning: false,
  };
}
