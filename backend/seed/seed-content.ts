import { imageFileName } from "../services/images";
import { inserter, type SeedContext } from "./seed-context";
import { themeOf } from "./seed-geo-modules";

/** Per-module page content (promotional, why-choose, video/content banners) and parcel categories. */

const PROMO_KEYS = [
  "best_reviewed_section_banner",
  "new_arrival_section_banner",
  "bottom_section_banner",
  "promotional_banner",
];
const MODULE_NAMES: Record<number, string> = { 1: "Grocery", 2: "Food", 3: "Pharmacy", 4: "Shop" };

export function seedModuleContents(ctx: SeedContext) {
  const add = inserter(ctx.db, "module_contents", [
    "module_id",
    "kind",
    "key",
    "position",
    "title",
    "title_ar",
    "body",
    "body_ar",
    "image",
    "status",
  ]);
  const row = (r: Partial<Record<string, unknown>>) =>
    add({
      key: null,
      position: 0,
      title: null,
      title_ar: null,
      body: null,
      body_ar: null,
      image: null,
      status: 1,
      ...r,
    });
  for (const moduleId of [1, 2, 3, 4]) {
    for (const key of PROMO_KEYS) {
      row({
        module_id: moduleId,
        kind: "promotional",
        key,
        image: imageFileName(`${MODULE_NAMES[moduleId]} ${key.replace(/_/g, " ")}`, moduleId, {
          theme: themeOf(moduleId),
        }),
      });
    }
  }
  row({
    module_id: 3,
    kind: "promotional",
    key: "basic_section_nearby",
    image: imageFileName("Basic medicine nearby", 3, { theme: "pharmacy" }),
  });
  const parcelBanners: [string, string][] = [
    ["Same-day parcel delivery", "توصيل الطرود في نفس اليوم"],
    ["Send documents safely", "أرسل مستنداتك بأمان"],
    ["Gifts delivered with care", "هدايا توصل بعناية"],
  ];
  parcelBanners.forEach(([en, ar], i) =>
    row({
      module_id: 5,
      kind: "parcel_banner",
      position: i,
      title: en,
      title_ar: ar,
      // named here: "with care" would otherwise read as the pharmacy's word
      image: imageFileName(en, i + 1, { theme: "parcel", emoji: ["🛵", "📄", "🎁"][i] }),
    }),
  );
  const whyChoose: [string, string, string, string][] = [
    [
      "Fast pickup",
      "استلام سريع",
      "A courier reaches you within 30 minutes.",
      "يصلك المندوب خلال 30 دقيقة.",
    ],
    [
      "Live tracking",
      "تتبع مباشر",
      "Follow your parcel on the map until it arrives.",
      "تابع طردك على الخريطة حتى يصل.",
    ],
    [
      "Safe handling",
      "تعامل آمن",
      "Fragile items are packed and carried with care.",
      "تُغلَّف الأغراض القابلة للكسر وتُنقل بعناية.",
    ],
    [
      "Fair prices",
      "أسعار عادلة",
      "Pay by distance, with no hidden fees.",
      "ادفع حسب المسافة بدون رسوم خفية.",
    ],
  ];
  whyChoose.forEach(([en, ar, body, bodyAr], i) =>
    row({
      module_id: 5,
      kind: "why_choose",
      position: i,
      title: en,
      title_ar: ar,
      body,
      body_ar: bodyAr,
      image: imageFileName(en, i + 1, {
        theme: "parcel",
        emoji: ["⏱️", "📍", "📦", "💰"][i],
      }),
    }),
  );
  row({
    module_id: 5,
    kind: "video_content",
    key: "section_title",
    title: "Easiest way to get services",
    title_ar: "أسهل طريقة للحصول على الخدمة",
  });
  row({ module_id: 5, kind: "video_content", key: "banner_type", body: "video_content" });
  row({ module_id: 5, kind: "video_content", key: "banner_video", body: null });
  row({
    module_id: 5,
    kind: "video_content",
    key: "banner_image",
    image: imageFileName("Parcel delivery across Dubai", 5, { theme: "parcel", emoji: "🛵" }),
  });
  // the clip itself (served by routes/storage.ts); banner_video would be an external link
  row({
    module_id: 5,
    kind: "video_content",
    key: "banner_video_content",
    image: "how-parcel-delivery-works-5.webm",
  });
  const steps: [string, string, string, string][] = [
    [
      "Book a pickup",
      "احجز الاستلام",
      "Enter the pickup and drop-off addresses.",
      "أدخل عنواني الاستلام والتسليم.",
    ],
    [
      "We collect it",
      "نستلم الطرد",
      "A courier collects your parcel at the door.",
      "يستلم المندوب طردك من الباب.",
    ],
    [
      "Delivered",
      "تم التوصيل",
      "The receiver gets it, and you get notified.",
      "يستلمه المرسَل إليه ويصلك إشعار بذلك.",
    ],
  ];
  steps.forEach(([en, ar, body, bodyAr], i) =>
    row({
      module_id: 5,
      kind: "video_content",
      key: "content",
      position: i,
      title: en,
      title_ar: ar,
      body,
      body_ar: bodyAr,
    }),
  );
}

export function seedParcelCategories(ctx: SeedContext) {
  const add = inserter(ctx.db, "parcel_categories", [
    "id",
    "module_id",
    "name",
    "name_ar",
    "description",
    "description_ar",
    "image",
    "status",
    "orders_count",
    "parcel_per_km_shipping_charge",
    "parcel_minimum_shipping_charge",
    "created_at",
    "updated_at",
  ]);
  const rows: [string, string, string, string, number | null, number | null][] = [
    [
      "Documents",
      "مستندات",
      "Papers, contracts and envelopes up to 1 kg.",
      "أوراق وعقود ومظاريف حتى 1 كغ.",
      2.5,
      10,
    ],
    [
      "Small Package",
      "طرد صغير",
      "Boxes up to 5 kg that fit in a bike box.",
      "صناديق حتى 5 كغ تتسع في صندوق الدراجة.",
      null,
      null,
    ],
    [
      "Medium Box",
      "صندوق متوسط",
      "Boxes up to 15 kg, carried by car.",
      "صناديق حتى 15 كغ تُنقل بالسيارة.",
      3.5,
      15,
    ],
    [
      "Fragile Items",
      "أغراض قابلة للكسر",
      "Glassware and ceramics, handled with care.",
      "أوانٍ زجاجية وخزفية تُنقل بعناية.",
      4,
      18,
    ],
    [
      "Flowers & Gifts",
      "ورود وهدايا",
      "Bouquets and wrapped gifts, kept upright.",
      "باقات ورد وهدايا مغلفة تبقى قائمة.",
      null,
      null,
    ],
    [
      "Electronics",
      "إلكترونيات",
      "Phones, laptops and devices in their packaging.",
      "هواتف وحواسيب وأجهزة في عبواتها.",
      3.5,
      15,
    ],
  ];
  const created = ctx.ago(200);
  rows.forEach(([en, ar, desc, descAr, perKm, min], i) =>
    add({
      id: i + 1,
      module_id: 5,
      name: en,
      name_ar: ar,
      description: desc,
      description_ar: descAr,
      image: imageFileName(en, i + 1, { theme: "parcel" }),
      status: 1,
      orders_count: 40 + i * 17,
      parcel_per_km_shipping_charge: perKm,
      parcel_minimum_shipping_charge: min,
      created_at: created,
      updated_at: created,
    }),
  );
}
