import type { HoursProfile } from "./stores-data";

/**
 * Word lists the generated stores of the default zone are named from: a store is a name part
 * ("Zaatar") put into a concept ("{n} Grill" / "مشاوي {n}"). Part k and concept k of a module
 * are picked by k modulo each list's length; the lengths are coprime, so no name repeats
 * before parts × concepts stores. A concept also fixes what the store sells (sub-category keys
 * of the module's catalogue, or "all") and its usual opening hours.
 */

export interface StoreConcept {
  en: string;
  ar: string;
  subs: string[] | "all";
  hours: HoursProfile;
  prescription?: boolean;
}

const concept = (
  en: string,
  ar: string,
  subs: string[] | "all",
  hours: HoursProfile,
  prescription = false,
): StoreConcept => ({ en, ar, subs, hours, prescription });

export interface StoreWords {
  parts: [string, string][];
  concepts: StoreConcept[];
  deliveryTimes: string[];
}

export const STORE_WORDS: Record<1 | 2 | 3 | 4, StoreWords> = {
  // food
  2: {
    parts: [
      ["Zaatar", "زعتر"],
      ["Saffron", "الزعفران"],
      ["Layali", "ليالي"],
      ["Al Bustan", "البستان"],
      ["Sultan", "السلطان"],
      ["Golden Dune", "الكثيب الذهبي"],
      ["Pearl", "اللؤلؤة"],
      ["Jasmine", "الياسمين"],
      ["Sumac", "السماق"],
      ["Cardamom", "الهيل"],
      ["Olive Tree", "شجرة الزيتون"],
      ["Bait Al Jadda", "بيت الجدة"],
      ["Firefly", "اليراعة"],
      ["Blue Door", "الباب الأزرق"],
      ["Tanoor", "التنور"],
      ["Ember", "الجمر"],
      ["Sidra", "السدرة"],
    ],
    concepts: [
      concept("{n} Grill", "مشاوي {n}", ["grills", "mezze", "shawarma", "juices"], "lunch_dinner"),
      concept("{n} Shawarma", "شاورما {n}", ["shawarma", "mezze", "sides"], "all_day"),
      concept("{n} Biryani", "برياني {n}", ["biryani", "curries", "breads"], "lunch_dinner"),
      concept("{n} Pizzeria", "بيتزيريا {n}", ["pizza", "pasta", "salads"], "all_day"),
      concept(
        "{n} Burgers",
        "برجر {n}",
        ["beef_burgers", "chicken_burgers", "sides"],
        "late_night",
      ),
      concept("{n} Sushi", "سوشي {n}", ["sushi", "noodles"], "dinner"),
      concept("{n} Greens", "{n} للأكل الصحي", ["salads", "bowls", "juices"], "office"),
      concept("{n} Café", "مقهى {n}", ["coffee", "cakes", "eggs"], "all_day"),
      concept("{n} Bakery", "مخبز {n}", ["manakish", "eggs", "coffee"], "breakfast"),
      concept("{n} Sweets", "حلويات {n}", ["cakes", "coffee", "juices"], "all_day"),
    ],
    deliveryTimes: ["20-30 min", "25-35 min", "30-40 min", "35-45 min", "40-55 min"],
  },
  // grocery
  1: {
    parts: [
      ["Al Khair", "الخير"],
      ["Green Leaf", "الورقة الخضراء"],
      ["Sunrise", "الشروق"],
      ["Al Noor", "النور"],
      ["Barakah", "البركة"],
      ["Palm Grove", "بستان النخيل"],
      ["Harbour", "المرفأ"],
      ["Al Safa", "الصفا"],
      ["Family", "العائلة"],
      ["Daily Fresh", "الطازج اليومي"],
      ["Al Wasl", "الوصل"],
      ["Citrus", "الحمضيات"],
      ["Meadow", "المرج"],
      ["Oasis Valley", "وادي الواحة"],
      ["Golden Wheat", "القمح الذهبي"],
      ["Blue Sky", "السماء الزرقاء"],
      ["Al Reem", "الريم"],
    ],
    concepts: [
      concept("{n} Supermarket", "سوبرماركت {n}", "all", "all_day"),
      concept(
        "{n} Fresh Market",
        "سوق {n} الطازج",
        ["fruits", "vegetables", "herbs", "eggs_g"],
        "market",
      ),
      concept(
        "{n} Grocery",
        "بقالة {n}",
        ["water", "juice_g", "chips", "chocolate", "milk", "bread", "cleaning", "paper"],
        "h24",
      ),
      concept("{n} Butchery", "ملحمة {n}", ["poultry", "red_meat", "seafood"], "closed_friday"),
      concept(
        "{n} Dairy & Bakery",
        "ألبان ومخبوزات {n}",
        ["milk", "cheese", "yogurt", "bread", "pastries"],
        "breakfast",
      ),
      concept(
        "{n} Spices & Dates",
        "بهارات وتمور {n}",
        ["dates", "nuts", "spices", "tea_coffee", "rice", "oils"],
        "all_day",
      ),
      concept(
        "{n} Organics",
        "{n} للمنتجات العضوية",
        ["fruits", "vegetables", "milk", "yogurt", "rice", "oils"],
        "all_day",
      ),
      concept(
        "{n} Beauty & Home",
        "{n} للجمال والمنزل",
        ["bath_body", "hair_skin", "cleaning", "paper"],
        "all_day",
      ),
    ],
    deliveryTimes: ["15-25 min", "20-30 min", "25-40 min", "30-45 min"],
  },
  // pharmacy
  3: {
    parts: [
      ["Al Dawaa", "الدواء"],
      ["Salama", "السلامة"],
      ["Green Cross", "الصليب الأخضر"],
      ["Al Hayat", "الحياة"],
      ["Wellbeing", "الرفاهية"],
      ["Al Amal", "الأمل"],
      ["CarePoint", "كير بوينت"],
      ["Al Rahma", "الرحمة"],
      ["Sanad", "سند"],
      ["Lotus", "اللوتس"],
      ["Al Afia", "العافية"],
      ["MedLine", "ميدلاين"],
      ["Al Bashir", "البشير"],
      ["Sunflower", "عباد الشمس"],
      ["Nour Al Shifa", "نور الشفاء"],
      ["Al Hikma", "الحكمة"],
      ["Trust", "الثقة"],
    ],
    concepts: [
      concept("{n} Pharmacy", "صيدلية {n}", "all", "all_day", true),
      concept(
        "{n} Wellness",
        "{n} للعافية",
        ["multivitamins", "immunity", "sports_nutrition", "skin", "hair"],
        "all_day",
      ),
      concept(
        "{n} Baby Pharmacy",
        "صيدلية {n} للأطفال",
        ["diapers", "baby_food", "skin", "pain"],
        "all_day",
      ),
      concept(
        "{n} Medical Supplies",
        "{n} للمستلزمات الطبية",
        ["monitors", "first_aid", "pain", "cold"],
        "office",
      ),
      concept(
        "{n} Beauty Pharmacy",
        "صيدلية {n} للتجميل",
        ["skin", "hair", "oral", "shaving", "womens_health"],
        "closed_friday",
      ),
      concept(
        "{n} Night Pharmacy",
        "صيدلية {n} الليلية",
        ["pain", "cold", "allergy", "digestive", "rx"],
        "late_night",
        true,
      ),
    ],
    deliveryTimes: ["15-25 min", "20-30 min", "25-35 min", "30-40 min"],
  },
  // ecommerce
  4: {
    parts: [
      ["Orbit", "أوربت"],
      ["Al Majd", "المجد"],
      ["Mirage", "السراب"],
      ["Nomad", "الرحالة"],
      ["Azure", "أزور"],
      ["Marina Lane", "ممر المارينا"],
      ["Desert Rose", "وردة الصحراء"],
      ["Qasr", "القصر"],
      ["Spark", "سبارك"],
      ["Al Funoon", "الفنون"],
      ["Horizon", "الأفق"],
      ["Bloom", "بلوم"],
      ["Al Sahil", "الساحل"],
      ["Kite", "الطائرة الورقية"],
      ["Crescent", "الهلال"],
      ["Sandstone", "الحجر الرملي"],
      ["Al Yasmeen", "الياسمين"],
    ],
    concepts: [
      concept("{n} Electronics", "{n} للإلكترونيات", ["phones", "audio", "accessories"], "all_day"),
      concept("{n} Fashion", "{n} للأزياء", ["mens_fashion", "womens_fashion", "shoes"], "all_day"),
      concept("{n} Home", "{n} للمنزل", ["cookware", "decor", "bedding"], "all_day"),
      concept("{n} Sports", "{n} للرياضة", ["fitness", "outdoor", "shoes"], "closed_friday"),
      concept("{n} Perfumes", "عطور {n}", ["fragrance", "makeup"], "all_day"),
      concept("{n} Toys", "ألعاب {n}", ["kids_toys", "games"], "all_day"),
      concept("{n} Gifts", "هدايا {n}", ["decor", "fragrance", "games", "accessories"], "office"),
    ],
    deliveryTimes: ["1-2 day", "1-3 day", "2-3 day", "2-4 day"],
  },
};
