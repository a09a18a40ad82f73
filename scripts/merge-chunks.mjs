#!/usr/bin/env node
/**
 * `npm run build`, right after `remix build`: regroups the browser build's shared chunks so that
 * a first visit fetches ~20 scripts instead of ~80 (issue 27 item 4).
 *
 * Why: the classic Remix compiler runs esbuild with code splitting over ~70 route entries and
 * ~50 lazy `import()`s, and esbuild puts every top-level statement in the chunk named by the
 * exact set of entries that reach it. The shell's code, which every page loads anyway, came out
 * as ~40 chunks (a lucide icon, an array of two strings, an empty file) because each piece is
 * shared by a different subset of routes; on HTTP/1.1 each cost a request and its headers. esbuild
 * has no option to merge chunks, so this step re-bundles its output with Rollup:
 *
 * - everything the client entry, the root route and the `($lang)` layout reach statically (what
 *   every page downloads before it hydrates) becomes ONE chunk — the root route's module itself,
 *   `root-[hash].js` (`_shared/shell-[hash].js` when Rollup cannot make it the root's) — no
 *   page downloads a byte more than before; the client entry stays a file of its own;
 * - the remaining shared chunks go where Rollup puts them (one chunk per set of entries, with
 *   what a dynamic import's importer already holds taken into account), and chunks under
 *   MIN_CHUNK_BYTES that run no code when loaded are merged into a chunk loaded in similar
 *   conditions (`experimentalMinChunkSize`);
 * - the result is minified again (Rollup renames what collides when modules share a scope), and
 *   the assets manifest — the browser's `manifest-*.js` and the copy inlined in the server build
 *   (build/index.js) — and esbuild's metafile (scripts/sizes.mjs reads it) are rewritten to the
 *   new files.
 *
 * Module code is not changed, only which file it sits in: ES module semantics (evaluation order
 * of each import graph) are Rollup's to keep.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { rollup } from "rollup";
import { minify } from "terser";
import { cjsBindings, findRequires } from "./lib/cjs-bindings.mjs";

const ROOT = process.cwd();
const ASSETS = path.join(ROOT, "public/build");
const PUBLIC_PATH = "/build/";
const SERVER_BUILD = path.join(ROOT, "build/index.js");
const METAFILE = path.join(ROOT, "build/metafile.js.json");
/** Unused code (gzip) another entry may download with the chunks it needs; see chunkKeys. */
const WASTE_LIMIT_BYTES = 12_000;
/**
 * What a script request costs beside its body (status line and headers, ~0.3 KB on HTTP/1.1,
 * plus the gzip frame): two small chunks are worth one when the requests saved outweigh the
 * bytes the pages that needed only one of them now download (mergeSmallChunks).
 */
const REQUEST_BYTES = 350;
/** Only chunks under this (gzip) are merged, and merged chunks stay under it. */
const SMALL_CHUNK_BYTES = 2_000;
/**
 * The sample pages of a first visit (scripts/budgets.json `firstVisit`) and the entries each
 * loads, by when it loads them: `route` (the route modules, modulepreloaded by the HTML),
 * `hydrate` (lazy views rendered at once: the home and search views of /home, the cookie
 * notice), `late` (after hydration, without the visitor doing anything; none today). Route
 * ids, or for a lazy `import()` the source file's name. A file is keyed by the pages that need
 * it and when (see chunkKeys): a wrong or missing page here costs bytes or requests on that
 * page (scripts/first-visit.mjs shows it), never correctness.
 */
