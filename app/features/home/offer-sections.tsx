/*
 * The home sections of the offer-led modules (grocery, food, pharmacy…: ads, campaigns, the
 * flash sale, coupons, the sticky bottom banner), in a lazy chunk of their own: the shop home
 * (ecommerce) draws none of them and no longer downloads them, and a grocery home fetches them
 * while it hydrates (home-sections.tsx, ui/deferred.tsx; issue 27 item 4).
 */
export { AdSlider } from "~/features/promotions/ads";
export { CampaignList } from "~/features/promotions/campaign-cards";
export { CouponList } from "~/features/promotions/coupons";
export { FlashSalePanel } from "~/features/promotions/flash-sale-panel";
export { StickyBottom } from "./sticky-bottom";
