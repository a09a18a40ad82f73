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
 * other. Other items' choices (colours, sizes, packs) make up the variation's `type`
 * ("128GB-Black": the options without spaces, joined by "-"); it is answered in Arabic part by
 * part (`variationTypeIn`), and a type sent back in either language names the stored variation
 * (`isStoredType`).
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

/**
 * Other items' choice options (items.choice_options[].options), apart from WORDS: the same
 * English word may mean something else on a food item ("Single" patty, "Single" bed). No
 * Arabic here holds a "-" (it would split a type) and none repeats (types must come back).
 * Size letters and numbers stay as they are, as on Arabic shop labels.
 */
const CHOICES: Record<string, string> = {
  Beige: "بيج",
  Berry: "توتي",
  Black: "أسود",
  "Blue Stripe": "مقلّم أزرق",
  Blue: "أزرق",
  Brown: "بني",
  Burgundy: "عنابي",
  Charcoal: "فحمي",
  Cream: "كريمي",
  Deep: "داكن",
  "Dusty Pink": "وردي باهت",
  Emerald: "زمردي",
  Gold: "ذهبي",
  Green: "أخضر",
  Grey: "رمادي",
  Khaki: "كاكي",
  Light: "فاتح",
  Lilac: "ليلكي",
  Maroon: "كستنائي",
  Medium: "متوسط",
  Mint: "نعناعي",
  Navy: "كحلي",
  Nude: "بلون البشرة",
  Olive: "زيتوني",
  Pink: "وردي",
  Purple: "بنفسجي",
  "Red Check": "كاروهات حمراء",
  Red: "أحمر",
  Rose: "زهري",
  Sand: "رملي",
  Silver: "فضي",
  "Sky Blue": "أزرق سماوي",
  Sky: "سماوي",
  Tan: "بني فاتح",
  Teal: "أزرق مخضر",
  Terracotta: "تيراكوتا",
  White: "أبيض",
  Yellow: "أصفر",
  Single: "مفرد",
  Queen: "كوين",
  King: "كينغ",
  "500 g": "500 غ",
  "1 kg": "1 كغ",
  "2 kg": "2 كغ",
  "1 pack": "عبوة واحدة",
  "3 packs": "3 عبوات",
  "50 ml": "50 مل",
  "100 ml": "100 مل",
  "128GB": "128 غيغابايت",
  "256GB": "256 غيغابايت",
  "512GB": "512 غيغابايت",
};
const squeeze = (text: string) => text.replace(/\s+/g, "");
/** A type's parts are the options without their spaces: "BlueStripe" → "مقلّم أزرق". */
const CHOICE_PART = new Map(Object.entries(CHOICES).map(([en, ar]) => [squeeze(en), ar]));

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
    const other = entry as { type?: unknown };
    if (typeof other.type === "string")
      return { ...other, type: variationTypeIn(other.type, locale) };
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

/** A line's variant text in `locale`: food "Side: Rice; Dips: Hummus, Moutabal", other "128GB-Black". */
export function variantIn(text: string | null, locale: Locale): string | null {
  if (!text || locale !== "ar") return text;
  // Only a food variant has "group: options"; another item's variant is its type.
  if (!text.includes(": ")) return variationTypeIn(text, locale);
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

/** Other items' choices with their titles and options in `locale`. */
export function choiceOptionsIn<T>(options: T, locale: Locale): T {
  if (locale !== "ar" || !Array.isArray(options)) return options;
  return options.map((o: { title?: unknown; options?: unknown }) => ({
    ...o,
    title: typeof o.title === "string" ? seedWord(o.title, locale) : o.title,
    options: Array.isArray(o.options)
      ? o.options.map((option) =>
          // Stored without spaces, as 6amMart keeps them ("500g", "BlueStripe").
          typeof option === "string" ? (CHOICE_PART.get(squeeze(option)) ?? option) : option,
        )
      : o.options,
  })) as T;
}

/** A stored variation type ("128GB-Black") in `locale`: "128 غيغابايت-أسود". */
export function variationTypeIn(type: string, locale: Locale): string {
  if (locale !== "ar" || !type) return type;
  return type
    .split("-")
    .map((part) => CHOICE_PART.get(part) ?? part)
    .join("-");
}

/** Whether `sent` names the stored type, in either language (dashes, spaces and case aside). */
export function isStoredType(stored: string, sent: string): boolean {
  const same = (a: string, b: string) =>
    a.replace(/[\s-]/g, "").toLowerCase() === b.replace(/[\s-]/g, "").toLowerCase();
  return same(stored, sent) || same(variationTypeIn(stored, "ar"), sent);
}

/** An item's variations with their types in `locale`. */
export function variationsIn<T>(variations: T, locale: Locale): T {
  if (locale !== "ar" || !Array.isArray(variations)) return variations;
  return variations.map((v: { type?: unknown }) =>
    typeof v.type === "string" ? { ...v, type: variationTypeIn(v.type, locale) } : v,
  ) as T;
}
