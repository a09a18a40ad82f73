import type { Locale } from "../http/request";

/**
 * Arabic for the demo's own words that are stored once, in English, inside lists and free text
 * (issue 23): nutrition and allergens, store delivery times, the wallet bonus, food option groups
 * and options, tags and choice titles. Answered in the request's language (X-localization) like
 * 6amMart's translations; a word with no entry stays as stored.
 *
 * The trap: a client sends a food variation back by its group name and option labels, and carts
 * and orders compare those with the stored ones. A client that shows them in Arabic sends them
 * back in Arabic, so `isStoredWord` accepts a stored word or its Arabic, and the cart and the
 * order keep the stored (English) word: a line added in one language is the same line in the
 * other. A non-food variation's `type` ("Black-128GB") is matched as stored and not translated.
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
  // food option groups (items.food_variations[].name; issue 23 item 3)
  Side: "الطبق الجانبي",
  Dips: "الصلصات الجانبية",
  Size: "الحجم",
  Sauces: "الصلصات",
  Portion: "الحصة",
  "Spice level": "درجة الحرارة",
  Crust: "العجينة",
  "Extra toppings": "إضافات على الوجه",
  Dressing: "التتبيلة",
  "Add protein": "أضف بروتين",
  Patty: "قطعة اللحم",
  "Add extras": "أضف إضافات",
  "Make it a meal": "اجعلها وجبة",
  Pieces: "القطع",
  Extras: "الإضافات",
  "Served with": "يُقدَّم مع",
  Pasta: "المعكرونة",
  "Add-ins": "إضافات المشروب",
  Dough: "العجين",
  // food options (items.food_variations[].values[].label)
  "Arabic bread": "خبز عربي",
  Rice: "أرز",
  // Not the add-ons' own Arabic names ("French Fries", "Garlic Toum"): both show on one item.
  Fries: "بطاطس",
  Hummus: "حمص",
  Moutabal: "متبل",
  "Garlic toum": "صلصة الثوم",
  Muhammara: "محمرة",
  Regular: "عادي",
  Large: "كبير",
  Tahini: "طحينة",
  "Spicy sauce": "صلصة حارة",
  "Family (serves 3)": "عائلي (يكفي 3)",
  Mild: "خفيف",
  Medium: "متوسط",
  Hot: "حار",
  Small: "صغير",
  Classic: "كلاسيكية",
  Thin: "رقيقة",
  "Cheese stuffed": "محشوة بالجبن",
  Olives: "زيتون",
  Mushrooms: "فطر",
  Jalapeños: "هالبينو",
  "Extra cheese": "جبن إضافي",
  Single: "واحدة",
  Sharing: "للمشاركة",
  "Lemon & olive oil": "ليمون وزيت زيتون",
  Balsamic: "بلسميك",
  Caesar: "سيزر",
  "Grilled chicken": "دجاج مشوي",
  Salmon: "سلمون",
  Halloumi: "حلوم",
  Avocado: "أفوكادو",
  Double: "مزدوجة",
  "Cheddar slice": "شريحة شيدر",
  "Caramelised onions": "بصل مكرمل",
  "Fried egg": "بيضة مقلية",
  "Beef bacon": "لحم بقري مقدد",
  "Burger only": "برجر فقط",
  "With fries & drink": "مع بطاطا ومشروب",
  Chicken: "دجاج",
  Beef: "لحم بقري",
  Prawns: "روبيان",
  Tofu: "توفو",
  "6 pieces": "6 قطع",
  "12 pieces": "12 قطعة",
  "Full cream": "حليب كامل الدسم",
  "Oat milk": "حليب الشوفان",
  "Almond milk": "حليب اللوز",
  "Extra shot": "جرعة إسبريسو إضافية",
  "Vanilla syrup": "شراب الفانيلا",
  "Caramel syrup": "شراب الكراميل",
  "Vegetable sticks": "أصابع خضار",
  "Pita chips": "رقائق الخبز",
  Ketchup: "كاتشب",
  "Garlic mayo": "مايونيز بالثوم",
  "Cheese sauce": "صلصة الجبن",
  Penne: "بيني",
  Spaghetti: "سباغيتي",
  "Gluten-free": "خالية من الغلوتين",
  Parmesan: "بارميزان",
  Scrambled: "مخفوق",
  Fried: "مقلي",
  Boiled: "مسلوق",
  "Whole wheat": "قمح كامل",
  // tags (items.tags)
  "Family size": "حجم عائلي",
  Bestseller: "الأكثر مبيعًا",
  New: "جديد",
  "Chef's special": "طبق الشيف المميز",
  Spicy: "حار",
  Local: "محلي",
  Fresh: "طازج",
  Imported: "مستورد",
  "Family pack": "عبوة عائلية",
  "Best value": "أفضل قيمة",
  "Sugar free": "خالٍ من السكر",
  "Travel size": "حجم السفر",
  "Pharmacist pick": "اختيار الصيدلي",
  "Fast relief": "راحة سريعة",
  "Gift idea": "فكرة هدية",
  "Eco friendly": "صديق للبيئة",
  "Limited edition": "إصدار محدود",
  // the titles of other items' choices (items.choice_options[].title); the choices themselves
  // (colours, sizes) make up the variation's `type`, which is matched as stored
  Weight: "الوزن",
  Color: "اللون",
  Storage: "السعة",
  Pack: "العبوة",
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

/** Whether `sent` names the stored word: as stored, or as its Arabic. */
export function isStoredWord(stored: string, sent: unknown): boolean {
  return sent === stored || (WORDS[stored] !== undefined && sent === WORDS[stored]);
}

