import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
// Remix renders on the server through React Router's static data router; item cards' quick-add
// <Form> needs a data router (useSubmit), so everything renders inside the same one here.
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { DirectionProvider } from "~/components/ui/direction";
import { Carousel } from "~/features/carousel/carousel";
import type {
  AdView,
  BannerView,
  CampaignView,
  CouponView,
  FlashSaleItemCard,
  FlashSaleView,
} from "~/features/catalogue/card-models";
import { AdSlider } from "~/features/promotions/ads";
import { BannerCarousel } from "~/features/promotions/banner-carousel";
import { BrandGrid } from "~/features/promotions/brands";
import { CampaignList } from "~/features/promotions/campaign-cards";
import { Countdown } from "~/features/promotions/countdown";
import { CouponList, titleSays } from "~/features/promotions/coupons";
import { FlashSalePanel } from "~/features/promotions/flash-sale-panel";
import {
  ParcelCategories,
  VideoContentSection,
  WhyChooseSlider,
} from "~/features/promotions/parcel-sections";
import { PromoBanner } from "~/features/promotions/promo-banner";
import { dirOf, type Lang } from "~/i18n/config";
import { i18nFor } from "~/i18n/i18next.server";

/** Server HTML as a browser without JavaScript receives it. */
async function render(ui: ReactNode, lang: Lang = "en") {
  const handler = createStaticHandler([{ path: "*", element: ui }]);
  const url = lang === "en" ? "/home" : `/${lang}/home`;
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nextProvider i18n={i18nFor(lang)}>
      <DirectionProvider dir={dirOf(lang)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </DirectionProvider>
    </I18nextProvider>,
  );
}

/** The opening tag of the first element whose tag contains `needle`. */
function tagWith(html: string, needle: string): string {
  const at = html.indexOf(needle);
  expect(at, `no tag with ${needle}`).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf("<", at), html.indexOf(">", at) + 1);
}

const count = (html: string, needle: string) => html.split(needle).length - 1;
const SECOND = 1000;
const inFuture = (seconds: number) => new Date(Date.now() + seconds * SECOND + 500).toISOString();

const banner = (id: number, extra: Partial<BannerView> = {}): BannerView => ({
  id,
  title: `Banner ${id}`,
  image: `https://img.test/banner-${id}.svg`,
  href: `/store/shop-${id}?module_id=1`,
  external: false,
  ...extra,
});

const flashItem = (id: number): FlashSaleItemCard => ({
  id,
  href: `/product/item-${id}?module_id=1`,
  name: `Flash item ${id}`,
  image: null,
  storeId: 1,
  storeName: "Shop",
  unit: null,
  genericName: null,
  price: "$5.00",
  oldPrice: "$6.00",
  discount: "10%",
  rating: null,
  marks: { veg: null, halal: false, organic: false },
  hasOptions: false,
  campaign: false,
  outOfStock: false,
  storeClosed: false,
  categoryIds: [],
  description: null,
  moduleId: 1,
  limit: null,
  sold: 3,
  stock: 10,
  progress: 30,
  availableStock: 7,
});

describe("Carousel without JavaScript", () => {
  let html = "";
  beforeAll(async () => {
    html = await render(
      <Carousel label="Banners" autoplay>
        <p>one</p>
        <p>two</p>
        <p>three</p>
      </Carousel>,
    );
  });

  it("is a labelled carousel group around a scroll-snap list the keyboard can scroll", async () => {
    const group = tagWith(html, 'aria-roledescription="carousel"');
    expect(group).toContain('role="group"');
    expect(group).toContain('aria-label="Banners"');
    const scroller = tagWith(html, 'tabindex="0"');
    expect(scroller).toContain("overflow-x-auto");
    expect(scroller).toContain("snap-x");
    expect(scroller).toContain("snap-mandatory");
    expect(scroller).toContain("focus-visible:ring-2");
    expect(html).toContain("<ul");
    expect(count(html, "<li")).toBe(3);
    expect(tagWith(html, "<li")).toMatch(/snap-start/);
    expect(tagWith(html, "<li")).toMatch(/shrink-0/);
  });

  it("has no previous/next (or pause) buttons: they come with JavaScript", async () => {
    expect(html).not.toContain("<button");
    expect(html).not.toContain("Previous slide");
    expect(html).not.toContain("Next slide");
  });
});

