import { slugify } from "../services/images";
import { pointInPolygon } from "../services/geo";
import { PLACES, ZONES } from "./geo-data";
import type { SeedContext } from "./seed-context";
import { storeWriter, type SeededStore } from "./seed-stores";
import { STORES, type StoreSeed } from "./stores-data";
import { STORE_WORDS, type StoreConcept } from "./word-lists-stores";

/**
 * The generated stores of the default zone (zone 1, where the config's default location lies):
 * every non-parcel module gets stores until it has STORES_PER_MODULE there, named from
 * word-lists-stores.ts. Their commercial mix follows the store's position k within its module,
 * so every module has each kind whatever the PRNG draws:
 *  - k % 10 = 0 open round the clock, k % 10 = 7 temporarily closed (active = 0): at any hour
 *    some are open and some closed; the others keep their concept's hours (lunch/dinner,
 *    breakfast, late night, office days …), open or closed depending on the time;
 *  - k % 6 = 4 without a review plan (reviews_section = 0);
 *  - k % 5 = 1 a store-wide discount, k % 4 = 2 free delivery, k % 7 = 3 a minimum order,
 *    k % 9 = 3 featured, k % 8 = 5 recommended.
 */

export const DEFAULT_ZONE = 1;
export const STORES_PER_MODULE = 32;
const MODULES = [2, 1, 3, 4] as const;
const DISCOUNTS = [5, 10, 15, 20];

export interface GeneratedStoreSeed extends StoreSeed {
  concept: StoreConcept;
}

/** The places of the default zone, where generated stores stand. */
function defaultZonePlaces(): string[] {
  const ring = ZONES.find((z) => z.id === DEFAULT_ZONE)!.ring;
  return PLACES.filter((p) => pointInPolygon({ lat: p.lat, lng: p.lng }, ring)).map((p) => p.name);
}

export function generatedStoreSeeds(): GeneratedStoreSeed[] {
  const places = defaultZonePlaces();
  const slugs = new Set(STORES.map((s) => slugify(s.en)));
  const seeds: GeneratedStoreSeed[] = [];
  for (const module of MODULES) {
    const words = STORE_WORDS[module];
    const existing = STORES.filter((s) => s.module === module && s.zone === DEFAULT_ZONE).length;
    let made = 0;
    for (let k = 0; existing + made < STORES_PER_MODULE; k++) {
      const [part, partAr] = words.parts[k % words.parts.length];
      const concept = words.concepts[k % words.concepts.length];
      const en = concept.en.replace("{n}", part);
      if (slugs.has(slugify(en))) continue;
      slugs.add(slugify(en));
      made += 1;
      seeds.push({
        module,
        en,
        ar: concept.ar.replace("{n}", partAr),
        subs: concept.subs,
        concept,
        zone: DEFAULT_ZONE,
        near: places[(k * 7 + module) % places.length],
        hours: k % 10 === 0 ? "h24" : concept.hours,
        inactive: k % 10 === 7,
        items: 0, // drawn by generated-items.ts
        noReviewPlan: k % 6 === 4,
        discount: k % 5 === 1 ? DISCOUNTS[k % DISCOUNTS.length] : undefined,
        freeDelivery: k % 4 === 2,
        minimumOrder: k % 7 === 3 ? (module === 4 ? 100 : 30) : undefined,
        featured: k % 9 === 3,
        recommended: k % 8 === 5,
        prescription: module === 3 && (concept.prescription || k % 3 === 0),
        deliveryTime: words.deliveryTimes[k % words.deliveryTimes.length],
      });
    }
  }
  return seeds;
}

/** Writes the generated stores after the last existing store and add-on. */
export function seedGeneratedStores(
  ctx: SeedContext,
): (SeededStore & { seed: GeneratedStoreSeed })[] {
  const max = (table: string) =>
    (ctx.db.prepare(`SELECT IFNULL(MAX(id), 0) AS n FROM ${table}`).get() as { n: number }).n;
  const write = storeWriter(ctx, max("add_ons"));
  const firstId = max("stores") + 1;
  return generatedStoreSeeds().map((seed, i) => ({ ...write(firstId + i, seed), seed }));
}
