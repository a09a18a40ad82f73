import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

/**
 * Tests that need the production build (build/index.js): the request fuzz and the shutdown
 * test boot the real server. `npm test` runs them right after `npm run build`
 * (`npm run test:built`); the plain `vitest run` before the build leaves them out
 * (vitest.config.ts excludes tests/built).
 */
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    include: ["tests/built/**/*.test.ts"],
    setupFiles: ["tests/setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One file at a time: each boots a server, and the machine has two cores.
    fileParallelism: false,
  },
});
