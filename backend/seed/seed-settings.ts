import { BRAND_MARK_FILE } from "../services/brand-mark";
import { imageFileName } from "../services/images";
import { inserter, json, type SeedContext } from "./seed-context";

/** business_settings: what /config, the landing pages and order rules read. */

type Setting = [key: string, value: unknown, valueAr?: unknown];

const SETTINGS: Setting[] = [
  ["business_name", "Souq Express", "سوق إكسبرس"],
  // the demo's own mark, drawn to read at 32 px (services/brand-mark.ts; issue 23)
  ["logo", BRAND_MARK_FILE],
  ["fav_icon", BRAND_MARK_FILE],
  [
    "address",
    "Office 1204, Boulevard Plaza Tower 1, Downtown Dubai, UAE",
    "مكتب 1204، برج بوليفارد بلازا 1، وسط مدينة دبي، الإمارات",
  ],
  ["phone", "+97143001234"],
  ["email", "support@souqexpress.example"],
  ["country", "AE"],
  ["timezone", "Asia/Dubai"],
  [
    "footer_text",
    "Souq Express delivers food, groceries, medicines and more across Dubai.",
    "سوق إكسبرس يوصل الطعام والبقالة والأدوية والمزيد في جميع أنحاء دبي.",
  ],
  [
    "cookies_text",
    "We use cookies to keep you signed in and remember your location.",
    "نستخدم ملفات تعريف الارتباط لإبقائك مسجلاً وتذكر موقعك.",
  ],
  ["currency", "AED"],
  ["currency_symbol", "AED", "د.إ"],
  ["currency_symbol_position", "left"],
  ["digit_after_decimal_point", 2],
  ["timeformat", "12"],
  ["default_location", { lat: "25.2048", lng: "55.2708" }],
  [
    "social_media",
    [
      { id: 1, name: "facebook", link: "https://www.facebook.com/souqexpress.example", status: 1 },
      {
        id: 2,
        name: "instagram",
        link: "https://www.instagram.com/souqexpress.example",
        status: 1,
      },
      { id: 3, name: "twitter", link: "https://twitter.com/souqexpress_example", status: 1 },
      {
        id: 4,
        name: "linkedin",
        link: "https://www.linkedin.com/company/souqexpress-example",
        status: 1,
      },
      {
        id: 5,
        name: "pinterest",
        link: "https://www.pinterest.com/souqexpress_example",
        status: 1,
      },
    ],
  ],
  ["cash_on_delivery", 1],
  ["digital_payment", 1],
  ["offline_payment_status", 1],
  ["partial_payment_status", 1],
  ["partial_payment_method", "cod"],
  ["wallet_status", 1],
  ["add_fund_status", 1],
  ["loyalty_point_status", 1],
  ["loyalty_point_exchange_rate", 10],
  ["loyalty_point_item_purchase_point", 1],
  ["loyalty_point_minimum_point", 100],
  ["ref_earning_status", 1],
  ["ref_earning_exchange_rate", 10],
  ["new_customer_discount_status", 1],
  ["new_customer_discount_amount", 10],
  ["new_customer_discount_amount_type", "percentage"],
  ["new_customer_discount_amount_validity", 30],
  ["new_customer_discount_validity_type", "day"],
  ["guest_checkout_status", 1],
  ["home_delivery_status", 1],
  ["takeaway_status", 1],
  ["schedule_order", 1],
  ["schedule_order_slot_duration", 30],
  ["prescription_order_status", 1],
  ["order_delivery_verification", 0],
  ["tax_included", 0],
  ["additional_charge_status", 1],
  ["additional_charge_name", "Service Charge", "رسوم الخدمة"],
  ["additional_charge", 3],
  ["dm_tips_status", 1],
  ["per_km_shipping_charge", 2],
  ["minimum_shipping_charge", 8],
  ["parcel_per_km_shipping_charge", 3],
  ["parcel_minimum_shipping_charge", 12],
  [
    "admin_free_delivery",
    { status: true, type: "free_delivery_by_order_amount", free_delivery_over: 150 },
  ],
  [
    "centralize_login",
    {
      manual_login_status: 1,
      otp_login_status: 1,
      social_login_status: 0,
      google_login_status: 0,
      facebook_login_status: 0,
      apple_login_status: 0,
      email_verification_status: 0,
      phone_verification_status: 1,
    },
  ],
  ["firebase_otp_verification", 0],
  [
    "active_payment_methods",
    [
      {
        gateway: "souq_pay",
        gateway_title: "Souq Pay (demo)",
        gateway_image: "souq-pay.promo.1f4b3.svg",
      },
    ],
  ],
  ["refund_active_status", 1],
  ["refund_policy_status", 1],
  ["cancellation_policy_status", 1],
  ["shipping_policy_status", 1],
  ["toggle_veg_non_veg", 1],
  ["toggle_dm_registration", 1],
  ["toggle_store_registration", 1],
  ["order_confirmation_model", "deliveryman"],
  ["country_picker_status", 1],
  ["currency_code", "AED"],
];

const APP_LINKS = {
  playstore_url_status: "1",
  playstore_url: "https://play.google.com/store/apps/details?id=example.souqexpress",
  apple_store_url_status: "1",
  apple_store_url: "https://apps.apple.com/app/id0000000000",
};

