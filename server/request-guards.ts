import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import type { Env } from "./env";
import { forbidSharedCache } from "./http-cache";

type RouteObject = NonNullable<Parameters<typeof matchRoutes>[0]>[number];

/**
 * Request hygiene in front of everything else (issue 7). One place decides what the rest of the
 * server — the Remix app, the embedded backend, the CSRF check — sees as the request's URL and
 * the site's origin, so no later code can be talked into building links or redirects elsewhere.
 */

const INTERNAL_ORIGIN = "http://request.invalid";

function plain(
  res: Response,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(status).type("text/plain").send(message);
}

/**
 * The path and query a request target stands for, normalised the way a browser would
 * (dot segments resolved, backslashes as slashes, percent-encoding), with runs of slashes
 * collapsed. `absolute-form` targets (`GET http://evil.example/home`) keep only their path:
 * the site's origin is never taken from the target. Null when the target is not a path at all.
 */
export function normaliseTarget(raw: string): { path: string; collapsed: boolean } | null {
  let url: URL;
  try {
    if (raw.startsWith("/")) {
      url = new URL(INTERNAL_ORIGIN + raw);
    } else {
      url = new URL(raw);
      if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    }
  } catch {
    return null;
  }
  const pathname = url.pathname.replace(/\/{2,}/g, "/");
  return { path: `${pathname}${url.search}`, collapsed: pathname !== url.pathname };
}

/**
 * The site's origin for this request: PUBLIC_URL when set (then it alone is the origin; a
 * request's Host and X-Forwarded-* are ignored), else the Host header — or X-Forwarded-Host
 * and -Proto when TRUST_PROXY says a proxy in front sets them (`fromForwardedHeaders`). Null
 * when the host is garbage.
 */
export function siteOrigin(
  req: Request,
  env: Pick<Env, "PUBLIC_URL" | "TRUST_PROXY">,
): { protocol: string; host: string; fromForwardedHeaders: boolean } | null {
  if (env.PUBLIC_URL) {
    const url = new URL(env.PUBLIC_URL);
    return { protocol: url.protocol.slice(0, -1), host: url.host, fromForwardedHeaders: false };
  }
  const trusted = env.TRUST_PROXY > 0;
  const forwarded = trusted ? firstValue(req.headers["x-forwarded-host"]) : undefined;
  const fromForwardedHeaders =
    Boolean(forwarded) || (trusted && firstValue(req.headers["x-forwarded-proto"]) !== undefined);
  const host = forwarded || req.headers.host || "localhost";
  // req.protocol honours "trust proxy" (X-Forwarded-Proto only from trusted hops).
  const protocol = req.protocol === "https" ? "https" : "http";
  // A host is a name or address and an optional port: nothing that could carry a path.
  if (!/^[\w.-]+(?::\d{1,5})?$|^\[[\d:a-f.]+\](?::\d{1,5})?$/i.test(host)) return null;
  try {
    return { protocol, host: new URL(`${protocol}://${host}`).host, fromForwardedHeaders };
  } catch {
    return null;
  }
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim() || undefined;
}

/**
 * First middleware: fixes the request's URL and origin for everything after it.
 *
 * - The target is normalised (see normaliseTarget); a GET/HEAD whose path had a run of slashes
 *   (`//evil.example/home`, `/en//evil.example`, `/\evil`) is redirected to the collapsed path,
 *   which always starts with a single slash — so relative links rendered from it stay here.
 * - The Host header becomes the site's host (PUBLIC_URL's when set) and X-Forwarded-Host/-Proto
 *   are removed (a response built from them is never shared: forbidSharedCache): the Remix adapter, Remix's own CSRF check, the CSRF check in security.ts and the
 *   embedded backend all build the origin from Host and `req.protocol`, which now agree.
 */