describe("Countdown", () => {
  it("renders DD:HH:MM:SS on the server, with words for screen readers, not announced live", async () => {
    const html = await render(<Countdown endsAt={inFuture(3 * 86400 + 4 * 3600 + 5 * 60 + 6)} />);
    const timer = tagWith(html, 'role="timer"');
    expect(timer).toContain('aria-live="off"');
    expect(html).toContain(">03:04:05:06<");
    expect(html).toContain("3 days, 4 hours, 5 minutes and 6 seconds left");
  });

  it("uses singular words where they apply", async () => {
    const html = await render(<Countdown endsAt={inFuture(86400 + 3600 + 60 + 1)} />);
    expect(html).toContain(">01:01:01:01<");
    expect(html).toContain("1 day, 1 hour, 1 minute and 1 second left");
  });

  it("says 'This campaign is over.' once the date has passed", async () => {
    const html = await render(<Countdown endsAt={new Date(Date.now() - 60_000).toISOString()} />);
    expect(html).toContain("This campaign is over.");
    expect(html).not.toMatch(/\d\d:\d\d:\d\d:\d\d/);
  });

  it("is translated in Arabic", async () => {
    const html = await render(
      <Countdown endsAt={new Date(Date.now() - 60_000).toISOString()} />,
      "ar",
    );
    expect(html).toContain("انتهت هذه الحملة.");
    const running = await render(<Countdown endsAt={inFuture(2 * 86400 + 30)} />, "ar");
    expect(running).toContain(">02:00:00:30<");
    expect(running).toContain("يومان");
  });

  it("renders nothing without an end date", async () => {
    expect(await render(<Countdown endsAt={null} />)).toBe("");
  });
});

describe("Banners", () => {
  let html = "";
  beforeAll(async () => {
    html = await render(
      <BannerCarousel
        label="Banners"
        priorityFirst
        banners={[
          banner(1),
          banner(2, { href: "https://partner.test/deal", external: true }),
          banner(3, { href: null }),
        ]}
      />,
    );
  });
  const imagesOf = (page: string) => page.match(/<img[^>]*>/g) ?? [];

  it("fetches the first image (the LCP) with high priority, the others lazily", async () => {
    const images = imagesOf(html);
    expect(images).toHaveLength(3);
    expect(images[0]).toContain('fetchpriority="high"');
    expect(images[0]).not.toContain("loading=");
    for (const img of images.slice(1)) {
      expect(img).toContain('loading="lazy"');
      expect(img).not.toContain("fetchpriority");
    }
  });

  it("gives every image its size and a fixed box, and the title as alt text", async () => {
    const images = imagesOf(html);
    for (const img of images) {
      expect(img).toContain('width="1200"');
      expect(img).toContain('height="500"');
      expect(img).toContain("aspect-[12/5]");
    }
    expect(images[0]).toContain('alt="Banner 1"');
  });

  it("links app paths, opens other sites in a new tab, and shows a link-less banner as an image", async () => {
    expect(html).toContain('href="/store/shop-1?module_id=1"');
    const external = tagWith(html, 'href="https://partner.test/deal"');
    expect(external).toContain('target="_blank"');
    expect(external).toContain('rel="noopener noreferrer"');
    expect(html).toContain("(opens in a new tab)");
    expect(count(html, "<a ")).toBe(2);
  });

  it("prefixes app paths with the language", async () => {
    const ar = await render(<PromoBanner banner={banner(1)} />, "ar");
    expect(ar).toContain('href="/ar/store/shop-1?module_id=1"');
  });

  it("renders nothing without banners", async () => {
    expect(await render(<BannerCarousel label="Banners" banners={[]} />)).toBe("");
  });
});

describe("Sections that render only with data (browsing §5)", () => {
  it("ads, campaigns, coupons and the flash sale render nothing when empty", async () => {
    expect(await render(<AdSlider ads={[]} label="Ads" />)).toBe("");
    expect(await render(<CampaignList campaigns={[]} label="Campaigns" />)).toBe("");
    expect(await render(<CouponList coupons={[]} label="Coupons" />)).toBe("");
    expect(await render(<FlashSalePanel flashSale={null} moduleType="grocery" />)).toBe("");
    const noItems: FlashSaleView = {
      id: 1,
      title: "Flash sale",
      href: "/flash-sales?id=1",
      endsAt: inFuture(3600),
      items: [],
    };
    expect(await render(<FlashSalePanel flashSale={noItems} moduleType="grocery" />)).toBe("");
  });
});

