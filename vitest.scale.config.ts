import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

/**
 * The scale-out test (tests/scale/, `npm run test:scale`): a real Redis, the reference backend
 * on its own, two production storefront processes behind nginx. Needs the production build
 * (`npm run build`) and Debian's redis-server and nginx (scripts/ensure-scale-tools.mjs installs
 * them as root). One file at a time, each boots its own processes on SCALE_PORT (3820) and up.
 */
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    include: ["tests/scale/**/*.test.ts"],
    setupFiles: ["tests/setup.ts"],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    pool: "forks",
    fileParallelism: false,
  },
});
