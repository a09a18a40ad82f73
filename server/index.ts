import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { EnvError, parseEnv } from "./env";
import { createServerApp } from "./app";
import type { Backend } from "../backend/app";
import { createInProcessFetch } from "./in-process-fetch";
import { gracefulShutdown } from "./graceful-shutdown";
import { connectRedis } from "./redis";
import { shareStateThroughRedis } from "./redis-state";

/**
 * Boots the storefront: validates the environment (one clear line per bad variable, exit 1),
 * mounts the reference backend when API_BASE_URL is unset, serves the Remix build, and shuts
 * down gracefully on SIGTERM/SIGINT.
 */
let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

if (env.TRUST_PROXY > 0 && !env.PUBLIC_URL && env.NODE_ENV === "production") {
  // server/request-guards.ts: such a page is answered private, so a CDN keeps none of them.
  console.warn(
    "TRUST_PROXY is set without PUBLIC_URL: pages whose origin comes from X-Forwarded-Host/-Proto are never marked for shared caches. Set PUBLIC_URL.",
  );
}

const buildPath = path.resolve("build/index.js");
const production = env.NODE_ENV === "production";
let buildPromise: Promise<ServerBuild> | undefined;
const loadBuild = (bust = false): Promise<ServerBuild> =>
  import(pathToFileURL(buildPath).href + (bust ? `?t=${Date.now()}` : "")) as Promise<ServerBuild>;

async function getBuild(): Promise<ServerBuild> {
  buildPromise ??= loadBuild();
  return buildPromise;
}

let backend: Backend | undefined;
if (!env.API_BASE_URL) {
  const { createBackend } = await import("../backend/app");
  backend = createBackend({ compat: env.BACKEND_COMPAT });
}

// Several replicas share rate limits, order submission keys and the shared-read cache through
// Redis (ADR 029). A short wait for the first connection, so the first sign-ins after a deploy
// are not refused; past it the server starts anyway (degraded) and Redis joins when it can.
const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL) : undefined;
if (redis) {
  shareStateThroughRedis(redis);
  if (!(await redis.whenUp(3_000))) console.warn("Redis is not answering yet: starting degraded");
}

let port = env.PORT;
const app = createServerApp({
  redis,
  env,
  getBuild,
  backend,
  // The embedded backend answers in-process (no socket, no storefront middleware); this URL is
  // only the address its links are built from.
  apiBaseUrl: () => env.API_BASE_URL ?? `http://127.0.0.1:${port}/api/v1`,
  apiFetch: backend ? createInProcessFetch(backend.api) : undefined,
  // the embedded backend's pictures (/storage/...) without a loopback socket
  imageFetch: backend ? createInProcessFetch(backend.web, "/") : undefined,
});

const server = app.listen(env.PORT, env.HOST, async () => {
  port = (server.address() as AddressInfo).port;
  const where = backend ? "embedded reference backend" : env.API_BASE_URL;
  console.log(`Storefront ready on http://localhost:${port} (API: ${where})`);
  if (!production) {
    // `remix dev --manual`: reload the build when it changes.
    const { broadcastDevReady } = await import("@remix-run/node");
    const chokidar = await import("chokidar");
    broadcastDevReady(await getBuild());
    chokidar.watch(buildPath, { ignoreInitial: true }).on("change", async () => {
      buildPromise = loadBuild(true);
      broadcastDevReady(await buildPromise);
    });
  }
});
server.keepAliveTimeout = 65_000;

// SIGTERM/SIGINT: stop accepting, finish open requests, close keep-alive connections, exit 0
// (server/graceful-shutdown.ts); exit 1 only if that takes more than 10 s.
const { shutdown } = gracefulShutdown(server, {
  onDrained: () => {
    backend?.close();
    if (!redis) process.exit(0);
    // QUIT lets Redis drop the connection cleanly; one that does not answer fails it within 1 s.
    else void redis.close().finally(() => process.exit(0));
  },
  onForce: () => process.exit(1),
  forceAfterMs: 10_000,
});
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
