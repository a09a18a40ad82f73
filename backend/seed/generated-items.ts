import { EXTRAS } from "./catalogue-extras";
import type { ModuleCatalogue } from "./catalogue-types";
import { seedGeneratedStores } from "./generated-stores";
import { Prng } from "./prng";
import type { SeedContext } from "./seed-context";
import { CATALOGUES, itemInserter, itemRow, type CategoryIds } from "./seed-items";
import { seedReviews } from "./seed-reviews";
import { ECOMMERCE_WORDS } from "./word-lists-ecommerce";
import { FOOD_WORD_VARIATIONS, FOOD_WORDS } from "./word-lists-food";
import { GROCERY_WORDS } from "./word-lists-grocery";
import { PHARMACY_ALLERGIES, PHARMACY_NUTRITION, PHARMACY_WORDS } from "./word-lists-pharmacy";

/**
 * The generated part of the demo marketplace: the stores of generated-stores.ts, each with a
 * handful of items from its concept's sub-categories (the word lists' products and the
 * original catalogue's), and their reviews. It runs after every other catalogue step, with its
 * own PRNG and ids after the existing ones, so no earlier row changes.
 */

export const GENERATED_PRNG_SEED = 20250601;

const base = (module: number) => CATALOGUES[module];

/** The module catalogues the generated stores sell from: word lists first, then the originals. */
const GENERATED_CATALOGUES: Record<number, ModuleCatalogue> = {
  1: {
    ...base(1),
    // the late Beauty shelf too: the grocery home's best-reviewed tabs need shops that sell it
    products: [...GROCERY_WORDS, ...base(1).products, ...EXTRAS[1].products],
    descriptions: { ...base(1).descriptions, ...EXTRAS[1].descriptions },
    units: { ...base(1).units, ...EXTRAS[1].units },
  },
  2: {
    ...base(2),
    products: [...FOOD_WORDS, ...base(2).products],
    foodVariations: { ...base(2).foodVariations, ...FOOD_WORD_VARIATIONS },
  },
  3: {
    ...base(3),
    products: [...PHARMACY_WORDS, ...base(3).products],
    nutrition: { ...base(3).nutrition, ...PHARMACY_NUTRITION },
    allergies: { ...base(3).allergies, ...PHARMACY_ALLERGIES },
  },
  4: { ...base(4), products: [...ECOMMERCE_WORDS, ...base(4).products] },
};

export function seedGeneratedMarketplace(ctx: SeedContext, categories: CategoryIds): void {
  const gen: SeedContext = { ...ctx, rng: new Prng(GENERATED_PRNG_SEED) };
  const { rng } = gen;
  const stores = seedGeneratedStores(gen);
  const add = itemInserter(ctx.db);
  const firstItemId =
    (ctx.db.prepare("SELECT IFNULL(MAX(id), 0) AS n FROM items").get() as { n: number }).n + 1;
  let id = firstItemId - 1;
  for (const store of stores) {
    const catalogue = GENERATED_CATALOGUES[store.seed.module];
    const subs = store.seed.subs;
    const candidates = catalogue.products.filter((p) => subs === "all" || subs.includes(p.sub));
    // supermarkets and full pharmacies carry more than a speciality shop
    const count = subs === "all" ? rng.int(8, 12) : rng.int(4, 8);
    for (const product of rng.sample(candidates, count)) {
      id += 1;
      add(itemRow(gen, id, store, product, catalogue, categories));
    }
  }
  seedReviews(gen, firstItemId);
}
