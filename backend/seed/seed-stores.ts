import { pointInPolygon } from "../services/geo";
import { imageFileName, slugify } from "../services/images";
import { PLACES, ZONES } from "./geo-data";
import { inserter, type SeedContext } from "./seed-context";
import { themeOf } from "./seed-geo-modules";
import { hoursOf, STORES, type StoreSeed } from "./stores-data";

/** Stores (ids 1..40 in STORES order), their schedules, discounts and food add-ons. */

const CHARGES: Record<number, [number, number, number]> = {
  1: [2, 8, 30],
  2: [1.5, 5, 25],
  3: [1.5, 6, 25],
  4: [2.5, 10, 40],
};

/** Food add-ons by the sub-categories a restaurant sells. */
const ADDON_POOLS: Record<string, [string, string, number][]> = {
  arabic: [
    ["Garlic Toum", "ثومية", 2],
    ["Tahini Sauce", "صلصة طحينة", 2],
    ["Pickles", "مخللات", 2],
    ["French Fries", "بطاطا مقلية", 8],
    ["Extra Arabic Bread", "خبز عربي إضافي", 2],
    ["Soft Drink", "مشروب غازي", 6],
  ],
  indian: [
    ["Raita", "رايتا", 5],
    ["Papadum", "بابادوم", 3],
    ["Mint Chutney", "صلصة النعناع", 3],
    ["Gulab Jamun (2 pcs)", "غلاب جامون (حبتان)", 9],
    ["Soft Drink", "مشروب غازي", 6],
  ],
  italian: [
    ["Garlic Bread", "خبز بالثوم", 9],
    ["Extra Cheese", "جبنة إضافية", 5],
    ["Chilli Oil", "زيت الفلفل الحار", 2],
    ["Tiramisu Cup", "كوب تيراميسو", 14],
    ["Soft Drink", "مشروب غازي", 6],
  ],
  burgers: [
    ["Extra Cheese", "جبنة إضافية", 4],
    ["Jalapeños", "هالبينو", 3],
    ["Extra Sauce", "صلصة إضافية", 2],
    ["French Fries", "بطاطا مقلية", 8],
    ["Soft Drink", "مشروب غازي", 6],
  ],
  asian: [
    ["Extra Soy Sauce", "صلصة صويا إضافية", 1],
    ["Wasabi", "واسابي", 2],
    ["Miso Soup", "حساء الميسو", 12],
    ["Spring Rolls (2 pcs)", "سبرينغ رول (حبتان)", 10],
  ],
  healthy: [
    ["Extra Avocado", "أفوكادو إضافي", 6],
    ["Chia Seeds", "بذور الشيا", 3],
    ["Protein Boost", "جرعة بروتين", 8],
    ["Sourdough Slice", "شريحة خبز مخمر", 4],
  ],
  breakfast: [
    ["Extra Shot", "شوت إسبريسو إضافي", 4],
    ["Oat Milk", "حليب الشوفان", 3],
    ["Labneh Side", "لبنة جانبية", 6],
    ["Butter Croissant", "كرواسون بالزبدة", 7],
  ],
  desserts: [
    ["Ice Cream Scoop", "كرة آيس كريم", 7],
    ["Whipped Cream", "كريمة مخفوقة", 4],
    ["Extra Shot", "شوت إسبريسو إضافي", 4],
    ["Pistachio Crumble", "فتات الفستق", 5],
  ],
};

const POOL_OF_SUB: Record<string, string> = {
  shawarma: "arabic",
  grills: "arabic",
  mezze: "arabic",
  biryani: "indian",
  curries: "indian",
  breads: "indian",
  pizza: "italian",
  pasta: "italian",
  beef_burgers: "burgers",
  chicken_burgers: "burgers",
  sides: "burgers",
  sushi: "asian",
  noodles: "asian",
  salads: "healthy",
  bowls: "healthy",
  juices: "healthy",
  eggs: "breakfast",
  manakish: "breakfast",
  coffee: "breakfast",
  cakes: "desserts",
};

export interface SeededStore {
  id: number;
  seed: StoreSeed;
  addOnIds: number[];
}

export function seedStores(ctx: SeedContext): SeededStore[] {
  const write = storeWriter(ctx);
  return STORES.map((seed, index) => write(index + 1, seed));
}

/**
 * Writes one store (row, schedule, discount, food add-ons) per call. The generated stores of
 * generated-stores.ts use it too, with their own PRNG and add-on ids after the existing ones.
 */
