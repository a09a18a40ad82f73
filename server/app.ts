import type { ServerResponse } from "node:http";
import express, { type Express } from "express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import type { Env } from "./env";
import { assignNonce, refuseCrossSiteMutations, securityHeaders } from "./security";
import { rateLimits } from "./rate-limits";
import { renderAdmission } from "./render-admission";
import { accessLog } from "./access-log";
import { cachePolicyGuard, dropCookiesOfUrlOnlyPages, publicFiles } from "./http-cache";
import { canonicalRequest, remixMethodGuard } from "./request-guards";
import { e2eSettingsRoutes } from "./e2e-settings";
import type { SharedRedis } from "./redis";
import type { createAppLoadContext } from "../app/context.server";
import type { Backend } from "../backend/app";
import { createImageCache } from "./image-cache";
import { imageEndpoint } from "./image-endpoint";

export interface ServerAppOptions {
  env: Env;
  /** Returns the Remix server build (re-imported on change in development). */
  getBuild: () => Promise<ServerBuild>;
  /** The reference backend, when API_BASE_URL is unset. */
  backend?: Backend;
  /** The API base URL the storefront calls (and builds browser-facing API links from). */
  apiBaseUrl: () => string;
  /** How the storefront reaches the API: in-process for the embedded backend, else network fetch. */
  apiFetch?: typeof fetch;
  publicDir?: string;
  /** The Redis every replica shares (REDIS_URL): rate limits count there. */
  redis?: SharedRedis;
  /** How /img reaches the embedded backend's pictures (in-process); unset: the network. */
  imageFetch?: typeof fetch;
}

/**
 * The Express host: security headers with a per-request CSP nonce, compression, static assets,
 * request log, rate limits, /healthz, the CSRF origin check, the embedded backend, then Remix.
 */
