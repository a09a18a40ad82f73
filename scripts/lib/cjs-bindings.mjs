/**
 * A Rollup plugin for scripts/merge-chunks.mjs: React's CommonJS modules as ES bindings shared
 * by every chunk (issue 27 item 4).
 *
 * Why: react and react/jsx-runtime are CommonJS. esbuild gives every source module that imports
 * one its own namespace object — `var t=g(b(),1)` (`__toESM(require_react(), 1)`) — and writes
 * each use as a property of it: `t.useState(…)`, `(0,n.jsx)(…)`, the name `t` or `n` differing
 * from module to module. Brotli compresses those varied spellings poorly (measured: making them
 * one name takes ~0.4 KB off the shell, more than giving each module a short alias).
 *
 * How: before Rollup bundles esbuild's files, each such declaration (whose `require_*` function
 * is imported from another file and is React's or its JSX runtime's, recognised by what is read
 * from it) is replaced by `import * as t from "\0cjs:react"`, a module of ours that calls the same
 * `require_*` once and exports every export of the package (and `default`, as `__toESM(…, 1)`
 * does). Rollup then writes `t.useState` as the one binding `useState` — scope analysis is
 * Rollup's, so a local that shadows `t` stays untouched. Same values, same calls: React's CommonJS
 * exports never change after it has run; it runs a little earlier (when the first importer is
 * evaluated, instead of inside it), which nothing can observe.
 */
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const PREFIX = "\0cjs:";

/**
 * The packages handled, each recognised by a property only it has, with its export names (the
 * production build's: what the browser runs).
 */
const production = (file) =>
  Object.keys(require(path.join(path.dirname(require.resolve("react")), "cjs", file)));
const PACKAGES = {
  react: { marker: "useState", exports: production("react.production.min.js") },
  "react/jsx-runtime": {
    marker: "jsx",
    exports: production("react-jsx-runtime.production.min.js"),
  },
};

const IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g;
const NAMESPACE =
  /(?:\bvar\s+|,)([A-Za-z_$][\w$]*)=([A-Za-z_$][\w$]*)\(([A-Za-z_$][\w$]*)\(\),1\)/g;

/** `a as b` pairs of an import clause: local name → exported name. */
function importedNames(clause) {
  const names = new Map();
  for (const part of clause.split(",")) {
    const [imported, local = imported] = part.trim().split(/\s+as\s+/);
    if (imported) names.set(local, imported);
  }
  return names;
}

/**
 * Finds, over esbuild's files (`sources`: file → code), the `require_*` function of each package
 * of PACKAGES: the (file, export name) that namespace declarations call and on whose namespaces
 * the package's marker is read. Returns "file|name" → package.
 */
export function findRequires(sources) {
  const readsBy = new Map();
  for (const code of sources.values()) {
    const imports = new Map();
    for (const [, clause, from] of code.matchAll(IMPORT))
      for (const [local, name] of importedNames(clause)) imports.set(local, `${from}|${name}`);
    for (const [, ns, , req] of code.matchAll(NAMESPACE)) {
      const key = imports.get(req);
      if (!key) continue;
      if (!readsBy.has(key)) readsBy.set(key, new Set());
      const reads = readsBy.get(key);
      for (const [, prop] of code.matchAll(
        new RegExp(`\\b${escape(ns)}\\.([A-Za-z_$][\\w$]*)`, "g"),
      ))
        reads.add(prop);
    }
  }
  const found = new Map();
  for (const [key, reads] of readsBy) {
    const name = Object.keys(PACKAGES).find((pkg) => reads.has(PACKAGES[pkg].marker));
    if (name) found.set(key, name);
  }
  // React's is always there (a change of esbuild's output would otherwise go unnoticed); the
  // JSX runtime's only while a package of node_modules calls it (the app's JSX goes through
  // app/jsx, whose own namespace sits beside the require function, in one file).
  if (![...found.values()].includes("react")) throw new Error("No require function of react found");
  return found;
}

const escape = (name) => name.replace(/\$/g, "\\$");

/**
 * The plugin. `requires`: findRequires' answer. The module it adds imports the require function
 * by the URL esbuild's files use (resolved by merge-chunks.mjs's own plugin), and belongs in the
 * shell (merge-chunks.mjs's manualChunks).
 */
export function cjsBindings(requires) {
  return {
    name: "cjs-bindings",
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [from, name, pkg] = id.slice(PREFIX.length).split("|");
      const names = PACKAGES[pkg].exports.filter((key) => /^[A-Za-z_$][\w$]*$/.test(key));
      return [
        `import { ${name} as load } from ${JSON.stringify(from)};`,
        "const exports = load();",
        "export default exports;",
        `export const { ${names.join(", ")} } = exports;`,
      ].join("\n");
    },
    transform(code, id) {
      if (id.startsWith("\0")) return null;
      const ast = this.parse(code);
      const imports = new Map();
      for (const node of ast.body)
        if (node.type === "ImportDeclaration")
          for (const spec of node.specifiers)
            if (spec.type === "ImportSpecifier")
              imports.set(spec.local.name, `${node.source.value}|${spec.imported.name}`);
      const edits = [];
      const added = [];
      for (const node of ast.body) {
        if (node.type !== "VariableDeclaration") continue;
        const kept = node.declarations.filter((decl) => {
          const key = namespaceOf(decl, imports);
          if (!key || !requires.has(key)) return true;
          added.push(`import * as ${decl.id.name} from "${PREFIX}${key}|${requires.get(key)}";`);
          return false;
        });
        if (kept.length === node.declarations.length) continue;
        // The declaration without the namespaces (or nothing, when only they were declared).
        const text = kept.length
          ? `${node.kind} ${kept.map((decl) => code.slice(decl.start, decl.end)).join(",")};`
          : "";
        edits.push([node.start, node.end, text]);
      }
      if (!edits.length) return null;
      let out = code;
      for (const [start, end, text] of edits.reverse())
        out = out.slice(0, start) + text + out.slice(end);
      return { code: added.join("") + out, map: null };
    },
  };
}

/** "file|name" of the require function when `decl` is `x = toESM(require_x(), 1)`. */
function namespaceOf(decl, imports) {
  const init = decl.init;
  if (decl.id.type !== "Identifier" || init?.type !== "CallExpression") return undefined;
  const [call, flag] = init.arguments;
  if (init.arguments.length !== 2 || flag.type !== "Literal" || flag.value !== 1) return undefined;
  if (call?.type !== "CallExpression" || call.arguments.length || call.callee.type !== "Identifier")
    return undefined;
  return imports.get(call.callee.name);
}
