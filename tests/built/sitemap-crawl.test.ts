import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startServerProcess,
  startStorefront,
  type ServerProcess,
  type Storefront,
} from "./storefront";

/**
 * A crawler's walk (issue 10 item 7): robots.txt, the sitemap index, every sitemap file, and
 * every URL those list answers 200 — through the built server, as a crawler sees it. Moved here
 * from e2e/promotion-pages.spec.ts: no browser is involved, and there it cost a minute of the
 * CI budget. tests/routes/sitemap.test.ts checks which URLs the files list; this one checks that
 * each of them really is a page. The 2,500-odd pages are shared between this process's storefront
 * and a second one in its own process on the same database, so both cores render.
 */

const BOT = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)", Accept: "text/html" };
/** Requests in flight at a time (half on each server): a polite crawler. */
const CONCURRENCY = 6;

let shop: Storefront;
let second: ServerProcess;
beforeAll(async () => {
  shop = await startStorefront();
  second = await startServerProcess(shop.databasePath);
});
afterAll(async () => {
  await second?.close();
  await shop?.close();
});

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
afterAll(() => agent.destroy());

/** The status the second server answers a crawler for `target`; no redirect is followed. */
function statusFromSecond(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${second.origin}${target}`, { agent, headers: BOT }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));

/** The path and query of a listed URL; it must be on the storefront's own origin. */
function onSite(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin, url).toBe(shop.origin);
  return parsed.pathname + parsed.search;
}

/**
 * Runs `task` over `items`, `limit` at a time, keeping the order of the answers; `task` learns
 * which of the `limit` lanes it runs in (a lane keeps to one server, the queue balances them).
 */
async function pooled<T, R>(
  items: T[],
  limit: number,
  task: (item: T, lane: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async (n: number) => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], n);
    }
  };
  await Promise.all(Array.from({ length: limit }, (_, n) => lane(n)));
  return results;
}

describe("a crawler's walk", () => {
  it("robots.txt and the sitemap; every URL the sitemap lists answers 200", async () => {
    const robots = await shop.request({ path: "/robots.txt" });
    expect(robots.status).toBe(200);
    expect(robots.body).toContain("User-agent: *");
    expect(robots.body).toContain("Disallow: /checkout");
    expect(robots.body).toContain(`Sitemap: ${shop.origin}/sitemap.xml`);

    const index = await shop.request({ path: "/sitemap.xml" });
    expect(index.status).toBe(200);
    expect(index.headers["content-type"]).toContain("application/xml");
    expect(index.body).toContain("<sitemapindex");
    const files = locs(index.body);
    expect(files.length).toBeGreaterThan(0);

    const urls: string[] = [];
    for (const file of files) {
      const response = await shop.request({ path: onSite(file) });
      expect(response.status, file).toBe(200);
      expect(response.body).toContain("<urlset");
      const listed = locs(response.body);
      expect(listed.length, file).toBeLessThanOrEqual(50_000);
      urls.push(...listed);
    }
    expect(urls.some((u) => u.includes("/store/"))).toBe(true);
    expect(urls.some((u) => u.includes("/product/"))).toBe(true);
    expect(urls.some((u) => u.includes("/ar/product/"))).toBe(true);

    // No cookie and no redirect following (http.request follows none): a 3xx is a failure too.
    const statuses = await pooled(urls, CONCURRENCY, (url, lane) => {
      const target = onSite(url);
      const answer =
        lane % 2 === 0
          ? shop.request({ path: target, headers: BOT }).then((r) => r.status)
          : statusFromSecond(target);
      return answer.catch(() => 0);
    });
    const failures = urls.flatMap((url, i) =>
      statuses[i] === 200 ? [] : [`${statuses[i]} ${url}`],
    );
    expect(failures, `${failures.length} of ${urls.length} sitemap URLs failed`).toEqual([]);
    console.info(`[sitemap-crawl] ${urls.length} URLs in ${files.length} files, all 200`);
    // 2,500-odd server renders: 57 s on this two-core machine at load 5, over 2 min at load 10.
  }, 600_000);
});
