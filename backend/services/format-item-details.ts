import type Database from "better-sqlite3";
import { parseJson, type FormatContext } from "./format-core";
import { formatStore } from "./format-store";
import type { ItemRow } from "./rows";
import { storeById } from "./row-lookups";
import { cachedAll } from "../db/read-cache";
import { seedWord } from "./seed-words-ar";

/** What item details add to the item object: wishlist count, tags, reviews, store_details. */

export function itemDetailFields(db: Database.Database, row: ItemRow, ctx: FormatContext) {
  const store = storeById(db, row.store_id);
  const reviews = cachedAll<{
    id: number;
    user_id: number | null;
    customer_name: string;
    rating: number;
    comment: string | null;
    created_at: string;
    updated_at: string;
    order_id: number | null;
    reply: string | null;
  }>(
    db,
    "SELECT * FROM reviews WHERE item_id = ? AND status = 1 ORDER BY created_at DESC, id DESC LIMIT 10",
    [row.id],
  );
  return {
    whislists_count: wishlistCount(db, row.id),
    tags: parseJson<string[]>(row.tags, []).map((tag, i) => ({
      id: i + 1,
      tag: seedWord(tag, ctx.locale),
    })),
    reviews: reviews.map((r) => ({
      id: r.id,
      item_id: row.id,
      user_id: r.user_id,
      order_id: r.order_id,
      rating: r.rating,
      comment: r.comment,
      reply: r.reply,
      created_at: r.created_at,
      updated_at: r.updated_at,
      customer: customerOf(r),
    })),
    store_details: store ? formatStore(db, store, ctx) : null,
  };
}

/** Review author as the API shows it; seeded reviews keep only a name snapshot. */
export function customerOf(review: { user_id: number | null; customer_name: string }) {
  const [first, ...rest] = review.customer_name.split(" ");
  return {
    id: review.user_id,
    f_name: first ?? "",
    l_name: rest.join(" "),
    image: null,
    image_full_url: null,
  };
}

/** The wishlists table belongs to part 2 (customer); count it when it exists. */
function wishlistCount(db: Database.Database, itemId: number): number {
  try {
    return cachedAll<{ n: number }>(db, "SELECT COUNT(*) AS n FROM wishlists WHERE item_id = ?", [
      itemId,
    ])[0].n;
  } catch {
    return 0;
  }
}