const FIRST_VISIT_PAGES = {
  // The grocery home (/home) and the shop home (/ar/home?module_id=4) draw different deferred
  // sections (features/home/home-sections.tsx): the offer sections on one, the showcase
  // sections on the other.
  home: {
    route: ["routes/($lang).home"],
    hydrate: ["module-home", "offer-sections", "cookie-notice"],
  },
  "shop-home": {
    route: ["routes/($lang).home"],
    hydrate: ["module-home", "showcase-sections", "brands", "cookie-notice"],
  },
  "shared-home": {
    route: ["routes/($lang).home_.z.$zones.m.$module"],
    hydrate: ["module-home", "offer-sections", "showcase-sections", "brands", "cookie-notice"],
  },
  landing: { route: ["routes/($lang)._index"], hydrate: ["cookie-notice"] },
  listing: { route: ["routes/($lang).categories"], hydrate: ["cookie-notice"] },
  search: { route: ["routes/($lang).home"], hydrate: ["listing-page", "cookie-notice"] },
  store: { route: ["routes/($lang).store.$id"], hydrate: ["cookie-notice"] },
  item: { route: ["routes/($lang).product.$id"], hydrate: ["cookie-notice"] },
  checkout: { route: ["routes/($lang).checkout"], hydrate: ["cookie-notice"] },
  location: { route: ["routes/($lang).location"], hydrate: ["cookie-notice"] },
  modules: { route: ["routes/($lang).modules"], hydrate: ["cookie-notice"] },
};
// No page has a `late` entry since embla left the first visit (issue 27 item 4: the carousels
// move by native scrolling; embla comes when a mouse is over one). The phase stays for the
// next lazy view a page loads after hydrating by itself.
const PHASES = ["route", "hydrate", "late"];
const FIRST_VISIT_ENTRIES = [
  ...new Set(
    Object.values(FIRST_VISIT_PAGES).flatMap((page) => PHASES.flatMap((p) => page[p] ?? [])),
  ),
];
/**
 * The views a visitor opens after the first visit, by when each part loads: `open` (what draws
 * the view: a lazy dialog, a route module and what it imports), `after` (what the view fetches
 * by itself once shown or on its first submit: the form's browser check, the route module its
 * form posts to). Same names as FIRST_VISIT_PAGES. A file no sample page needs is keyed by the
 * views that need it and when (chunkKeys): opening the sign-in dialog fetched 14 files of
 * 0.4–2.6 KB, each keyed by another set of dialogs and routes sharing it. A lazy entry of a view
 * (`sign-in-dialog`) joins its view's chunk. Only files outside every first visit are keyed
 * here, so no first visit changes; a view missing here costs requests, never correctness.
 */
const LATER_VIEWS = {
  "sign-in": {
    open: ["sign-in-dialog"],
    after: ["auth-validation", "routes/($lang).auth.sign-in"],
  },
  "review-prompt": { open: ["review-prompt-dialog"], after: ["routes/($lang).review-prompt"] },
  // With the card's stepper, fetched once a quick add puts an item in the cart
  // (features/cards/quick-add.tsx): the drawer opened next is then already there, and the add
  // costs no request of its own.
  cart: { open: ["cart-drawer", "cart-stepper"] },
  // The other drawers share the sheet with the cart's: named so that none downloads another's
  // code (the track-order drawer would then pass WASTE_LIMIT_BYTES and split the checkout's
  // first-visit chunks).
  menu: { open: ["menu-drawer"] },
  wishlist: { open: ["wishlist-drawer"] },
  "track-order-drawer": { open: ["track-order-drawer"] },
  order: { open: ["routes/($lang).my-orders_.$orderId"] },
  refund: {
    open: ["routes/($lang).my-orders_.$orderId_.refund"],
    after: ["refund-validation"],
  },
  tracking: { open: ["routes/($lang).track-order"] },
  profile: { open: ["routes/($lang).profile"], after: ["profile-validation"] },
};
const VIEW_PHASES = ["open", "after"];
/**
 * Lazy views every sample page draws while it hydrates: the cookie notice (a first visit has no
 * consent yet). Keyed like the files a sample page needs instead of a chunk of their own, they
 * join the chunk every sample page loads (the image and SEO helpers): one request less on every
 * first visit (~0.35 KB; issue 27 item 4). A visitor who has answered the notice downloads its
 * ~0.4 KB with that chunk; the root's chunk stays without it (tests/built/first-load.test.ts).
 */
const EVERY_FIRST_VISIT = ["cookie-notice"];
/** Routes every page has above it: their static imports are the shell. */
const SHELL_ROUTES = ["root", "routes/($lang)"];

const started = Date.now();
const manifestName = readdirSync(ASSETS).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
if (!manifestName) throw new Error("No public/build/manifest-*.js: run `remix build` first.");
const manifest = JSON.parse(
  readFileSync(path.join(ASSETS, manifestName), "utf8")
    .replace(/^window\.__remixManifest=/, "")
    .replace(/;\s*$/, ""),
);

const fileOf = (url) => path.join(ASSETS, url.slice(PUBLIC_PATH.length));
const urlOf = (file) => PUBLIC_PATH + path.relative(ASSETS, file).split(path.sep).join("/");
const oldFiles = walk(ASSETS).filter(
  (file) => file.endsWith(".js") && path.basename(file) !== manifestName,
);

