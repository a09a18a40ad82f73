/**
 * The ~40 demo stores: module, bilingual name, which sub-categories they sell, their zone and
 * nearest landmark (PLACES name), opening-hours profile and commercial flags.
 */

export type HoursProfile =
  | "all_day" // every day 08:00–23:59
  | "h24" // every day, round the clock
  | "lunch_dinner" // 11:00–15:30 and 18:00–23:59
  | "dinner" // 17:00–23:30
  | "breakfast" // 06:00–12:00
  | "late_night" // 18:00–23:59 and 00:00–03:00
  | "office" // Monday–Friday 08:00–20:00
  | "closed_friday" // Saturday–Thursday 09:00–22:00
  | "market"; // 07:00–13:00 and 16:00–21:00

export interface StoreSeed {
  module: 1 | 2 | 3 | 4;
  en: string;
  ar: string;
  subs: string[] | "all";
  zone: 1 | 2 | 3;
  near: string;
  hours: HoursProfile;
  items: number;
  featured?: boolean;
  freeDelivery?: boolean;
  /** store-wide discount percent */
  discount?: number;
  minimumOrder?: number;
  inactive?: boolean;
  prescription?: boolean;
  recommended?: boolean;
  deliveryTime?: string;
  /** the store's plan has no reviews section (reviews_section = 0) */
  noReviewPlan?: boolean;
}

