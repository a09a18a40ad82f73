import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { localizePath } from "~/i18n/config";

/**
 * The bodiless answers a loader or action throws or returns when a request cannot be served:
 * the route's ErrorBoundary shows its own translated text for the status.
 */

/** 404: no such page (an unknown id, a feature the operator turned off). */
export const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/**
 * The loader of an action-only route (issue 22 item 16): a GET (a typed or bookmarked URL, a
 * link, a prefetch) changes nothing and goes to the page that shows what the forms change —
 * a bare "Method not allowed" with no site frame is a dead end for a person.
 */
export function showInstead(path: string) {
  return ({ context }: Pick<LoaderFunctionArgs, "context">) =>
    redirect(localizePath(path, context.lang));
}
