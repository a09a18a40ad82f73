import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What every page's first load carries (the root's files, design.md §5; `npm run size` weighs
 * them): the frame, not what only some pages show. Issue 24 put the landing page and /location
 * over their ceilings; these are the edges that had brought other pages' code into the root.
 */
const ASSETS = path.resolve("public/build");

/** Every script file of the browser build. */
const walkScripts = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walkScripts(full);
    return entry.name.endsWith(".js") ? [full] : [];
  });

function manifest() {
  const name = fs.readdirSync(ASSETS).find((file) => /^manifest-[A-Z0-9]+\.js$/.test(file));
  if (!name) throw new Error("No public/build/manifest-*.js: run `npm run build` first.");
  const source = fs.readFileSync(path.join(ASSETS, name), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[] }>;
  };
}

/** The JavaScript of the entry and the root route: what a full page load of any page fetches. */
function rootFirstLoad(): string {
  const { entry, routes } = manifest();
  const root = routes.root;
  const urls = new Set([entry.module, ...entry.imports, root.module, ...(root.imports ?? [])]);
  return [...urls]
    .map((url) => fs.readFileSync(path.join(ASSETS, url.replace(/^\/build\//, "")), "utf8"))
    .join("\n");
}

/** The lucide icons drawn in some JavaScript (each icon module names its drawing). */
const iconsIn = (code: string) =>
  new Set([...code.matchAll(/\{name:"([a-z0-9-]+)",size:24/g)].map((m) => m[1]));

describe("every page's first load", () => {
  const code = rootFirstLoad();

  it("draws the frame's icons from the sprite and carries no icon drawings", () => {
    // The header's and footer's icons are <use> references into the sprite (ui/icons.tsx)…
    expect(code).toMatch(/\/build\/_assets\/icons-[A-Z0-9]+\.svg/);
    // …and no lucide icon module is there: through lucide's barrel every icon the app used went
    // into one chunk the root loaded, and one per file each icon shared with routes is a chunk
    // of its own (~0.4 KB gzip apiece).
    expect([...iconsIn(code)]).toEqual([]);
  });

  it("leaves out the cookie notice and the maintenance page, which few pages show", () => {
    expect(code).toContain("skipToContent");
    expect(code).not.toContain("cookieNotice.dismiss");
    expect(code).not.toContain("maintenance-title");
  });

  // The header search's popup (recent searches, suggestions) shows nothing on a first visit
  // until the visitor types: its code is fetched when the box takes focus.
  it("has the search box without its popup", () => {
    expect(code).toContain("search.placeholderOther");
    expect(code).not.toContain("box.clearAll");
  });

  it("has the maintenance page's title without the pages' head builders", () => {
    // The root's meta titles the maintenance page; the canonical links and JSON-LD are routes'.
    expect(code).toContain('"noindex"');
    expect(code).not.toContain("x-default");
    expect(code).not.toContain("AggregateOffer");
  });
});

/** The scripts a full page load of a route fetches before it hydrates (entry, chain, imports). */
function firstLoadFiles(routeId: string): Set<string> {
  const { entry, routes } = manifest() as ReturnType<typeof manifest> & {
    routes: Record<string, { parentId?: string }>;
  };
  const urls = new Set([entry.module, ...entry.imports]);
  for (let id: string | undefined = routeId; id; id = routes[id].parentId) {
    urls.add(routes[id].module);
    for (const url of routes[id].imports ?? []) urls.add(url);
  }
  return urls;
}

describe("a page's first load", () => {
  // Issue 27: esbuild cut the frame's code into ~40 chunks (one per set of routes sharing a
  // piece), and the store page fetched 70+ scripts before hydrating, each with its headers.
  // scripts/merge-chunks.mjs regroups them; the browser's whole first visit (lazy views
  // included) is held to budgets.json `firstVisitRequests` by `npm run size:first-visit`.
  it("fetches at most 30 scripts before hydrating, on every route", () => {
    const { routes } = manifest();
    const counts = Object.keys(routes).map((id) => [id, firstLoadFiles(id).size] as const);
    expect(counts.filter(([, count]) => count > 30)).toEqual([]);
  });

  it("every script the manifest names is in the build", () => {
    const { routes } = manifest();
    for (const id of Object.keys(routes)) {
      for (const url of firstLoadFiles(id))
        expect(fs.existsSync(path.join(ASSETS, url.replace(/^\/build\//, ""))), url).toBe(true);
    }
  });
});

/** A lazy view's chunk (`_shared/<name>-<hash>.js`) and the chunks it imports statically. */
function lazyFiles(name: string): Set<string> {
  const dir = path.join(ASSETS, "_shared");
  const file = fs.readdirSync(dir).find((f) => new RegExp(`^${name}-[a-z0-9]+\\.js$`).test(f));
  if (!file) throw new Error(`No lazy chunk named ${name} in the build`);
  const seen = new Set<string>();
  const stack = [`/build/_shared/${file}`];
  while (stack.length) {
    const url = stack.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = fs.readFileSync(path.join(ASSETS, url.replace(/^\/build\//, "")), "utf8");
    // Rollup's chunks import each other by relative paths ("./visit-….js", "../_shared/…").
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*"((?:\.{1,2}\/|\/build\/)[^"(]+)"/g))
      stack.push(path.posix.resolve(path.posix.dirname(url), m[1]));
  }
  return seen;
}

const codeOf = (urls: Iterable<string>) =>
  [...urls]
    .map((url) => fs.readFileSync(path.join(ASSETS, url.replace(/^\/build\//, "")), "utf8"))
    .join("\n");

/** The sample pages of budgets.json `firstVisit`: their route and the lazy views drawn at once. */
const SAMPLE_PAGES: Record<string, { route: string; lazy: string[] }> = {
  home: { route: "routes/($lang).home", lazy: ["module-home"] },
  search: { route: "routes/($lang).home", lazy: ["listing-page"] },
  landing: { route: "routes/($lang)._index", lazy: [] },
  listing: { route: "routes/($lang).categories", lazy: [] },
  store: { route: "routes/($lang).store.$id", lazy: [] },
  item: { route: "routes/($lang).product.$id", lazy: [] },
  checkout: { route: "routes/($lang).checkout", lazy: [] },
  location: { route: "routes/($lang).location", lazy: [] },
  modules: { route: "routes/($lang).modules", lazy: [] },
};

function sampleCode(page: string): string {
  const { route, lazy } = SAMPLE_PAGES[page];
  const urls = new Set(firstLoadFiles(route));
  for (const name of lazy) for (const url of lazyFiles(name)) urls.add(url);
  return codeOf(urls);
}

describe("a sample page's first visit", () => {
  // Issue 27 item 4: each lucide icon a page drew was ~0.2 KB of JavaScript, often in a chunk
  // of its own (a request, ~0.3 KB of headers), and the first one brought lucide's runtime
  // (~1.7 KB): the store page paid ~7 KB for twelve icons the sprite draws for a few bytes.
  it.each(Object.keys(SAMPLE_PAGES))("%s draws its icons from the sprite, not lucide", (page) => {
    const code = sampleCode(page);
    expect([...iconsIn(code)]).toEqual([]);
    expect(code).not.toContain('"lucide"');
  });

  // Past the first visit too: a lucide icon in a dialog, the account or the tracking page was a
  // chunk of its own (~0.6 KB with its headers), and an order journey fetched a dozen of them.
  it("no script of the build draws a lucide icon", () => {
    const everyScript = walkScripts(ASSETS).map((file) => fs.readFileSync(file, "utf8"));
    expect(everyScript.length).toBeGreaterThan(20);
    const drawn = everyScript.flatMap((code) => [...iconsIn(code)]);
    expect(drawn).toEqual([]);
  });

  // The parcel module's sections (categories, why choose us, video) are drawn on parcel homes
  // only: the grocery home's first visit does not download them.
  it("a grocery home carries no parcel sections", () => {
    expect(sampleCode("home")).toContain("hero.searchLabel");
    expect(sampleCode("home")).not.toContain("parcel.watchVideo");
  });

  // The carousels move by native scrolling (autoplay, buttons, keys, swipes): embla, ~9.6 KB,
  // comes only when a mouse is over one (to drag it), in a chunk of its own.
  it("a home carries no embla: its carousels scroll natively", () => {
    const home = sampleCode("home");
    expect(home).toContain("carousel.next");
    expect(home).not.toContain("trimSnaps");
    expect(codeOf(lazyFiles("carousel-enhancer"))).toContain("trimSnaps");
  });

  // The sort-and-filter drawer is a URL dialog (`?dialog=listing-filters`): the native
  // dialog's code (~3 KB) comes when it opens or its link is hovered, not with every search.
  it("a search carries no dialog code until the drawer opens", () => {
    expect(sampleCode("search")).toContain("listing.filters.open");
    expect(sampleCode("search")).not.toContain("showModal");
  });
});

/** The browser build's metafile, as scripts/merge-chunks.mjs rewrites it (file → sources, imports). */
type Metafile = {
  outputs: Record<
    string,
    { inputs: Record<string, unknown>; imports: Array<{ path: string; kind: string }> }
  >;
};
const metafile = (): Metafile =>
  JSON.parse(fs.readFileSync(path.resolve("build/metafile.js.json"), "utf8")) as Metafile;
const urlOfOutput = (key: string) => key.replace(/^public/, "");

/** The file holding a source module, and every file it imports statically (transitively). */
function filesOf(meta: Metafile, source: string): Set<string> {
  const start = Object.keys(meta.outputs).find((key) => source in meta.outputs[key].inputs);
  if (!start) throw new Error(`No file of the build holds ${source}`);
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const item of meta.outputs[key].imports)
      if (item.kind === "import-statement") stack.push(item.path);
  }
  return new Set([...seen].map(urlOfOutput));
}

const without = (files: Set<string>, ...loaded: Set<string>[]) =>
  [...files].filter((file) => !loaded.some((set) => set.has(file)));

/** What the order journey (scripts/journey.mjs) has loaded when the visitor is on the home. */
const journeyToHome = () =>
  new Set([
    ...["routes/($lang)._index", "routes/($lang).location", "routes/($lang).modules"].flatMap(
      (route) => [...firstLoadFiles(route)],
    ),
    ...firstLoadFiles("routes/($lang).home"),
    ...lazyFiles("module-home"),
  ]);

describe("after the first visit", () => {
  // Issue 27 item 5: esbuild's chunks of `.server` placeholders (`{}`, ~0.1 KB) were files of
  // their own, each a request on the landing page, the checkout and the auth pages.
  it("no file of the build holds only placeholders of server modules", () => {
    const { outputs } = metafile();
    const placeholderOnly = Object.entries(outputs)
      .filter(([key]) => key.endsWith(".js"))
      .filter(([, output]) => {
        const sources = Object.keys(output.inputs);
        return sources.length > 0 && sources.every((s) => s.startsWith("empty-module:"));
      })
      .map(([key]) => key);
    expect(placeholderOnly).toEqual([]);
  });

  // Route modules without browser code (/cart, /preferences/cookies, /review-prompt… each
  // loaded before a fetcher posts to it) were a file each: three requests on the order journey.
  it("the routes without browser code share one module file", () => {
    const { routes } = manifest();
    const { outputs } = metafile();
    const empty = Object.values(routes)
      .map((route) => route.module)
      .filter((url) => {
        const sources = Object.keys(outputs[`public${url}`]?.inputs ?? { code: 1 });
        return sources.every((s) => /^(empty-module|browser-route-module):/.test(s));
      });
    expect(empty.length).toBeGreaterThan(5);
    expect(new Set(empty).size).toBe(1);
  });

  // The sign-in dialog from a module home fetched 10 scripts (its 7 parts, each keyed by another
  // set of dialogs and routes, and 3 the checkout's first visit has), then 4 more for its browser
  // check; merge-chunks.mjs keys what no first visit needs by later view (LATER_VIEWS).
  it("opening the sign-in dialog on the order journey fetches its own code in 2 files", () => {
    const meta = metafile();
    const home = journeyToHome();
    const firstVisits = new Set(
      Object.values(SAMPLE_PAGES).flatMap(({ route }) => [...firstLoadFiles(route)]),
    );
    const dialog = filesOf(meta, "app/features/auth/sign-in-dialog.tsx");
    const fetched = without(dialog, home);
    expect(fetched.length).toBeLessThanOrEqual(5);
    // Beside the checkout's form kit (shared with a first visit, so keyed by the sample pages):
    expect(without(dialog, home, firstVisits)).toHaveLength(2);
    // …and its browser check once it shows: two more.
    const check = filesOf(meta, "app/features/auth/auth-validation.ts");
    expect(without(check, home, dialog, firstVisits).length).toBeLessThanOrEqual(2);
  });

  it("opening the cart drawer on the order journey fetches at most 2 files", () => {
    const meta = metafile();
    const home = journeyToHome();
    expect(
      without(filesOf(meta, "app/features/cart/cart-drawer.tsx"), home).length,
    ).toBeLessThanOrEqual(2);
  });
});