export function createServerApp(options: ServerAppOptions): Express {
  const { env } = options;
  const production = env.NODE_ENV === "production";
  const publicDir = options.publicDir ?? path.resolve("public");
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  // First: the request URL and the site origin everything below sees (server/request-guards.ts).
  app.use(canonicalRequest(env));

  app.get("/healthz", healthCheck(options.redis));

  app.use(compression());
  // Credentials in URLs (payment token, customer and guest ids) are redacted: server/access-log.ts.
  app.use(accessLog(production));

  // Before the security headers: the page's policies (CSP with a nonce, frame, permissions and
  // opener policies, ~1.3 KB) mean nothing on a script or stylesheet, and on HTTP/1.1 a first
  // visit paid them once per script (issue 27). Scripts keep nosniff; HSTS comes with the pages.
  // Fingerprinted build assets never change: cache them for a year. Their Brotli and gzip twins
  // are written at build time (scripts/compress-assets.mjs) and sent as they are; compression()
  // above leaves an answer that already has a Content-Encoding alone.
  app.use("/build", (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    // HTTP/1.1 keeps a connection open without being told: `Connection: keep-alive` and
    // `Keep-Alive: timeout=65` were ~50 bytes for nothing on each of a first visit's ~15 scripts
    // (issue 27: first visits count what the browser transfers). Removed, Node sends neither and
    // still keeps the connection. A draining server's `Connection: close` stays
    // (graceful-shutdown.ts).
    if (!res.hasHeader("Connection")) res.removeHeader("Connection");
    next();
  });
  app.use(
    "/build",
    expressStaticGzip(path.join(publicDir, "build"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: {
        immutable: true,
        maxAge: "1y",
        // Nothing revalidates an immutable file: Last-Modified, ETag and Accept-Ranges are bytes
        // for nothing on each of a first visit's ~20 scripts.
        lastModified: false,
        etag: false,
        acceptRanges: false,
        // A missing asset (an old page asking for a file a new deploy removed) is a plain 404,
        // not the storefront's HTML 404 page served as a script or stylesheet.
        fallthrough: false,
        // A module script is read as UTF-8 whatever its type says (HTML's "fetch a single module
        // script"): the charset is 15 more bytes on every script for nothing.
        setHeaders: (res: ServerResponse, file: string) => {
          if (/\.js(\.br|\.gz)?$/.test(file)) res.setHeader("Content-Type", "text/javascript");
        },
      },
    }),
  );
  const apiOrigin = env.API_BASE_URL ? new URL(env.API_BASE_URL).origin : undefined;
  app.use(assignNonce);
  app.use(
    securityHeaders({
      production,
      extraImageOrigins: [
        apiOrigin,
        "https://*.googleapis.com",
        "https://*.gstatic.com",
        "https://*.google.com",
      ].filter((v): v is string => Boolean(v)),
      extraConnectOrigins: [
        "https://*.googleapis.com",
        "https://*.google.com",
        ...(env.FIREBASE_AUTH_EMULATOR_HOST ? [`http://${env.FIREBASE_AUTH_EMULATOR_HOST}`] : []),
      ],
      extraFormOrigins: apiOrigin ? [apiOrigin] : [],
    }),
  );
  app.use(publicFiles(publicDir, production));
  // Pictures sized for the screen, before the rate limits for the same reason as the assets
  // (a page shows dozens): each is a bounded, cached job (server/image-endpoint.ts).
  app.all("/img", pictures(options, apiOrigin));
  // Pages rendered from their URL alone (ADR 033): nothing below ever sees the visitor's cookies,
  // so nothing personal can reach a copy a shared cache hands to everyone.
  app.use(dropCookiesOfUrlOnlyPages);
  // Everything below (API, pages) answers private unless a page says it is shareable.
  app.use(cachePolicyGuard);
  // After the static files: a page load fetches ~30 assets, which must not eat the page budget.
  app.use(rateLimits(env, options.redis));

  if (options.backend) {
    app.use("/api/v1", options.backend.api);
    app.use(options.backend.web);
    // The e2e suite's switch for the backend's settings; without the flag the path is Remix's 404.
    if (env.E2E_BACKEND_CONTROL) app.use(e2eSettingsRoutes(options.backend));
  }

  app.use(refuseCrossSiteMutations(() => (env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : [])));

  const forwardHost = Boolean(options.backend);
  let current: { build: ServerBuild; handler: ReturnType<typeof createRequestHandler> } | undefined;
  const handlerFor = (build: ServerBuild) => {
    if (current?.build !== build) {
      const handler = createRequestHandler({
        build,
        mode: env.NODE_ENV,
        getLoadContext: (req, res) =>
          contextFactory(build)(contextRequest(req), {
            nonce: res.locals.nonce as string,
            apiBaseUrl: options.apiBaseUrl(),
            apiTimeoutMs: env.API_TIMEOUT_MS,
            forwardHost,
            fetchImpl: options.apiFetch,
          }),
      });
      current = { build, handler };
    }
    return current.handler;
  };
  // Mutations to routes without an action, unknown methods: plain 405 before Remix.
  app.use(remixMethodGuard(options.getBuild));
  // A few renders at a time, the rest in arrival order: the same throughput, a short tail.
  app.use(
    renderAdmission(env.RENDER_CONCURRENCY ?? defaultRenderConcurrency(options), {
      leaseMs: env.RENDER_SLOT_LEASE_MS,
    }),
  );
  app.all("*", async (req, res, next) => {
    try {
      await handlerFor(await options.getBuild())(req, res, next);
    } catch (error) {
      next(error);
    }
  });

  // Last resort: never a stack trace to the visitor.
  app.use(
    (error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      // Middleware refusals (a missing build asset, a malformed body) carry their 4xx status:
      // answer it plainly, they are the client's problem, not ours.
      const status = (error as { status?: unknown } | null)?.status;
      if (typeof status === "number" && status >= 400 && status < 500) {
        if (!res.headersSent) res.status(status).type("text/plain").send(httpReason(status));
        return;
      }
      console.error("[server]", error);
      if (res.headersSent) return;
      res
        .status(500)
        .type("text/plain")
        .send("Something went wrong. Please try again in a moment.");
    },
  );
  return app;
}