export const STORES: StoreSeed[] = [
  // food (module 2)
  {
    module: 2,
    en: "Al Fanar Grill",
    ar: "مشاوي الفنار",
    subs: ["grills", "mezze", "shawarma", "juices"],
    zone: 1,
    near: "City Walk",
    hours: "lunch_dinner",
    items: 18,
    featured: true,
    freeDelivery: true,
    discount: 10,
    recommended: true,
    deliveryTime: "30-40 min",
  },
  {
    module: 2,
    en: "Shawarma Station",
    ar: "محطة الشاورما",
    subs: ["shawarma", "mezze", "juices"],
    zone: 3,
    near: "Al Rigga",
    hours: "h24",
    items: 14,
    minimumOrder: 20,
    deliveryTime: "20-30 min",
  },
  {
    module: 2,
    en: "Bombay Spice Kitchen",
    ar: "مطبخ بومباي سبايس",
    subs: ["biryani", "curries", "breads"],
    zone: 3,
    near: "Al Karama",
    hours: "lunch_dinner",
    items: 15,
    featured: true,
    deliveryTime: "35-45 min",
  },
  {
    module: 2,
    en: "Biryani House",
    ar: "بيت البرياني",
    subs: ["biryani", "curries", "breads", "juices"],
    zone: 2,
    near: "Al Barsha 1",
    hours: "h24",
    items: 16,
    discount: 15,
    deliveryTime: "30-45 min",
  },
  {
    module: 2,
    en: "Trattoria Bella",
    ar: "تراتوريا بيلا",
    subs: ["pizza", "pasta", "salads", "cakes"],
    zone: 2,
    near: "Dubai Marina Walk",
    hours: "lunch_dinner",
    items: 16,
    featured: true,
    recommended: true,
    minimumOrder: 40,
    deliveryTime: "35-50 min",
  },
  {
    module: 2,
    en: "Slice & Co Pizzeria",
    ar: "بيتزيريا سلايس آند كو",
    subs: ["pizza", "sides", "cakes"],
    zone: 1,
    near: "Business Bay",
    hours: "all_day",
    items: 14,
    freeDelivery: true,
    deliveryTime: "25-35 min",
  },
  {
    module: 2,
    en: "Smash Burger Lab",
    ar: "مختبر سماش برجر",
    subs: ["beef_burgers", "chicken_burgers", "sides"],
    zone: 1,
    near: "The Dubai Mall",
    hours: "all_day",
    items: 14,
    featured: true,
    recommended: true,
    deliveryTime: "20-30 min",
  },
  {
    module: 2,
    en: "Crispy Cluck",
    ar: "كرسبي كلاك",
    subs: ["chicken_burgers", "sides", "juices"],
    zone: 3,
    near: "Deira City Centre",
    hours: "all_day",
    items: 12,
    inactive: true,
    deliveryTime: "20-30 min",
  },
  {
    module: 2,
    en: "Sakura Sushi Bar",
    ar: "ساكورا سوشي بار",
    subs: ["sushi", "noodles"],
    zone: 2,
    near: "JBR The Walk",
    hours: "dinner",
    items: 12,
    minimumOrder: 60,
    deliveryTime: "40-55 min",
  },
  {
    module: 2,
    en: "Wok & Roll",
    ar: "ووك آند رول",
    subs: ["noodles", "sushi"],
    zone: 1,
    near: "Dubai International Financial Centre",
    hours: "all_day",
    items: 12,
    discount: 20,
    deliveryTime: "30-40 min",
  },
  {
    module: 2,
    en: "Green Bowl Kitchen",
    ar: "مطبخ الوعاء الأخضر",
    subs: ["salads", "bowls", "juices"],
    zone: 2,
    near: "Dubai Internet City",
    hours: "office",
    items: 15,
    freeDelivery: true,
    deliveryTime: "25-35 min",
  },
  {
    module: 2,
    en: "Morning Manakish Bakery",
    ar: "مخبز مناقيش الصباح",
    subs: ["manakish", "eggs", "coffee"],
    zone: 3,
    near: "Al Seef",
    hours: "breakfast",
    items: 15,
    deliveryTime: "15-25 min",
  },
  {
    module: 2,
    en: "Kunafa & Coffee",
    ar: "كنافة وقهوة",
    subs: ["cakes", "coffee"],
    zone: 1,
    near: "Jumeirah Mosque",
    hours: "all_day",
    items: 14,
    discount: 10,
    deliveryTime: "20-30 min",
  },
  {
    module: 2,
    en: "Midnight Bites",
    ar: "لقمة منتصف الليل",
    subs: ["beef_burgers", "shawarma", "sides"],
    zone: 2,
    near: "Jumeirah Lakes Towers",
    hours: "late_night",
    items: 14,
    deliveryTime: "25-35 min",
  },
  // grocery (module 1)
  {
    module: 1,
    en: "Fresh Basket Market",
    ar: "سوق السلة الطازجة",
    subs: "all",
    zone: 1,
    near: "Al Wasl Road",
    hours: "all_day",
    items: 32,
    featured: true,
    freeDelivery: true,
    minimumOrder: 50,
    recommended: true,
    deliveryTime: "30-45 min",
  },
  {
    module: 1,
    en: "Al Madina Hypermarket",
    ar: "هايبر ماركت المدينة",
    subs: "all",
    zone: 3,
    near: "Baniyas Square",
    hours: "h24",
    items: 30,
    discount: 5,
    deliveryTime: "40-60 min",
  },
  {
    module: 1,
    en: "Green Valley Organics",
    ar: "غرين فالي للمنتجات العضوية",
    subs: ["fruits", "vegetables", "herbs", "milk", "yogurt", "eggs_g", "rice", "oils"],
    zone: 2,
    near: "Al Sufouh Beach",
    hours: "all_day",
    items: 20,
    discount: 10,
    featured: true,
    deliveryTime: "30-40 min",
  },
  {
    module: 1,
    en: "Corner Mini Mart",
    ar: "ميني ماركت الزاوية",
    subs: ["water", "juice_g", "chips", "chocolate", "milk", "bread", "cleaning", "paper"],
    zone: 1,
    near: "Business Bay",
    hours: "h24",
    items: 18,
    deliveryTime: "15-25 min",
  },
  {
    module: 1,
    en: "Farm to Table Butchery",
    ar: "ملحمة من المزرعة إلى المائدة",
    subs: ["poultry", "red_meat"],
    zone: 2,
    near: "Al Barsha 1",
    hours: "closed_friday",
    items: 8,
    minimumOrder: 60,
    deliveryTime: "40-50 min",
  },
  {
    module: 1,
    en: "Dates & More",
    ar: "تمور وأكثر",
    subs: ["dates", "nuts", "chocolate", "tea_coffee", "spices"],
    zone: 3,
    near: "Gold Souk",
    hours: "all_day",
    items: 18,
    featured: true,
    deliveryTime: "30-45 min",
  },
  {
    module: 1,
    en: "Daily Bread Bakery & Deli",
    ar: "مخبز ودلي الخبز اليومي",
    subs: ["bread", "pastries", "cheese", "yogurt", "milk"],
    zone: 1,
    near: "Safa Park",
    hours: "breakfast",
    items: 16,
    deliveryTime: "20-30 min",
  },
  {
    module: 1,
    en: "Creek Fish Market",
    ar: "سوق الخور للأسماك",
    subs: ["seafood", "poultry"],
    zone: 3,
    near: "Dubai Creek Golf Club",
    hours: "market",
    items: 8,
    deliveryTime: "35-50 min",
  },
  {
    module: 1,
    en: "Marina Fresh Grocer",
    ar: "مارينا فريش للبقالة",
    subs: "all",
    zone: 2,
    near: "Dubai Marina Walk",
    hours: "h24",
    items: 28,
    freeDelivery: true,
    deliveryTime: "25-40 min",
  },
  {
    module: 1,
    en: "Night Owl Supermarket",
    ar: "سوبرماركت البومة الليلية",
    subs: "all",
    zone: 1,
    near: "Dubai International Financial Centre",
    hours: "late_night",
    items: 22,
    deliveryTime: "20-35 min",
  },
  // pharmacy (module 3)
  {
    module: 3,
    en: "Al Shifa Pharmacy",
    ar: "صيدلية الشفاء",
    subs: "all",
    zone: 1,
    near: "Dubai Healthcare City",
    hours: "h24",
    items: 22,
    prescription: true,
    featured: true,
    recommended: true,
    deliveryTime: "20-30 min",
  },
  {
    module: 3,
    en: "Life Care Pharmacy",
    ar: "صيدلية لايف كير",
    subs: "all",
    zone: 3,
    near: "Al Ghurair Centre",
    hours: "all_day",
    items: 18,
    prescription: true,
    freeDelivery: true,
    deliveryTime: "25-35 min",
  },
  {
    module: 3,
    en: "Marina Wellness Pharmacy",
    ar: "صيدلية مارينا للعافية",
    subs: ["skin", "hair", "oral", "multivitamins", "immunity", "sports_nutrition", "pain", "cold"],
    zone: 2,
    near: "Bluewaters Island",
    hours: "h24",
    items: 16,
    discount: 10,
    deliveryTime: "25-40 min",
  },
  {
    module: 3,
    en: "Healthy Family Pharmacy",
    ar: "صيدلية العائلة الصحية",
    subs: "all",
    zone: 1,
    near: "Al Wasl Road",
    hours: "all_day",
    items: 16,
    featured: true,
    deliveryTime: "20-35 min",
  },
  {
    module: 3,
    en: "Medicare Plus",
    ar: "ميديكير بلس",
    subs: ["rx", "pain", "cold", "digestive", "allergy", "monitors", "first_aid"],
    zone: 3,
    near: "Deira City Centre",
    hours: "h24",
    items: 14,
    prescription: true,
    deliveryTime: "20-30 min",
  },
  {
    module: 3,
    en: "Baby & Mom Pharmacy",
    ar: "صيدلية الأم والطفل",
    subs: ["diapers", "baby_food", "womens_health", "skin", "pain", "multivitamins"],
    zone: 2,
    near: "Nakheel Mall",
    hours: "all_day",
    items: 14,
    minimumOrder: 30,
    deliveryTime: "30-40 min",
  },
  {
    module: 3,
    en: "Creek Side Pharmacy",
    ar: "صيدلية جانب الخور",
    subs: ["pain", "cold", "digestive", "allergy", "oral", "first_aid", "shaving"],
    zone: 3,
    near: "Baniyas Square",
    hours: "closed_friday",
    items: 12,
    deliveryTime: "25-35 min",
  },
  // ecommerce (module 4)
  {
    module: 4,
    en: "Nova Electronics",
    ar: "نوفا للإلكترونيات",
    subs: ["phones", "audio", "accessories"],
    zone: 1,
    near: "The Dubai Mall",
    hours: "all_day",
    items: 12,
    featured: true,
    recommended: true,
    deliveryTime: "1-2 day",
  },
  {
    module: 4,
    en: "Gadget Hub",
    ar: "غادجت هب",
    subs: ["accessories", "audio", "phones"],
    zone: 3,
    near: "Deira City Centre",
    hours: "all_day",
    items: 10,
    discount: 10,
    deliveryTime: "1-3 day",
  },
  {
    module: 4,
    en: "Sahara Style",
    ar: "صحارى ستايل",
    subs: ["mens_fashion", "womens_fashion", "shoes"],
    zone: 2,
    near: "Mall of the Emirates",
    hours: "all_day",
    items: 10,
    featured: true,
    deliveryTime: "2-3 day",
  },
  {
    module: 4,
    en: "Urban Threads",
    ar: "أربن ثريدز",
    subs: ["mens_fashion", "womens_fashion"],
    zone: 1,
    near: "City Walk",
    hours: "all_day",
    items: 8,
    deliveryTime: "1-2 day",
  },
  {
    module: 4,
    en: "Step Up Shoes",
    ar: "ستيب أب للأحذية",
    subs: ["shoes", "fitness"],
    zone: 2,
    near: "JBR The Walk",
    hours: "all_day",
    items: 7,
    freeDelivery: true,
    deliveryTime: "1-2 day",
  },
  {
    module: 4,
    en: "Home Haven",
    ar: "هوم هيفن",
    subs: ["cookware", "decor", "bedding"],
    zone: 1,
    near: "Dubai Design District",
    hours: "all_day",
    items: 12,
    freeDelivery: true,
    deliveryTime: "2-4 day",
  },
  {
    module: 4,
    en: "Falcon Sports",
    ar: "فالكون للرياضة",
    subs: ["fitness", "outdoor", "shoes"],
    zone: 3,
    near: "Al Ghurair Centre",
    hours: "closed_friday",
    items: 11,
    deliveryTime: "1-3 day",
  },
  {
    module: 4,
    en: "Oud & Amber",
    ar: "عود وعنبر",
    subs: ["fragrance", "makeup"],
    zone: 3,
    near: "Gold Souk",
    hours: "all_day",
    items: 8,
    discount: 15,
    featured: true,
    deliveryTime: "1-2 day",
  },
  {
    module: 4,
    en: "Toy Souk",
    ar: "سوق الألعاب",
    subs: ["kids_toys", "games"],
    zone: 2,
    near: "Nakheel Mall",
    hours: "all_day",
    items: 7,
    deliveryTime: "2-3 day",
  },
];

