import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { describe, expect, it, vi } from "vitest";
import { DirectionProvider } from "~/components/ui/direction";
import { BrandsPage } from "~/features/promotion-pages/brands-view";
import { CampaignPage } from "~/features/promotion-pages/campaign-view";
import { FlashSalePage } from "~/features/promotion-pages/flash-sale-view";
import { dirOf, type Lang } from "~/i18n/config";
import { i18nFor } from "~/i18n/i18next.server";
import { loader as brandsLoader } from "~/routes/($lang).all-brands";
import { loader as campaignLoader } from "~/routes/($lang).campaigns.$id";
import { loader as flashSaleLoader } from "~/routes/($lang).flash-sales";
import { FIXED_NOW } from "../backend/catalogue-fixtures";
import { homeRequest, MODULE_IDS, useHomeApi } from "./home-kit";

/**
 * The promotion pages' server HTML (what a browser without JavaScript gets), rendered from
 * their loaders' real answers against the seeded backend: countdown, progress bars, 'Out of
 * Stock', pager links, sort links and brand links, in English and Arabic.
 */
useHomeApi();

async function render(ui: ReactElement, lang: Lang) {
  const handler = createStaticHandler([{ path: "*", element: ui }]);
  const context = await handler.query(new Request(`http://shop.test/${lang}/x`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = createElement(StaticRouterProvider, { router, context, hydrate: false });
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n: i18nFor(lang) },
      createElement(DirectionProvider, { dir: dirOf(lang), children: app }),
    ),
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

async function api<T>(path: string, moduleId: number): Promise<T> {
  const answer = await fetch(`http://api.test/api/v1/${path}`, {
    headers: { zoneId: "[1]", moduleId: String(moduleId) },
  });
  return (await answer.json()) as T;
}

describe("server HTML", () => {
  it("a campaign: h1, banner as the LCP image, DD:HH:MM:SS timer, its stores as links", async () => {
    const [campaign] = await api<Array<{ id: number; slug: string }>>(
      "campaigns/basic",
      MODULE_IDS.grocery,
    );
    const url = `/campaigns/${campaign.slug}?id=${campaign.id}&module_id=1`;
    const args = await homeRequest(url);
    const page = await campaignLoader({ ...args, params: { id: campaign.slug } });
    // the countdown counts from the backend's fixed "now" (the seed's campaign ends days later)
    vi.useFakeTimers({ toFake: ["Date"], now: FIXED_NOW });
    const html = await render(
      createElement(CampaignPage, {
        campaign: page.campaign,
        moduleType: page.module.type,
        onDefaultLocation: page.onDefaultLocation,
      }),
      "en",
    ).finally(() => vi.useRealTimers());
    expect(html).toMatch(new RegExp(`<h1[^>]*>${page.campaign.title}</h1>`));
    const banner = html.match(/<img[^>]*campaign(\/|%2F)[^>]*>/)![0];
    // the backend's picture, sized for the screen by /img
    // its URL as is in the query ("/" and ":" may stand there)
    const src = page.campaign.image!;
    expect(banner).toContain(`src="/img?src=${src}&amp;w=1280"`);
    expect(banner).toContain(`/img?src=${src}&amp;w=640 640w`);
    expect(banner).toContain('sizes="100vw"');
    expect(banner).toContain('fetchpriority="high"');
    expect(banner).toContain('width="1200" height="500"');
    expect(banner).not.toContain("lazy");
    expect(html).toMatch(/role="timer"/);
    expect(text(html)).toMatch(/Ends in \d{2}:\d{2}:\d{2}:\d{2}/);
    expect(text(html)).toContain("Stores");
    for (const store of page.campaign.stores) {
      expect(html).toContain(`href="${store.href.replace(/&/g, "&amp;")}"`);
    }
    expect(text(html)).toContain("Showing stores near our default location");
  });

  it("a flash sale page in Arabic: progress bars, 'Out of Stock' and the next page link", async () => {
    const sale = await api<{ id: number }>("flash-sales", MODULE_IDS.grocery);
    const page = await flashSaleLoader(
      await homeRequest(`/ar/flash-sales?id=${sale.id}&module_id=1`),
    );
    const html = await render(
      createElement(FlashSalePage, {
        sale: page.sale,
        module: page.module,
        onDefaultLocation: false,
      }),
      "ar",
    );
    if (!page.sale) throw new Error("the grocery sale is running");
    expect((html.match(/role="progressbar"/g) ?? []).length).toBe(page.sale.items.length);
    for (const item of page.sale.items) {
      expect(html).toContain(`aria-valuenow="${item.progress}"`);
    }
    const soldOut = page.sale.items.filter((i) => i.availableStock === 0).length;
    expect((text(html).match(/نفد من المخزون|Out of Stock/g) ?? []).length).toBe(soldOut);
    expect(soldOut).toBeGreaterThan(0);
    expect(html).toContain(`href="/ar${page.sale.pager.next!.replace(/&/g, "&amp;")}"`);
    expect(html).toContain('rel="next"');
    expect(text(html)).toContain(`الصفحة 1 من ${page.sale.pager.pageCount}`);
  });

  it("the flash sales of a module without a running sale (Food): a page saying so, in Arabic", async () => {
    const page = await flashSaleLoader(
      await homeRequest(`/ar/flash-sales?module_id=${MODULE_IDS.food}`),
    );
    const html = await render(
      createElement(FlashSalePage, {
        sale: page.sale,
        module: page.module,
        onDefaultLocation: false,
      }),
      "ar",
    );
    expect(html).toMatch(/<h1[^>]*>التخفيضات الخاطفة<\/h1>/);
    expect(text(html)).toContain("لا توجد تخفيضات خاطفة حاليًا. عد قريبًا!");
    expect(html).toContain(`href="/ar/home?module_id=${MODULE_IDS.food}"`);
  });

  it("all brands: the sorts as links (the current one marked), brands linking to their items", async () => {
    const page = await brandsLoader(
      await homeRequest(`/all-brands?module_id=${MODULE_IDS.ecommerce}&sort=z-a`),
    );
    const html = await render(
      createElement(BrandsPage, { view: page.view, onDefaultLocation: false }),
      "en",
    );
    expect(text(html)).toMatch(/Sort by A to Z Z to A Default/);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Z to A<\/a>/);
    expect(html).toContain(`href="/all-brands?module_id=${MODULE_IDS.ecommerce}&amp;sort=a-z"`);
    const first = page.view.brands[0];
    expect(html).toContain(`href="${first.href.replace(/&/g, "&amp;")}"`);
    expect(text(html).indexOf(first.name)).toBeLessThan(
      text(html).indexOf(page.view.brands[1].name),
    );
  });
});