describe("Campaigns", () => {
  const campaign: CampaignView = {
    id: 7,
    title: "Ramadan treats",
    image: "https://img.test/campaign.svg",
    description: "Sweets for the evenings",
    href: "/campaigns/7?id=7&module_id=2",
    endsAt: inFuture(86400 + 2 * 3600),
  };

  it("shows image, title, countdown and the campaign link", async () => {
    const html = await render(<CampaignList campaigns={[campaign]} label="Campaigns" />);
    expect(html).toContain("Ramadan treats");
    expect(html).toContain('href="/campaigns/7?id=7&amp;module_id=2"');
    expect(html).toMatch(/01:02:00:0\d/);
    // The timer sits outside the link: a link's name must not change every second.
    const link = html.slice(html.indexOf("<a "), html.indexOf("</a>"));
    expect(link).not.toContain('role="timer"');
  });
});

describe("Flash sale panel", () => {
  const sale: FlashSaleView = {
    id: 3,
    title: "Flash sale",
    href: "/flash-sales?id=3",
    endsAt: inFuture(5 * 3600),
    items: Array.from({ length: 18 }, (_, i) => flashItem(i + 1)),
  };
  let html = "";
  beforeAll(async () => {
    html = await render(<FlashSalePanel flashSale={sale} moduleType="grocery" />);
  });

  it("shows at most 15 products", async () => {
    expect(html).toContain("Flash item 15");
    expect(html).not.toContain("Flash item 16");
    expect(count(html, "<li")).toBe(15);
  });

  it("has its title, a countdown and 'View all' to /flash-sales", async () => {
    expect(html).toContain(">Flash sale</h2>");
    expect(html).toContain("00:05:00:00");
    expect(html).toContain('href="/flash-sales?id=3"');
    expect(html).toContain("View all");
  });

  it("without its heading keeps the countdown only", async () => {
    const bare = await render(
      <FlashSalePanel flashSale={sale} moduleType="grocery" withHeading={false} />,
    );
    expect(bare).not.toContain("<h2");
    expect(bare).not.toContain("View all");
    expect(bare).toContain('role="timer"');
  });
});

describe("Coupons", () => {
  const coupons: CouponView[] = [
    {
      id: 1,
      title: "Weekend deal",
      code: "WEEKEND10",
      discount: "10%",
      minPurchase: "$20.00",
      freeDelivery: false,
      expires: "2030-12-31",
      storeName: null,
    },
    {
      id: 2,
      title: "Free ride",
      code: "FREESHIP",
      discount: "$0.00",
      minPurchase: null,
      freeDelivery: true,
      expires: null,
      storeName: "Fresh Mart",
    },
  ];
  let html = "";
  beforeAll(async () => {
    html = await render(<CouponList coupons={coupons} label="Coupons" />);
  });

  it("shows the code as selectable text without JavaScript, and no dead copy button", async () => {
    expect(tagWith(html, ">WEEKEND10<")).toMatch(/^<code/);
    expect(tagWith(html, ">WEEKEND10<")).toContain("select-all");
    expect(html).toContain(">FREESHIP<");
    expect(html).not.toContain("<button");
  });

  it("shows discount or 'Free delivery', minimum purchase and expiry", async () => {
    expect(html).toContain("10% off");
    expect(html).toContain("Free delivery");
    expect(html).toContain("Min purchase $20.00");
    expect(html).toContain("Valid until Dec 31, 2030");
    expect(html).toContain("Fresh Mart");
  });

  it("does not repeat an offer the title already states (issue 22 item 14)", async () => {
    const said: CouponView[] = [
      { ...coupons[1]!, id: 3, title: "Free delivery", storeName: null },
      { ...coupons[0]!, id: 4, title: "Welcome 20% off", discount: "20%" },
      { ...coupons[0]!, id: 5, title: "AED 15 off dinner", discount: "AED15.00" },
      { ...coupons[0]!, id: 6, title: "Fresh savings 10%", discount: "10%" },
    ];
    const page = await render(<CouponList coupons={said} label="Coupons" />);
    expect(count(page, ">Free delivery<")).toBe(1);
    expect(page).not.toContain(">20% off<");
    expect(page).not.toContain(">AED15.00 off<");
    // The title says 10% but not "off": the offer line stays.
    expect(page).toContain(">10% off<");
  });

  it("compares the title's words and numbers with the offer's, in Arabic too", () => {
    expect(titleSays("Free grocery delivery", "Free delivery")).toBe(true);
    expect(titleSays("Marina zone treat", "AED5.00 off")).toBe(false);
    expect(titleSays("خصم ٢٠٪ للترحيب", "خصم 20%")).toBe(true);
    expect(titleSays("خصم 15 درهم على العشاء", "خصم 10%")).toBe(false);
  });
});