function landingPage(ar: boolean) {
  const t = (en: string, arText: string) => (ar ? arText : en);
  return {
    header_title: t("Everything you need, delivered", "كل ما تحتاجه يصلك إلى بابك"),
    header_sub_title: t(
      "Food, groceries, medicines and more from the best stores in Dubai.",
      "طعام وبقالة وأدوية والمزيد من أفضل المتاجر في دبي.",
    ),
    header_tag_line: t("Fast delivery across Dubai", "توصيل سريع في جميع أنحاء دبي"),
    header_icon: imageFileName("Souq Express icon", undefined, { theme: "promo", emoji: "🛍️" }),
    header_banner: imageFileName("Everything delivered hero", undefined, {
      theme: "promo",
      emoji: "🛵",
    }),
    company_title: t("Souq Express", "سوق إكسبرس"),
    company_sub_title: t("Your city's marketplace", "سوق مدينتك"),
    company_description: t(
      "Order from hundreds of local restaurants, supermarkets, pharmacies and shops, all in one app.",
      "اطلب من مئات المطاعم والسوبرماركت والصيدليات والمتاجر المحلية، وكل ذلك في تطبيق واحد.",
    ),
    download_user_app_title: t("Get the Souq Express app", "حمّل تطبيق سوق إكسبرس"),
    download_user_app_sub_title: t(
      "Track orders live and get app-only offers.",
      "تابع طلباتك مباشرة واحصل على عروض حصرية للتطبيق.",
    ),
    download_user_app_image: imageFileName("Souq Express app", undefined, {
      theme: "promo",
      emoji: "📲",
    }),
    download_user_app_links: APP_LINKS,
    download_business_app_links: {
      ...APP_LINKS,
      seller_playstore_url: APP_LINKS.playstore_url,
      seller_appstore_url: APP_LINKS.apple_store_url,
    },
    earning_title: t("Earn with Souq Express", "اربح مع سوق إكسبرس"),
    earning_sub_title: t(
      "Grow your business or deliver with us.",
      "نمِّ أعمالك أو انضم إلينا كمندوب توصيل.",
    ),
    earning_seller_status: 1,
    earning_dm_status: 1,
    business_title: t("Sell on Souq Express", "بِع على سوق إكسبرس"),
    business_sub_title: t(
      "Reach thousands of customers in Dubai.",
      "تواصل مع آلاف العملاء في دبي.",
    ),
    testimonial_title: t("What our customers say", "ماذا يقول عملاؤنا"),
    fixed_newsletter_title: t("Sign up to our newsletter", "اشترك في نشرتنا البريدية"),
    fixed_newsletter_sub_title: t(
      "Receive the latest offers and new stores every week.",
      "احصل على أحدث العروض والمتاجر الجديدة كل أسبوع.",
    ),
    fixed_footer_description: t(
      "Souq Express brings Dubai's favourite restaurants, supermarkets, pharmacies and shops to your door.",
      "يجمع سوق إكسبرس أشهر مطاعم دبي ومتاجرها وصيدلياتها ليوصلها إلى باب بيتك.",
    ),
    fixed_promotional_banner: imageFileName("Offers every day banner", undefined, {
      theme: "promo",
      emoji: "🏷️",
    }),
    available_zone_status: 1,
    available_zone_title: t("Where we deliver", "أين نوصل"),
    available_zone_short_description: t(
      "Downtown Dubai, Dubai Marina and Deira, with more areas coming soon.",
      "وسط مدينة دبي ودبي مارينا وديرة، ومناطق أخرى قريباً.",
    ),
    available_zone_image: imageFileName("Where we deliver", undefined, {
      theme: "promo",
      emoji: "🗺️",
    }),
  };
}

const TESTIMONIALS = [
  {
    id: 1,
    name: "Aisha Rahman",
    designation: "Marina resident",
    review: "Groceries in 25 minutes and everything was fresh.",
    review_ar: "وصلت البقالة خلال 25 دقيقة وكل شيء كان طازجاً.",
    reviewer_image: imageFileName("Aisha Rahman", 1, { theme: "person", emoji: "👩" }),
  },
  {
    id: 2,
    name: "Omar Haddad",
    designation: "Business Bay",
    review: "My go-to app for late dinners after work.",
    review_ar: "تطبيقي المفضل للعشاء المتأخر بعد العمل.",
    reviewer_image: imageFileName("Omar Haddad", 2, { theme: "person", emoji: "👨" }),
  },
  {
    id: 3,
    name: "Priya Nair",
    designation: "Deira",
    review: "Uploading a prescription was simple and the pharmacy called me back quickly.",
    review_ar: "رفع الوصفة الطبية كان سهلاً واتصلت بي الصيدلية بسرعة.",
    reviewer_image: imageFileName("Priya Nair", 3, { theme: "person", emoji: "👩" }),
  },
];

export function seedSettings(ctx: SeedContext) {
  const add = inserter(ctx.db, "business_settings", ["key", "value", "value_ar"]);
  for (const [key, value, valueAr] of SETTINGS)
    add({ key, value: json(value), value_ar: valueAr === undefined ? null : json(valueAr) });
  add({
    key: "react_landing_page",
    value: json(landingPage(false)),
    value_ar: json(landingPage(true)),
  });
  add({
    key: "testimonials",
    value: json(TESTIMONIALS),
    value_ar: json(TESTIMONIALS.map((t) => ({ ...t, review: t.review_ar }))),
  });
  add({
    key: "landing_page_images",
    value: json({
      top_content_image: imageFileName("Souq Express delivery", undefined, {
        theme: "promo",
        emoji: "🛵",
      }),
      about_us_image: imageFileName("About Souq Express", undefined, {
        theme: "promo",
        emoji: "🛍️",
      }),
    }),
    value_ar: null,
  });
}
