import { CATALOGUES, itemInserter, itemRow, type CategoryIds } from "./seed-items";
import { Prng } from "./prng";
import type { SeedContext } from "./seed-context";
import { STORES } from "./stores-data";

/**
 * The pharmacy home's featured store and its "Baby Care" and "Mens" tabs in every zone, not
 * just the default one (issue 23 item 2). Before this, Dubai Marina and Deira had no featured
 * pharmacy and Dubai Marina sold nothing for men at all.
 *
 * It runs last, with its own PRNG and item ids after every other row, and changes no store's
 * `seed` (a store's sub-categories and flags feed the main PRNG and the banners): every earlier
 * id, price and review stays as it was. The baby shelf needed no new rows: "Fruit Puree
 * Pouches" is on the basic-medicine shelf in the pharmacy catalogue, and both zones sell it.
 */

export const SHELVES_PRNG_SEED = 20261128;

/** One featured pharmacy per zone beyond the default one, chosen for what it sells. */
const FEATURED = ["Baby & Mom Pharmacy", "Life Care Pharmacy"];

/** Dubai Marina's grooming shelf: the catalogue's shaving products, at its wellness pharmacy. */
const GROOMING = { store: "Marina Wellness Pharmacy", sub: "shaving" };

export function seedPharmacyShelves(ctx: SeedContext, categories: CategoryIds): void {
  const { db } = ctx;
  const feature = db.prepare("UPDATE stores SET featured = 1 WHERE module_id = 3 AND name = ?");
  for (const name of FEATURED) feature.run(name);

  const position = STORES.findIndex((s) => s.module === 3 && s.en === GROOMING.store);
  if (position < 0) return;
  const store = { id: position + 1, seed: STORES[position], addOnIds: [] };
  const catalogue = CATALOGUES[3];
  const shelf: SeedContext = { ...ctx, rng: new Prng(SHELVES_PRNG_SEED) };
  const add = itemInserter(db);
  let id = (db.prepare("SELECT IFNULL(MAX(id), 0) AS n FROM items").get() as { n: number }).n;
  for (const product of catalogue.products.filter((p) => p.sub === GROOMING.sub)) {
    id += 1;
    add(itemRow(shelf, id, store, product, catalogue, categories));
  }
}