// Entries keep their Remix ids as names: routes/($lang).home → routes/($lang).home-[hash].js.
const input = { "entry.client": fileOf(manifest.entry.module) };
for (const [id, route] of Object.entries(manifest.routes)) input[id] = fileOf(route.module);

const routeUrls = new Set(Object.values(input).map(urlOf));
const graph = buildGraph([...routeUrls]);
const shell = graph.closure([
  manifest.entry.module,
  ...SHELL_ROUTES.map((id) => manifest.routes[id].module),
]);
// esbuild's metafile names the source modules of each of its files: a file holding only
// `empty-module:` placeholders (what a `.server` import becomes in the browser: `{}`) runs no
// code of its own, and a lazy entry holding none is a facade re-exporting another file.
const esbuildOutputs = existsSync(METAFILE)
  ? JSON.parse(readFileSync(METAFILE, "utf8")).outputs
  : {};
const sourcesOf = (url) => Object.keys(esbuildOutputs[`public${url}`]?.inputs ?? {});
/**
 * Files of placeholders only (`var x=__commonJS((e,m)=>{m.exports={}})`, ~0.1 KB) outside the
 * shell. Shared by a few routes, each such file was a chunk and a request of its own (on the
 * landing page, the checkout, the auth pages); every importer gets its own copy instead (a fresh
 * `{}` per copy: nothing reads it).
 */
const placeholders = new Set(
  [...graph.reachedBy.keys()].filter(
    (url) =>
      !graph.entries.has(url) &&
      sourcesOf(url).length > 0 &&
      sourcesOf(url).every((source) => source.startsWith("empty-module:")),
  ),
);
for (const url of shell) placeholders.delete(url);
const promoted = [];
const chunkOf = chunkKeys(graph, shell);
const PLACEHOLDER = "\0placeholder:";
// React and its JSX runtime as ES bindings shared by every chunk (lib/cjs-bindings.mjs).
const requires = findRequires(
  new Map([...graph.reachedBy.keys()].map((url) => [url, readFileSync(fileOf(url), "utf8")])),
);
const bundle = await rollup({
  input,
  // An entry's chunk may export more than its module (minified names, which no route export
  // name can be): the root's module is then the shell's chunk itself, not a re-exporting file
  // in front of it — one request less on every page (issue 27 item 4).
  preserveEntrySignatures: "allow-extension",
  onwarn(warning, warn) {
    if (warning.code === "CIRCULAR_DEPENDENCY") return;
    warn(warning);
  },
  plugins: [
    cjsBindings(requires),
    {
      name: "remix-build-urls",
      resolveId(source, importer) {
        if (!source.startsWith(PUBLIC_PATH)) return null;
        if (!placeholders.has(source) || !importer || importer.startsWith("\0"))
          return fileOf(source);
        // The copy goes into the importer's chunk (an entry's own chunk when it has no key).
        const from = urlOf(importer);
        return `${PLACEHOLDER}${source}|${chunkOf(from) ?? `entry:${from}`}`;
      },
      load(id) {
        if (!id.startsWith(PLACEHOLDER)) return null;
        return readFileSync(fileOf(id.slice(PLACEHOLDER.length).split("|")[0]), "utf8");
      },
    },
  ],
});
const { output } = await bundle.generate({
  format: "es",
  dir: ASSETS,
  entryFileNames: "[name]-[hash].js",
  // A lazy chunk is named after its source file; esbuild's hash in that name is stale now.
  chunkFileNames: ({ name }) => `_shared/${name.replace(/-[A-Z0-9]{8}$/, "")}-[hash].js`,
  hashCharacters: "base36",
  // Route ids hold `$`, `(`, `[.]`: keep them as Remix named the files.
  sanitizeFileName: false,
  manualChunks: (id) => {
    if (id.startsWith("\0cjs:")) return "shell";
    if (!id.startsWith(PLACEHOLDER)) return chunkOf(urlOf(id));
    const home = id.split("|")[1];
    return home.startsWith("entry:") ? undefined : home;
  },
  minifyInternalExports: true,
});
await bundle.close();
const missing = Object.keys(input).filter(
  (id) => !output.some((item) => item.type === "chunk" && item.isEntry && item.name === id),
);
if (missing.length) throw new Error(`No output for the entries ${missing.join(", ")}`);

