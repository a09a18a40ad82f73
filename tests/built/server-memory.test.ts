import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILD_PATH } from "./storefront";

/**
 * Issue 28 item 8 (docs/decisions/030): what the server holds whatever it serves. The server
 * build must not load the whole icon library (its package entry defines ≈ 1,600 icons: +4–6 MB
 * of heap, ≈ +16 MB of RSS), and every way production starts the server must pin glibc's mmap
 * threshold (≈ 30 MB of RSS at rest, and memory given back after a burst).
 */
const MALLOC = "MALLOC_MMAP_THRESHOLD_";

describe("the server's memory at rest", () => {
  it("the server build carries only the icons it uses, not the icon package", () => {
    const build = fs.readFileSync(BUILD_PATH, "utf8");
    expect(build).not.toMatch(/from\s*"lucide-react(\/[^"]*)?"|require\(\s*"lucide-react/);
    // Nor any of its icons: every page draws them from the sprite (components/ui/icons.tsx).
    expect(build).not.toMatch(/createLucideIcon/);
  });

  it("loading the server build does not load the icon package either", () => {
    const loaded = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { createRequire } from "node:module";
         const require = createRequire(import.meta.url);
         await import(${JSON.stringify(BUILD_PATH)});
         console.log(JSON.stringify(Object.keys(require.cache)));`,
      ],
      { env: { ...process.env, NODE_ENV: "production" }, encoding: "utf8" },
    );
    const modules = JSON.parse(loaded.trim().split("\n").at(-1)!) as string[];
    expect(modules.filter((m) => m.includes("lucide-react"))).toEqual([]);
  });

  it("the Dockerfile, npm start and the measuring scripts pin malloc's mmap threshold", () => {
    const dockerfile = fs.readFileSync("Dockerfile", "utf8");
    const runtime = dockerfile.slice(dockerfile.lastIndexOf("FROM "));
    expect(runtime).toMatch(new RegExp(`ENV[^]*\\b${MALLOC}=131072\\b`));
    const start = (
      JSON.parse(fs.readFileSync("package.json", "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts.start;
    expect(start).toMatch(new RegExp(`^${MALLOC}=131072 node `));
    expect(fs.readFileSync("scripts/lib/server.mjs", "utf8")).toContain(`${MALLOC}: "131072"`);
  });
});
