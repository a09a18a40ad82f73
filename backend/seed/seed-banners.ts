import { imageFileName } from "../services/images";
import { inserter, type SeedContext } from "./seed-context";
import { themeOf } from "./seed-geo-modules";
import type { SeededStore } from "./seed-stores";

/** Banners of the three types per module and zone, and banners stores made for their pages. */

const BANNER_TITLES: Record<number, [string, string][]> = {
  1: [
    ["Fresh produce every morning", "منتجات طازجة كل صباح"],
    ["Up to 25% off dairy", "خصم حتى 25٪ على الألبان"],
    ["Stock up your pantry", "املأ مخزن مطبخك"],
  ],
  2: [
    ["Dinner in 30 minutes", "عشاؤك خلال 30 دقيقة"],
    ["Grill night deals", "عروض ليلة المشاوي"],
    ["Sweet tooth? Try kunafa", "تحب الحلويات؟ جرّب الكنافة"],
  ],
  3: [
    ["Wellness essentials", "أساسيات العافية"],
    ["Vitamins for the whole family", "فيتامينات لكل العائلة"],
    ["Upload your prescription", "ارفع وصفتك الطبية"],
  ],
  4: [
    ["New tech has landed", "وصلت أحدث التقنيات"],
    ["Summer fashion edit", "تشكيلة أزياء الصيف"],
    ["Make your home cosy", "اجعل منزلك أكثر دفئاً"],
  ],
};

export function seedBanners(ctx: SeedContext, stores: SeededStore[]) {
  const add = inserter(ctx.db, "banners", [
    "title",
    "title_ar",
    "type",
    "image",
    "data",
    "link",
    "module_id",
    "zone_id",
    "store_id",
    "featured",
    "status",
    "created_at",
    "updated_at",
  ]);
  const created = ctx.ago(30);
  for (const moduleId of [1, 2, 3, 4]) {
    for (const zoneId of [1, 2, 3]) {
      // ecommerce serves every zone, so any of its stores may be advertised anywhere
      const local = stores.filter(
        (s) =>
          s.seed.module === moduleId &&
          (moduleId === 4 || s.seed.zone === zoneId) &&
          !s.seed.inactive,
      );
      const store = local[zoneId % local.length];
      const item = ctx.db
        .prepare("SELECT id, name FROM items WHERE store_id = ? ORDER BY order_count DESC LIMIT 1")
        .get(store.id) as { id: number; name: string };
      const [t1, t2, t3] = BANNER_TITLES[moduleId];
      const base = {
        module_id: moduleId,
        zone_id: zoneId,
        store_id: null,
        status: 1,
        created_at: created,
        updated_at: created,
      };
      add({
        ...base,
        title: t1[0],
        title_ar: t1[1],
        type: "default",
        image: imageFileName(t1[0], `${moduleId}${zoneId}`, { theme: themeOf(moduleId) }),
        data: null,
        link: "https://souqexpress.example/offers",
        featured: 1,
      });
      add({
        ...base,
        title: t2[0],
        title_ar: t2[1],
        type: "store_wise",
        image: imageFileName(t2[0], `${moduleId}${zoneId}`, {
          theme: themeOf(moduleId),
          hints: [store.seed.en],
        }),
        data: store.id,
        link: null,
        featured: 0,
      });
      add({
        ...base,
        title: t3[0],
        title_ar: t3[1],
        type: "item_wise",
        image: imageFileName(t3[0], `${moduleId}${zoneId}`, {
          theme: themeOf(moduleId),
          hints: [item.name],
        }),
        data: item.id,
        link: null,
        featured: 0,
      });
    }
  }
  // Banners a store created for its own page (GET /banners/{store_id}/)
  for (const store of stores.filter((s) => s.seed.featured)) {
    add({
      title: `${store.seed.en} specials`,
      title_ar: `عروض ${store.seed.ar}`,
      type: "default",
      image: imageFileName(`${store.seed.en} specials`, store.id, {
        theme: themeOf(store.seed.module),
      }),
      data: null,
      link: null,
      module_id: store.seed.module,
      zone_id: store.seed.zone,
      store_id: store.id,
      featured: 0,
      status: 1,
      created_at: created,
      updated_at: created,
    });
  }
}