/*
 * Minify again: Rollup renames colliding top-level names (e → e$1) when modules share a chunk.
 * With Terser, not esbuild: its names compress better. Re-minified by esbuild, the shell was
 * 103.9 KB of Brotli; by Terser 99.3 (mangling alone: 100.2; compression run twice: -0.2),
 * every first visit ~5 KB less (issue 27 item 4); a third run takes ~0.1 KB more off every
 * first visit (and ~2 s of build CPU). Terser's default compress options are the safe ones;
 * `module` tells it each chunk is an ES module (strict, top-level names its own).
 */
const chunks = output.filter((item) => item.type === "chunk");
const written = new Map();
for (const chunk of chunks) {
  const { code } = await minify(chunk.code, { module: true, ecma: 2020, compress: { passes: 3 } });
  if (code === undefined) throw new Error(`Terser returned nothing for ${chunk.fileName}`);
  written.set(chunk.fileName, code);
}

/**
 * Route modules without browser code (action or loader only: /cart, /preferences/cookies,
 * /review-prompt…) are all `export default {}` (esbuild's empty module). The browser still
 * imports a route's module before a fetcher posts to it, and each was a file of its own: the
 * order journey fetched three. They share one file now (identical but for minified names),
 * fetched once.
 */
const noClientCode = chunks.filter(
  (chunk) =>
    chunk.isEntry &&
    chunk.name !== "entry.client" &&
    chunk.exports.join() === "default" &&
    sourcesOf(urlOf(chunk.facadeModuleId)).every(
      (source) => source.startsWith("browser-route-module:") || source.startsWith("empty-module:"),
    ) &&
    path.dirname(chunk.fileName) === "routes",
);
/** Route chunk file → the file the manifest names instead. */
const sharedFile = new Map();
if (noClientCode.length > 1) {
  const code = written.get(noClientCode[0].fileName);
  const name = `routes/no-client-code-${createHash("sha256").update(code).digest("hex").slice(0, 8)}.js`;
  for (const chunk of noClientCode) {
    sharedFile.set(chunk.fileName, name);
    written.delete(chunk.fileName);
  }
  written.set(name, code);
}
const fileNameOf = (chunk) => sharedFile.get(chunk.fileName) ?? chunk.fileName;

// Old files out, new ones in (names never collide: Rollup's base-36 hashes are new).
for (const file of oldFiles) rmSync(file);
for (const [fileName, code] of written) {
  const file = path.join(ASSETS, fileName);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, code);
}

// The assets manifest: each route's module and the chunks it imports statically (transitively:
// Remix renders them as <link rel="modulepreload">, so nothing waits for a waterfall).
const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const byEntry = new Map(chunks.filter((c) => c.isEntry).map((c) => [c.name, c]));
const importsOf = (chunk) => {
  const seen = new Set();
  const stack = [...chunk.imports];
  while (stack.length) {
    const name = stack.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...byName.get(name).imports);
  }
  return [...seen].map((name) => PUBLIC_PATH + name);
};
const entryChunk = byEntry.get("entry.client");
const next = {
  ...manifest,
  entry: { module: PUBLIC_PATH + entryChunk.fileName, imports: importsOf(entryChunk) },
  routes: Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => {
      const chunk = byEntry.get(id);
      return [id, { ...route, module: PUBLIC_PATH + fileNameOf(chunk), imports: importsOf(chunk) }];
    }),
  ),
};
const version = createHash("sha256")
  .update(JSON.stringify(next))
  .digest("hex")
  .slice(0, 8)
  .toUpperCase();
next.version = version.toLowerCase();
next.url = `${PUBLIC_PATH}manifest-${version}.js`;
rmSync(path.join(ASSETS, manifestName));
writeFileSync(fileOf(next.url), `window.__remixManifest=${JSON.stringify(next)};`);

// The server build inlines the same manifest (Remix's `assets` export).
const server = readFileSync(SERVER_BUILD, "utf8");
const marker = "assets_manifest_default = ";
const start = server.indexOf(marker);
if (start < 0) throw new Error(`No "${marker}" in build/index.js`);
const end = matchingBrace(server, start + marker.length);
writeFileSync(
  SERVER_BUILD,
  server.slice(0, start + marker.length) + JSON.stringify(next) + server.slice(end + 1),
);

