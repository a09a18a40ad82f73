import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { LANGS, type Lang } from "./config";
import { resources } from "./i18next.server";

/**
 * A language's strings as one JSON document for the browser (GET /locales/{lang}?v=…, routes
 * locales.$lang.tsx). JSON, not a JavaScript chunk: the bundler writes non-ASCII text as \u
 * escapes (an Arabic letter costs 6 bytes instead of 2) and a browser parses JSON far faster
 * than the same data as script — what a low-end phone pays before hydrating. Built once per
 * language at boot; the version is a hash of the content, so the URL can be cached for ever.
 */
const documents = new Map<Lang, { body: string; version: string }>();

export function localeDocument(lang: Lang): { body: string; version: string } {
  let document = documents.get(lang);
  if (!document) {
    const body = JSON.stringify(resources[lang]);
    const version = createHash("sha256").update(body).digest("hex").slice(0, 12);
    document = { body, version };
    documents.set(lang, document);
  }
  return document;
}

const brotli = promisify(brotliCompress);
const compressed = new Map<Lang, Promise<Buffer>>();

/**
 * The document Brotli-compressed at the highest quality, once per language and process (68 KB
 * of English: 16.8 KB, where on-the-fly compression's quality 4 sent 20.1 KB on every first
 * visit). Off the event loop; a failure is forgotten, and the caller sends it uncompressed.
 */
export function compressedLocaleDocument(lang: Lang): Promise<Buffer> {
  let pending = compressed.get(lang);
  if (!pending) {
    const body = Buffer.from(localeDocument(lang).body);
    pending = brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    pending.catch(() => compressed.delete(lang));
    compressed.set(lang, pending);
  }
  return pending;
}

/** The versioned URL the page preloads and entry.client fetches. */
export function localeUrl(lang: Lang): string {
  return `/locales/${lang}?v=${localeDocument(lang).version}`;
}

export const isLocale = (value: unknown): value is Lang =>
  typeof value === "string" && (LANGS as readonly string[]).includes(value);
