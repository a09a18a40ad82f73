import { product as p, type CategorySeed, type ModuleCatalogue } from "./catalogue-types";

/**
 * Late additions to the catalogue for the module homes' category tabs: grocery "Beauty" (the
 * best-reviewed tabs) and pharmacy "New" (the basic-medicine tabs). They are seeded after
 * every other category and item, with their own PRNG, so the ids, prices and reviews of the
 * original catalogue stay exactly as they were.
 */

export const EXTRA_PRNG_SEED = 20250312;

export interface ExtraCatalogue extends ModuleCatalogue {
  /** which stores of the module carry the extras: "all" or a store whose subs include one of these */
  storeSubs: string[];
  /** how many of the extra products each carrying store gets */
  perStore: number;
  /** the products are recent arrivals (created within the last days) */
  recent?: boolean;
}

const BEAUTY: CategorySeed = {
  key: "beauty_g",
  en: "Beauty",
  ar: "الجمال والعناية",
  children: [
    { key: "bath_body", en: "Bath & Body", ar: "الاستحمام والجسم" },
    { key: "hair_skin", en: "Hair & Skin", ar: "الشعر والبشرة" },
  ],
};

const NEW_IN: CategorySeed = {
  key: "new_ph",
  en: "New",
  ar: "وصل حديثاً",
  children: [{ key: "new_in", en: "New Arrivals", ar: "منتجات جديدة" }],
};

export const EXTRAS: Record<number, ExtraCatalogue> = {
  1: {
    categories: [BEAUTY],
    storeSubs: ["cleaning", "paper"],
    perStore: 4,
    products: [
      p("Olive Oil Soap Bars (4)", "صابون بزيت الزيتون (4 قطع)", 10, 15, "bath_body", {
        brand: "bayt",
      }),
      p("Oud & Amber Shower Gel 500 ml", "جل استحمام بالعود والعنبر 500 مل", 15, 22, "bath_body"),
      p("Aloe Vera Body Lotion 400 ml", "لوشن الجسم بالصبار 400 مل", 16, 24, "bath_body"),
      p("Argan Oil Shampoo 400 ml", "شامبو بزيت الأرغان 400 مل", 18, 26, "hair_skin"),
      p("Rose Water Facial Toner 200 ml", "تونر ماء الورد للوجه 200 مل", 12, 18, "hair_skin", {
        organic: true,
      }),
      p("Natural Henna Hair Colour", "حناء طبيعية لصبغ الشعر", 9, 14, "hair_skin", {
        organic: true,
      }),
    ],
    descriptions: {
      bath_body: [
        "{name}: gentle everyday care for the whole family.",
        "{name}: عناية لطيفة يومية لكل أفراد العائلة.",
      ],
      hair_skin: ["{name}, made with natural ingredients.", "{name} بمكونات طبيعية."],
    },
    units: { bath_body: "pcs", hair_skin: "bottle" },
  },
  3: {
    categories: [NEW_IN],
    storeSubs: [],
    perStore: 3,
    recent: true,
    products: [
      p(
        "Electrolyte Effervescent Tablets (20)",
        "أقراص فوارة لتعويض الأملاح (20)",
        18,
        26,
        "new_in",
        {
          basic: true,
          condition: "digestive",
        },
      ),
      p("Vitamin D3 Gummies (60)", "حلوى فيتامين د3 (60)", 35, 50, "new_in", {
        basic: true,
        condition: "immunity",
        generic: ["Cholecalciferol"],
      }),
      p("Sunscreen Fluid SPF 50 50 ml", "واقي شمس سائل بعامل حماية 50 ‏50 مل", 55, 80, "new_in", {
        basic: true,
        condition: "skin",
      }),
      p("Saline Nasal Spray 30 ml", "بخاخ أنف ملحي 30 مل", 14, 20, "new_in", {
        basic: true,
        condition: "cold",
        generic: ["Sodium chloride"],
      }),
      p("Lubricating Eye Drops 10 ml", "قطرة عين مرطبة 10 مل", 18, 25, "new_in", {
        basic: true,
        condition: "allergy",
      }),
    ],
    descriptions: {
      new_in: [
        "{name}: new on our shelves this week.",
        "{name}: وصل حديثاً إلى رفوفنا هذا الأسبوع.",
      ],
    },
  },
};
