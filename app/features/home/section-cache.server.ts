import type { ApiClient } from "~/api/client.server";
import type { CardContext } from "~/features/catalogue/card-models.server";
import { viewCache, type ViewScope } from "~/features/catalogue/view-cache.server";
import * as raw from "./section-data.server";

/**
 * The home sections' view models, made once per place and reused (issue 27 item 1, ADR 035;
 * the cache and its scopes: catalogue/view-cache.server.ts).
 *
 * A module home's shelves are the same for everyone who chose the same zones, module and
 * language, yet each view made its ten upstream calls, parsed every answer with zod and turned
 * some 150 items into cards: most of a home's CPU.
 *
 * What a section depends on is declared per loader (`SCOPE`, exhaustive: a new loader needs a
 * decision before it compiles):
 * - `zone`: zones, module, language and the card context (currency, decimals, time zone);
 * - `place`: that and the customer's coordinates — store cards carry the distance badge, and
 *   the stores near-me lists are ordered by distance;
 * - `guest`: shared between guests only — a signed-in customer's coupon list holds their own;
 * - `person`: never cached (Visit Again, Suggested for you).
 */
const SCOPE = {
  moduleBanners: "zone",
  promoBanners: "zone",
  parcelBanners: "zone",
  categoryTiles: "zone",
  popularItems: "zone",
  recommendedItems: "zone",
  specialOffers: "zone",
  bestReviewed: "zone",
  newArrivals: "zone",
  basicMedicine: "zone",
  campaigns: "zone",
  flashSale: "zone",
  ads: "zone",
  brands: "zone",
  conditions: "zone",
  parcelCategories: "zone",
  whyChoose: "zone",
  videoContent: "zone",
  topOfferStores: "place",
  popularStores: "place",
  newStores: "place",
  featuredStores: "place",
  coupons: "guest",
  suggestedItems: "person",
  visitAgain: "person",
} as const satisfies Record<string, ViewScope>;

type LoaderName = keyof typeof SCOPE;
type Client = Pick<ApiClient, "home" | "state" | "cacheScope">;

/** A few hundred places × ~20 sections; an entry is a few KB to ~40 KB of view model. */
const MAX_ENTRIES = 2_000;

const sections = viewCache(MAX_ENTRIES);

function cached<A extends unknown[], R>(
  name: LoaderName,
  load: (api: Client, ctx: CardContext, ...args: A) => Promise<R>,
) {
  return (api: Client, ctx: CardContext, ...args: A): Promise<R> =>
    sections.get(api, SCOPE[name], name, [ctx, ...args], () => load(api, ctx, ...args));
}

/** section-data.server's loaders, each answered from the cache where its scope allows. */
export const sectionLoaders = {
  moduleBanners: cached("moduleBanners", raw.moduleBanners),
  promoBanners: cached("promoBanners", raw.promoBanners),
  parcelBanners: cached("parcelBanners", raw.parcelBanners),
  categoryTiles: cached("categoryTiles", raw.categoryTiles),
  popularItems: cached("popularItems", raw.popularItems),
  recommendedItems: cached("recommendedItems", raw.recommendedItems),
  specialOffers: cached("specialOffers", raw.specialOffers),
  bestReviewed: cached("bestReviewed", raw.bestReviewed),
  newArrivals: cached("newArrivals", raw.newArrivals),
  basicMedicine: cached("basicMedicine", raw.basicMedicine),
  campaigns: cached("campaigns", raw.campaigns),
  flashSale: cached("flashSale", raw.flashSale),
  ads: cached("ads", raw.ads),
  brands: cached("brands", raw.brands),
  conditions: cached("conditions", raw.conditions),
  parcelCategories: cached("parcelCategories", raw.parcelCategories),
  whyChoose: cached("whyChoose", raw.whyChoose),
  videoContent: cached("videoContent", raw.videoContent),
  topOfferStores: cached("topOfferStores", raw.topOfferStores),
  popularStores: cached("popularStores", raw.popularStores),
  newStores: cached("newStores", raw.newStores),
  featuredStores: cached("featuredStores", raw.featuredStores),
  coupons: cached("coupons", raw.coupons),
  suggestedItems: cached("suggestedItems", raw.suggestedItems),
  visitAgain: cached("visitAgain", raw.visitAgain),
} satisfies Record<LoaderName, unknown>;
