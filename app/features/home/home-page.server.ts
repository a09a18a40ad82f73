import type { ApiClient } from "~/api/client.server";
import type { BannerView, ItemCard, PromoBannersView } from "~/features/catalogue/card-models";
import type { CardContext } from "~/features/catalogue/card-models.server";
import {
  ALL_BRANDS_HREF,
  CATEGORIES_HREF,
  newArrivalsHref,
  specialOffersHref,
  storeListHref,
} from "~/features/catalogue/urls";
import type { ModuleType } from "~/sessions/prefs.server";
import { oncePer } from "~/lib/packed-data.server";
import { sectionLoaders as load } from "./section-cache.server";
import {
  cardLayoutOf,
  isSectionFailure,
  SECTION_FAILED,
  SHOWS_DESCRIPTION,
  type HomeSection,
  type ItemLayout,
  type ItemSectionData,
  type SectionFailure,
  type Streamed,
} from "./sections";

/**
 * The module landing pages (browsing §2 "Home", issue 9 item 1): which sections each module
 * type shows, in the spec's order, and where each one's data comes from.
 *
 * Every section's call starts here, at once (no waterfalls), through the section cache
 * (section-cache.server.ts): a place's shelves are made once a minute, not once a view. The first sections of each page —
 * what a phone shows above the fold — are awaited, so they are in the first HTML; the others
 * stay promises the page streams to JavaScript browsers (entry.server, docs/decisions/015).
 */
export interface HomeOptions {
  api: ApiClient;
  ctx: CardContext;
  signedIn: boolean;
  /** Pharmacy common conditions: the chosen condition (?condition=), else the first. */
  conditionId: number | null;
  /** The answer may stream (lib/js-hint.ts): otherwise every section is awaited. */
  stream: boolean;
}

type Plan = { sections: HomeSection[]; eager: number };

export async function moduleHome(type: ModuleType, options: HomeOptions): Promise<HomeSection[]> {
  const plan = plans[type](options);
  // Complete HTML (crawlers, browsers not known to run JavaScript) needs every section anyway;
  // as values they render without Suspense boundaries, so nothing is left to hydrate late.
  const eager = options.stream ? plan.eager : plan.sections.length;
  const sections = plan.sections.map(
    (section) => ({ ...section, data: orFailure(slim(section)) }) as HomeSection,
  );
  const settled = await Promise.all(sections.slice(0, eager).map((section) => section.data));
  return sections.map((section, index) =>
    index < eager ? ({ ...section, data: settled[index] } as HomeSection) : section,
  );
}

/**
 * Only what the section's cards draw goes into the page data (issue 27: the hydration data
 * repeats every card's model): a description where the layout shows one, category ids where
 * there are tabs to filter by, no store id (the cart action reads it from the catalogue).
 */
function slim(section: HomeSection): Streamed<unknown> {
  if (section.kind !== "items") return section.data;
  const layout = cardLayoutOf(section.id, section.layout);
  return Promise.resolve(section.data).then((data) =>
    isSectionFailure(data) ? data : slimmedFor(layout)(data),
  );
}

/** slimItems once per shelf and layout. */
const slimmedByLayout = new Map<ItemLayout, (data: ItemSectionData) => ItemSectionData>();
function slimmedFor(layout: ItemLayout): (data: ItemSectionData) => ItemSectionData {
  let slimOnce = slimmedByLayout.get(layout);
  if (!slimOnce) {
    slimOnce = oncePer((data: ItemSectionData) => slimItems(data, layout));
    slimmedByLayout.set(layout, slimOnce);
  }
  return slimOnce;
}

export function slimItems(data: ItemSectionData, layout: ItemLayout): ItemSectionData {
  const description = SHOWS_DESCRIPTION.has(layout);
  const tabs = data.tabs.length > 0;
  return {
    ...data,
    items: data.items.map((item) => ({
      ...item,
      storeId: null,
      description: description ? item.description : null,
      categoryIds: tabs ? item.categoryIds : [],
    })),
  };
}

/** A section call that fails becomes SECTION_FAILED (sections.ts): no rejected promise. */
function orFailure<T>(data: Streamed<T>): Promise<T | SectionFailure> {
  return Promise.resolve(data).catch(() => SECTION_FAILED);
}

