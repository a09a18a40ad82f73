#!/usr/bin/env node
/**
 * What a browser really downloads on a first visit (design.md §5): for each sample page of
 * scripts/budgets.json (`firstVisit` of each group, and `firstVisitOther`), a fresh Chromium
 * context (JavaScript on, empty cache, a 412 × 915 phone viewport) opens the page and waits until
 * it is idle — hydrated (`<html data-hydrated>`), network idle, then a quiet period so that
 * requestIdleCallback preloads are counted too — and sums, over every script response, the bytes
 * the browser transferred for it: Chromium's own count (DevTools Protocol
 * `Network.loadingFinished.encodedDataLength`), i.e. the compressed body as sent (Brotli) plus
 * the response's status line and headers. That is the number that is right: it is what the
 * "Transferred" column of DevTools shows, what a phone's data plan pays, and it agrees with any
 * outside probe that counts every script response with its headers.
 *
 * Why issue 27's outside probe saw 188.7 KB in 44 requests for `/` where this script said
 * 129.4 KB: this script summed the compressed bodies only. Every script response then carried
 * ~1.35 KB of headers — the page's Content-Security-Policy (with a fresh nonce), X-Frame-Options,
 * Permissions-Policy, COOP, HSTS, Last-Modified, ETag — so 44 × 1.35 KB ≈ 59 KB were missing:
 * 129.4 + 59.3 ≈ 188.7. (Neither idle preloads nor modulepreloads of lazy chunks: both are
 * script responses and were counted.) The table also shows the headers' share and the request
 * count: on HTTP/1.1 each request costs its headers, so fewer, larger chunks are cheaper.
 *
 *   node scripts/first-visit.mjs                   build must exist; starts the production
 *                                                  server on a fresh temporary database
 *   node scripts/first-visit.mjs --base-url=URL    measures a running storefront instead
 *   node scripts/first-visit.mjs --details         also lists every script of every page
 *
 * Prints a table, writes .reports/first-visit.json, exits 1 when a page is over its byte or
 * request ceiling (budgets.json `ceilingKb`, `maxRequests`); over a goal (`goalKb`,
 * `goalRequests`) is a warning. `measureFirstVisit` is reused by scripts/bench.mjs.
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
/** A common phone (design.md: phones first), as issue 27's outside probe measured. */
const VIEWPORT = { width: 412, height: 915 };

/** The sample pages with their budgets, from scripts/budgets.json. */
export function firstVisitPages(root = process.cwd()) {
  const budgets = JSON.parse(readFileSync(path.join(root, "scripts/budgets.json"), "utf8"));
  // Script requests: the same goal and ceiling for every page unless a group says otherwise.
  const requests = budgets.firstVisitRequests ?? {};
  const limits = (fv) => ({
    goalKb: fv.goalKb,
    ceilingKb: fv.ceilingKb,
    goalRequests: fv.goalRequests ?? requests.goal,
    maxRequests: fv.maxRequests ?? requests.ceiling,
  });
  const pages = [];
  for (const group of budgets.groups) {
    const fv = group.firstVisit;
    if (!fv) continue;
    for (const page of fv.pages) pages.push({ group: group.name, ...limits(fv), ...page });
  }
  const other = budgets.firstVisitOther;
  for (const page of other?.pages ?? []) pages.push({ group: "-", ...limits(other), ...page });
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
    goalRequests: sample.goalRequests,
    maxRequests: sample.maxRequests,
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

  const context = await browser.newContext({
    javaScriptEnabled: true,
    baseURL: baseUrl,
    viewport: VIEWPORT,
  });
  try {
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: baseUrl })));
    const page = await context.newPage();
    const pending = new Set();
    let lastActivity = Date.now();
    page.on("request", (request) => {
      pending.add(request);
      lastActivity = Date.now();
    });
    const done = (request) => {
      pending.delete(request);
      lastActivity = Date.now();
    };
    page.on("requestfailed", done);
    page.on("requestfinished", done);
    // Chromium's own byte count: Playwright's request.sizes() has no total of what went over the
    // wire, and its header size is rebuilt from the parsed headers.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const responses = new Map();
    const finished = [];
    cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
      const isScript =
        type === "Script" ||
        /javascript/.test(response.mimeType ?? "") ||
        /\.m?js$/.test(new URL(response.url).pathname);
      if (!isScript) return;
      const headers = Object.fromEntries(
        Object.entries(response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
      );
      responses.set(requestId, {
        url: response.url.replace(baseUrl, ""),
        encoding: headers["content-encoding"] ?? "identity",
        // Bytes received when the headers were in: the status line and headers (HTTP/1.1).
        headerBytes: response.encodedDataLength ?? 0,
      });
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const script = responses.get(requestId);
      if (script) finished.push({ ...script, bytes: encodedDataLength });
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
    row.cls = await page.evaluate(() => window.__cls ?? 0);
    const scripts = finished.sort((a, b) => b.bytes - a.bytes);
    row.bytes = scripts.reduce((sum, s) => sum + s.bytes, 0);
    row.headerBytes = scripts.reduce((sum, s) => sum + s.headerBytes, 0);
    row.requests = scripts.length;
    row.uncompressed = scripts.filter(
      (s) => s.encoding === "identity" && s.bytes - s.headerBytes > 1000,
    ).length;
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
  const over = (value, limit) => limit !== undefined && value > limit;
  if (over(kb, row.ceilingKb) || over(row.requests, row.maxRequests)) return "OVER CEILING";
  if (over(kb, row.goalKb) || over(row.requests, row.goalRequests)) return "over goal";
  return "ok";
}

