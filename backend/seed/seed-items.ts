import { imageFileName, slugify } from "../services/images";
import { ECOMMERCE } from "./catalogue-ecommerce";
import { EXTRA_PRNG_SEED, EXTRAS } from "./catalogue-extras";
import { FOOD } from "./catalogue-food";
import { GROCERY } from "./catalogue-grocery";
import { COMMON_CONDITIONS, PHARMACY } from "./catalogue-pharmacy";
import type { ChoiceSeed, ModuleCatalogue, ProductSeed } from "./catalogue-types";
import { Prng } from "./prng";
import { inserter, json, type SeedContext } from "./seed-context";
import { BRANDS, themeOf, UNITS } from "./seed-geo-modules";
import type { SeededStore } from "./seed-stores";

/**
 * Categories (per module, with children) and the ~640 items of the 40 stores: ~600 from the
 * module catalogues, then the late extras of catalogue-extras.ts.
 */

export const CATALOGUES: Record<number, ModuleCatalogue> = {
  1: GROCERY,
  2: FOOD,
  3: PHARMACY,
  4: ECOMMERCE,
};

const TAGS: Record<number, string[]> = {
  1: ["Fresh", "Local", "Best value", "Family pack", "Imported"],
  2: ["Chef's special", "Spicy", "Bestseller", "Family size", "New"],
  3: ["Pharmacist pick", "Fast relief", "Sugar free", "Travel size"],
  4: ["Gift idea", "Bestseller", "Limited edition", "Eco friendly", "New"],
};

const ATTRIBUTE_IDS: Record<string, number> = { Size: 1, Color: 2, Storage: 3, Weight: 4, Pack: 5 };
const MEAT_SUBS = new Set(["poultry", "red_meat", "seafood"]);

export interface CategoryIds {
  /** sub-category key → { root id, sub id } per module */
  bySub: Map<string, { root: number; sub: number; module: number }>;
}

export function seedCategories(ctx: SeedContext): CategoryIds {
  const add = inserter(ctx.db, "categories", [
    "id",
    "name",
    "name_ar",
    "image",
    "parent_id",
    "position",
    "status",
    "priority",
    "module_id",
    "slug",
    "featured",
    "created_at",
    "updated_at",
  ]);
  const bySub = new Map<string, { root: number; sub: number; module: number }>();
  let id = 0;
  const created = ctx.ago(400);
  // the late categories (catalogue-extras.ts) come after all others, so earlier ids never move
  const lists = [
    ...Object.entries(CATALOGUES).map(([m, c]) => [m, c.categories, c.categories.length] as const),
    ...Object.entries(EXTRAS).map(([m, c]) => [m, c.categories, 0] as const),
  ];
  for (const [moduleId, list, count] of lists) {
    list.forEach((root, rootIndex) => {
      const rootId = ++id;
      add({
        id: rootId,
        name: root.en,
        name_ar: root.ar,
        image: imageFileName(root.en, rootId, { theme: themeOf(Number(moduleId)) }),
        parent_id: 0,
        position: 0,
        status: 1,
        priority: count - rootIndex,
        module_id: Number(moduleId),
        slug: `${slugify(root.en)}-${rootId}`,
        featured: root.featured ? 1 : 0,
        created_at: created,
        updated_at: created,
      });
      for (const child of root.children) {
        const subId = ++id;
        add({
          id: subId,
          name: child.en,
          name_ar: child.ar,
          image: imageFileName(child.en, subId, {
            theme: themeOf(Number(moduleId)),
            hints: [root.en],
          }),
          parent_id: rootId,
          position: 1,
          status: 1,
          priority: 0,
          module_id: Number(moduleId),
          slug: `${slugify(child.en)}-${subId}`,
          featured: 0,
          created_at: created,
          updated_at: created,
        });
        bySub.set(child.key, { root: rootId, sub: subId, module: Number(moduleId) });
      }
    });
  }
  return { bySub };
}

