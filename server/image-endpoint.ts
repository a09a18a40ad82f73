import { createHash } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { dimensionsAllowed, imageDimensions, MAX_IMAGE_PIXELS } from "../app/lib/image-size";
import { imageWidth } from "../app/lib/image-url";
import type { ImageCache } from "./image-cache";

/**
 * GET /img?src=<backend picture URL>&w=<width>: the picture resized to the next width of
 * IMAGE_WIDTHS (never enlarged) and re-encoded as AVIF or WebP when the browser's Accept names
 * them (else in its own format), kept in a disk cache (server/image-cache.ts) and answered with
 * a year-long immutable Cache-Control: backend uploads get new names, never new bytes.
 *
 * Not an open proxy. Only pictures of `allowedOrigins` are fetched (the backend's origin and
 * IMAGE_ORIGINS, or the site itself for the embedded backend), which rules out every other
 * host and any address an attacker names (10.0.0.1, 169.254.169.254, localhost:6379); a
 * redirect is followed only to an allowed origin; customers' own files (prescriptions, profile
 * photos, chat attachments) are refused, since a shared cache must never hold them; an answer
 * that is not a PNG, JPEG, GIF or WebP of sane dimensions (or an SVG), or is larger than
 * `maxSourceBytes`, is refused. SVG is passed through byte for byte with a CSP that runs
 * nothing and `nosniff`.
 */

export interface ImageEndpointOptions {
  /** Origins ("https://api.example.com") whose pictures may be fetched, for this request. */
  allowedOrigins: (req: Request) => string[];
  /** Fetches a picture (redirect: "manual"): the network, or the embedded backend in-process. */
  fetchSource: (url: URL, signal: AbortSignal) => Promise<globalThis.Response>;
  cache: ImageCache;
  maxSourceBytes?: number;
  timeoutMs?: number;
}

const PRIVATE_FOLDERS = /\/storage\/app\/public\/(order|profile|conversation|delivery-man)\//i;
const MAX_REDIRECTS = 3;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** `smaller`: the client takes both AVIF and WebP (every current browser): the smaller one. */
type Encoding = "smaller" | "avif" | "webp" | "original";

function encodingFor(accept: string | undefined): Encoding {
  const value = accept ?? "";
  const avif = /\bimage\/avif\b/i.test(value);
  const webp = /\bimage\/webp\b/i.test(value);
  if (avif && webp) return "smaller";
  if (avif) return "avif";
  if (webp) return "webp";
  return "original";
}

export function imageEndpoint(options: ImageEndpointOptions): RequestHandler {
  const maxSourceBytes = options.maxSourceBytes ?? 15 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 8000;
  const inFlight = new Map<string, Promise<{ bytes: Buffer; type: string }>>();

  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return plain(res, 405, "Method not allowed");
    }
    const src = typeof req.query.src === "string" ? req.query.src : "";
    const w = typeof req.query.w === "string" ? req.query.w : "";
    if (!src || src.length > 2048 || !/^\d{1,5}$/.test(w) || Number(w) < 1) {
      return plain(res, 400, "Bad request");
    }
    const width = imageWidth(Number(w));
    const encoding = encodingFor(req.headers.accept);
    let url: URL;
    try {
      url = allowedUrl(src, options.allowedOrigins(req));
    } catch (error) {
      return refuse(res, error);
    }
    const key = createHash("sha256").update(`${url.href}\n${width}\n${encoding}`).digest("hex");
    const hit = options.cache.get(key);
    if (hit) return send(res, hit);

    let job = inFlight.get(key);
    if (!job) {
      job = (async () => {
        const source = await fetchPicture(options, url, maxSourceBytes, timeoutMs, req);
        const answer = source.svg ? source : await resized(source.bytes, width, encoding);
        options.cache.set(key, answer.type, answer.bytes);
        return answer;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, job);
    }
    try {
      send(res, await job);
    } catch (error) {
      refuse(res, error);
    }
  };
}

/** The picture's URL when its origin is allowed; a relative one is the site's own. */
function allowedUrl(src: string, allowedOrigins: string[]): URL {
  let url: URL;
  try {
    url = new URL(src, allowedOrigins[0] ?? "http://invalid.invalid");
  } catch {
    throw new Refusal(400, "Bad request");
  }
  if (!["http:", "https:"].includes(url.protocol) || url.username || url.password) {
    throw new Refusal(403, "Not an allowed picture");
  }
  if (!allowedOrigins.includes(url.origin)) throw new Refusal(403, "Not an allowed picture");
  if (PRIVATE_FOLDERS.test(url.pathname)) throw new Refusal(403, "Not an allowed picture");
  url.hash = "";
  return url;
}

