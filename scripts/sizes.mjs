#!/usr/bin/env node
/**
 * `npm run size`: first-load JavaScript per route, gzip, against the budgets of design.md §5
 * (scripts/budgets.json). Run after `npm run build`.
 *
 * First-load JS of a route = the client entry and its imports, plus the module and imports of
 * every route from root down to it, deduplicated — what the browser fetches on a full page load.
 * Lazy `import()` chunks are not counted (they load on interaction), except a locale chunk if
 * entry.client ever imports one again (the heavier language would be counted). The strings are
 * JSON today (GET /locales/{lang}, app/i18n/locale-json.server.ts): not JavaScript, so they are
 * printed on their own line, not added to the routes. With v3_lazyRouteDiscovery
 * the manifest file is not loaded (a partial manifest is inlined in the HTML), otherwise it is.
 * A route whose chain has `handle = { hydrate: false }` renders no <Scripts>: it ships 0 KB.
 *
 * Exit 1 when a route is over its ceiling; goal misses are printed as warnings.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { constants, gzipSync } from "node:zlib";

const ROOT = process.cwd();
const ASSETS_DIR = path.join(ROOT, "public/build");
const PUBLIC_PATH = "/build/";
const KB = 1000;

const budgets = JSON.parse(readFileSync(path.join(ROOT, "scripts/budgets.json"), "utf8"));
const manifest = readManifest();
const lazyDiscovery = await usesLazyRouteDiscovery();
const serverRoutes = await loadServerRoutes();

const sizeCache = new Map();
const languageChunk = heaviestLanguageChunk();
function sizeOf(url) {
  if (!sizeCache.has(url)) {
    const file = path.join(ASSETS_DIR, url.slice(PUBLIC_PATH.length));
    const content = readFileSync(file);
    sizeCache.set(url, {
      raw: content.length,
      gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
    });
  }
  return sizeCache.get(url);
}

const rows = pageRoutes().map(measureRoute);
printTable(rows);
const missing = budgets.groups.flatMap((group) =>
  group.routes
    .filter((pattern) => !rows.some((row) => matches(pattern, row.id)))
    .map((pattern) => `${group.name}: ${pattern}`),
);
if (missing.length) console.log(`\nNot built yet (no route matches): ${missing.join(", ")}`);
printCss();
// `--details` explains the heaviest route; `--details=ROUTE_ID` a chosen one.
const detailsArg = process.argv.find((arg) => arg.startsWith("--details"));
if (detailsArg) printHeaviestPackages(rows, detailsArg.split("=")[1]);

const goalMisses = rows.filter(
  (row) => row.goalKb !== undefined && row.gzip / KB > row.goalKb && row.gzip / KB <= row.ceilingKb,
);
const overCeiling = rows.filter((row) => row.gzip / KB > row.ceilingKb);
for (const row of goalMisses) {
  console.warn(
    `warning: ${row.id} is ${fmt(row.gzip)} KB, over its goal of ${row.goalKb} KB (ceiling ${row.ceilingKb} KB)`,
  );
}
for (const row of overCeiling) {
  console.error(`error: ${row.id} is ${fmt(row.gzip)} KB, over its ceiling of ${row.ceilingKb} KB`);
}
if (overCeiling.length) {
  console.error(
    `\n${overCeiling.length} route(s) over budget: make them lighter (lazy-load heavy parts), do not raise the ceiling.`,
  );
}
process.exit(overCeiling.length ? 1 : 0);

function readManifest() {
  const candidates = existsSync(ASSETS_DIR)
    ? readdirSync(ASSETS_DIR).filter((name) => /^manifest-[A-Z0-9]+\.js$/.test(name))
    : [];
  if (candidates.length === 0)
    fail("No public/build/manifest-*.js found: run `npm run build` first.");
  // remix build empties public/build, so there is normally one; take the newest to be safe.
  const newest = candidates
    .map((name) => ({ name, mtime: statSync(path.join(ASSETS_DIR, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)[0].name;
  const source = readFileSync(path.join(ASSETS_DIR, newest), "utf8");
  const json = /^window\.__remixManifest=(.*);\s*$/s.exec(source)?.[1];
  if (!json) fail(`${newest} does not look like a Remix classic-compiler manifest.`);
  const parsed = JSON.parse(json);
  return { ...parsed, file: parsed.url ?? PUBLIC_PATH + newest };
}

async function usesLazyRouteDiscovery() {
  const config = (await import(pathToFileURL(path.join(ROOT, "remix.config.js")).href)).default;
  return config?.future?.v3_lazyRouteDiscovery === true;
}

/**
 * The locale chunks are dynamic imports of entry.client (app/i18n/resources/*), but one of them
 * always loads before hydration. Count the heavier one (Arabic), so no route is under-reported.
 */
function heaviestLanguageChunk() {
  const metafilePath = path.join(ROOT, "build/metafile.js.json");
  if (!existsSync(metafilePath)) return undefined;
  const outputs = JSON.parse(readFileSync(metafilePath, "utf8")).outputs;
  const entry = outputs[`public${manifest.entry.module}`];
  const chunks = (entry?.imports ?? [])
    .filter((i) => i.kind === "dynamic-import")
    .filter((i) =>
      Object.keys(outputs[i.path]?.inputs ?? {}).some((input) =>
        input.startsWith("app/i18n/resources/"),
      ),
    )
    .map((i) => `/${path.relative("public", i.path)}`);
  return chunks.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)[0];
}

