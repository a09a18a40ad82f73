/**
 * The answer of a page whose data the marketplace's API did not give — it did not answer, or
 * answered garbage (a timeout, a refused connection, a 5xx, HTML where JSON was due). Not "not
 * found", not "empty": 503 with Retry-After, so browsers and crawlers come back, and the error
 * boundary's "can't reach the marketplace" view with its Try again link (error-view.tsx).
 * The route passes Retry-After on with `headers = keepRetryAfter` (retry-after.ts).
 */
export const RETRY_AFTER_SECONDS = 30;

export function unavailablePage(): Response {
  return new Response(null, {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
  });
}
