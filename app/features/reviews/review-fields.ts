/**
 * The rate-and-review form's field names, free of zod: the form imports these, while the rules
 * (review-schema.ts) load lazily in the browser.
 */
export const ratingField = (itemId: number) => `rating_${itemId}`;
export const commentField = (itemId: number) => `comment_${itemId}`;
export const DM_RATING = "dm_rating";
export const DM_COMMENT = "dm_comment";
export const STARS = [1, 2, 3, 4, 5] as const;

export interface ReviewShape {
  itemIds: number[];
  deliveryMan: boolean;
}