describe("Ads", () => {
  const base = {
    description: "Best in town",
    cover: "https://img.test/cover.svg",
    profile: "https://img.test/logo.svg",
    store: { name: "Fresh Mart", href: "/store/fresh-mart?module_id=1" },
    reviewsCount: 4,
  };
  const ads: AdView[] = [
    {
      ...base,
      id: 1,
      kind: "store_promotion",
      title: "Rated shop",
      video: null,
      rating: { stars: 4.5, text: "4.50", count: 4 },
    },
    { ...base, id: 2, kind: "store_promotion", title: "Quiet shop", video: null, rating: null },
    {
      ...base,
      id: 3,
      kind: "video_promotion",
      title: "Watch us",
      video: "https://img.test/ad.webm",
      rating: null,
    },
  ];
  let html = "";
  beforeAll(async () => {
    html = await render(<AdSlider ads={ads} label="Ads" />);
  });

  it("shows a rating only when the ad carries one", async () => {
    expect(count(html, "Rated 4.50 out of 5")).toBe(1);
  });

  it("links each store promotion to its store", async () => {
    expect(html).toContain('href="/store/fresh-mart?module_id=1"');
    expect(html).toContain("Visit store");
  });

  it("plays a video ad only on request: controls, inline, poster, nothing preloaded, no autoplay", async () => {
    const video = tagWith(html, "<video");
    expect(video).not.toMatch(/autoplay/i);
    expect(video).toContain("controls");
    expect(video).toMatch(/playsinline/i);
    expect(video).toContain('preload="none"');
    // the cover, sized for the screen by /img
    expect(video).toContain('poster="/img?src=https://img.test/cover.svg&amp;w=960"');
    // The replay button appears only once the video has ended (with JavaScript).
    expect(html).not.toContain("Replay");
  });
});

describe("Brands", () => {
  const brands = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    name: `Brand ${i + 1}`,
    image: null,
    itemsCount: i,
    href: `/home?brand_id=${i + 1}&data_type=brand`,
  }));

  it("shows at most 9 and links 'View all' to /all-brands", async () => {
    const html = await render(<BrandGrid brands={brands} />);
    expect(html).toContain("Brand 9<");
    expect(html).not.toContain("Brand 10<");
    expect(html).toContain('href="/all-brands"');
    expect(html).toContain("1 item");
    expect(await render(<BrandGrid brands={brands} />, "ar")).toContain('href="/ar/all-brands"');
  });
});

describe("Parcel sections", () => {
  it("titles the categories 'We Deliver Everything' and links each category", async () => {
    const html = await render(
      <ParcelCategories
        categories={[
          {
            id: 1,
            name: "Documents",
            description: "Papers",
            image: null,
            href: "/parcel-delivery-info?category_id=1",
          },
        ]}
      />,
    );
    expect(html).toContain("We Deliver Everything");
    expect(html).toContain('href="/parcel-delivery-info?category_id=1"');
  });

  it("puts why-choose items in a carousel", async () => {
    const html = await render(
      <WhyChooseSlider
        items={[
          { title: "Fast", description: "Quick", image: null },
          { title: "Safe", description: "Careful", image: null },
        ]}
      />,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain("Fast");
  });

  it("shows the video (never autoplaying) with the three label/description pairs", async () => {
    const html = await render(
      <VideoContentSection
        content={{
          type: "video_content",
          title: "Send anything",
          video: "https://img.test/parcel.webm",
          image: "https://img.test/poster.svg",
          contents: [
            { label: "Pick", description: "We collect" },
            { label: "Track", description: "Follow it" },
            { label: "Deliver", description: "At the door" },
          ],
        }}
      />,
    );
    expect(html).toContain("Easiest way to get services");
    expect(tagWith(html, "<video")).not.toMatch(/autoplay/i);
    expect(count(html, "<dt")).toBe(3);
    expect(await render(<VideoContentSection content={null} />)).toBe("");
  });
});