/** Variation rows "S-Red" from option axes; price grows by each axis' step. */
function variationsOf(ctx: SeedContext, choices: ChoiceSeed[], base: number) {
  let combos: { type: string[]; extra: number }[] = [{ type: [], extra: 0 }];
  for (const axis of choices) {
    combos = combos.flatMap((c) =>
      axis.options.map((o, i) => ({
        type: [...c.type, o.replace(/\s+/g, "")],
        extra: c.extra + (axis.step ?? 0) * i,
      })),
    );
  }
  return combos.map((c) => ({
    type: c.type.join("-"),
    price: base + c.extra,
    stock: ctx.rng.chance(0.12) ? 0 : ctx.rng.int(3, 40),
  }));
}

/** One prepared INSERT for item rows as itemRow() builds them. */
export function itemInserter(db: SeedContext["db"]) {
  return inserter(db, "items", [
    "id",
    "name",
    "name_ar",
    "description",
    "description_ar",
    "image",
    "images",
    "category_id",
    "category_ids",
    "variations",
    "food_variations",
    "add_ons",
    "attributes",
    "choice_options",
    "price",
    "tax",
    "tax_type",
    "discount",
    "discount_type",
    "available_time_starts",
    "available_time_ends",
    "veg",
    "status",
    "store_id",
    "module_id",
    "stock",
    "unit_id",
    "order_count",
    "slug",
    "recommended",
    "organic",
    "maximum_cart_quantity",
    "is_approved",
    "is_halal",
    "brand_id",
    "common_condition_id",
    "is_basic",
    "is_prescription_required",
    "generic_name",
    "nutritions_name",
    "allergies_name",
    "tags",
    "created_at",
    "updated_at",
  ]);
}

export function seedItems(ctx: SeedContext, stores: SeededStore[], categories: CategoryIds): void {
  const { rng } = ctx;
  const add = itemInserter(ctx.db);
  let id = 0;
  for (const store of stores) {
    const catalogue = CATALOGUES[store.seed.module];
    const subs = store.seed.subs;
    const candidates = catalogue.products.filter((p) => subs === "all" || subs.includes(p.sub));
    for (const product of rng.sample(candidates, store.seed.items)) {
      id += 1;
      add(itemRow(ctx, id, store, product, catalogue, categories));
    }
  }
  // The late extras draw from their own PRNG: the rows above are the same with or without them.
  const extraCtx: SeedContext = { ...ctx, rng: new Prng(EXTRA_PRNG_SEED) };
  for (const store of stores) {
    const extra = EXTRAS[store.seed.module];
    const subs = store.seed.subs;
    if (
      !extra ||
      !(
        extra.storeSubs.length === 0 ||
        subs === "all" ||
        subs.some((s) => extra.storeSubs.includes(s))
      )
    )
      continue;
    for (const product of extraCtx.rng.sample(extra.products, extra.perStore)) {
      id += 1;
      const row = itemRow(extraCtx, id, store, product, extra, categories);
      if (extra.recent) {
        const created = ctx.ago(extraCtx.rng.int(1, 10));
        Object.assign(row, { created_at: created, updated_at: created });
      }
      add(row);
    }
  }
}

/**
 * Loose produce and meat are weighed (per kg), but "Strawberries 250 g" or "Garlic (3 pcs)"
 * names its own size: that is one pack, and a price per kg would be a wrong price.
 */
