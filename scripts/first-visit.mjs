#!/usr/bin/env node
/**
 * What a browser really downloads on a first visit (design.md §5): for each sample page of
 * scripts/budgets.json (`firstVisit` of each group, and `firstVisitOther`), a fresh Chromium
 * context (JavaScript on, empty cache) opens the page and waits until it is idle — hydrated
 * (`<html data-hydrated>`), network idle, then a quiet period so that requestIdleCallback
 * preloads are counted too — and sums the compressed bytes of every script response
 * (response bodies as sent, i.e. gzip; headers not counted) and the number of script requests.
 *
 *   node scripts/first-visit.mjs                   build must exist; starts the production
 *                                                  server on a fresh temporary database
 *   node scripts/first-visit.mjs --base-url=URL    measures a running storefront instead
 *   node scripts/first-visit.mjs --details         also lists every script of every page
 *
 * Prints a table, writes .reports/first-visit.json, exits 1 when a page is over its ceiling.
 * `measureFirstVisit` is reused by scripts/bench.mjs.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { startServer } from "./lib/server.mjs";
import { locationCookies } from "./lib/visitor.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.mjs";

const KB = 1000;
/** No request for this long after network idle: idle callbacks (preloads) have had their turn. */
const QUIET_MS = 2000;
const MAX_WAIT_MS = 30_000;

/** The sample pages with their budgets, from scripts/budgets.json. */
export function firstVisitPages(root = process.cwd()) {
  const budgets = JSON.parse(readFileSync(path.join(root, "scripts/budgets.json"), "utf8"));
  const pages = [];
  for (const group of budgets.groups) {
    const fv = group.firstVisit;
    if (!fv) continue;
    for (const page of fv.pages)
      pages.push({ group: group.name, goalKb: fv.goalKb, ceilingKb: fv.ceilingKb, ...page });
  }
  const other = budgets.firstVisitOther;
  for (const page of other?.pages ?? [])
    pages.push({ group: "-", goalKb: other.goalKb, ceilingKb: other.ceilingKb, ...page });
  return pages;
}

/**
 * Measures every sample page against a running storefront.
 * @returns {Promise<Array<object>>} one row per page: family, url, bytes, requests, scripts, status
 */