/** [day list, [opening, closing][]] per profile; day 0 = Sunday. */
export function hoursOf(profile: HoursProfile): { days: number[]; slots: [string, string][] } {
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  switch (profile) {
    case "h24":
      return { days: everyDay, slots: [["00:00:00", "23:59:59"]] };
    case "lunch_dinner":
      return {
        days: everyDay,
        slots: [
          ["11:00:00", "15:30:00"],
          ["18:00:00", "23:59:59"],
        ],
      };
    case "dinner":
      return { days: everyDay, slots: [["17:00:00", "23:30:00"]] };
    case "breakfast":
      return { days: everyDay, slots: [["06:00:00", "12:00:00"]] };
    case "late_night":
      return {
        days: everyDay,
        slots: [
          ["00:00:00", "03:00:00"],
          ["18:00:00", "23:59:59"],
        ],
      };
    case "office":
      return { days: [1, 2, 3, 4, 5], slots: [["08:00:00", "20:00:00"]] };
    case "closed_friday":
      return { days: [0, 1, 2, 3, 4, 6], slots: [["09:00:00", "22:00:00"]] };
    case "market":
      return {
        days: everyDay,
        slots: [
          ["07:00:00", "13:00:00"],
          ["16:00:00", "21:00:00"],
        ],
      };
    default:
      return { days: everyDay, slots: [["08:00:00", "23:59:59"]] };
  }
}