type FoodGroupOut = { name?: unknown; values?: unknown };

/** An item's food variation groups with their names and option labels in `locale`. */
export function foodVariationsIn<T>(groups: T, locale: Locale): T {
  if (locale !== "ar" || !Array.isArray(groups)) return groups;
  return groups.map((group: FoodGroupOut) => ({
    ...group,
    name: typeof group.name === "string" ? seedWord(group.name, locale) : group.name,
    values: Array.isArray(group.values)
      ? group.values.map((v: { label?: unknown }) => ({
          ...v,
          label: typeof v.label === "string" ? seedWord(v.label, locale) : v.label,
        }))
      : group.values,
  })) as T;
}

/** A cart or order line's chosen variation (food `{name, values:{label}}`) in `locale`. */
export function chosenVariationIn(variation: unknown[], locale: Locale): unknown[] {
  if (locale !== "ar") return variation;
  return variation.map((entry) => {
    const food = entry as { name?: unknown; values?: { label?: unknown } };
    if (typeof food.name !== "string" || !Array.isArray(food.values?.label)) return entry;
    return {
      ...food,
      name: seedWord(food.name, locale),
      values: {
        ...food.values,
        label: food.values.label.map((l) => (typeof l === "string" ? seedWord(l, locale) : l)),
      },
    };
  });
}

/** A food line's variant text, "Side: Rice; Dips: Hummus, Moutabal", in `locale`. */
export function foodVariantIn(text: string | null, locale: Locale): string | null {
  // Only a food variant has "group: options"; another item's variant is its type, kept as is.
  if (!text || locale !== "ar" || !text.includes(": ")) return text;
  return text
    .split("; ")
    .map((part) => {
      const at = part.indexOf(": ");
      if (at < 0) return seedWord(part, locale);
      const labels = part.slice(at + 2).split(", ");
      return `${seedWord(part.slice(0, at), locale)}: ${labels.map((l) => seedWord(l, locale)).join("، ")}`;
    })
    .join("؛ ");
}

/** Other items' choices with their titles in `locale` (the options stay: they make the type). */
export function choiceOptionsIn<T>(options: T, locale: Locale): T {
  if (locale !== "ar" || !Array.isArray(options)) return options;
  return options.map((o: { title?: unknown }) => ({
    ...o,
    title: typeof o.title === "string" ? seedWord(o.title, locale) : o.title,
  })) as T;
}
