import type { APIRequestContext } from "@playwright/test";

/**
 * Seeded items found through the running server's API by what they have (the seed grows; ids
 * are never hard-coded), for e2e/product.spec.ts.
 */
export const MODULE_IDS = { grocery: 1, food: 2, pharmacy: 3, ecommerce: 4 } as const;

export type FoodGroup = {
  name: string;
  type: string;
  required: string;
  min: number;
  max: number;
  values: Array<{ label: string; optionPrice: number }>;
};
export type ApiItem = {
  id: number;
  slug: string | null;
  name: string;
  price: number;
  discount: number;
  store_discount: number;
  variations: Array<{ type: string; price: number; stock?: number }>;
  choice_options: Array<{ title: string; options: string[] }>;
  food_variations: "" | FoodGroup[];
  add_ons: Array<{ id: number; name: string; price: number }>;
  available_time_starts: string;
  available_time_ends: string;
};

/** The module's items as the backend answers them in `lang` (the demo's choices follow it). */
export async function itemsOf(
  request: APIRequestContext,
  moduleId: number,
  lang: "en" | "ar" = "en",
): Promise<ApiItem[]> {
  const all: ApiItem[] = [];
  for (let offset = 1; offset <= 20; offset += 1) {
    const answer = await request.get(
      `/api/v1/items/get-products?data_type=all&limit=100&offset=${offset}`,
      {
        headers: {
          zoneId: "[1]",
          moduleId: String(moduleId),
          Accept: "application/json",
          "X-localization": lang,
        },
      },
    );
    const page = (await answer.json()) as { products?: ApiItem[] };
    if (!page.products?.length) break;
    all.push(...page.products);
  }
  return all;
}

export const groupsOf = (item: ApiItem) =>
  Array.isArray(item.food_variations) ? item.food_variations : [];

/**
 * A food item open all day, at full price, with a required single group, a multi group with a
 * maximum it can exceed, and add-ons.
 */
export async function foodItemWithChoices(request: APIRequestContext) {
  const item = (await itemsOf(request, MODULE_IDS.food)).find(
    (i) =>
      !(i.discount > 0) &&
      !(i.store_discount > 0) &&
      i.available_time_starts === "00:00:00" &&
      i.available_time_ends === "23:59:59" &&
      i.add_ons.length > 0 &&
      groupsOf(i).some((g) => g.required === "on" && g.type === "single") &&
      groupsOf(i).some((g) => g.type === "multi" && g.max > 0 && g.values.length > g.max),
  );
  if (!item) throw new Error("the seed has no food item with required and min/max choices");
  const groups = groupsOf(item);
  return {
    item,
    single: groups.find((g) => g.required === "on" && g.type === "single")!,
    multi: groups.find((g) => g.type === "multi" && g.max > 0 && g.values.length > g.max)!,
    addOn: item.add_ons[0],
  };
}

/** An ecommerce item with a variation whose stock is 0, and the options that name it. */
export async function itemWithEmptyVariation(request: APIRequestContext, lang: "en" | "ar" = "en") {
  const item = (await itemsOf(request, MODULE_IDS.ecommerce, lang)).find(
    (i) => i.choice_options.length > 0 && i.variations.some((v) => v.stock === 0),
  );
  if (!item) throw new Error("the seed has no ecommerce item with a variation out of stock");
  const empty = item.variations.find((v) => v.stock === 0)!;
  const wanted = empty.type.replace(/[\s-]/g, "");
  // the options of each group, in group order, whose joined text is the variation's type
  const pick = (group: number, sofar: string[]): string[] | null => {
    if (group === item.choice_options.length)
      return sofar.join("").replace(/\s/g, "") === wanted ? sofar : null;
    for (const option of item.choice_options[group].options) {
      const found = pick(group + 1, [...sofar, option]);
      if (found) return found;
    }
    return null;
  };
  return { item, options: pick(0, [])! };
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