export function canonicalRequest(env: Pick<Env, "PUBLIC_URL" | "TRUST_PROXY">): RequestHandler {
  return (req, res, next) => {
    const target = normaliseTarget(req.url);
    if (!target) return plain(res, 400, "Bad request");
    const origin = siteOrigin(req, env);
    if (!origin) return plain(res, 400, "Bad request");

    // A shared cache keys its copies on Host alone: a page whose links came from a forwarded
    // header would be served to everyone with that header's origin in its links (issue 28:
    // `X-Forwarded-Host: evil.example` in a CDN-cached canonical link). PUBLIC_URL avoids it.
    if (origin.fromForwardedHeaders) forbidSharedCache(res);
    req.headers.host = origin.host;
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
    Object.defineProperty(req, "protocol", {
      value: origin.protocol,
      configurable: true,
      enumerable: true,
      writable: true,
    });

    if (target.collapsed && (req.method === "GET" || req.method === "HEAD")) {
      res.setHeader("Cache-Control", "no-store");
      return res.redirect(301, target.path);
    }
    const absoluteForm = !req.url.startsWith("/");
    req.url = target.path;
    req.originalUrl = target.path;
    if (!absoluteForm) return next();
    // Express's router noted the absolute-form target's `scheme://host` prefix when it started
    // on this request and would splice it back into the URL at every mount point: hand the
    // request, now path-only, to the app afresh.
    (req.app as unknown as { handle: RedispatchFunction }).handle(req, res, (error?: unknown) => {
      if (!res.headersSent) plain(res, error ? 400 : 404, error ? "Bad request" : "Not found");
    });
  };
}

type RedispatchFunction = (req: Request, res: Response, done: (error?: unknown) => void) => void;

/** Methods Remix hands to a route's action. */
const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Answers, before Remix, what Remix would answer with its internal messages (route ids in the
 * hydration data): a mutation to a URL whose target route has no action → 405; a method no
 * route handles (TRACE, CONNECT, junk) → 405; OPTIONS → 204 with Allow. Legacy `?_data=` data
 * requests (single fetch never sends them) → 400.
 */
export function remixMethodGuard(getBuild: () => Promise<ServerBuild>): RequestHandler {
  let cached: { build: ServerBuild; routes: RouteObject[] } | undefined;
  const routesOf = (build: ServerBuild) => {
    if (cached?.build !== build) cached = { build, routes: routeTree(build) };
    return cached.routes;
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const url = new URL(INTERNAL_ORIGIN + req.url);
      if (url.searchParams.has("_data")) return plain(res, 400, "Bad request");
      const dataRequest = url.pathname.endsWith(".data");
      // Single fetch speaks GET (loaders) and POST (actions) only: Remix runs any other method
      // on a `.data` URL as an action — a HEAD there skipped the CSRF check and could 500.
      if (dataRequest && req.method !== "GET" && req.method !== "POST") {
        return plain(res, 405, "Method not allowed", { Allow: "GET, POST" });
      }
      if (req.method === "GET" || req.method === "HEAD") return next();

      const build = await getBuild();
      const target = actionTarget(routesOf(build), url);
      const hasAction = Boolean(target && build.routes[target]?.module.action);
      const allow = hasAction ? "GET, HEAD, POST" : "GET, HEAD";
      if (req.method === "OPTIONS") {
        res.setHeader("Allow", allow);
        return res.status(204).end();
      }
      if (MUTATIONS.has(req.method) && hasAction) return next();
      if (MUTATIONS.has(req.method) && target === undefined) return plain(res, 404, "Not found");
      return plain(res, 405, "Method not allowed", { Allow: allow });
    } catch (error) {
      next(error);
    }
  };
}

function routeTree(build: ServerBuild): RouteObject[] {
  const byParent = new Map<string, ServerBuild["routes"][string][]>();
  for (const route of Object.values(build.routes)) {
    const parent = route.parentId ?? "";
    byParent.set(parent, [...(byParent.get(parent) ?? []), route]);
  }
  const children = (parentId: string): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: children(route.id),
          },
    );
  return children("");
}

/**
 * The route id whose action Remix would call for a mutation to `url` (the router's
 * getTargetMatch: the index route with a naked `?index`, else the deepest route that
 * contributes to the path), or undefined when no route matches (Remix answers its 404).
 */
function actionTarget(routes: RouteObject[], url: URL): string | undefined {
  // Single fetch: `/home.data` is `/home`'s data request, `/_root.data` the root's.
  const pathname = url.pathname.endsWith(".data")
    ? url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/")
    : url.pathname;
  const matches = matchRoutes(routes, pathname);
  if (!matches?.length) return undefined;
  const last = matches[matches.length - 1];
  if (last.route.index && url.searchParams.getAll("index").some((v) => v === "")) {
    return last.route.id;
  }
  const contributing = matches.filter((m, i) => i === 0 || (m.route.path && m.route.path.length));
  return contributing[contributing.length - 1]?.route.id;
}