export function storeWriter(ctx: SeedContext, lastAddOnId = 0) {
  const { db, rng } = ctx;
  const addStore = inserter(db, "stores", [
    "id",
    "module_id",
    "zone_id",
    "vendor_id",
    "name",
    "name_ar",
    "slug",
    "phone",
    "email",
    "logo",
    "cover_photo",
    "latitude",
    "longitude",
    "address",
    "address_ar",
    "footer_text",
    "minimum_order",
    "comission",
    "schedule_order",
    "status",
    "active",
    "free_delivery",
    "delivery",
    "take_away",
    "off_day",
    "tax",
    "minimum_shipping_charge",
    "maximum_shipping_charge",
    "per_km_shipping_charge",
    "delivery_time",
    "veg",
    "non_veg",
    "order_count",
    "total_order",
    "featured",
    "prescription_order",
    "cutlery",
    "halal_tag_status",
    "extra_packaging_status",
    "extra_packaging_amount",
    "is_recommended",
    "announcement",
    "announcement_message",
    "meta_title",
    "meta_description",
    "reviews_section",
    "created_at",
    "updated_at",
  ]);
  const addSchedule = inserter(db, "store_schedules", [
    "store_id",
    "day",
    "opening_time",
    "closing_time",
  ]);
  const addDiscount = inserter(db, "store_discounts", [
    "store_id",
    "start_date",
    "end_date",
    "start_time",
    "end_time",
    "min_purchase",
    "max_discount",
    "discount",
    "discount_type",
  ]);
  const addAddOn = inserter(db, "add_ons", [
    "id",
    "name",
    "name_ar",
    "price",
    "store_id",
    "status",
    "created_at",
    "updated_at",
  ]);
  let addOnId = lastAddOnId;
  return (id: number, seed: StoreSeed): SeededStore => {
    const index = id - 1;
    const place = PLACES.find((p) => p.name === seed.near)!;
    const zone = ZONES.find((z) => z.id === seed.zone)!;
    let lat = place.lat + (rng.next() - 0.5) * 0.006;
    let lng = place.lng + (rng.next() - 0.5) * 0.006;
    if (!pointInPolygon({ lat, lng }, zone.ring)) [lat, lng] = [place.lat, place.lng];
    const [perKm, minCharge, maxCharge] = CHARGES[seed.module];
    // a few recent stores so "newly joined" lists have something to show
    const created = ctx.ago(index % 9 === 4 ? rng.int(3, 25) : rng.int(60, 400));
    const orders = rng.int(40, 2500);
    const isFood = seed.module === 2;
    const slug = slugify(seed.en);
    addStore({
      id,
      module_id: seed.module,
      zone_id: seed.zone,
      vendor_id: id,
      name: seed.en,
      name_ar: seed.ar,
      slug,
      phone: `+9714${String(3000000 + id * 7919).slice(0, 7)}`,
      email: `${slug}@souqexpress.example`,
      logo: imageFileName(`${seed.en} logo`, id, { theme: themeOf(seed.module) }),
      cover_photo: imageFileName(seed.en, id, { theme: themeOf(seed.module) }),
      latitude: round6(lat),
      longitude: round6(lng),
      address: `${place.name}, ${place.area}, Dubai`,
      address_ar: `${place.name_ar}، ${place.area_ar}، دبي`,
      footer_text: null,
      minimum_order: seed.minimumOrder ?? 0,
      comission: null,
      schedule_order: seed.module === 4 ? 0 : 1,
      status: 1,
      active: seed.inactive ? 0 : 1,
      free_delivery: seed.freeDelivery ? 1 : 0,
      delivery: 1,
      take_away: seed.module === 4 ? 0 : 1,
      off_day: " ",
      tax: 5,
      minimum_shipping_charge: minCharge,
      maximum_shipping_charge: maxCharge,
      per_km_shipping_charge: perKm,
      delivery_time: seed.deliveryTime ?? "30-40 min",
      veg: 1,
      non_veg:
        isFood &&
        seed.subs !== "all" &&
        seed.subs.every((s) => ["salads", "bowls", "juices", "cakes", "coffee"].includes(s))
          ? 0
          : 1,
      order_count: orders,
      total_order: orders,
      featured: seed.featured ? 1 : 0,
      prescription_order: seed.prescription ? 1 : 0,
      cutlery: isFood ? 1 : 0,
      halal_tag_status: isFood || seed.en.includes("Butchery") ? 1 : 0,
      extra_packaging_status: isFood && id % 3 === 0 ? 1 : 0,
      extra_packaging_amount: isFood && id % 3 === 0 ? 2 : 0,
      is_recommended: seed.recommended ? 1 : 0,
      announcement: seed.en === "Kunafa & Coffee" ? 1 : 0,
      announcement_message:
        seed.en === "Kunafa & Coffee" ? "Fresh kunafa out of the oven every hour!" : null,
      meta_title: `${seed.en} | Souq Express`,
      meta_description: `Order from ${seed.en} in Dubai with Souq Express.`,
      reviews_section: seed.noReviewPlan ? 0 : 1,
      created_at: created,
      updated_at: created,
    });
    const hours = hoursOf(seed.hours);
    for (const day of hours.days) {
      for (const [open, close] of hours.slots)
        addSchedule({ store_id: id, day, opening_time: open, closing_time: close });
    }
    if (seed.discount) {
      addDiscount({
        store_id: id,
        start_date: ctx.date(-20),
        end_date: ctx.date(60),
        start_time: "00:00:00",
        end_time: "23:59:59",
        min_purchase: 50,
        max_discount: 30,
        discount: seed.discount,
        discount_type: "percent",
      });
    }
    const addOnIds: number[] = [];
    if (isFood && seed.subs !== "all") {
      const pools = [...new Set(seed.subs.map((s) => POOL_OF_SUB[s]).filter(Boolean))];
      const seen = new Set<string>();
      for (const [en, ar, price] of pools.flatMap((p) => ADDON_POOLS[p])) {
        if (seen.has(en) || addOnIds.length >= 7) continue;
        seen.add(en);
        addOnId += 1;
        addAddOn({
          id: addOnId,
          name: en,
          name_ar: ar,
          price,
          store_id: id,
          status: 1,
          created_at: created,
          updated_at: created,
        });
        addOnIds.push(addOnId);
      }
    }
    return { id, seed, addOnIds };
  };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