// esbuild's metafile, for scripts/sizes.mjs: each new file lists the inputs of the old ones in it.
if (existsSync(METAFILE)) {
  const meta = JSON.parse(readFileSync(METAFILE, "utf8"));
  const outputs = {};
  for (const chunk of chunks) {
    const inputs = {};
    for (const module of Object.keys(chunk.modules)) {
      const file = module.startsWith(PLACEHOLDER)
        ? fileOf(module.slice(PLACEHOLDER.length).split("|")[0])
        : module;
      const old = meta.outputs[path.relative(ROOT, file).split(path.sep).join("/")];
      Object.assign(inputs, old?.inputs ?? {});
    }
    const key = `public${PUBLIC_PATH}${fileNameOf(chunk)}`;
    if (outputs[key]) continue; // the routes sharing one file: listed once
    outputs[key] = {
      bytes: Buffer.byteLength(written.get(fileNameOf(chunk))),
      inputs,
      imports: [
        ...chunk.imports.map((name) => ({
          path: `public${PUBLIC_PATH}${name}`,
          kind: "import-statement",
        })),
        ...chunk.dynamicImports.map((name) => ({
          path: `public${PUBLIC_PATH}${name}`,
          kind: "dynamic-import",
        })),
      ],
      exports: chunk.exports,
      ...(chunk.isEntry
        ? { entryPoint: meta.outputs[path.relative(ROOT, chunk.facadeModuleId)]?.entryPoint }
        : {}),
    };
  }
  for (const [key, value] of Object.entries(meta.outputs)) {
    if (!key.endsWith(".js")) outputs[key] = value; // stylesheets and other assets stay
  }
  writeFileSync(METAFILE, JSON.stringify({ ...meta, outputs }, null, 2));
}

const shellChunk = chunks.find((chunk) => chunk.name === "shell" || chunk.name === "root");
console.log(`[info] entries keyed for what they would download unused: ${promoted.join(", ")}`);
console.log(
  `[info] ${oldFiles.length} scripts regrouped into ${chunks.length} (shell: ${shell.size} chunks in ${shellChunk?.fileName}) in ${Date.now() - started} ms`,
);

/**
 * The import graph of esbuild's output: each file's static and dynamic imports, every entry
 * (route modules and `import()` targets, named as in FIRST_VISIT_ENTRIES), and which entries
 * reach each file statically.
 */
function buildGraph(routeUrls) {
  const imports = new Map();
  const importsOf = (url) => {
    if (!imports.has(url)) {
      const code = readFileSync(fileOf(url), "utf8");
      const dynamic = [...code.matchAll(/\bimport\(\s*"(\/build\/[^"]+)"\s*\)/g)].map((m) => m[1]);
      // `import"x"`, `from"x"`: static; `import("x")` is a lazy boundary (another entry).
      const statics = [...code.matchAll(/(?:\bfrom|\bimport)\s*"(\/build\/[^"]+)"/g)].map(
        (m) => m[1],
      );
      imports.set(url, { statics, dynamic });
    }
    return imports.get(url);
  };
  const closures = new Map();
  const closureOf = (url) => {
    if (!closures.has(url)) {
      const seen = new Set();
      const stack = [url];
      while (stack.length) {
        const next = stack.pop();
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(...importsOf(next).statics);
      }
      closures.set(url, seen);
    }
    return closures.get(url);
  };
  const closure = (urls) => new Set(urls.flatMap((url) => [...closureOf(url)]));
  const idOf = new Map(Object.entries(input).map(([id, file]) => [urlOf(file), id]));
  const entries = new Map();
  const queue = [...routeUrls];
  while (queue.length) {
    const url = queue.pop();
    if (entries.has(url)) continue;
    entries.set(url, idOf.get(url) ?? path.basename(url).replace(/-[A-Z0-9]+\.js$/, ""));
    for (const file of closureOf(url)) queue.push(...importsOf(file).dynamic);
  }
  const reachedBy = new Map();
  for (const [url, name] of entries) {
    for (const file of closureOf(url)) {
      if (!reachedBy.has(file)) reachedBy.set(file, new Set());
      reachedBy.get(file).add(name);
    }
  }
  return {
    closure,
    entries,
    reachedBy,
    staticsOf: (url) => importsOf(url).statics,
    dynamicOf: (url) => importsOf(url).dynamic,
  };
}

