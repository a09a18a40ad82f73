import { z } from "zod";
import { flag, id, lenientArray, maybeText, numOr, text } from "./primitives";
import { objectOrEmpty, raw, storeSchema } from "./home";

/**
 * The module home's content reads besides items and stores (api-contract §2.5, §5.7, §5.12):
 * coupons, ads, brands, conditions, parcel categories, the other-banners family and the
 * signed-in extras. Same tolerance as ./home.ts.
 */

// ---------------------------------------------------------------------------------------------
// Coupons (§5.7), ads, brands, conditions, parcel categories

export const couponSchema = z
  .object({
    id,
    title: text,
    code: text,
    discount: numOr(0),
    discount_type: maybeText.optional(),
    min_purchase: numOr(0).optional(),
    coupon_type: text.optional(),
    expire_date: maybeText.optional(),
    /** For store_wise coupons in lists: the store name (§5.7). */
    data: raw,
    store: z.object({ name: maybeText.optional() }).passthrough().nullable().catch(null).optional(),
  })
  .passthrough();
export type Coupon = z.output<typeof couponSchema>;
export const couponListSchema = lenientArray(couponSchema);

export const adSchema = z
  .object({
    id,
    add_type: text,
    title: text,
    description: text.optional(),
    cover_image_full_url: maybeText.optional(),
    profile_image_full_url: maybeText.optional(),
    video_attachment_full_url: maybeText.optional(),
    is_rating_active: flag.optional(),
    is_review_active: flag.optional(),
    average_rating: numOr(0).optional(),
    reviews_comments_count: numOr(0).optional(),
    store: storeSchema.nullable().catch(null).optional(),
  })
  .passthrough();
export type Ad = z.output<typeof adSchema>;
export const adListSchema = lenientArray(adSchema);

export const brandSchema = z
  .object({
    id,
    name: text,
    image_full_url: maybeText.optional(),
    items_count: numOr(0).optional(),
  })
  .passthrough();
export type Brand = z.output<typeof brandSchema>;
export const brandListSchema = lenientArray(brandSchema);

export const conditionSchema = z.object({ id, name: text }).passthrough();
export type Condition = z.output<typeof conditionSchema>;
export const conditionListSchema = lenientArray(conditionSchema);

export const parcelCategorySchema = z
  .object({
    id,
    name: text,
    description: text.optional(),
    image_full_url: maybeText.optional(),
  })
  .passthrough();
export type ParcelCategory = z.output<typeof parcelCategorySchema>;
export const parcelCategoryListSchema = lenientArray(parcelCategorySchema);

// ---------------------------------------------------------------------------------------------
// Other banners, why-choose, video/content

export const PROMO_BANNER_KEYS = [
  "bottom_section_banner",
  "new_arrival_section_banner",
  "best_reviewed_section_banner",
  "promotional_banner",
  "basic_section_nearby",
] as const;
export type PromoBannerKey = (typeof PROMO_BANNER_KEYS)[number];

const parcelBannerSchema = z
  .object({ id, title: text, image_full_url: maybeText.optional() })
  .passthrough();
export type ParcelBanner = z.output<typeof parcelBannerSchema>;

/**
 * GET /other-banners answers three shapes: parcel `{banners:[…]}`, the other modules
 * key → filename plus `<key>_full_url`, or `null` when the admin has set none.
 */
export const otherBannersSchema = z.unknown().transform((v) => {
  if (!v || typeof v !== "object" || Array.isArray(v)) return { parcel: [], promo: {} };
  const record = v as Record<string, unknown>;
  if (Array.isArray(record.banners)) {
    return { parcel: lenientArray(parcelBannerSchema).parse(record.banners), promo: {} };
  }
  const promo: Partial<Record<PromoBannerKey, string>> = {};
  for (const key of PROMO_BANNER_KEYS) {
    const url = maybeText.parse(record[`${key}_full_url`]);
    if (url) promo[key] = url;
  }
  return { parcel: [] as ParcelBanner[], promo };
});
export type OtherBanners = z.output<typeof otherBannersSchema>;

export const whyChooseSchema = z.preprocess(
  objectOrEmpty,
  z
    .object({
      banners: lenientArray(
        z
          .object({
            title: text,
            short_description: text.optional(),
            image_full_url: maybeText.optional(),
          })
          .passthrough(),
      ).optional(),
    })
    .passthrough()
    .transform((w) => w.banners ?? []),
);
export type WhyChooseItem = z.output<typeof whyChooseSchema>[number];

export const videoContentSchema = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) ? v : null),
  z
    .object({
      /** Label/description pairs flattened in order: [{value}, {value}, …]. */
      banner_contents: lenientArray(z.object({ value: text }).passthrough()).optional(),
      section_title: text.optional(),
      banner_type: maybeText.optional(),
      banner_video: maybeText.optional(),
      banner_image_full_url: maybeText.optional(),
      banner_video_content_full_url: maybeText.optional(),
    })
    .passthrough()
    .nullable()
    .catch(null),
);
export type VideoContent = NonNullable<z.output<typeof videoContentSchema>>;

// ---------------------------------------------------------------------------------------------
// Signed-in extras (§2.3, §5.12)

export const cashbackOfferSchema = z
  .object({
    id,
    title: text,
    cashback_type: text,
    cashback_amount: numOr(0),
    min_purchase: numOr(0).optional(),
    end_date: maybeText.optional(),
  })
  .passthrough();
export type CashbackOffer = z.output<typeof cashbackOfferSchema>;
export const cashbackListSchema = lenientArray(cashbackOfferSchema);

/** GET /customer/review-reminder: `{order_id, images}`; order_id null when nothing to review. */
export const reviewReminderSchema = z.preprocess(
  objectOrEmpty,
  z
    .object({
      order_id: id.nullable().catch(null).optional(),
      images: lenientArray(z.string()).optional(),
    })
    .passthrough()
    .transform((r) => ({ order_id: r.order_id ?? null, images: r.images ?? [] })),
);
export type ReviewReminder = z.output<typeof reviewReminderSchema>;

/** GET /customer/review-reminder-cancel answers the JSON string "success"; nothing is read. */
export const anySchema = z.unknown();
