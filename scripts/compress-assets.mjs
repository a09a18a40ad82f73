#!/usr/bin/env node
/**
 * `npm run build`, after `remix build`: writes a Brotli (quality 11) and a gzip (level 9) twin
 * next to every script, stylesheet and JSON file of public/build/, which the server sends as they
 * are (express-static-gzip in server/app.ts). Compressing once at build time allows the slowest,
 * smallest settings, and it covers the many sub-kilobyte chunks that on-the-fly compression
 * skips (its threshold is 1 KB): on a first visit to /home those went over the wire raw.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve("public/build");
const COMPRESSIBLE = /\.(js|mjs|css|json|svg)$/;

const started = Date.now();
let files = 0;
let raw = 0;
let brotli = 0;
for (const file of walk(root)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const source = readFileSync(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  files += 1;
  raw += source.length;
  brotli += br.length;
}
console.log(
  `[info] ${files} assets precompressed (${(raw / 1000).toFixed(1)} KB → ${(brotli / 1000).toFixed(1)} KB brotli) in ${Date.now() - started} ms`,
);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
