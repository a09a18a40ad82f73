import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { createServerApp } from "../../server/app";
import { parseEnv } from "../../server/env";
import { createInProcessFetch } from "../../server/in-process-fetch";
import { createBackend } from "../../backend/app";

/**
 * The real storefront (Express host + the Remix build + the embedded backend) listening on an
 * ephemeral loopback port, for tests that need what only the built app shows: Remix's own
 * handling of methods, bodies and errors, the rendered HTML and its hydration data.
 * Requests go out through `http.request`, which sends the request target exactly as given
 * (`//evil`, `/\evil`, `http://evil/...`) — fetch and inject helpers would normalise it first.
 *
 * Needs `build/index.js`: these tests run after `npm run build` (`npm run test:built`).
 */
export const BUILD_PATH = path.resolve("build/index.js");

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

export interface Storefront {
  origin: string;
  port: number;
  /** The embedded backend's database file (its uploads folder is beside it). */
  databasePath: string;
  request: (req: RawRequest) => Promise<RawResponse>;
  close: () => Promise<void>;
}

export async function loadBuild(): Promise<ServerBuild> {
  if (!fs.existsSync(BUILD_PATH)) {
    throw new Error(
      "No build/index.js: run `npm run build` first (npm test does, before test:built).",
    );
  }
  return (await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild;
}

/**
 * With `API_BASE_URL` among `vars` the storefront calls that API over the network (a stand-in
 * upstream: tests/built/hostile-upstream.ts) and no embedded backend is made.
 */
export async function startStorefront(vars: Record<string, string> = {}): Promise<Storefront> {
  const build = await loadBuild();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-built-"));
  const backend = vars.API_BASE_URL
    ? undefined
    : createBackend({ databasePath: path.join(dir, "db.sqlite"), orderStepSeconds: 0 });
  const env = parseEnv({
    NODE_ENV: "production",
    SESSION_SECRET: process.env.SESSION_SECRET ?? "test-session-secret",
    RATE_LIMIT_GENERAL: "1000000",
    RATE_LIMIT_MUTATIONS: "1000000",
    RATE_LIMIT_AUTH: "1000000",
    RATE_LIMIT_APPLICATIONS: "1000000",
    ...vars,
  });
  let port = 0;
  const app = createServerApp({
    env,
    getBuild: async () => build,
    backend,
    apiBaseUrl: () => vars.API_BASE_URL ?? `http://127.0.0.1:${port}/api/v1`,
    apiFetch: backend ? createInProcessFetch(backend.api) : undefined,
    // as server/index.ts: /img reaches the embedded backend's pictures in-process
    imageFetch: backend ? createInProcessFetch(backend.web, "/") : undefined,
  });
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

  /**
   * One retry when a reused keep-alive connection turns out to be closed by the server before
   * the request reached it (the race Node's docs describe for `req.reusedSocket`); a request the
   * server received and then failed is never retried.
   */
  const request = async (req: RawRequest): Promise<RawResponse> => {
    try {
      return await send(req);
    } catch (error) {
      if ((error as { reusedSocket?: boolean }).reusedSocket) return send(req);
      throw error;
    }
  };

  const send = ({ method = "GET", path: target, headers = {}, body }: RawRequest) =>
    new Promise<RawResponse>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method,
          path: target,
          headers,
          agent,
          setHost: !hasHost(headers),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", (error: NodeJS.ErrnoException) => {
        const code = error.code;
        const raced =
          req.reusedSocket && (code === "ECONNRESET" || error.message === "socket hang up");
        reject(Object.assign(error, { reusedSocket: raced }));
      });
      req.end(body);
    });

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    databasePath: path.join(dir, "db.sqlite"),
    request,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      backend?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function hasHost(headers: Record<string, unknown>): boolean {
  return Object.keys(headers).some((k) => k.toLowerCase() === "host");
}

/** True when a browser on `siteOrigin` following `location` stays on `siteOrigin`. */
export function staysOnSite(location: string, siteOrigin: string): boolean {
  try {
    return new URL(location, `${siteOrigin}/some/page`).origin === siteOrigin;
  } catch {
    return false;
  }
}

export interface ServerProcess {
  origin: string;
  port: number;
  /** Everything the process printed so far (the last MAX_OUTPUT characters). */
  output: () => string;
  /** The exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Sends a signal; the test waits for `exited` itself. */
  kill: (signal: NodeJS.Signals) => void;
  /** SIGTERM, then waits for the exit. */
  close: () => Promise<void>;
}

const MAX_OUTPUT = 1_000_000;

/** A port that was free a moment ago (PORT must be 1-65535: no ephemeral 0). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A second storefront in its own process (`node build/server/index.js`, the production bundle)
 * on the database of a running one: its embedded backend opens the same SQLite file (WAL, a busy
 * timeout), so both answer the same data. For read-only walks long enough to be worth the
 * machine's second core — an in-process storefront shares one thread with the test itself.
 */
export async function startServerProcess(databasePath: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      SESSION_SECRET: process.env.SESSION_SECRET ?? "test-session-secret",
      BACKEND_DB_PATH: databasePath,
      RATE_LIMIT_GENERAL: "1000000",
      RATE_LIMIT_MUTATIONS: "1000000",
      RATE_LIMIT_AUTH: "1000000",
      RATE_LIMIT_APPLICATIONS: "1000000",
      API_BASE_URL: "",
      PUBLIC_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  let output = "";
  // Read as it comes (the access log would otherwise fill the pipe and stall the server).
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-MAX_OUTPUT);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 30_000);
    const onData = () => {
      const found = /ready on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!found) return;
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      resolve(Number(found));
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    exited,
    kill: (signal) => child.kill(signal),
    close: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
