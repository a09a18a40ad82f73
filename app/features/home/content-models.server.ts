/**
 * Home content beyond the catalogue cards — ads, parcel categories, why-choose, the video
 * section, cashback offers, the review prompt — from parsed API objects to view models
 * (card-models.ts). Same rules as card-models.server.ts: card-rules for numbers, urls.ts for
 * links, only what the component shows.
 */
import type {
  Ad,
  CashbackOffer,
  ParcelCategory,
  ReviewReminder,
  VideoContent,
  WhyChooseItem,
} from "~/api/schemas/home-content";
import type {
  AdView,
  CashbackOfferView,
  ParcelCategoryView,
  ReviewPromptView,
  VideoContentView,
  WhyChooseView,
} from "~/features/catalogue/card-models";
import { cardRating, toStoreCard, type CardContext } from "~/features/catalogue/card-models.server";
import { parcelCategoryHref } from "~/features/catalogue/urls";
import { safeLink, shortText } from "~/features/catalogue/view-text.server";
import { discountBadge } from "~/features/catalogue/card-rules";
import { formatPrice } from "~/features/catalogue/money";

/** null for an ad type the storefront does not know. */
export function toAd(ad: Ad, ctx: CardContext): AdView | null {
  if (ad.add_type !== "store_promotion" && ad.add_type !== "video_promotion") return null;
  // store ratings only with is_rating_active or is_review_active (browsing §5)
  const showRating = ad.is_rating_active === true || ad.is_review_active === true;
  return {
    id: ad.id,
    kind: ad.add_type,
    title: ad.title,
    description: shortText(ad.description) ?? "",
    cover: ad.cover_image_full_url ?? null,
    profile: ad.profile_image_full_url ?? null,
    video: ad.add_type === "video_promotion" ? (ad.video_attachment_full_url ?? null) : null,
    store: ad.store ? { name: ad.store.name, href: toStoreCard(ad.store, ctx).href } : null,
    rating: showRating ? cardRating(ad.average_rating, ad.reviews_comments_count, ctx) : null,
    reviewsCount: showRating ? (ad.reviews_comments_count ?? 0) : null,
  };
}

export function toParcelCategory(category: ParcelCategory): ParcelCategoryView {
  return {
    id: category.id,
    name: category.name,
    description: shortText(category.description) ?? "",
    image: category.image_full_url ?? null,
    href: parcelCategoryHref(category),
  };
}

export function toWhyChoose(item: WhyChooseItem): WhyChooseView {
  return {
    title: item.title,
    description: shortText(item.short_description) ?? "",
    image: item.image_full_url ?? null,
  };
}

/** The parcel video or image section; null when it has nothing to show. */
export function toVideoContent(content: VideoContent | null): VideoContentView | null {
  if (!content) return null;
  const image = safeLink(content.banner_image_full_url).href;
  const uploaded = safeLink(content.banner_video_content_full_url).href;
  const linked = safeLink(content.banner_video).href;
  const declared = content.banner_type;
  const type: VideoContentView["type"] =
    declared === "video" || declared === "video_content" || declared === "image"
      ? declared
      : uploaded || linked
        ? "video_content"
        : "image";
  const video = type === "image" ? null : type === "video" ? (linked ?? uploaded) : uploaded;
  if (!video && !image) return null;
  const values = (content.banner_contents ?? []).map((c) => c.value);
  const contents: VideoContentView["contents"] = [];
  for (let i = 0; i + 1 < values.length && contents.length < 3; i += 2) {
    contents.push({ label: values[i], description: values[i + 1] });
  }
  return { type, title: content.section_title ?? "", video, image, contents };
}

export function toCashbackOffer(offer: CashbackOffer, ctx: CardContext): CashbackOfferView {
  const minPurchase = offer.min_purchase ?? 0;
  const amount = discountBadge(
    {
      discount: offer.cashback_amount,
      discount_type: offer.cashback_type === "percentage" ? "percent" : "amount",
    },
    undefined,
    ctx.money,
  );
  return {
    id: offer.id,
    title: offer.title,
    amount: amount?.text ?? formatPrice(0, ctx.money),
    minPurchase: minPurchase > 0 ? formatPrice(minPurchase, ctx.money) : null,
    endDate: offer.end_date ? offer.end_date.slice(0, 10) : null,
  };
}

/** null unless there is an order to review. */
export function toReviewPrompt(reminder: ReviewReminder): ReviewPromptView | null {
  if (!reminder.order_id) return null;
  const images = reminder.images.flatMap((url) => safeLink(url).href ?? []);
  return { orderId: reminder.order_id, images };
}
