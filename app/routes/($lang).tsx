import {
  Outlet,
  isRouteErrorResponse,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ShellData } from "~/shell/root-loader.server";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { DEFAULT_LANG, isLang } from "~/i18n/config";
import { legacyTarget } from "~/features/legacy-urls/legacy-urls";
import { safeRedirect } from "~/lib/safe-redirect";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * The language segment: English is unprefixed, other languages live under /{lang}/. An unknown
 * first segment is not a language, so the URL does not exist (404); /en/... redirects to the
 * unprefixed URL so each page has one address.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const { lang } = params;
  if (lang === undefined) return null;
  if (lang === DEFAULT_LANG) {
    const url = new URL(request.url);
    const rest = url.pathname.replace(/^\/en(?=\/|$)/, "") || "/";
    // `/en//evil.example` must not become `Location: //evil.example`: the target goes through
    // the same-site check (which collapses slash runs), else the home page.
    throw redirect(safeRedirect(`/${rest.replace(/^\/+/, "")}${url.search}`, "/"), 301);
  }
  if (!isLang(lang)) {
    // Not a language: maybe one of the incumbent client's URLs (/search, /order-details/5…).
    const url = new URL(request.url);
    const to = legacyTarget(url.pathname.replace(/\.data$/, ""), url.searchParams, DEFAULT_LANG);
    if (to) throw redirect(to, 301);
    throw new Response(null, { status: 404, statusText: "Not Found" });
  }
  return null;
}

/** A form answered with field errors changed nothing (frame-dialog-params.ts). */
export const shouldRevalidate: ShouldRevalidateFunction = unlessNothingChanged;

/**
 * The title of pages that set none, and of errors caught here (a route's own meta is not
 * rendered when its loader threw).
 */
export const meta: MetaFunction = ({ error, matches }) => {
  const shell = matches.find((m) => m.id === "root")?.data as ShellData | undefined;
  const name = shell?.config?.businessName || "Storefront";
  if (!error) return [{ title: name }];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [
    { title: `${status === 404 ? "404" : "Error"} · ${name}` },
    { name: "robots", content: "noindex" },
  ];
};

export default function LanguageLayout() {
  return <Outlet />;
}

/** Errors below the root keep the header and footer (the root layout renders around this). */
export const ErrorBoundary = RouteErrorBoundary;
