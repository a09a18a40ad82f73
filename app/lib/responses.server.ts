/**
 * The bodiless answers a loader or action throws or returns when a request cannot be served:
 * the route's ErrorBoundary shows its own translated text for the status.
 */

/** 404: no such page (an unknown id, a feature the operator turned off). */
export const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/** The loader of an action-only route: GET (a link, a prefetch, a typed URL) changes nothing. */
export function methodNotAllowed() {
  return new Response("Method not allowed", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
