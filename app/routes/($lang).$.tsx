import type { MetaFunction } from "@remix-run/react";
import { ErrorView } from "~/components/shell/error-view";

/** Any URL no route claims: the not-found placeholder with HTTP 404. */
export function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export const meta: MetaFunction = () => [{ title: "404" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <ErrorView kind="not-found" />;
}

export function ErrorBoundary() {
  return <ErrorView kind="not-found" />;
}
