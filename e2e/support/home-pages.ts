import { expect, type Locator, type Page } from "@playwright/test";
import type { ModuleType } from "./session";

/**
 * What the module homes (issue 9) show with the reference backend's deterministic seed
 * (backend/seed), read off the running pages, and the helpers e2e/home.spec.ts reads them with.
 */

export type Lang = "en" | "ar";

export interface HomeExpectation {
  hero: string;
  /** The main column's h2 headings, in order. */
  sections: string[];
  /** A card link: the section it sits in and its accessible name. */
  item: { section: string; name: string | RegExp };
  store: { section: string; name: string | RegExp };
  /** The sticky bottom section's call to action (grocery, pharmacy). */
  sticky?: string;
}

export const MODULE_ORDER: ModuleType[] = ["grocery", "pharmacy", "ecommerce", "food", "parcel"];

export const HOMES: Record<ModuleType, Record<Lang, HomeExpectation>> = {
  grocery: {
    en: {
      hero: "Fresh groceries, delivered to your door",
      sections: [
        "Categories",
        "Highlights for you",
        "Most popular items",
        "Special offers",
        "Best reviewed items",
        "Campaigns and more",
        "Midweek Flash Sale",
        "Coupons",
      ],
      item: { section: "special-offers", name: "Carrots" },
      store: { section: "ads", name: /^Visit store\s*: Corner Mini Mart$/ },
      sticky: "Shop now",
    },
    ar: {
      hero: "بقالة طازجة حتى باب بيتك",
      sections: [
        "الفئات",
        "مميّز لك",
        "الأصناف الأكثر طلبًا",
        "عروض خاصة",
        "الأصناف الأعلى تقييمًا",
        "الحملات والمزيد",
        "تخفيضات منتصف الأسبوع الخاطفة",
        "القسائم",
      ],
      item: { section: "special-offers", name: "جزر" },
      store: { section: "ads", name: /^زيارة المتجر\s*: ميني ماركت الزاوية$/ },
      sticky: "تسوّق الآن",
    },
  },
  pharmacy: {
    en: {
      hero: "Your pharmacy, one tap away",
      sections: ["Basic medicine nearby", "Featured store", "Common conditions"],
      item: { section: "basic-medicine", name: "Cetirizine 10 mg Tablets (20)" },
      store: { section: "featured-stores", name: "Al Shifa Pharmacy" },
      sticky: "Shop now",
    },
    ar: {
      hero: "صيدليتك على بُعد نقرة",
      sections: ["الأدوية الأساسية بالقرب منك", "متجر مميّز", "الحالات الشائعة"],
      item: { section: "basic-medicine", name: "أقراص سيتيريزين 10 ملغ (20)" },
      store: { section: "featured-stores", name: "صيدلية الشفاء" },
      sticky: "تسوّق الآن",
    },
  },
  ecommerce: {
    en: {
      hero: "Shop everything you love",
      sections: [
        "Offers",
        "Categories",
        "Most popular products",
        "Top offers near me",
        "Promotions",
        "Special offers",
        "Popular stores",
        "Best reviewed items",
        "New arrivals",
        "Featured categories",
        "Brands",
        "More to discover",
      ],
      item: { section: "special-offers", name: "Embroidered Abaya" },
      store: { section: "popular-stores", name: "Nova Electronics" },
    },
    ar: {
      hero: "تسوّق كل ما تحب",
      sections: [
        "العروض",
        "الفئات",
        "المنتجات الأكثر طلبًا",
        "أفضل العروض بالقرب مني",
        "العروض الترويجية",
        "عروض خاصة",
        "المتاجر الشائعة",
        "الأصناف الأعلى تقييمًا",
        "وصل حديثًا",
        "فئات مميّزة",
        "العلامات التجارية",
        "المزيد لتكتشفه",
      ],
      item: { section: "special-offers", name: "عباية مطرزة" },
      store: { section: "popular-stores", name: "نوفا للإلكترونيات" },
    },
  },
  food: {
    en: {
      hero: "Hungry? Your favourite food is on its way",
      sections: [
        "Offers",
        "Special food offers",
        "Top offers near me",
        "Campaigns",
        "Coupons",
        "Best reviewed items",
        "Featured categories",
        "New Arrival Restaurants",
      ],
      item: { section: "special-offers", name: "Chicken Shawarma Plate" },
      store: { section: "new-restaurants", name: "Slice & Co Pizzeria" },
    },
    ar: {
      hero: "جائع؟ طعامك المفضّل في الطريق إليك",
      sections: [
        "العروض",
        "عروض طعام خاصة",
        "أفضل العروض بالقرب مني",
        "الحملات",
        "القسائم",
        "الأصناف الأعلى تقييمًا",
        "فئات مميّزة",
        "مطاعم وصلت حديثًا",
      ],
      item: { section: "special-offers", name: "صحن شاورما دجاج" },
      store: { section: "new-restaurants", name: "بيتزيريا سلايس آند كو" },
    },
  },
  parcel: {
    en: {
      hero: "Send anything, anywhere in town",
      sections: [
        "We Deliver Everything",
        "Parcel offers",
        "Why choose us",
        "Easiest way to get services",
      ],
      // Parcel has no item or store cards: its categories link to the parcel request.
      item: { section: "parcel-categories", name: /^Documents/ },
      store: { section: "parcel-categories", name: /^Small Package/ },
    },
    ar: {
      hero: "أرسل أي شيء إلى أي مكان في المدينة",
      sections: ["نوصّل كل شيء", "عروض الطرود", "لماذا تختارنا", "أسهل طريقة للحصول على الخدمات"],
      item: { section: "parcel-categories", name: /^مستندات/ },
      store: { section: "parcel-categories", name: /^طرد صغير/ },
    },
  },
};

