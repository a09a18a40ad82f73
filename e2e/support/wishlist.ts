import type { Page } from "@playwright/test";

/**
 * What e2e/wishlist.spec.ts reads on the page, per language: the words of
 * public/locales/{en,ar}/wishlist.json (and the frame's), as a customer sees them.
 */
export type Lang = "en" | "ar";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const WISHLIST_TEXTS = {
  en: {
    /** The header's badge link: 'Wishlist', then the count when there is one. */
    badge: /^Wishlist\b/,
    badgeCount: (count: number) => (count ? `Wishlist ${count}` : "Wishlist"),
    title: "Wishlist",
    add: /^Add (.+) to wishlist$/,
    remove: (name: string) => `Remove ${name} from wishlist`,
    signIn: /^Sign in to add (.+) to your wishlist$/,
    loginRequired: "You must be login to access this page.",
    tabs: {
      food: { items: "Foods", stores: "Restaurants" },
      other: { items: "Items", stores: "Stores" },
    },
    empty: {
      food: { items: "No favourite foods found", stores: "No favourite restaurants found" },
      other: { items: "No favourite items found", stores: "No favourite stores found" },
    },
    delete: (name: string) => `Delete ${name}`,
    confirm: "Are you sure you want to  delete this item?",
    yes: "Yes",
  },
  ar: {
    badge: /^المفضلة/,
    badgeCount: (count: number) => (count ? `المفضلة ${count}` : "المفضلة"),
    title: "المفضلة",
    add: /^أضف (.+) إلى المفضلة$/,
    remove: (name: string) => `أزل ${name} من المفضلة`,
    signIn: /^سجّل الدخول لإضافة (.+) إلى المفضلة$/,
    loginRequired: "يجب تسجيل الدخول للوصول إلى هذه الصفحة.",
    tabs: {
      food: { items: "الأطعمة", stores: "المطاعم" },
      other: { items: "المنتجات", stores: "المتاجر" },
    },
    empty: {
      food: { items: "لا توجد أطعمة مفضلة", stores: "لا توجد مطاعم مفضلة" },
      other: { items: "لا توجد منتجات مفضلة", stores: "لا توجد متاجر مفضلة" },
    },
    delete: (name: string) => `احذف ${name}`,
    confirm: "هل أنت متأكد أنك تريد حذف هذا المنتج؟",
    yes: "نعم",
  },
} as const;

/** The first card heart on the page that adds something (the button), and that thing's name. */
export async function firstAddHeart(page: Page, add: RegExp) {
  const label = (await hearts(page, add).first().getAttribute("aria-label")) ?? "";
  const name = add.exec(label)?.[1];
  if (!name) throw new Error(`no card heart matching ${add} (label ${JSON.stringify(label)})`);
  // By its exact label from now on: the first "add" heart changes once this one is pressed.
  return { name, heart: hearts(page, label).first() };
}

const hearts = (page: Page, name: RegExp | string) =>
  page
    .getByRole("main")
    .locator("article")
    .getByRole("button", {
      name: typeof name === "string" ? new RegExp(`^${escape(name)}$`) : name,
    });
