import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { header } from "./header";
import { demoLocation } from "./session";

/**
 * Test data and locators for e2e/search.spec.ts: search words are read from the embedded API
 * (item names of the grocery module in the demo zone), never from the seed's ids or counts.
 */
export type Lang = "en" | "ar";

export const TEXTS = {
  en: {
    results: (term: string) => `Search results for “${term}”`,
    remove: (term: string) => `Remove “${term}” from recent searches`,
    clearAll: "Clear All",
    recent: "Recent searches",
    items: "Items",
    apply: "Apply",
    popular: "Popular",
    lowToHigh: "Price: low to high",
    loadMore: "Load more",
    sortAndFilter: "Sort and filter",
    resultsRegion: "Results",
    itemsNotFound: "Items not found!",
    noData: "Sorry no data found related to your search",
  },
  ar: {
    results: (term: string) => `نتائج البحث عن «${term}»`,
    remove: (term: string) => `إزالة «${term}» من عمليات البحث الأخيرة`,
    clearAll: "مسح الكل",
    recent: "عمليات البحث الأخيرة",
    items: "المنتجات",
    apply: "تطبيق",
    popular: "الأكثر طلبًا",
    lowToHigh: "السعر: من الأقل إلى الأعلى",
    loadMore: "تحميل المزيد",
    sortAndFilter: "الترتيب والتصفية",
    resultsRegion: "النتائج",
    itemsNotFound: "لم يتم العثور على منتجات!",
    noData: "عذرًا، لا توجد بيانات مرتبطة ببحثك",
  },
} as const;

export const prefix = (lang: Lang) => (lang === "ar" ? "/ar" : "");

/** Two different words of grocery item names in `lang` (3+ letters each). */
export async function searchWords(request: APIRequestContext, lang: Lang): Promise<string[]> {
  const prefs = await demoLocation(request, "grocery");
  const response = await request.get("/api/v1/items/popular?limit=30&offset=1", {
    headers: {
      zoneId: prefs.zoneIds!,
      moduleId: String(prefs.moduleId),
      "X-localization": lang,
    },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: Array<{ name: string }> };
  const words = new Set<string>();
  for (const { name } of products) {
    const word = name.split(/\s+/).find((w) => /^\p{L}{3,}$/u.test(w));
    if (word) words.add(word);
  }
  const list = [...words];
  expect(list.length).toBeGreaterThanOrEqual(2);
  return list.slice(0, 2);
}

/** The header's search field: a combobox once hydrated, a plain search field without JS. */
export const searchField = (page: Page, javaScriptEnabled: boolean) =>
  header(page).getByRole(javaScriptEnabled ? "combobox" : "searchbox");

/** The names on the result cards, in order. */
export const resultNames = (page: Page, lang: Lang) =>
  results(page, lang).getByRole("heading", { level: 3 }).allInnerTexts();

export const results = (page: Page, lang: Lang): Locator =>
  page.getByRole("region", { name: TEXTS[lang].resultsRegion });