async function fetchPicture(
  options: ImageEndpointOptions,
  first: URL,
  maxBytes: number,
  timeoutMs: number,
  req: Request,
): Promise<{ bytes: Buffer; type: string; svg: boolean }> {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = first;
  for (let hop = 0; ; hop++) {
    let answer: globalThis.Response;
    try {
      answer = await options.fetchSource(url, signal);
    } catch {
      throw new Refusal(502, "The picture could not be fetched");
    }
    if (answer.status >= 300 && answer.status < 400) {
      await answer.body?.cancel();
      const location = answer.headers.get("location");
      if (!location || hop >= MAX_REDIRECTS) throw new Refusal(502, "Too many redirects");
      // a redirect may only lead to another allowed picture, never to another host
      url = allowedUrl(new URL(location, url).href, options.allowedOrigins(req));
      continue;
    }
    if (answer.status !== 200) {
      await answer.body?.cancel();
      throw new Refusal(answer.status === 404 ? 404 : 502, "The picture could not be fetched");
    }
    const declared = Number(answer.headers.get("content-length") ?? "0");
    if (declared > maxBytes) {
      await answer.body?.cancel();
      throw new Refusal(413, "The picture is too large");
    }
    const bytes = await readCapped(answer, maxBytes);
    const type = (answer.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    if (type === "image/svg+xml" && looksLikeSvg(bytes)) {
      return { bytes, type: "image/svg+xml", svg: true };
    }
    const size = imageDimensions(bytes);
    if (!size || !dimensionsAllowed(size)) throw new Refusal(415, "Not a picture");
    return { bytes, type, svg: false };
  }
}

async function readCapped(answer: globalThis.Response, maxBytes: number): Promise<Buffer> {
  if (!answer.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = answer.body.getReader();
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      throw new Refusal(502, "The picture could not be fetched");
    }
    if (step.done) break;
    total += step.value.length;
    if (total > maxBytes) {
      await reader.cancel();
      throw new Refusal(413, "The picture is too large");
    }
    chunks.push(step.value);
  }
  return Buffer.concat(chunks);
}

/** An SVG document, perhaps after a BOM, an XML declaration, comments or a doctype. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head);
}

async function resized(
  bytes: Buffer,
  width: number,
  encoding: Encoding,
): Promise<{ bytes: Buffer; type: string }> {
  // loaded on the first picture, not at boot: libvips is tens of MB of RSS a server that
  // never resizes (a CDN in front) should not carry (ADR 030's memory budget)
  const { default: sharp } = await import("sharp");
  try {
    // the first frame of an animation; EXIF orientation applied; never enlarged
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    const avif = async () => ({
      bytes: await image.clone().avif({ quality: 50, effort: 2 }).toBuffer(),
      type: "image/avif",
    });
    const webp = async () => ({
      bytes: await image.clone().webp({ quality: 72, effort: 3 }).toBuffer(),
      type: "image/webp",
    });
    if (encoding === "smaller") {
      // AVIF's container costs a few hundred bytes: a card's small, flat picture is often
      // smaller as WebP (a 96 px one: 867 bytes as AVIF, 484 as WebP), a large photo as AVIF.
      // Both are made once (the answer is cached) and the smaller is sent (issue 27: the order
      // journey's 30 to 55 pictures).
      const [a, b] = await Promise.all([avif(), webp()]);
      return a.bytes.length <= b.bytes.length ? a : b;
    }
    if (encoding === "avif") return await avif();
    if (encoding === "webp") return await webp();
    const format = imageDimensions(bytes)?.format;
    if (format === "jpg") {
      return {
        bytes: await image.jpeg({ quality: 75, mozjpeg: true }).toBuffer(),
        type: "image/jpeg",
      };
    }
    return { bytes: await image.png({ compressionLevel: 8 }).toBuffer(), type: "image/png" };
  } catch {
    throw new Refusal(415, "Not a picture");
  }
}

function send(res: Response, answer: { bytes: Buffer; type: string }) {
  res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  // one URL, a different encoding per Accept: shared caches must keep them apart
  res.setHeader("Vary", "Accept");
  res.setHeader("X-Content-Type-Options", "nosniff");
  if (answer.type === "image/svg+xml") {
    res.setHeader(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  }
  // Not res.send(): it would hash every answer for an ETag that nothing uses — the URL names
  // these bytes for a year (immutable), so no browser revalidates them — and the header was
  // ~45 bytes of each of the 30 to 55 pictures of an order journey (issue 27), as on the
  // build's scripts (ADR 034). HEAD: Node leaves the body out itself.
  res.type(answer.type);
  res.setHeader("Content-Length", answer.bytes.length);
  res.end(answer.bytes);
}

function refuse(res: Response, error: unknown) {
  if (error instanceof Refusal) return plain(res, error.status, error.message);
  return plain(res, 502, "The picture could not be fetched");
}

function plain(res: Response, status: number, text: string) {
  if (res.headersSent) return;
  res.setHeader("Cache-Control", "no-store");
  res.status(status).type("text/plain").send(text);
}
