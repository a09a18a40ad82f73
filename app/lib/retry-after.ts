import type { HeadersFunction } from "@remix-run/node";

/**
 * A route's `headers`: the Retry-After of the 503 its loader threw (unavailable.server.ts). A
 * thrown Response's headers reach the document only through the route's own headers function.
 */
export const keepRetryAfter: HeadersFunction = ({ errorHeaders }) => {
  const headers = new Headers();
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/**
 * A URL-only page's `headers` (ADR 033): keepRetryAfter, and its loader's `Cache-Control` when
 * the loader said the answer is not to be shared (a section that failed must not be handed to
 * everyone for ten minutes); lib/http-cache.server.ts keeps such an answer private.
 */
export const keepRetryAfterAndCacheOptOut: HeadersFunction = (args) => {
  const headers = new Headers(keepRetryAfter(args));
  const cacheControl = args.loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};