/**
 * How many renders run at once when RENDER_CONCURRENCY is unset (ADR 038). With the API answered
 * in-process every upstream call is CPU on this thread, so a second render has nothing to
 * overlap with: one at a time served 6–11 % more pages a second than eight and keeps each turn of
 * the event loop short. Over the network a render mostly waits, and eight overlap that wait.
 */
function defaultRenderConcurrency(options: ServerAppOptions): number {
  return options.apiFetch ? 1 : 8;
}

/**
 * GET /healthz for the load balancer and the container's HEALTHCHECK: 200 while this replica
 * can serve pages. Redis down is reported (`{"status":"degraded","redis":"down"}`) but still
 * 200: every replica shares the one Redis, so taking replicas out of rotation for it would turn
 * "sign-in and Place Order say try again" into "the whole site is down" (ADR 029). Monitoring
 * that can only read status codes asks `/healthz?require=redis`, which answers 503 then.
 */
function healthCheck(redis: SharedRedis | undefined) {
  return (req: express.Request, res: express.Response) => {
    res.setHeader("Cache-Control", "no-store");
    if (!redis) {
      res.json({ status: "ok" });
      return;
    }
    const up = redis.isUp();
    const strict = req.query.require === "redis";
    res
      .status(up || !strict ? 200 : 503)
      .json({ status: up ? "ok" : "degraded", redis: up ? "up" : "down" });
  };
}

/**
 * The load context is built by the app's own code *inside the Remix build* (entry.server
 * re-exports createAppLoadContext). Importing app/ here through tsx would load a second copy of
 * those modules: `instanceof ApiError` and the in-memory caches would then differ between the
 * copy that builds the context and the copy the routes run.
 */
function contextFactory(build: ServerBuild): typeof createAppLoadContext {
  const factory = (build.entry.module as { createAppLoadContext?: typeof createAppLoadContext })
    .createAppLoadContext;
  if (!factory)
    throw new Error(
      "The server build does not export createAppLoadContext (app/entry.server.tsx).",
    );
  return factory;
}

/** The parts of the request the load context reads (URL for the language, cookies for state). */
function contextRequest(req: express.Request): Request {
  const url = `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`;
  const headers = new Headers();
  const cookie = req.get("cookie");
  if (cookie) headers.set("Cookie", cookie);
  try {
    return new Request(url, { headers });
  } catch {
    return new Request("http://localhost/", { headers });
  }
}

function httpReason(status: number): string {
  return status === 404 ? "Not found" : "Bad request";
}

/**
 * The /img endpoint: the embedded backend's pictures are the site's own (fetched in-process),
 * a remote backend's are those of its origin; IMAGE_ORIGINS (a CDN, a bucket) are fetched over
 * the network in both cases.
 */
function pictures(options: ServerAppOptions, apiOrigin: string | undefined) {
  const { env } = options;
  const extra = (env.IMAGE_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean)
    .flatMap((o) => {
      try {
        return [new URL(o).origin];
      } catch {
        return [];
      }
    });
  const embedded = options.imageFetch;
  return imageEndpoint({
    cache: createImageCache(env.IMAGE_CACHE_DIR, env.IMAGE_CACHE_MAX_MB * 1024 * 1024),
    timeoutMs: env.API_TIMEOUT_MS,
    allowedOrigins: (req) => [
      ...(embedded ? [`${req.protocol}://${req.headers.host}`] : apiOrigin ? [apiOrigin] : []),
      ...extra,
    ],
    fetchSource: (url, signal) =>
      (embedded && !extra.includes(url.origin) ? embedded : fetch)(url, {
        redirect: "manual",
        signal,
        headers: { accept: "image/avif,image/webp,image/png,image/jpeg,image/*" },
      }),
  });
}
