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