/** The server build's route modules, for `handle.hydrate` and default exports; {} if unloadable. */
async function loadServerRoutes() {
  const serverBuild = path.join(ROOT, "build/index.js");
  try {
    const build = await import(pathToFileURL(serverBuild).href);
    return build.routes ?? {};
  } catch (error) {
    console.warn(
      `warning: could not load ${path.relative(ROOT, serverBuild)} (${error.message}); every route is counted as hydrating.`,
    );
    return {};
  }
}

/** Routes a visitor can land on: leaves of the route tree with a UI (resource routes have none). */
function pageRoutes() {
  const parents = new Set(
    Object.values(manifest.routes)
      .map((route) => route.parentId)
      .filter(Boolean),
  );
  return Object.values(manifest.routes).filter((route) => {
    if (parents.has(route.id)) return false;
    const module = serverRoutes[route.id]?.module;
    return !module || typeof module.default === "function" || typeof module.default === "object";
  });
}

function chainOf(route) {
  const chain = [];
  for (let current = route; current; current = manifest.routes[current.parentId])
    chain.unshift(current);
  return chain;
}

function measureRoute(route) {
  const chain = chainOf(route);
  const budget = budgetFor(route.id);
  const isStatic = chain.some((r) => serverRoutes[r.id]?.module?.handle?.hydrate === false);
  if (isStatic)
    return { id: route.id, ...budget, files: 0, raw: 0, gzip: 0, note: "no JS (hydrate: false)" };
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  if (!lazyDiscovery) urls.add(manifest.file);
  for (const r of chain) {
    urls.add(r.module);
    for (const url of r.imports ?? []) urls.add(url);
  }
  // entry.client fetches the page language's strings before it hydrates: first-load JS too.
  if (languageChunk) urls.add(languageChunk);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const size = sizeOf(url);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { id: route.id, ...budget, files: urls.size, raw, gzip, note: "", urls };
}

function budgetFor(id) {
  const group = budgets.groups.find((g) => g.routes.some((pattern) => matches(pattern, id)));
  if (!group) return { group: "-", goalKb: undefined, ceilingKb: budgets.defaultCeilingKb };
  return { group: group.name, goalKb: group.goalKb, ceilingKb: group.ceilingKb };
}

/** `*` is the only wildcard; ids such as `routes/($lang).store.$id` are otherwise literal. */
function matches(pattern, id) {
  const regex = new RegExp(`^${pattern.split("*").map(escapeRegExp).join(".*")}$`);
  return regex.test(id) || regex.test(id.replace(/\/route$/, ""));
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function printTable(list) {
  const header = ["route", "budget", "files", "raw KB", "gzip KB", "goal", "ceiling", "status"];
  const body = [...list]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((row) => [
      row.id,
      row.group,
      String(row.files),
      fmt(row.raw),
      fmt(row.gzip),
      row.goalKb === undefined ? "-" : String(row.goalKb),
      String(row.ceilingKb),
      status(row),
    ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i >= 2 && i <= 6 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join("  ");
  console.log(`First-load JavaScript per route (gzip level 9, 1 KB = ${KB} bytes)\n`);
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const cells of body) console.log(line(cells));
}

function status(row) {
  const kb = row.gzip / KB;
  if (kb > row.ceilingKb) return "OVER CEILING";
  if (row.goalKb !== undefined && kb > row.goalKb) return "over goal";
  return row.note || "ok";
}

function printCss() {
  const cssFiles = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith(".css")) cssFiles.push(file);
    }
  };
  walk(ASSETS_DIR);
  let raw = 0;
  let gzip = 0;
  console.log("\nCSS (gzip level 9):");
  for (const file of cssFiles.sort()) {
    const size = sizeOf(PUBLIC_PATH + path.relative(ASSETS_DIR, file).split(path.sep).join("/"));
    raw += size.raw;
    gzip += size.gzip;
    console.log(
      `  ${path.relative(ROOT, file)}  ${fmt(size.raw)} KB raw, ${fmt(size.gzip)} KB gzip`,
    );
  }
  console.log(`  total  ${fmt(raw)} KB raw, ${fmt(gzip)} KB gzip`);
  printStrings();
}

/** The page language's strings (JSON, fetched before hydration): what each language costs. */
function printStrings() {
  const localesDir = path.join(ROOT, "public/locales");
  if (!existsSync(localesDir)) return;
  console.log("\nStrings, JSON fetched before hydration (gzip level 9):");
  for (const lang of readdirSync(localesDir).sort()) {
    const dir = path.join(localesDir, lang);
    const all = {};
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()) {
      all[file.replace(/\.json$/, "")] = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    }
    const body = Buffer.from(JSON.stringify(all));
    const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;
    console.log(`  ${lang}  ${fmt(body.length)} KB raw, ${fmt(gz)} KB gzip`);
  }
}

/**
 * `npm run size -- --details`: where the bytes of the heaviest route come from, by package
 * (minified bytes before gzip, from esbuild's metafile), to aim the work at the right import.
 */
function printHeaviestPackages(list, routeId) {
  const heaviest = routeId
    ? list.find((row) => row.id === routeId)
    : [...list].sort((a, b) => b.gzip - a.gzip)[0];
  const metafilePath = path.join(ROOT, "build/metafile.js.json");
  if (!heaviest?.urls || !existsSync(metafilePath)) return;
  const outputs = JSON.parse(readFileSync(metafilePath, "utf8")).outputs;
  const byPackage = new Map();
  for (const url of heaviest.urls) {
    const output = outputs[`public${url}`];
    for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split("/")[0];
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
    }
  }
  console.log(`\nLargest contributors to ${heaviest.id} (minified KB, before gzip):`);
  for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`  ${fmt(bytes).padStart(7)}  ${name}`);
  }
}

function fmt(bytes) {
  return (bytes / KB).toFixed(1);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