function unitOf(name: string, unit: string | undefined): string | undefined {
  const statesSize = /\d\s*(g|kg|ml|l|m|cm)\b|\(\d+/i.test(name);
  return statesSize && (unit === "kg" || unit === "g") ? "pack" : unit;
}

/** An item row of `p` for `store`, drawing prices, stock, discounts … from ctx.rng. */
export function itemRow(
  ctx: SeedContext,
  id: number,
  store: SeededStore,
  p: ProductSeed,
  catalogue: ModuleCatalogue,
  categories: CategoryIds,
) {
  const { rng } = ctx;
  const moduleId = store.seed.module;
  const cat = categories.bySub.get(p.sub)!;
  const price = rng.price(p.min, p.max);
  const [description, descriptionAr] = (
    catalogue.descriptions[p.sub] ?? ["{name}.", "{name}."]
  ).map((t, i) => t.replace("{name}", i === 0 ? p.en : p.ar));
  const isFood = moduleId === 2;
  const choices = isFood ? [] : (p.choices ?? []);
  const variations = choices.length ? variationsOf(ctx, choices, price) : [];
  const foodVariations =
    isFood && catalogue.foodVariations?.[p.sub] && rng.chance(0.85)
      ? catalogue.foodVariations[p.sub]
      : null;
  const discounted = rng.chance(0.3);
  const amountDiscount = discounted && price >= 20 && rng.chance(0.35);
  const stock = isFood
    ? rng.int(60, 200)
    : variations.length
      ? variations.reduce((s, v) => s + v.stock, 0)
      : rng.chance(0.06)
        ? 0
        : rng.int(5, 150);
  const unitKey = moduleId === 4 ? "pcs" : unitOf(p.en, catalogue.units?.[p.sub]);
  const unitId = unitKey ? UNITS.findIndex(([u]) => u === unitKey) + 1 : null;
  const breakfast = ["eggs", "manakish"].includes(p.sub);
  const recent = rng.chance(0.12);
  const created = ctx.ago(recent ? rng.int(1, 14) : rng.int(20, 320));
  // the picture shows the item, else its sub-category ("Luqaimat" → Cakes & Sweets)
  const subName = catalogue.categories.flatMap((c) => c.children).find((c) => c.key === p.sub)?.en;
  const art = { theme: themeOf(moduleId), hints: [subName] };
  const images = [
    imageFileName(p.en, id, art),
    ...(moduleId === 2 ? [] : [imageFileName(`${p.en} detail`, id, art)]),
  ];
  const brand = p.brand ? BRANDS.findIndex((b) => b.key === p.brand) + 1 : null;
  const condition = p.condition
    ? COMMON_CONDITIONS.findIndex((c) => c.key === p.condition) + 1
    : null;
  const maxQuantity = p.prescription
    ? 2
    : moduleId === 4 && price > 1000
      ? 2
      : rng.chance(0.2)
        ? rng.pick([5, 10])
        : null;
  return {
    id,
    name: p.en,
    name_ar: p.ar,
    description,
    description_ar: descriptionAr,
    image: images[0],
    images: json(images),
    category_id: cat.sub,
    category_ids: json([
      { id: cat.root, position: 1 },
      { id: cat.sub, position: 2 },
    ]),
    variations: json(variations),
    food_variations: foodVariations ? json(foodVariations) : null,
    add_ons: json(isFood ? rng.sample(store.addOnIds, rng.int(0, 3)).sort((a, b) => a - b) : []),
    attributes: json(choices.map((c) => ATTRIBUTE_IDS[c.title] ?? 9)),
    choice_options: json(
      choices.map((c, i) => ({
        name: `choice_${ATTRIBUTE_IDS[c.title] ?? i + 1}`,
        title: c.title,
        options: c.options.map((o) => o.replace(/\s+/g, "")),
      })),
    ),
    price,
    tax: 5,
    tax_type: "percent",
    discount: discounted
      ? amountDiscount
        ? Math.max(2, Math.round(price * rng.pick([0.1, 0.15, 0.2])))
        : rng.pick([5, 10, 15, 20, 25])
      : 0,
    discount_type: amountDiscount ? "amount" : "percent",
    available_time_starts: breakfast ? "06:00:00" : "00:00:00",
    available_time_ends: breakfast ? "12:00:00" : "23:59:59",
    veg: isFood ? (p.veg ? 1 : 0) : moduleId === 1 && !MEAT_SUBS.has(p.sub) ? 1 : 0,
    status: 1,
    store_id: store.id,
    module_id: moduleId,
    stock,
    unit_id: unitId,
    order_count: Math.floor(rng.next() ** 2 * 600),
    slug: `${slugify(p.en)}-${id}`,
    recommended: rng.chance(0.15) ? 1 : 0,
    organic: p.organic ? 1 : 0,
    maximum_cart_quantity: maxQuantity,
    is_approved: 1,
    is_halal: p.halal ? 1 : 0,
    brand_id: brand,
    common_condition_id: condition,
    is_basic: p.basic ? 1 : 0,
    is_prescription_required: p.prescription ? 1 : 0,
    generic_name: p.generic ? json(p.generic) : null,
    nutritions_name: catalogue.nutrition?.[p.sub] ? json(catalogue.nutrition[p.sub]) : null,
    allergies_name: catalogue.allergies?.[p.sub] ? json(catalogue.allergies[p.sub]) : null,
    tags: json(rng.sample(TAGS[moduleId], rng.int(0, 2))),
    created_at: created,
    updated_at: created,
  };
}
