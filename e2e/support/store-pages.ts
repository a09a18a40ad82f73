import { expect, type APIRequestContext } from "@playwright/test";
import { demoLocation, type ModuleType } from "./session";

/**
 * Test data for e2e/store.spec.ts, read from the embedded API by property (a store on the first
 * page of a list that has items, a word of one of its items), never from the seed's ids.
 */
export type Lang = "en" | "ar";

export async function moduleHeaders(
  request: APIRequestContext,
  type: ModuleType,
  lang: Lang = "en",
) {
  const prefs = await demoLocation(request, type);
  return {
    prefs,
    moduleId: prefs.moduleId!,
    headers: {
      zoneId: prefs.zoneIds ?? "",
      moduleId: String(prefs.moduleId),
      "X-localization": lang,
    },
  };
}

export async function api<T>(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
) {
  const response = await request.get(`/api/v1/${path}`, { headers });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

export type ListedStore = {
  id: number;
  slug: string;
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  avg_rating: number;
};

/** The first store on page 1 of /store/latest (12 a page) that has items, with one of its items. */
export async function latestStoreWithItems(
  request: APIRequestContext,
  headers: Record<string, string>,
) {
  const { stores } = await api<{ stores: ListedStore[] }>(
    request,
    "stores/latest?type=all&limit=12&offset=1",
    headers,
  );
  for (const store of stores) {
    const { products } = await api<{ products: Array<{ id: number; name: string }> }>(
      request,
      `items/latest?store_id=${store.id}&category_id=0&limit=20&offset=1`,
      headers,
    );
    if (products.length > 0) return { store, item: products[0] };
  }
  throw new Error("no store with items on the first page of the latest stores");
}

/** A word of the item's name long enough to find it (the first with 3+ letters). */
export const searchWordOf = (name: string) =>
  name.split(/\s+/).find((word) => word.replace(/[^\p{L}]/gu, "").length >= 3) ?? name;

export const TEXTS = {
  en: {
    searchLabel: (name: string) => `Search in ${name}`,
    searchButton: "Search",
    results: (word: string) => `Results for “${word}”`,
    viewMap: "View on map",
    mapTitle: (name: string) => `Where to find ${name}`,
    directions: "Directions",
    close: "Close",
    sortTopRated: "Top Rated",
    sortLabel: "Sort stores",
    deliveryLabel: "Delivery type",
    delivery: "Delivery",
    next: "Next",
    status: (page: number, count: number) => `Page ${page} of ${count}`,
    latestTitle: "Latest stores",
  },
  ar: {
    searchLabel: (name: string) => `ابحث في ${name}`,
    searchButton: "بحث",
    results: (word: string) => `نتائج «${word}»`,
    viewMap: "عرض على الخريطة",
    mapTitle: (name: string) => `موقع ${name}`,
    directions: "الاتجاهات",
    close: "إغلاق",
    sortTopRated: "الأعلى تقييمًا",
    sortLabel: "ترتيب المتاجر",
    deliveryLabel: "نوع التوصيل",
    delivery: "توصيل",
    next: "التالي",
    status: (page: number, count: number) => `الصفحة ${page} من ${count}`,
    latestTitle: "أحدث المتاجر",
  },
} as const;
