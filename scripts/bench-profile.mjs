#!/usr/bin/env node
/**
 * `node scripts/bench-profile.mjs [family…] [--seconds=N] [--top=N]`: where a page family's
 * render time goes (issue 27). For each family (the bench's sample pages: home, store, listing,
 * item, landing, static) it starts the built server under `node --cpu-prof` on a fresh
 * database, warms it, drives the page with autocannon at 10 connections for N seconds (5 by
 * default), stops the server (the profile is written on exit) and prints the top entries by
 * self time (scripts/profile-top.mjs). Profiles stay in .reports/profiles/<family>.cpuprofile
 * for Chrome DevTools or speedscope.
 *
 * The caller builds first (`npm run build`). One server per family: a profile then holds one
 * page's work, not the sum of every page's.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { firstVisitPages, freePort } from "./first-visit.mjs";
import { startServer } from "./lib/server.mjs";
import { cookieHeader, locationCookies } from "./lib/visitor.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const value = args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  return value === undefined ? fallback : Number(value);
};
const SECONDS = option("seconds", 5);
const TOP = option("top", 15);
const wanted = args.filter((a) => !a.startsWith("--"));
const families = wanted.length ? wanted : ["home", "store", "listing", "item"];
const OUT = path.resolve(".reports/profiles");
mkdirSync(OUT, { recursive: true });

for (const family of families) {
  const sample = firstVisitPages().find((page) => page.family === family);
  if (!sample) {
    console.error(`no sample page for ${family} in scripts/budgets.json`);
    process.exitCode = 2;
    continue;
  }
  const dir = path.join(OUT, `${family}-tmp`);
  rmSync(dir, { recursive: true, force: true });
  const server = await startServer({
    port: await freePort(),
    command: [
      "--cpu-prof",
      `--cpu-prof-dir=${dir}`,
      "--max-old-space-size=192",
      "build/server/index.js",
    ],
  });
  try {
    const cookies = sample.location
      ? await locationCookies(server.url, sample.location === true ? null : sample.location)
      : [];
    const headers = cookies.length ? { Cookie: cookieHeader(cookies) } : {};
    // Warm: caches filled, functions compiled, as a serving process is.
    await autocannon({ url: server.url + sample.url, connections: 2, amount: 40, headers });
    const result = await autocannon({
      url: server.url + sample.url,
      connections: 10,
      duration: SECONDS,
      headers,
    });
    console.log(
      `\n## ${family} ${sample.url}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
    );
  } finally {
    await server.stop();
  }
  const [file] = readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"));
  if (!file) {
    console.error(`${family}: the server wrote no profile`);
    continue;
  }
  const target = path.join(OUT, `${family}.cpuprofile`);
  renameSync(path.join(dir, file), target);
  rmSync(dir, { recursive: true, force: true });
  console.log(
    execFileSync(process.execPath, ["scripts/profile-top.mjs", target, String(TOP)], {
      encoding: "utf8",
    }),
  );
}
