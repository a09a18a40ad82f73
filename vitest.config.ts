import { configDefaults, defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    include: ["tests/**/*.test.{ts,tsx}"],
    // Tests of the built app run after `npm run build` (vitest.built.config.ts, npm run test:built),
    // and so does the scale-out test (vitest.scale.config.ts, npm run test:scale).
    exclude: [...configDefaults.exclude, "tests/built/**", "tests/scale/**"],
    setupFiles: ["tests/setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
  },
});