/** Why a row is over a limit, in words (empty when it is not). */
export function overLimits(row, kind = "ceiling") {
  if (row.skipped) return [];
  const kb = row.bytes / KB;
  const [kbLimit, requestLimit] =
    kind === "ceiling" ? [row.ceilingKb, row.maxRequests] : [row.goalKb, row.goalRequests];
  const reasons = [];
  if (kbLimit !== undefined && kb > kbLimit)
    reasons.push(`${kb.toFixed(1)} KB of JavaScript, over its ${kind} of ${kbLimit} KB`);
  if (requestLimit !== undefined && row.requests > requestLimit)
    reasons.push(`${row.requests} script requests, over its ${kind} of ${requestLimit}`);
  return reasons;
}

const limitCell = (goal, ceiling) =>
  goal === undefined && ceiling === undefined ? "-" : `${goal ?? "-"}/${ceiling ?? "-"}`;

export function formatFirstVisitTable(rows) {
  const header = [
    "family",
    "URL",
    "KB sent",
    "of it headers",
    "requests",
    "KB goal/ceiling",
    "requests goal/ceiling",
    "CLS",
    "status",
  ];
  const body = rows.map((row) => [
    row.family,
    row.url,
    row.skipped ? "-" : (row.bytes / KB).toFixed(1),
    row.skipped ? "-" : (row.headerBytes / KB).toFixed(1),
    row.skipped ? "-" : String(row.requests),
    limitCell(row.goalKb, row.ceilingKb),
    limitCell(row.goalRequests, row.maxRequests),
    row.skipped ? "-" : row.cls.toFixed(3),
    statusOf(row),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i >= 2 && i <= 7 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n");
}

export function formatDetails(rows) {
  const lines = [];
  for (const row of rows.filter((r) => !r.skipped)) {
    lines.push(`\n${row.family} ${row.url} (${row.requests} scripts; KB sent, of it headers):`);
    for (const s of row.scripts) {
      const cells = [
        (s.bytes / KB).toFixed(1).padStart(6),
        (s.headerBytes / KB).toFixed(1).padStart(4),
      ];
      lines.push(`  ${cells.join("  ")}  ${s.url}`);
    }
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
      `JavaScript a first visit downloads until idle (bytes the browser transferred per script response: compressed body + headers, 1 KB = ${KB} bytes; ${baseUrl})\n`,
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
      if (statusOf(row) === "LAYOUT SHIFT") {
        console.error(
          `error: ${row.family} (${row.url}) moved while loading: CLS ${row.cls.toFixed(3)}`,
        );
      }
      for (const reason of overLimits(row, "ceiling"))
        console.error(`error: ${row.family} (${row.url}) downloads ${reason}`);
    }
    for (const row of rows) {
      if (statusOf(row) !== "over goal") continue;
      for (const reason of overLimits(row, "goal"))
        console.warn(`warning: ${row.family} (${row.url}) downloads ${reason}`);
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