const plans: Record<ModuleType, (o: HomeOptions) => Plan> = {
  grocery: ({ api, ctx, signedIn }) => ({
    eager: 1,
    sections: [
      categories(api, ctx),
      ...(signedIn ? personalSections("grocery", api, ctx).sections : []),
      {
        id: "ads",
        kind: "ads",
        title: "home:sections.ads",
        viewAll: null,
        data: load.ads(api, ctx),
      },
      {
        id: "popular-items",
        kind: "items",
        layout: "popular",
        title: "home:sections.mostPopular",
        viewAll: null,
        data: load.popularItems(api, ctx).then(plain),
      },
      specialOffers(api, ctx),
      {
        id: "best-reviewed",
        kind: "items",
        layout: "vertical",
        title: "home:sections.bestReviewed",
        viewAll: null,
        data: load.bestReviewed(api, ctx, ["Beauty", "Bread & Juice", "Drinks", "Milks"]),
      },
      ...campaignsAndMore(api, ctx),
      {
        id: "sticky-bottom",
        kind: "sticky-bottom",
        title: "home:sections.stickyBottom",
        viewAll: specialOffersHref(ctx.moduleId),
        data: load.promoBanners(api, ctx).then((set) => set.bottom),
      },
    ],
  }),

  pharmacy: ({ api, ctx, conditionId, signedIn }) => ({
    eager: 1,
    sections: [
      {
        id: "basic-medicine",
        kind: "items",
        layout: "vertical",
        title: "home:sections.basicMedicine",
        viewAll: null,
        data: load.basicMedicine(api, ctx, ["New", "Baby Care", "Womans Care", "Mens"]),
      },
      ...(signedIn ? personalSections("pharmacy", api, ctx).sections : []),
      {
        id: "featured-stores",
        kind: "stores",
        layout: "featured",
        title: "home:sections.featuredStore",
        viewAll: storeListHref("popular"),
        data: load.featuredStores(api, ctx),
      },
      {
        id: "common-conditions",
        kind: "conditions",
        title: "home:sections.commonConditions",
        viewAll: null,
        data: load.conditions(api, ctx, conditionId),
      },
      {
        id: "sticky-bottom",
        kind: "sticky-bottom",
        title: "home:sections.stickyBottom",
        viewAll: specialOffersHref(ctx.moduleId),
        data: load.promoBanners(api, ctx).then((set) => set.bottom),
      },
    ],
  }),

  ecommerce: ({ api, ctx, signedIn }) => {
    const promo = load.promoBanners(api, ctx);
    return {
      eager: 2,
      sections: [
        moduleBanner(api, ctx),
        categories(api, ctx),
        ...(signedIn ? personalSections("ecommerce", api, ctx).sections : []),
        {
          id: "popular-products",
          kind: "items",
          layout: "vertical",
          title: "home:sections.mostPopularProducts",
          viewAll: null,
          data: load.recommendedItems(api, ctx).then(plain),
        },
        topOffers(api, ctx),
        {
          id: "promotional-banners",
          kind: "banners",
          title: "home:sections.promotions",
          viewAll: null,
          data: promo.then(promotionalCarousel),
        },
        specialOffers(api, ctx),
        flashSale(api, ctx),
        {
          id: "popular-stores",
          kind: "stores",
          layout: "plain",
          title: "home:sections.popularStores",
          viewAll: storeListHref("popular"),
          data: load.popularStores(api, ctx),
        },
        {
          id: "best-reviewed",
          kind: "items",
          layout: "vertical",
          title: "home:sections.bestReviewed",
          viewAll: null,
          data: load.bestReviewed(api, ctx),
        },
        {
          id: "new-arrivals",
          kind: "items",
          layout: "vertical",
          title: "home:sections.newArrivals",
          viewAll: newArrivalsHref(ctx.moduleId),
          data: load.newArrivals(api, ctx),
        },
        {
          id: "featured-categories",
          kind: "categories",
          title: "home:sections.featuredCategories",
          viewAll: CATEGORIES_HREF,
          data: load.categoryTiles(api, ctx, { featured: true }),
        },
        {
          id: "brands",
          kind: "brands",
          title: "home:sections.brands",
          viewAll: ALL_BRANDS_HREF,
          data: load.brands(api, ctx),
        },
        {
          id: "bottom-banner",
          kind: "banner",
          title: "home:sections.bottomBanner",
          viewAll: null,
          data: promo.then((set) => set.bottom),
        },
      ],
    };
  },

  food: ({ api, ctx, signedIn }) => ({
    eager: 1,
    sections: [
      moduleBanner(api, ctx),
      ...(signedIn ? personalSections("food", api, ctx).sections : []),
      { ...specialOffers(api, ctx), title: "home:sections.specialFoodOffers" },
      topOffers(api, ctx),
      ...campaignsAndMore(api, ctx).map((s) =>
        s.kind === "campaigns" ? { ...s, title: "home:sections.foodCampaigns" } : s,
      ),
      {
        id: "best-reviewed",
        kind: "items",
        layout: "food-horizontal",
        title: "home:sections.bestReviewed",
        viewAll: null,
        data: load.bestReviewed(api, ctx),
      },
      {
        id: "featured-categories",
        kind: "categories",
        title: "home:sections.featuredCategories",
        viewAll: CATEGORIES_HREF,
        data: load.categoryTiles(api, ctx, { featured: true }),
      },
      {
        id: "new-restaurants",
        kind: "stores",
        layout: "plain",
        title: "home:sections.newRestaurants",
        viewAll: storeListHref("latest"),
        data: load.newStores(api, ctx),
      },
    ],
  }),

  parcel: ({ api, ctx }) => ({
    eager: 1,
    sections: [
      {
        id: "parcel-categories",
        kind: "parcel-categories",
        title: "home:sections.weDeliverEverything",
        viewAll: null,
        data: load.parcelCategories(api, ctx),
      },
      {
        id: "parcel-banners",
        kind: "banners",
        title: "home:sections.parcelBanners",
        viewAll: null,
        data: load.parcelBanners(api, ctx),
      },
      {
        id: "why-choose",
        kind: "why-choose",
        title: "home:sections.whyChoose",
        viewAll: null,
        data: load.whyChoose(api, ctx),
      },
      {
        id: "video-content",
        kind: "video-content",
        title: "home:sections.easiestWay",
        viewAll: null,
        data: load.videoContent(api, ctx),
      },
    ],
  }),
};

