#!/usr/bin/env node
/**
 * The import graph of app/, server/ and backend/: prints every import circle and every arrow
 * that runs back up the house (docs/architecture.md), and exits 1 when there is any.
 *
 * Type-only imports count: a circle closed by `import type` still ties the files together for a
 * reader (and for the next change that turns the type into a value). Imports are read from the
 * source text, so a commented-out import would count too; none is left in the tree.
 *
 *   node scripts/import-graph.mjs            the check (part of `npm run lint`)
 *   node scripts/import-graph.mjs --edges    also print every arrow between folders, counted
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE_DIRS = ["app", "server", "backend"];
const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js"];

/**
 * The house, top to bottom: a file may import its own floor and the floors below it. Floors on
 * one line share a level and may not import each other unless listed in `sideways`.
 */
const FLOORS = [
  { name: "routes", match: (f) => f.startsWith("app/routes/") || f === "app/root.tsx" },
  { name: "shell", match: (f) => f.startsWith("app/shell/") },
  { name: "features", match: (f) => f.startsWith("app/features/") },
  { name: "api", match: (f) => f.startsWith("app/api/") },
  { name: "sessions", match: (f) => f.startsWith("app/sessions/") },
  { name: "components", match: (f) => f.startsWith("app/components/") },
  { name: "i18n", match: (f) => f.startsWith("app/i18n/") },
  { name: "lib", match: (f) => f.startsWith("app/lib/") },
];
const LEVEL = {
  routes: 5,
  shell: 4,
  features: 3,
  api: 2,
  sessions: 2,
  components: 2,
  i18n: 1,
  lib: 1,
};
/**
 * Same-level floors that may lean on each other: the forms kit's server half reads the API's
 * error shape and flashes toasts (components/forms.server.ts); the API client reads the session.
 */
const SIDEWAYS = new Set([
  "components->api",
  "components->sessions",
  "sessions->api",
  "api->sessions",
  "lib->i18n",
]);
/**
 * Arrows that run up on purpose. Each says why; keep the list short.
 * - features read the root loader's data through `useShell()`: the shell composes them, and
 *   the one hook that hands its data down is the shell's own (its type is the loader's return).
 */
const ALLOWED_UP = [{ from: "features", to: "app/shell/use-shell.ts" }];

function floorOf(file) {
  return FLOORS.find((f) => f.match(file))?.name ?? null;
}

function walk(dir, out = []) {
  for (const name of readdirSync(path.join(root, dir))) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) walk(rel, out);
    else if (EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith(".d.ts")) out.push(rel);
  }
  return out;
}

const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolve(fromFile, spec) {
  let base;
  if (spec.startsWith("~/")) base = `app/${spec.slice(2)}`;
  else if (spec.startsWith(".")) base = path.posix.join(path.posix.dirname(fromFile), spec);
  else return null;
  const tries = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => `${base}/index${e}`),
  ];
  // `./x.js` written for a TypeScript file (NodeNext style).
  if (/\.(m?js)$/.test(base)) tries.push(base.replace(/\.m?js$/, ".ts"));
  return (
    tries.find((t) => existsSync(path.join(root, t)) && statSync(path.join(root, t)).isFile()) ??
    null
  );
}

export function buildGraph() {
  const files = SOURCE_DIRS.filter((d) => existsSync(path.join(root, d))).flatMap((d) => walk(d));
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    const deps = new Set();
    for (const m of text.matchAll(IMPORT_RE)) {
      const target = resolve(file, m[1] ?? m[2]);
      if (target && target !== file) deps.add(target);
    }
    graph.set(file, [...deps].sort());
  }
  return graph;
}

/** Tarjan's strongly connected components: each with more than one file is a circle. */
export function circles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const out = [];
  const visit = (v) => {
    meta.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!meta.has(w)) {
        visit(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).onStack) {
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
      }
    }
    if (meta.get(v).low === meta.get(v).index) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).onStack = false;
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!meta.has(v)) visit(v);
  return out;
}

export function upwardArrows(graph) {
  const out = [];
  for (const [from, deps] of graph) {
    for (const to of deps) {
      const why = upward(from, to);
      if (why) out.push({ from, to, why });
    }
  }
  return out;
}

function upward(from, to) {
  if (from.startsWith("backend/services/") && to.startsWith("backend/routes/")) {
    return "backend services never import backend routes";
  }
  if (from.startsWith("app/") !== to.startsWith("app/")) {
    // server/ hosts app/ (the build), app/ never imports the host.
    // One bridge: the app reads the environment the host validated (server/env.ts).
    if (from === "app/env.server.ts" && to === "server/env.ts") return null;
    return from.startsWith("app/") && to.startsWith("server/") ? "app never imports server/" : null;
  }
  const a = floorOf(from);
  const b = floorOf(to);
  if (!a || !b || a === b) return null;
  if (ALLOWED_UP.some((r) => r.from === a && r.to === to)) return null;
  if (LEVEL[b] > LEVEL[a]) return `${a} never imports ${b}`;
  if (LEVEL[b] === LEVEL[a] && !SIDEWAYS.has(`${a}->${b}`)) return `${a} never imports ${b}`;
  return null;
}

function main() {
  const graph = buildGraph();
  const found = circles(graph);
  const up = upwardArrows(graph);
  if (process.argv.includes("--edges")) {
    const counts = new Map();
    for (const [from, deps] of graph) {
      for (const to of deps) {
        const key = `${floorOf(from) ?? path.posix.dirname(from)} -> ${floorOf(to) ?? path.posix.dirname(to)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    for (const [k, n] of [...counts].sort()) console.log(`${String(n).padStart(5)}  ${k}`);
  }
  for (const c of found) console.log(`circle: ${c.join(" ↔ ")}`);
  for (const a of up) console.log(`upward: ${a.from} → ${a.to} (${a.why})`);
  const files = graph.size;
  const arrows = [...graph.values()].reduce((n, d) => n + d.length, 0);
  console.log(
    `import graph: ${files} files, ${arrows} imports, ${found.length} circles, ${up.length} upward arrows`,
  );
  if (found.length || up.length) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