/**
 * Which chunk a file of esbuild's output goes to (undefined: an entry, its own chunk).
 *
 * - The shell (what every page loads before it hydrates): one chunk.
 * - Any other file that a sample page needs: keyed by the sample pages that need it and when
 *   (FIRST_VISIT_PAGES: with the route, while hydrating, or later) — a page needs a file exactly
 *   when one of its entries reaches it. Every file of such a chunk is needed by the same first
 *   visits at the same moment: none downloads a byte it did not before, in as few requests as
 *   that allows. (Keyed by entries instead, /store fetched 15 files under 0.5 KB, each paying
 *   ~0.3 KB of headers, because the home route, the listing view and the store page each
 *   shared a different few statements with it.) What no sample page reaches (account pages,
 *   dialogs) is keyed by all the entries that reach it, as esbuild did.
 * - The price is paid by the other entries: one that uses a single file of a chunk downloads
 *   all of it. Any entry whose unused download would pass WASTE_LIMIT_BYTES (gzip) becomes a
 *   page of its own (keyed too), worst first, until none does (a route like /track-order
 *   would otherwise fetch ~21 KB of home and store code it never runs, and pass its
 *   `npm run size` ceiling).
 *
 * No cycle between chunks: when a file imports another, every entry reaching the first reaches
 * the second, so every (page, moment) of the first's key is in the second's with the same or an
 * earlier moment; two chunks importing each other would have the same key, one chunk.
 */
