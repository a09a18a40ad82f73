import type { Lang } from "~/i18n/config";
import type { ModuleType } from "~/sessions/prefs.server";

/**
 * Search-result title and description of each module's home, in both languages. Computed by
 * the loader (meta functions have no t()), so these texts stay on the server instead of
 * shipping in the route's JavaScript.
 */
export function homeMeta(lang: Lang, module: { type: ModuleType; name: string }) {
  const { titles, descriptions } = HOME_META[lang];
  return { title: module.name || titles[module.type], description: descriptions[module.type] };
}

const HOME_META = {
  en: {
    titles: {
      food: "Food delivery",
      grocery: "Grocery delivery",
      pharmacy: "Pharmacy delivery",
      ecommerce: "Shop online",
      parcel: "Parcel delivery",
    },
    descriptions: {
      food: "Order from restaurants near you: special offers, campaigns and new restaurants, delivered fast.",
      grocery: "Fresh groceries from stores near you: popular items, special offers and campaigns.",
      pharmacy: "Medicines and care products from pharmacies near you, for common conditions too.",
      ecommerce: "Shop products from stores near you: top offers, new arrivals, brands and more.",
      parcel: "Send parcels across town: pick a category, track your order, delivered safely.",
    },
  },
  ar: {
    titles: {
      food: "توصيل الطعام",
      grocery: "توصيل البقالة",
      pharmacy: "توصيل الأدوية",
      ecommerce: "تسوّق عبر الإنترنت",
      parcel: "توصيل الطرود",
    },
    descriptions: {
      food: "اطلب من المطاعم القريبة منك: عروض خاصة وحملات ومطاعم جديدة، بتوصيل سريع.",
      grocery: "بقالة طازجة من المتاجر القريبة منك: الأصناف الأكثر طلبًا والعروض الخاصة والحملات.",
      pharmacy: "أدوية ومنتجات عناية من الصيدليات القريبة منك، وللحالات الشائعة أيضًا.",
      ecommerce:
        "تسوّق منتجات من المتاجر القريبة منك: أفضل العروض والوصول الجديد والعلامات التجارية.",
      parcel: "أرسل الطرود داخل المدينة: اختر الفئة وتتبّع طلبك، بتوصيل آمن.",
    },
  },
} as const;