export const main = (page: Page) => page.getByRole("main");

/** Streamed sections (JavaScript documents) show a busy skeleton until their data arrives. */
export async function sectionsSettled(page: Page): Promise<void> {
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/** A card link by its exact accessible name inside a section. */
export function cardLink(page: Page, section: string, name: string | RegExp): Locator {
  return page
    .locator(`#${section}`)
    .getByRole("link", { name, exact: typeof name === "string" })
    .first();
}

/** No sideways scrolling of the whole page, on a phone and on a desktop. */
export async function expectNoPageOverflow(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `page wider than a ${width} px window`,
      })
      .toBeLessThanOrEqual(0);
  }
}

/** The side rail's label and the seed's module names in each language. */
export const RAIL = {
  en: {
    label: "Modules",
    names: {
      grocery: "Grocery",
      pharmacy: "Pharmacy",
      ecommerce: "Shop",
      food: "Food",
      parcel: "Parcel",
    },
  },
  ar: {
    label: "الأقسام",
    names: {
      grocery: "بقالة",
      pharmacy: "صيدلية",
      ecommerce: "تسوّق",
      food: "طعام",
      parcel: "توصيل الطرود",
    },
  },
} as const;

/** Chooses another module in the side rail and waits until its home is there. */
export async function switchModule(page: Page, lang: Lang, type: ModuleType): Promise<void> {
  const rail = page.getByRole("navigation", { name: RAIL[lang].label });
  const button = rail.getByRole("button", { name: RAIL[lang].names[type], exact: true });
  await button.click();
  await expect(button).toHaveAttribute("aria-current", "page");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(HOMES[type][lang].hero);
}

/** A countdown's visible text: days, hours, minutes and seconds. */
export const DDHHMMSS = /^\d{2}:\d{2}:\d{2}:\d{2}$/;

/**
 * How far a carousel's slide list sits from its scroller's left edge, in px: negative once
 * moved forward in English, positive in Arabic. The same whether the scroller scrolled
 * natively or embla translated the list (it takes over once a mouse is over the carousel).
 */
export const translateX = (list: Locator) =>
  list.evaluate(
    (element) =>
      element.getBoundingClientRect().left - element.parentElement!.getBoundingClientRect().left,
  );

/**
 * Resolves once the list has stopped moving (a glide takes about 800 ms): the same position in
 * 20 painted frames in a row, over at least 300 ms. Counted in frames, not in wall time: on a
 * loaded CI machine the browser painted nothing for over 150 ms in the middle of a glide, two
 * readings that far apart agreed, and the glide then went on (354 → 386 px, one slide).
 */
export async function settledTranslate(list: Locator): Promise<number> {
  return list.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const read = () =>
          element.getBoundingClientRect().left -
          element.parentElement!.getBoundingClientRect().left;
        const since = performance.now();
        let last = read();
        let still = 0;
        const frame = () => {
          const now = read();
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 20 && performance.now() - since >= 300) resolve(now);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** An item (or parcel category) and a store each crawler-visible home names. */
export const CRAWLER_NAMES: Record<ModuleType, string[]> = {
  grocery: ["Carrots", "Corner Mini Mart"],
  pharmacy: ["Cetirizine 10 mg Tablets (20)", "Al Shifa Pharmacy"],
  ecommerce: ["Embroidered Abaya", "Nova Electronics"],
  food: ["Chicken Shawarma Plate", "Slice & Co Pizzeria"],
  parcel: ["Documents", "Small Package"],
};

/** Text as it appears in the server's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