function chunkKeys({ entries, reachedBy, closure, staticsOf, dynamicOf }, shell) {
  const names = new Set(entries.values());
  const unknown = FIRST_VISIT_ENTRIES.filter((name) => !names.has(name));
  if (unknown.length) throw new Error(`No entry named ${unknown.join(", ")} in the build`);
  const short = (key) => createHash("sha256").update(key).digest("hex").slice(0, 8);
  // entry name → [page, phase index] for every sample page that loads it.
  const loadedBy = new Map();
  const addPage = (page, phases) => {
    PHASES.forEach((phase, index) => {
      for (const entry of phases[phase] ?? []) {
        if (!loadedBy.has(entry)) loadedBy.set(entry, []);
        loadedBy.get(entry).push([page, index]);
      }
    });
  };
  for (const [page, phases] of Object.entries(FIRST_VISIT_PAGES)) addPage(page, phases);
  // entry name → [view, phase index] for every later view that loads it.
  const viewedBy = new Map();
  for (const [view, phases] of Object.entries(LATER_VIEWS))
    VIEW_PHASES.forEach((phase, index) => {
      for (const entry of phases[phase] ?? []) {
        if (!viewedBy.has(entry)) viewedBy.set(entry, []);
        viewedBy.get(entry).push([view, index]);
      }
    });
  /**
   * A lazy entry whose file holds no source module is esbuild's facade (`import{a}from"…";
   * export{a as ConfirmDialog}`): the module sits in a chunk it shares with static importers.
   * It runs nothing: it goes into the chunk of the file it re-exports from (Rollup then points
   * the `import()` there), instead of a request of ~0.1 KB of its own. Not when a first visit
   * holds the `import()`: it would grow by the longer `import("./view-….js").then(n=>n.c)`
   * (the shell's deferred confirm dialog: +0.08 KB on every page, to save a request when a
   * confirmation opens).
   */
  const firstVisitFiles = new Set(
    [...reachedBy]
      .filter(([url, names]) => shell.has(url) || FIRST_VISIT_ENTRIES.some((n) => names.has(n)))
      .map(([url]) => url),
  );
  const facades = new Map();
  for (const [url] of entries) {
    if (routeUrls.has(url) || !esbuildOutputs[`public${url}`] || sourcesOf(url).length) continue;
    if ([...firstVisitFiles].some((file) => dynamicOf(file).includes(url))) continue;
    const code = readFileSync(fileOf(url), "utf8");
    const from = [...code.matchAll(/\bimport\s*\{[^}]*\}\s*from\s*"(\/build\/[^"]+)"/g)].map(
      (m) => m[1],
    );
    const outside = [...new Set(from)].filter((to) => !shell.has(to));
    if (outside.length <= 1) facades.set(url, outside[0] ?? from[0]);
  }
  const unknownViews = [...viewedBy.keys()].filter((name) => !names.has(name));
  if (unknownViews.length)
    throw new Error(`No entry named ${unknownViews.join(", ")} in the build`);
  /** The earliest moment each page (or view) of `loaders` needs a file reached by `all`. */
  const earliest = (all, loaders) => {
    const when = new Map();
    for (const name of all)
      for (const [page, phase] of loaders.get(name) ?? [])
        if (!when.has(page) || phase < when.get(page)) when.set(page, phase);
    return when;
  };
  const keyOf = (when) =>
    short(
      [...when]
        .map(([page, phase]) => `${page}:${phase}`)
        .sort()
        .join(","),
    );
  const assign = (url) => {
    if (!reachedBy.has(url) || placeholders.has(url)) return undefined;
    if (facades.has(url)) {
      const target = facades.get(url);
      return shell.has(target) ? "shell" : assign(target);
    }
    // Route modules stay files of their own (the manifest names them), except the root's: its
    // module is the shell's chunk (see preserveEntrySignatures). Compressed apart from the
    // shell, the root (~11 KB) cost every first visit ~1 KB more and a request. entry.client
    // stays apart: importing it starts hydration, which must wait for Remix's inline script to
    // register the route modules.
    if (routeUrls.has(url) && url !== manifest.routes.root.module) return undefined;
    // A lazy entry of a later view goes into its view's chunk (Rollup imports it from there:
    // `import("./view-….js")`).
    // So does a lazy view every sample page draws at once (EVERY_FIRST_VISIT).
    if (
      entries.has(url) &&
      !routeUrls.has(url) &&
      !viewedBy.has(entries.get(url)) &&
      !EVERY_FIRST_VISIT.includes(entries.get(url))
    )
      return undefined;
    if (shell.has(url)) return "shell";
    const all = [...reachedBy.get(url)].sort();
    const when = earliest(all, loadedBy);
    // A sample page needs it: keyed by the sample pages (and the entries keyed as pages for
    // their waste, see below), whatever later views need it too — first visits stay as they are.
    if ([...when.keys()].some((page) => !page.startsWith("entry "))) return `visit-${keyOf(when)}`;
    // Otherwise by the later views and the entries keyed as pages that need it, as views.
    const views = viewsOf(url);
    if (views.size) return `view-${keyOf(views)}`;
    return `lazy-${short(all.join(","))}`;
  };
  function viewsOf(url) {
    const all = [...reachedBy.get(url)];
    const views = earliest(all, viewedBy);
    for (const [page, phase] of earliest(all, loadedBy)) views.set(page, phase);
    return views;
  }
  const gzipSize = new Map();
  const sizeOf = (url) => {
    if (!gzipSize.has(url))
      gzipSize.set(url, gzipSync(readFileSync(fileOf(url)), { level: 9 }).length);
    return gzipSize.get(url);
  };
  for (;;) {
    const members = new Map();
    for (const url of reachedBy.keys()) {
      const key = assign(url);
      if (key === undefined || key === "shell") continue;
      if (!members.has(key)) members.set(key, []);
      members.get(key).push(url);
    }
    let worst;
    for (const [url, name] of entries) {
      if (loadedBy.has(name)) continue;
      const needed = closure([url]);
      // Chunks are closed under imports (see above): the chunks of the needed files are all.
      const keys = new Set([...needed].map(assign).filter((key) => key && key !== "shell"));
      let waste = 0;
      for (const key of keys)
        for (const file of members.get(key))
          if (!needed.has(file)) {
            waste += sizeOf(file);
            if (process.env.MERGE_CHUNKS_DEBUG === name) console.log(key, file, sizeOf(file));
          }
      if (waste > WASTE_LIMIT_BYTES && waste > (worst?.waste ?? 0)) worst = { name, waste };
    }
    if (!worst) break;
    addPage(`entry ${worst.name}`, { route: [worst.name] });
    promoted.push(`${worst.name} (${(worst.waste / 1000).toFixed(1)} KB)`);
  }
  const into = new Map([
    // Sample pages: each page that needs a chunk at any moment.
    ...mergeSmallChunks(
      "visit-",
      (url) =>
        [...reachedBy.get(url)].flatMap((name) => (loadedBy.get(name) ?? []).map(([p]) => p)),
      () => false,
    ),
    // Later views: each view and moment (merging what the view draws with what it fetches
    // after would put the latter in front of the former: no request saved, bytes added). A
    // view's chunks import visit chunks too (the checkout's form kit), which never import a
    // view chunk: no cycle.
    ...mergeSmallChunks(
      "view-",
      (url) => [...viewsOf(url)].map(([view, phase]) => `${view}:${phase}`),
      (key) => key.startsWith("visit-"),
    ),
  ]);
  return (url) => {
    const key = assign(url);
    return into.get(key) ?? key;
  };

  /**
   * Keyed exactly, the sample pages still fetched a dozen chunks of 0.2–0.5 KB each (an icon,
   * a constant, a URL helper), each needed by a different few pages and each paying a request
   * (REQUEST_BYTES). Greedily merges the pair of small chunks whose merge saves the most bytes
   * over all pages (`pagesOf`: sample pages, or later views and their moments): each that needed
   * both saves a request; each that needed
   * one of them downloads the other too. Only leaves merge (chunks importing nothing but the
   * shell, or chunks `importable` says never import back), so no import cycle between chunks
   * can appear. Returns old key → merged key.
   */
  function mergeSmallChunks(prefix, pagesOf, importable) {
    const groups = new Map();
    /** Groups of several keys that are no longer candidates of the pairwise merge below. */
    const merged = [];
    for (const url of reachedBy.keys()) {
      const key = assign(url);
      if (!key?.startsWith(prefix)) continue;
      if (!groups.has(key)) groups.set(key, { keys: [key], files: [], bytes: 0, pages: new Set() });
      const group = groups.get(key);
      group.files.push(url);
      group.bytes += sizeOf(url);
      for (const page of pagesOf(url)) group.pages.add(page);
    }
    const leaf = (group) =>
      group.files.every((file) =>
        staticsOf(file).every((to) => {
          const key = assign(to);
          return (
            shell.has(to) || key === "shell" || group.keys.includes(key) || importable(key ?? "")
          );
        }),
      );
    /*
     * First, chunks needed by exactly the same pages merge, whatever their size (no page
     * downloads a byte more; /home fetched the card parts and the page's structured data
     * apart, both needed by the same five pages). Not only leaves: when a chunk imports
     * another, every page needing the first needs the second, so a cycle through merged
     * chunks would need every chunk on it to have the same pages — all merged into one.
     */
    const classes = new Map();
    for (const group of groups.values()) {
      const id = [...group.pages].sort().join(",");
      if (!classes.has(id)) classes.set(id, []);
      classes.get(id).push(group);
    }
    let small = [...classes.values()]
      .map((same) =>
        same.reduce((a, b) => ({
          keys: [...a.keys, ...b.keys],
          files: [...a.files, ...b.files],
          bytes: a.bytes + b.bytes,
          pages: a.pages,
        })),
      )
      .filter((g) => {
        const candidate = g.bytes < SMALL_CHUNK_BYTES && leaf(g);
        if (!candidate && g.keys.length > 1) merged.push(g);
        return candidate;
      });
    for (;;) {
      let best;
      for (let i = 0; i < small.length; i += 1) {
        for (let j = i + 1; j < small.length; j += 1) {
          const [a, b] = [small[i], small[j]];
          if (a.bytes + b.bytes > SMALL_CHUNK_BYTES) continue;
          let delta = 0;
          for (const page of a.pages) delta += b.pages.has(page) ? -REQUEST_BYTES : b.bytes;
          for (const page of b.pages) if (!a.pages.has(page)) delta += a.bytes;
          if (delta < 0 && delta < (best?.delta ?? 0)) best = { a, b, delta };
        }
      }
      if (!best) break;
      const { a, b } = best;
      const joined = {
        keys: [...a.keys, ...b.keys],
        files: [...a.files, ...b.files],
        bytes: a.bytes + b.bytes,
        pages: new Set([...a.pages, ...b.pages]),
      };
      small = [...small.filter((g) => g !== a && g !== b), joined];
    }
    const into = new Map();
    for (const group of [...merged, ...small])
      for (const key of group.keys.slice(1)) into.set(key, group.keys[0]);
    return into;
  }
}

function matchingBrace(text, open) {
  if (text[open] !== "{") throw new Error("The assets manifest is not an object literal");
  let depth = 0;
  let quote;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === "\\") i += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "{") depth += 1;
    else if (char === "}" && --depth === 0) return i;
  }
  throw new Error("Unbalanced assets manifest in build/index.js");
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
