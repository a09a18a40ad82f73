import { refreshAllRatings } from "../services/ratings";
import { inserter, type SeedContext } from "./seed-context";

/** Item reviews by a cast of Dubai residents; aggregates are recomputed at the end. */

const CUSTOMERS = [
  "Aisha Rahman",
  "Omar Haddad",
  "Fatima Al Mansoori",
  "Rahul Menon",
  "Sara Khalil",
  "Yousef Al Ali",
  "Priya Nair",
  "Layla Nasser",
  "Khalid Al Suwaidi",
  "Maria Santos",
  "Ahmed Farouk",
  "Noura Al Hashimi",
  "James Whitfield",
  "Hessa Al Marri",
  "Bilal Qureshi",
  "Elena Petrova",
  "Mohammed Saeed",
  "Reem Al Zaabi",
  "Daniel Okafor",
  "Mariam Yousuf",
  "Arjun Sharma",
  "Hind Al Falasi",
  "Tariq Aziz",
  "Chloe Martin",
];

const COMMENTS: Record<number, string[]> = {
  5: [
    "Absolutely loved it, will order again!",
    "Excellent quality and arrived quickly.",
    "Best in Dubai, highly recommended.",
    "ممتاز جداً، سأطلب مرة أخرى بالتأكيد!",
    "جودة رائعة والتوصيل كان سريعاً.",
    "Perfect, exactly as described.",
    "أفضل ما جربت في دبي.",
  ],
  4: [
    "Very good, just a little late.",
    "Great value for the price.",
    "Tasty and fresh, packaging could be better.",
    "جيد جداً، لكن التوصيل تأخر قليلاً.",
    "سعر مناسب وجودة ممتازة.",
    "Good overall, would buy again.",
  ],
  3: [
    "It was okay, nothing special.",
    "Average. Expected a bit more.",
    "مقبول، لا شيء مميز.",
    "Decent but portion was small.",
  ],
  2: ["Not as fresh as I hoped.", "Arrived late and a bit cold.", "لم يكن بالجودة المتوقعة."],
  1: [
    "Disappointed with this order.",
    "Wrong item delivered, support fixed it later.",
    "تجربة سيئة هذه المرة.",
  ],
};

function pickRating(roll: number, bias: number): number {
  const r = roll - bias;
  if (r < 0.5) return 5;
  if (r < 0.8) return 4;
  if (r < 0.92) return 3;
  if (r < 0.97) return 2;
  return 1;
}

/** Reviews of the items with id ≥ fromItemId (the generated items get theirs with their own PRNG). */
export function seedReviews(ctx: SeedContext, fromItemId = 1): void {
  const { db, rng } = ctx;
  const add = inserter(db, "reviews", [
    "item_id",
    "store_id",
    "user_id",
    "order_id",
    "customer_name",
    "rating",
    "comment",
    "attachment",
    "reply",
    "status",
    "created_at",
    "updated_at",
  ]);
  const items = db
    .prepare("SELECT id, store_id, order_count FROM items WHERE id >= ? ORDER BY id")
    .all(fromItemId) as {
    id: number;
    store_id: number;
    order_count: number;
  }[];
  for (const item of items) {
    // Stores differ in quality: a per-store bias shifts the rating mix.
    const bias = ((item.store_id * 37) % 10) / 100 - 0.03;
    const count = Math.min(24, Math.floor(item.order_count / 30) + rng.int(0, 2));
    for (let i = 0; i < count; i++) {
      const rating = pickRating(rng.next(), bias);
      const created = ctx.ago(rng.int(1, 240) + rng.next());
      add({
        item_id: item.id,
        store_id: item.store_id,
        user_id: null,
        order_id: null,
        customer_name: rng.pick(CUSTOMERS),
        rating,
        comment: rng.chance(0.85) ? rng.pick(COMMENTS[rating]) : null,
        attachment: "[]",
        reply:
          rating <= 2 && rng.chance(0.5)
            ? "Sorry about this, we have shared your feedback with the team."
            : null,
        status: 1,
        created_at: created,
        updated_at: created,
      });
    }
  }
  refreshAllRatings(db);
}