const plain = oncePer((items: ItemCard[]): ItemSectionData => ({
  items,
  tabs: [],
  banner: null,
}));

function moduleBanner(api: ApiClient, ctx: CardContext): HomeSection {
  return {
    id: "module-banners",
    kind: "banners",
    title: "home:sections.moduleBanner",
    viewAll: null,
    data: load.moduleBanners(api, ctx),
  };
}

function categories(api: ApiClient, ctx: CardContext): HomeSection {
  return {
    id: "categories",
    kind: "categories",
    title: "home:sections.categories",
    viewAll: CATEGORIES_HREF,
    data: load.categoryTiles(api, ctx),
  };
}

/**
 * The sections that belong to the person (Visit Again, Suggested for you), and the section
 * they follow: in the private home they sit in the plan above; the shared home (ADR 033) gets
 * them from /home/personal and inserts them after `after` once the browser has them.
 */
export function personalSections(
  type: ModuleType,
  api: ApiClient,
  ctx: CardContext,
): { after: string | null; sections: HomeSection[] } {
  switch (type) {
    case "grocery":
      return {
        after: "categories",
        sections: [visitAgain(api, ctx, "home:sections.visitAgain"), suggestedItems(api, ctx)],
      };
    case "pharmacy":
      return { after: "basic-medicine", sections: [suggestedItems(api, ctx)] };
    case "ecommerce":
      return {
        after: "categories",
        sections: [
          visitAgain(api, ctx, "home:sections.previouslyVisited"),
          suggestedItems(api, ctx),
        ],
      };
    case "food":
      return {
        after: "module-banners",
        sections: [visitAgain(api, ctx, "home:sections.visitedStores"), suggestedItems(api, ctx)],
      };
    case "parcel":
      return { after: null, sections: [] };
  }
}

function visitAgain(api: ApiClient, ctx: CardContext, title: string): HomeSection {
  return {
    id: "visit-again",
    kind: "stores",
    layout: "visit-again",
    title,
    viewAll: null,
    data: load.visitAgain(api, ctx),
  };
}

/**
 * "Suggested for you" (issue 24 item 5): signed-in customers only — a guest's home makes no
 * such call — and streamed like the sections around it. An empty or failed answer hides it.
 */
function suggestedItems(api: ApiClient, ctx: CardContext): HomeSection {
  return {
    id: "suggested-items",
    kind: "items",
    layout: "vertical",
    title: "home:sections.suggestedItems",
    viewAll: null,
    data: load.suggestedItems(api, ctx).then(plain),
  };
}

function specialOffers(api: ApiClient, ctx: CardContext): HomeSection {
  return {
    id: "special-offers",
    kind: "items",
    layout: "special",
    title: "home:sections.specialOffers",
    viewAll: specialOffersHref(ctx.moduleId),
    data: load.specialOffers(api, ctx).then(plain),
  };
}

function topOffers(api: ApiClient, ctx: CardContext): HomeSection {
  return {
    id: "top-offers",
    kind: "stores",
    layout: "top-offer",
    title: "home:sections.topOffers",
    viewAll: storeListHref("top-offer-nearby"),
    data: load.topOfferStores(api, ctx),
  };
}

function flashSale(api: ApiClient, ctx: CardContext): HomeSection {
  return {
    id: "flash-sale",
    kind: "flash-sale",
    title: "home:sections.flashSale",
    viewAll: null,
    data: load.flashSale(api, ctx),
  };
}

/** "Campaigns and more": campaigns, the flash sale and the coupons, each only with data. */
function campaignsAndMore(api: ApiClient, ctx: CardContext): HomeSection[] {
  return [
    {
      id: "campaigns",
      kind: "campaigns",
      title: "home:sections.campaigns",
      viewAll: null,
      data: load.campaigns(api, ctx),
    },
    flashSale(api, ctx),
    {
      id: "coupons",
      kind: "coupons",
      title: "home:sections.coupons",
      viewAll: null,
      data: load.coupons(api, ctx),
    },
  ];
}

/** The promotional banner carousel: the set's banners that are not the bottom one. */
const promotionalCarousel = oncePer(function promotionalCarousel(
  set: PromoBannersView,
): BannerView[] {
  return [set.promotional, set.bestReviewed, set.newArrival, set.basicNearby].filter(
    (banner): banner is BannerView => banner !== null,
  );
});
