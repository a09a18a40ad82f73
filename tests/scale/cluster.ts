import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { startProxy, type Proxy } from "./nginx";
import { assertPortsFree, baseEnv, launch, waitFor, type Child } from "./processes";
import { testRedis, type TestRedis } from "./redis-server";

/**
 * The deployment of the README's "Many replicas" section, on loopback: one Redis, the reference
 * backend on its own (backend/main.ts, its own SQLite file), two production storefront
 * processes (`node build/server/index.js`, as the Dockerfile runs them) with API_BASE_URL and
 * REDIS_URL, and nginx in front. Ports SCALE_PORT (3820) to +5.
 */
export const SHARED_READS_FRESH_MS = 2_000;
export const AUTH_LIMIT = 20;

export interface Replica {
  name: string;
  port: number;
  origin: string;
  child: Child;
}

export interface Cluster {
  dir: string;
  redis: TestRedis;
  proxy: Proxy;
  replicas: Replica[];
  /** The backend's database (the test reads orders and writes a business setting). */
  db: Database.Database;
  /** Starts replica `index` again (after it was killed). */
  restartReplica: (index: number) => Promise<Replica>;
  /** Every process's log, for a failed test's report. */
  logs: () => string;
  stop: () => Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const base = Number(process.env.SCALE_PORT ?? 3820);
  const ports = {
    proxy: base,
    replicas: [base + 1, base + 2],
    backend: base + 3,
    api: base + 4,
    redis: base + 5,
  };
  await assertPortsFree([ports.proxy, ...ports.replicas, ports.backend, ports.api, ports.redis]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scale-"));
  const dbPath = path.join(dir, "marketplace.sqlite");
  const redis = testRedis(ports.redis, dir);
  const children: Child[] = [];
  const stopAll = async () => {
    await Promise.all(children.map((child) => child.stop(5_000)));
    await redis.stop();
  };
  try {
    await redis.start();
    const backend = launch("backend", process.execPath, ["--import", "tsx", "backend/main.ts"], {
      env: baseEnv({
        NODE_ENV: "production",
        BACKEND_PORT: String(ports.backend),
        BACKEND_DB_PATH: dbPath,
        BACKEND_ORDER_STEP_SECONDS: "0",
        BACKEND_DEMO: "true",
      }),
      dir,
    });
    children.push(backend);
    const proxy = await startProxy({
      dir,
      port: ports.proxy,
      apiPort: ports.api,
      replicaPorts: ports.replicas,
      backendPort: ports.backend,
    });
    children.push(proxy.child);
    await waitFor(
      "the reference backend",
      async () => (await fetch(`http://127.0.0.1:${ports.backend}/api/v1/config`)).ok,
      60_000,
    );

    const startReplica = async (index: number): Promise<Replica> => {
      const port = ports.replicas[index];
      const name = `replica-${"ab"[index]}`;
      const child = launch(
        name,
        process.execPath,
        ["--max-old-space-size=192", "build/server/index.js"],
        {
          env: baseEnv({
            NODE_ENV: "production",
            PORT: String(port),
            HOST: "127.0.0.1",
            SESSION_SECRET: process.env.SESSION_SECRET ?? "test-session-secret",
            API_BASE_URL: `${proxy.apiOrigin}/api/v1`,
            REDIS_URL: redis.url,
            PUBLIC_URL: proxy.origin,
            // The test stands for a CDN in front of nginx: the client is the second address
            // from the right of X-Forwarded-For (README, "Many replicas").
            TRUST_PROXY: "2",
            SHARED_READS_FRESH_MS: String(SHARED_READS_FRESH_MS),
            RATE_LIMIT_AUTH: String(AUTH_LIMIT),
            // Load from one address must not meet the general limits; sign-in keeps its 20.
            RATE_LIMIT_GENERAL: "1000000",
            RATE_LIMIT_MUTATIONS: "1000000",
          }),
          dir,
        },
      );
      children.push(child);
      const origin = `http://127.0.0.1:${port}`;
      await waitFor(
        `${name} with Redis`,
        async () => {
          const health = await fetch(`${origin}/healthz`);
          return ((await health.json()) as { redis?: string }).redis === "up";
        },
        30_000,
      );
      return { name, port, origin, child };
    };
    const replicas = await Promise.all([startReplica(0), startReplica(1)]);
    const db = new Database(dbPath);
    db.pragma("busy_timeout = 5000");

    return {
      dir,
      redis,
      proxy,
      replicas,
      db,
      restartReplica: async (index) => (replicas[index] = await startReplica(index)),
      logs: () =>
        children
          .map((child) => `--- ${child.name} (pid ${child.pid})\n${child.log().slice(-4000)}`)
          .join("\n"),
      stop: async () => {
        db.close();
        await stopAll();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const logs = children.map((child) => `--- ${child.name}\n${child.log().slice(-3000)}`);
    await stopAll();
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${logs.join("\n")}`);
  }
}
