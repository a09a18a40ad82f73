import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

/**
 * patches/@remix-run+router (issue 27): the server's matchRoutes flattens a route array once and
 * remembers which branch a pathname took. It must answer exactly what the router's own,
 * unpatched matching answers (its ESM build, which the patch leaves alone), for route arrays
 * made anew on every render and for the same array matched again.
 */
const require = createRequire(import.meta.url);
type Match = (routes: AgnosticRouteObject[], path: string) => unknown;
const patched = require("@remix-run/router/dist/router.cjs.js").matchRoutes as Match;

/** The shapes the storefront's routes take: ($lang) optional segment, index, params, splat. */
const tree = (): AgnosticRouteObject[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "lang-index", path: ":lang?", index: true },
      {
        id: "lang",
        path: ":lang?",
        children: [
          { id: "home", path: "home" },
          { id: "personal", path: "home/personal" },
          { id: "shared", path: "home/z/:zones/m/:module" },
          { id: "product", path: "product/:id" },
          { id: "store", path: "store/:id" },
          { id: "orders", path: "my-orders" },
          { id: "order", path: "my-orders/:orderId" },
          { id: "refund", path: "my-orders/:orderId/refund" },
          { id: "Policy", path: "Privacy-Policy", caseSensitive: true },
          { id: "splat", path: "*" },
        ],
      },
      { id: "locales", path: "locales/:lang" },
      { id: "robots", path: "robots.txt" },
    ],
  },
];

/** What a match means: the routes' ids, their params and pathnames. */
const shapeOf = (matches: unknown) =>
  (matches as Array<{ route: { id: string }; params: object; pathname: string }> | null)?.map(
    (m) => ({ id: m.route.id, params: m.params, pathname: m.pathname }),
  ) ?? null;

const PATHS = [
  "/",
  "/ar",
  "/home",
  "/ar/home",
  "/home/personal",
  "/ar/home/z/1-2/m/3",
  "/product/12",
  "/ar/store/al-fanar%20grill",
  "/my-orders",
  "/my-orders/100001/refund",
  "/Privacy-Policy",
  "/privacy-policy",
  "/locales/en",
  "/robots.txt",
  "/nothing/here/at/all",
  "/ar/unknown",
  "/%E2%9C%93",
];

describe("the server's route matching (patched)", () => {
  it("answers what the router's own matching answers, cold and remembered", async () => {
    const esm = "@remix-run/router/dist/router.js";
    const reference = (await import(/* @vite-ignore */ esm)).matchRoutes as Match;
    // the ESM build really is the unpatched one, so the comparison can fail
    const source = (file: string) => readFileSync(require.resolve(file), "utf8");
    expect(source(esm)).not.toContain("matchedBranchIndex");
    expect(source("@remix-run/router/dist/router.cjs.js")).toContain("matchedBranchIndex");
    for (let round = 0; round < 3; round++) {
      for (const path of PATHS) {
        const expected = shapeOf(reference(tree(), path));
        expect(shapeOf(patched(tree(), path)), `${path} (round ${round})`).toEqual(expected);
      }
    }
    const kept = tree();
    for (const path of [...PATHS, ...PATHS]) {
      expect(shapeOf(patched(kept, path)), path).toEqual(shapeOf(reference(tree(), path)));
    }
  });

  it("a remembered pathname in another route tree is matched against that tree", () => {
    expect(shapeOf(patched(tree(), "/home"))?.at(-1)?.id).toBe("home");
    const other: AgnosticRouteObject[] = [{ id: "only", path: "home/*" }];
    expect(shapeOf(patched(other, "/home"))?.at(-1)?.id).toBe("only");
    expect(patched(other, "/product/12")).toBeNull();
    expect(shapeOf(patched(tree(), "/product/12"))?.at(-1)?.id).toBe("product");
  });

  it("returns the route objects of the array it was given", () => {
    const first = tree();
    const second = tree();
    const [a, b] = [first, second].map(
      (routes) => (patched(routes, "/product/1") as Array<{ route: object }>).at(-1)!.route,
    );
    expect(a).not.toBe(b);
    expect(a).toBe((first[0].children![1].children as AgnosticRouteObject[])[3]);
    expect(b).toBe((second[0].children![1].children as AgnosticRouteObject[])[3]);
  });
});
