import express from "express";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serializePrefs } from "~/sessions/prefs.server";
import { createBackend, type Backend } from "../../backend/app";
import { startStorefront, type RawResponse, type Storefront } from "./storefront";

/**
 * Issue 28 item 14, through the built storefront: with the marketplace's API down (nothing
 * listening) or answering garbage (200 with HTML, or a 500), /checkout said the cart was empty
 * — it was not — and a store page was titled "Store not found". Both now answer 503 with
 * Retry-After: the page says the marketplace cannot be reached, with a way to try again. Once
 * the API is back, the cart is there as it was.
 */
type Mode = "ok" | "garbage" | "error" | "down";

let backend: Backend;
let dir: string;
let upstream: http.Server | null = null;
let port = 0;
let mode: Mode = "ok";
let shop: Storefront;

/** The API on a fixed port: "down" closes it (connections refused), the others answer. */
async function listen() {
  const app = express();
  app.use("/api/v1", (req, res, next) => {
    if (mode === "garbage") return res.status(200).type("html").send("<html>Gateway</html>");
    if (mode === "error") return res.status(500).type("html").send("<h1>Server Error</h1>");
    backend.api(req, res, next);
  });
  upstream = http.createServer(app);
  await new Promise<void>((resolve) => upstream!.listen(port, "127.0.0.1", resolve));
  port = (upstream.address() as AddressInfo).port;
}
async function setMode(next: Mode) {
  mode = next;
  if (next === "down" && upstream) {
    upstream.closeAllConnections();
    await new Promise<void>((resolve) => upstream!.close(() => resolve()));
    upstream = null;
  } else if (next !== "down" && !upstream) await listen();
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "unreachable-"));
  backend = createBackend({ databasePath: path.join(dir, "db.sqlite"), orderStepSeconds: 0 });
  await listen();
  shop = await startStorefront({ API_BASE_URL: `http://127.0.0.1:${port}/api/v1` });
});
afterAll(async () => {
  await shop?.close();
  await setMode("down");
  backend?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const FOOD = 2;
const BURGER_STORE = 7;
let cookie = "";
let item = { id: 0, name: "" };
let storePath = "";

/** A browser without JavaScript: its cookies kept from every answer. */
async function visit(target: string, form?: Record<string, string>): Promise<RawResponse> {
  const answer = await shop.request({
    method: form ? "POST" : "GET",
    path: target,
    headers: {
      Cookie: cookie,
      Accept: "text/html",
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: shop.origin } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const jar = new Map(cookie ? cookie.split("; ").map((p) => [p.split("=")[0], p] as const) : []);
  for (const set of [answer.headers["set-cookie"] ?? []].flat()) {
    const pair = set.split(";")[0];
    jar.set(pair.split("=")[0], pair);
  }
  cookie = [...jar.values()].join("; ");
  return answer;
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const EN = {
  title: "We can't reach the marketplace right now",
  empty: "There is nothing to check out yet.",
  nothingToOrder: "There is nothing to order.",
  notFound: "Page not found",
};

beforeAll(async () => {
  const row = backend.db
    .prepare(
      "SELECT id, name FROM items WHERE store_id = ? AND status = 1 AND food_variations IS NULL ORDER BY id LIMIT 1",
    )
    .get(BURGER_STORE) as { id: number; name: string };
  item = row;
  const store = backend.db.prepare("SELECT slug FROM stores WHERE id = ?").get(BURGER_STORE) as {
    slug: string;
  };
  storePath = `/store/${store.slug}?module_id=${FOOD}&module_type=food&store_zone_id=1`;
  const prefs = await serializePrefs({
    zoneIds: "[1]",
    moduleId: FOOD,
    moduleType: "food",
    address: "Burj Khalifa, Downtown Dubai",
    lat: 25.1972,
    lng: 55.2744,
  });
  cookie = prefs.split(";")[0];
  const added = await visit("/cart", {
    intent: "add",
    item_id: String(item.id),
    module_id: String(FOOD),
    quantity: "1",
    model: "Item",
    redirectTo: "/home",
  });
  expect(added.status).toBe(303);
});

/** What a visitor sees on a page the marketplace could not give. */
function expectUnreachablePage(answer: RawResponse, label: string) {
  expect(answer.status, label).toBe(503);
  expect(Number(answer.headers["retry-after"]), label).toBeGreaterThan(0);
  const body = decode(answer.body);
  expect(body, label).toContain(EN.title);
  // A way to try again: a link to the same page.
  expect(body, label).toMatch(/<a[^>]*href=""[^>]*>Try again<\/a>/);
  for (const wrong of [EN.empty, EN.nothingToOrder, EN.notFound])
    expect(body, label).not.toContain(wrong);
}

describe("the marketplace's API down or garbled", () => {
  it("checkout shows the cart while the API answers", async () => {
    const page = await visit("/checkout?page=cart");
    expect(page.status).toBe(200);
    expect(decode(page.body)).toContain(item.name);
  });

  it.each<Mode>(["down", "garbage", "error"])(
    "%s: checkout and the store page say the marketplace cannot be reached (503, Retry-After)",
    async (outage) => {
      await setMode(outage);
      try {
        const checkout = await visit("/checkout?page=cart");
        expectUnreachablePage(checkout, `${outage} checkout`);

        const key = "any-key";
        const placed = await visit("/checkout?page=cart", { intent: "place", key });
        expectUnreachablePage(placed, `${outage} place`);

        const store = await visit(storePath);
        expectUnreachablePage(store, `${outage} store`);
        expect(titleOf(store.body)).not.toMatch(/not found/i);
        expect(titleOf(store.body)).toContain(EN.title);
        // The store, item, category and promotion listing pages a shared cache keeps (ADR 033):
        // the same 503, never kept.
        const shared = await visit(`/store/${BURGER_STORE}/z/1`);
        expectUnreachablePage(shared, `${outage} shared store`);
        expect(shared.headers["cache-control"]).toBe("private, no-store");
        const sharedItem = await visit(`/product/${item.id}/z/1`);
        expectUnreachablePage(sharedItem, `${outage} shared item`);
        expect(sharedItem.headers["cache-control"]).toBe("private, no-store");
        for (const listing of [
          `/categories/z/1/m/${FOOD}`,
          `/category/1/z/1/m/${FOOD}`,
          `/flash-sales/z/1/m/${FOOD}`,
          `/campaigns/z/1/m/${FOOD}`,
          `/all-brands/z/1/m/${FOOD}`,
        ]) {
          const answer = await visit(listing);
          expectUnreachablePage(answer, `${outage} ${listing}`);
          expect(answer.headers["cache-control"]).toBe("private, no-store");
        }

        const arabic = await visit("/ar/checkout?page=cart");
        expect(arabic.status).toBe(503);
        expect(decode(arabic.body)).toContain("تعذّر الوصول إلى السوق الآن");
      } finally {
        await setMode("ok");
      }
      // Back: the cart was there all along.
      const again = await visit("/checkout?page=cart");
      expect(again.status).toBe(200);
      expect(decode(again.body)).toContain(item.name);
    },
  );
});
