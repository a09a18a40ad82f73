/**
 * The rate-and-review form's fields and rules, shared by the action (always) and the browser
 * (Conform, loaded lazily): per item a star rating (1–5) and a comment, the same for the delivery
 * man — whose comment the contract requires once he is rated (§7.3). Nothing rated: nothing to
 * send. Messages are `orders:` keys.
 */
import { z } from "zod";
import {
  DM_COMMENT,
  DM_RATING,
  commentField,
  ratingField,
  type ReviewShape,
} from "./review-fields";

export type { ReviewShape };

const rating = z
  .number({ invalid_type_error: "orders:reviews.errors.rating" })
  .int("orders:reviews.errors.rating")
  .min(1, "orders:reviews.errors.rating")
  .max(5, "orders:reviews.errors.rating")
  .optional();
const comment = z.string().trim().max(1000, "orders:reviews.errors.commentTooLong").optional();

export function reviewSchema({ itemIds, deliveryMan }: ReviewShape) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const id of itemIds) {
    shape[ratingField(id)] = rating;
    shape[commentField(id)] = comment;
  }
  if (deliveryMan) {
    shape[DM_RATING] = rating;
    shape[DM_COMMENT] = comment;
  }
  return z.object(shape).superRefine((value, ctx) => {
    const rated = Object.entries(value).some(([k, v]) => k.includes("rating") && v !== undefined);
    if (!rated)
      ctx.addIssue({ code: "custom", path: [], message: "orders:reviews.errors.nothing" });
    if (deliveryMan && value[DM_RATING] !== undefined && !value[DM_COMMENT])
      ctx.addIssue({
        code: "custom",
        path: [DM_COMMENT],
        message: "orders:reviews.errors.dmComment",
      });
  });
}