export async function measureFirstVisit({ baseUrl, pages = firstVisitPages(), log = () => {} }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const rows = [];
  try {
    for (const sample of pages) {
      log(`first visit: ${sample.family} ${sample.url}`);
      rows.push(await measurePage(browser, baseUrl, sample));
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function measurePage(browser, baseUrl, sample) {
  const row = {
    family: sample.family,
    group: sample.group,
    url: sample.url,
    goalKb: sample.goalKb,
    ceilingKb: sample.ceilingKb,
  };
  // A page that does not exist yet is skipped, not failed: the budgets list future pages.
  const cookies = sample.location
    ? await locationCookies(baseUrl, sample.location === true ? null : sample.location)
    : [];
  const probe = await fetch(baseUrl + sample.url, {
    redirect: "manual",
    headers: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
  });
  if (probe.status === 404) return { ...row, skipped: "404: not built yet" };

  const context = await browser.newContext({ javaScriptEnabled: true, baseURL: baseUrl });
  try {
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: baseUrl })));
    const page = await context.newPage();
    const scripts = [];
    const pending = new Set();
    let lastActivity = Date.now();
    const settled = [];
    page.on("request", (request) => {
      pending.add(request);
      lastActivity = Date.now();
    });
    const done = (request) => {
      pending.delete(request);
      lastActivity = Date.now();
    };
    page.on("requestfailed", done);
    page.on("requestfinished", (request) => {
      done(request);
      settled.push(
        (async () => {
          const response = await request.response();
          const type = response?.headers()["content-type"] ?? "";
          const isScript =
            request.resourceType() === "script" ||
            /javascript/.test(type) ||
            /\.m?js(\?|$)/.test(new URL(request.url()).pathname);
          if (!isScript) return;
          const sizes = await request.sizes();
          scripts.push({
            url: request.url().replace(baseUrl, ""),
            bytes: sizes.responseBodySize,
            encoding: response?.headers()["content-encoding"] ?? "identity",
          });
        })(),
      );
    });
    // Cumulative layout shift of the visit (design.md §5 / issue 9: CLS 0), as Lighthouse counts
    // it: every shift not caused by input, summed.
    await page.addInitScript(() => {
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (!entry.hadRecentInput) window.__cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const response = await page.goto(sample.url, { waitUntil: "load" });
    row.status = response?.status();
    row.finalUrl = page.url().replace(baseUrl, "");
    const shipsScripts = await page.locator("script[type=module]").count();
    if (shipsScripts > 0) {
      await page
        .locator("html[data-hydrated]")
        .waitFor({ state: "attached", timeout: MAX_WAIT_MS });
    }
    await page.waitForLoadState("networkidle");
    const deadline = Date.now() + MAX_WAIT_MS;
    while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${sample.url} never went quiet`);
      await page.waitForTimeout(100);
    }
    await Promise.all(settled);
    row.cls = await page.evaluate(() => window.__cls ?? 0);
    scripts.sort((a, b) => b.bytes - a.bytes);
    row.bytes = scripts.reduce((sum, s) => sum + s.bytes, 0);
    row.requests = scripts.length;
    row.uncompressed = scripts.filter((s) => s.encoding === "identity" && s.bytes > 1000).length;
    row.scripts = scripts;
    return row;
  } finally {
    await context.close();
  }
}

/** Layout shift above this (rounding noise) fails the run: pages must not move (CLS 0). */
export const CLS_LIMIT = 0.001;

export function statusOf(row) {
  if (row.skipped) return `skipped (${row.skipped})`;
  if (row.cls > CLS_LIMIT) return "LAYOUT SHIFT";
  const kb = row.bytes / KB;
  if (row.ceilingKb !== undefined && kb > row.ceilingKb) return "OVER CEILING";
  if (row.goalKb !== undefined && kb > row.goalKb) return "over goal";
  return "ok";
}

export function formatFirstVisitTable(rows) {
  const header = ["family", "URL", "KB gzip", "requests", "goal", "ceiling", "CLS", "status"];
  const body = rows.map((row) => [
    row.family,
    row.url,
    row.skipped ? "-" : (row.bytes / KB).toFixed(1),
    row.skipped ? "-" : String(row.requests),
    row.goalKb === undefined ? "-" : String(row.goalKb),
    row.ceilingKb === undefined ? "-" : String(row.ceilingKb),
    row.skipped ? "-" : row.cls.toFixed(3),
    statusOf(row),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i >= 2 && i <= 6 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n");
}

export function formatDetails(rows) {
  const lines = [];
  for (const row of rows.filter((r) => !r.skipped)) {
    lines.push(`\n${row.family} ${row.url} (${row.requests} scripts):`);
    for (const s of row.scripts) lines.push(`  ${(s.bytes / KB).toFixed(1).padStart(6)}  ${s.url}`);
  }
  return lines.join("\n");
}

/** A port nobody listens on right now (the server needs a number, not 0). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function main() {
  const args = process.argv.slice(2);
  const baseArg = args.find((a) => a.startsWith("--base-url="))?.split("=")[1];
  let server;
  try {
    if (!baseArg) {
      const port = Number(process.env.FIRST_VISIT_PORT) || (await freePort());
      server = await startServer({ port });
    }
    const baseUrl = (baseArg ?? server.url).replace(/\/$/, "");
    const rows = await measureFirstVisit({ baseUrl });
    console.log(
      `JavaScript a first visit downloads until idle (compressed bytes over the wire, 1 KB = ${KB} bytes; ${baseUrl})\n`,
    );
    console.log(formatFirstVisitTable(rows));
    if (args.includes("--details")) console.log(formatDetails(rows));
    for (const row of rows.filter((r) => r.uncompressed > 0)) {
      console.warn(`warning: ${row.family}: ${row.uncompressed} script(s) were sent uncompressed`);
    }
    mkdirSync(".reports", { recursive: true });
    const report = { measuredAt: new Date().toISOString(), baseUrl, kb: KB, pages: rows };
    writeFileSync(".reports/first-visit.json", JSON.stringify(report, null, 2) + "\n");
    console.log("\nWritten: .reports/first-visit.json");
    const over = rows.filter((row) => ["OVER CEILING", "LAYOUT SHIFT"].includes(statusOf(row)));
    for (const row of over) {
      console.error(
        statusOf(row) === "LAYOUT SHIFT"
          ? `error: ${row.family} (${row.url}) moved while loading: CLS ${row.cls.toFixed(3)}`
          : `error: ${row.family} (${row.url}) downloads ${(row.bytes / KB).toFixed(1)} KB of JavaScript, over its ceiling of ${row.ceilingKb} KB`,
      );
    }
    for (const row of rows.filter((r) => statusOf(r) === "over goal")) {
      console.warn(
        `warning: ${row.family} (${row.url}) is ${(row.bytes / KB).toFixed(1)} KB, over its goal of ${row.goalKb} KB`,
      );
    }
    process.exitCode = over.length ? 1 : 0;
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
