#!/usr/bin/env node
/**
 * Makes sure the Chromium the e2e tests use exists (playwright.config.ts: CHROMIUM_PATH, else
 * Debian's /usr/bin/chromium). Playwright's own browser download is never used: it needs a
 * network we do not have, and Debian's package is kept patched by apt.
 *
 * Found: print its version, exit 0. Missing: as root with apt-get, install Debian's `chromium`
 * package; otherwise exit 1 saying how to get one.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const APT_GET = "/usr/bin/apt-get";

const configured = process.env.CHROMIUM_PATH;
if (configured) {
  if (!existsSync(configured)) fail(`CHROMIUM_PATH is set to ${configured}, which does not exist.`);
  report(configured);
  process.exit(0);
}

if (existsSync(DEBIAN_CHROMIUM)) {
  report(DEBIAN_CHROMIUM);
  process.exit(0);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || !existsSync(APT_GET)) {
  fail(
    [
      `Chromium is not installed (looked for ${DEBIAN_CHROMIUM}).`,
      "Install Debian's package:  sudo apt-get update && sudo apt-get install -y chromium",
      "or point CHROMIUM_PATH at a Chromium/Chrome binary:  CHROMIUM_PATH=/path/to/chrome npm run test:e2e",
    ].join("\n"),
  );
}

console.log(
  `Chromium not found at ${DEBIAN_CHROMIUM}: installing Debian's chromium package with apt-get…`,
);
const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [["update"], ["install", "-y", "chromium"]]) {
  console.log(`$ apt-get ${args.join(" ")}`);
  const result = spawnSync(APT_GET, args, { stdio: ["ignore", "inherit", "inherit"], env: aptEnv });
  if (result.status !== 0)
    fail(`apt-get ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
}
if (!existsSync(DEBIAN_CHROMIUM)) fail(`apt-get finished but ${DEBIAN_CHROMIUM} is still missing.`);
report(DEBIAN_CHROMIUM);

function report(path) {
  // Debian's wrapper script prints a harmless "[: … unexpected operator" on stderr: drop it.
  try {
    const version = execFileSync(path, ["--version"], {
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 30_000,
    })
      .toString()
      .trim();
    console.log(`Chromium for e2e: ${version} (${path})`);
  } catch (error) {
    fail(
      `${path} exists but does not run (\`${path} --version\`: ${error.message.split("\n")[0]}).`,
    );
  }
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
