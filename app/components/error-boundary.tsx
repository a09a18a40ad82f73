import { useRouteError } from "@remix-run/react";
import { ErrorView, errorKindOf } from "~/components/error-view";

/**
 * Every page route's ErrorBoundary (one line: `export const ErrorBoundary = RouteErrorBoundary`):
 * the not-found, refused-request or generic view inside the frame. Only a generic error is
 * logged; a refused request (4xx) is the client's doing, not a fault worth logging.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const kind = errorKindOf(error);
  if (kind === "generic") console.error(error);
  return <ErrorView kind={kind} />;
}
