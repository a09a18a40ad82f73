import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, isJsProject } from "./fixtures";
import { demoLocation, setPrefs, type ModuleType } from "./support/session";

/**
 * The demo's pictures (issue 23), read-only so checked once, without JavaScript: on the landing
 * page, every module home, a store and an item, at 390 and 1280 px, in English and Arabic,
 * every picture of the first screen has loaded, and the backend's pictures come sized by /img
 * (never the full-size upload). Each view is written to
 * test-results/pictures/<page>-<width>-<lang>.png for a person to look at.
 */

const PAGES: Array<[name: string, module: ModuleType | null, path: string]> = [
  ["landing", null, "/"],
  ["grocery", "grocery", "/home"],
  ["food", "food", "/home"],
  ["pharmacy", "pharmacy", "/home"],
  ["ecommerce", "ecommerce", "/home"],
  ["parcel", "parcel", "/home"],
  ["store", "food", "/store/al-fanar-grill?module_id=2"],
  ["item", "food", "/product/{item}?module_id=2"],
];

/** The first screen's pictures: loaded, and the backend's ones through /img. */
async function firstScreenPictures(page: Page) {
  return page.locator("img").evaluateAll(
    (images, height) =>
      (images as HTMLImageElement[])
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.top < height && box.bottom > 0;
        })
        .map((img) => ({
          src: img.currentSrc || img.src,
          loaded: img.complete && img.naturalWidth > 0,
          sized: img.hasAttribute("width") && img.hasAttribute("height"),
        })),
    page.viewportSize()!.height,
  );
}

test("the demo's pictures load sized for the screen on every kind of page, in English and Arabic", async ({
  browser,
  request,
  baseURL,
}) => {
  test.skip(isJsProject(test.info()), "read-only pages: checked once, without JavaScript");
  test.setTimeout(180_000);
  const item = await request.get("/api/v1/items/details/101", { headers: { moduleId: "2" } });
  const { slug } = (await item.json()) as { slug: string };
  for (const [name, module, template] of PAGES) {
    const path = template.replace("{item}", slug);
    for (const width of [390, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: width === 390 ? 844 : 900 },
        javaScriptEnabled: false,
      });
      await setPrefs(context, baseURL!, await demoLocation(request, module));
      const page = await context.newPage();
      for (const lang of ["en", "ar"] as const) {
        const url = lang === "ar" ? `/ar${path === "/" ? "" : path}` : path;
        await page.goto(url, { waitUntil: "load" });
        const pictures = await firstScreenPictures(page);
        const where = `${name} ${width} ${lang}`;
        expect(
          pictures.filter((p) => !p.loaded),
          where,
        ).toEqual([]);
        expect(
          pictures.filter((p) => !p.sized),
          where,
        ).toEqual([]);
        // the module home and landing hero pictures are the backend's: sized by /img
        const resized = pictures.filter((p) => new URL(p.src).pathname === "/img");
        if (name !== "landing" || width > 768) expect(resized.length, where).toBeGreaterThan(0);
        await page.screenshot({
          path: join(test.info().project.outputDir, "pictures", `${name}-${width}-${lang}.png`),
        });
      }
      await context.close();
    }
  }
});
