import type { Locale } from "../http/request";

/**
 * Arabic for the demo's own words that are stored once, in English, inside lists and free text
 * (issue 23): nutrition and allergens, store delivery times, the wallet bonus. Answered in the
 * request's language (X-localization) like 6amMart's translations; a word with no entry stays
 * as stored. Display-only fields: nothing a client sends back (a variation's label, a choice)
 * is translated, since the cart and order checks compare those as stored.
 */
const WORDS: Record<string, string> = {
  // nutrition
  Protein: "بروتين",
  Fat: "دهون",
  Iron: "حديد",
  "Vitamin A": "فيتامين أ",
  "Vitamin C": "فيتامين سي",
  "Vitamin D": "فيتامين د",
  "Vitamin E": "فيتامين هـ",
  "Vitamin K": "فيتامين ك",
  "Vitamin B12": "فيتامين ب12",
  "Natural sugars": "سكريات طبيعية",
  Carbohydrates: "كربوهيدرات",
  Calcium: "كالسيوم",
  Sugar: "سكر",
  Fibre: "ألياف",
  Sodium: "صوديوم",
  "Omega-3": "أوميغا 3",
  "Healthy fats": "دهون صحية",
  Niacin: "نياسين",
  Potassium: "بوتاسيوم",
  Zinc: "زنك",
  Probiotics: "بروبيوتيك",
  // allergens
  Sesame: "سمسم",
  Gluten: "غلوتين",
  Milk: "حليب",
  Eggs: "بيض",
  Nuts: "مكسرات",
  Soy: "صويا",
  Peanuts: "فول سوداني",
  Fish: "سمك",
  "Tree nuts": "مكسرات شجرية",
  Shellfish: "محار وقشريات",
  // the wallet bonus (migration 006)
  "Top-up bonus": "مكافأة الشحن",
  "Add 100 or more to your wallet and get 5% extra.":
    "أضف 100 أو أكثر إلى محفظتك واحصل على 5% إضافية.",
};

/** A stored English word or sentence in the request's language. */
export function seedWord(text: string, locale: Locale): string {
  return locale === "ar" ? (WORDS[text] ?? text) : text;
}

export function seedWords(list: string[] | null, locale: Locale): string[] | null {
  return list && locale === "ar" ? list.map((w) => seedWord(w, "ar")) : list;
}

/** "30-40 min" → "30-40 دقيقة", "1-2 day" → "1-2 يوم"; anything else as stored. */
export function deliveryTimeIn(text: string | null, locale: Locale): string | null {
  if (!text || locale !== "ar") return text;
  const match = /^\s*(\d+)\s*-\s*(\d+)\s*(min|hour|day)s?\s*$/i.exec(text);
  if (!match) return text;
  const unit = { min: "دقيقة", hour: "ساعة", day: "يوم" }[match[3].toLowerCase() as "min"];
  return `${match[1]}-${match[2]} ${unit}`;
}
