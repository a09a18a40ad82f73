#!/usr/bin/env node
/**
 * `npm run build`, second step: bundles the Express host and the reference backend
 * (server/index.ts, server/start.ts) into build/server/ as plain ESM, so production runs
 * `node build/server/start.js` without tsx. Running from TypeScript source kept tsx's module
 * loader — a worker thread with its own V8 heap, ≈ 60 MB of RSS — alive in every server
 * (ADR 008, revised). Packages stay external (node_modules); only our own code is bundled.
 */
import { build } from "esbuild";

const started = Date.now();
await build({
  entryPoints: { index: "server/index.ts", start: "server/start.ts" },
  outdir: "build/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
  plugins: [
    {
      // start.ts loads the server after setting up its environment: keep that a separate file.
      name: "start-loads-index",
      setup(b) {
        b.onResolve({ filter: /^\.\/index\.js$/ }, (args) =>
          args.importer.endsWith("start.ts") ? { path: "./index.js", external: true } : undefined,
        );
      },
    },
  ],
});
console.log(`[info] server bundled into build/server/ (${Date.now() - started} ms)`);
