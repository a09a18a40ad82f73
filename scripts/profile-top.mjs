#!/usr/bin/env node
/**
 * `node scripts/profile-top.mjs FILE.cpuprofile [N]`: the top N entries of a V8 CPU profile
 * (from `node --cpu-prof`) by self time, plus self time per package/folder, as a share of busy
 * (non-idle) time. Used for the serving-cost work (issue 8): profile under load, read the top.
 */
import { readFileSync } from "node:fs";

const [file, n = "20"] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/profile-top.mjs FILE.cpuprofile [N]");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map();
const deltas = profile.timeDeltas;
profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (deltas[i] ?? 0) / 1000));

const IDLE = new Set(["(idle)", "(program)"]);
const byFunction = new Map();
const byPlace = new Map();
let busy = 0;
for (const [id, ms] of selfMs) {
  const { callFrame } = byId.get(id);
  if (IDLE.has(callFrame.functionName)) continue;
  busy += ms;
  const url = callFrame.url.replace(/^file:\/\//, "").replace(process.cwd() + "/", "");
  const fn = `${callFrame.functionName || "(anonymous)"} ${url ? `${short(url)}:${callFrame.lineNumber + 1}` : ""}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  byPlace.set(
    place(url, callFrame.functionName),
    (byPlace.get(place(url, callFrame.functionName)) ?? 0) + ms,
  );
}

function short(url) {
  return url.replace(/^.*node_modules\//, "~/").replace(/\?.*$/, "");
}
function place(url, fn) {
  if (!url) return fn.startsWith("(") ? fn : "(native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) return url;
  return url.split("/").slice(0, 2).join("/");
}
function print(title, map) {
  console.log(`\n${title} (busy ${busy.toFixed(0)} ms)`);
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(n)))
    console.log(
      `${((ms / busy) * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`,
    );
}
print("Self time by function", byFunction);
print("Self time by package or folder", byPlace);
