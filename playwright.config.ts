import { existsSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";

type TraceMode = "off" | "on" | "retain-on-failure";
import { FIREBASE_EMULATOR } from "./e2e/support/firebase-emulator";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/lib/chromium.mjs";

/**
 * End-to-end tests against the production server with its embedded reference backend.
 * Every flow runs twice: project `js` (JavaScript on) and project `no-js` (JavaScript off).
 * Chromium is Debian's (`/usr/bin/chromium`, see scripts/ensure-chromium.mjs); Playwright's
 * own browser download is never used.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// A second server with a (fake) Google Maps key, for the `maps` project only.
const MAPS_PORT = Number(process.env.E2E_MAPS_PORT ?? PORT + 1);
const MAPS_SPEC = "**/location-map.spec.ts";
// A third server whose API is unreachable (nothing listens on the discard port of loopback).
const DOWN_PORT = Number(process.env.E2E_DOWN_PORT ?? PORT + 2);
const DOWN_SPEC = "**/backend-down.spec.ts";
// A fourth server whose embedded backend behaves like a stock 6amMart 3.2 (BACKEND_COMPAT,
// backend/README.md "The 6ammart-3.2 profile"): the order journeys run against it too (issue 21).
const STOCK_PORT = Number(process.env.E2E_STOCK_PORT ?? PORT + 3);
const STOCK_SPEC = "**/stock-backend.spec.ts";
const inCI = Boolean(process.env.CI);

const DB_PREFIX = "storefront-e2e-";

/**
 * A fresh SQLite file per run, so orders, carts and sign-ups from an earlier run never leak in.
 * The config is evaluated again in every worker process: the path is handed down through the
 * environment so workers neither compute their own nor delete the one the server is using.
 */
function freshDatabasePath(): string {
  const inherited = process.env.E2E_DB_PATH;
  if (inherited) return inherited;
  removeStaleDatabases();
  const path = join(tmpdir(), `${DB_PREFIX}${process.pid}.sqlite`);
  rmSync(path, { force: true });
  process.env.E2E_DB_PATH = path;
  // The web server is stopped before the runner exits; its files are ours to clean up.
  process.on("exit", () => {
    removeDatabaseFiles(path);
    removeDatabaseFiles(`${path}-maps`);
    removeDatabaseFiles(`${path}-stock`);
    // The audits that passed in this run (e2e/support/audit-memory.ts).
    rmSync(`${path}-audits`, { force: true });
  });
  return path;
}

/** Files left by runs that were killed: their owning process no longer exists. */
function removeStaleDatabases(): void {
  const pattern = new RegExp(`^${DB_PREFIX}(\\d+)\\.sqlite`);
  for (const name of readdirSync(tmpdir())) {
    const owner = pattern.exec(name)?.[1];
    if (owner && !isRunning(Number(owner))) rmSync(join(tmpdir(), name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function removeDatabaseFiles(path: string): void {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(path + suffix, { force: true });
}

const databasePath = freshDatabasePath();

// The server imports build/index.js; build it once if a bare `playwright test` finds none
// (`npm test` always builds first).
// API_BASE_URL and PUBLIC_URL from the developer's shell must not leak in: the suite runs on the
// embedded demo backend, with production cookie settings (PUBLIC_URL=http://… turns Secure off).
// The server is the production bundle (build/server/, scripts/build-server.mjs), as deployed.
const serverCommand = "env -u API_BASE_URL -u PUBLIC_URL node build/server/index.js";
const command = existsSync("build/server/index.js")
  ? serverCommand
  : `npm run build && ${serverCommand}`;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  },
};

/** The storefront with its embedded demo backend. */
const mainServer: Exclude<PlaywrightTestConfig["webServer"], unknown[] | undefined> = {
  command,
  url: `${BASE_URL}/healthz`,
  // Locally an already running server on E2E_PORT is reused (it keeps its own database).
  reuseExistingServer: !inCI,
  timeout: 120_000,
  // SIGTERM lets the server close the database cleanly before its files are removed.
  gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  stdout: "ignore",
  stderr: "pipe",
  env: {
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    SESSION_SECRET: "e2e-secret",
    BACKEND_DB_PATH: databasePath,
    BACKEND_ORDER_STEP_SECONDS: "2",
    // The tracking page refetches a moving order at the backend's pace (spec: every 10 s).
    TRACK_REFRESH_SECONDS: "2",
    BACKEND_DEMO: "true",
    // One client IP drives the whole suite (both projects, every asset): production limits
    // would answer 429 within a minute. The limits themselves have unit tests.
    RATE_LIMIT_GENERAL: "100000",
    RATE_LIMIT_MUTATIONS: "10000",
    RATE_LIMIT_AUTH: "1000",
    RATE_LIMIT_APPLICATIONS: "1000",
  },
};
/**
 * The Firebase Auth emulator (firebase-tools, Auth only, offline; firebase.json turns its UI
 * off) for Firebase phone auth (e2e/firebase-phone.spec.ts). Started without a readiness URL,
 * so Playwright does not wait the 5–9 s it takes: it boots while the storefront servers do, and
 * the spec waits for it (e2e/support/firebase-emulator.ts). A second copy that finds the port
 * taken (an emulator left running locally) just exits, and the running one is used.
 */
const firebaseEmulator: Exclude<PlaywrightTestConfig["webServer"], unknown[] | undefined> = {
  command: `node_modules/.bin/firebase emulators:start --only auth --project ${FIREBASE_EMULATOR.projectId}`,
  gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  stdout: "ignore",
  stderr: "pipe",
};

// Only the main server lets tests switch the backend's settings (e2e/support/backend-settings.ts).
// Its backend checks social sign-in credentials with stand-ins of the providers, which
// E2E_BACKEND_CONTROL mounts under /__e2e__/social (server/social-stand-in.ts).
const mainServerEnv = {
  ...mainServer.env,
  E2E_BACKEND_CONTROL: "1",
  GOOGLE_TOKENINFO_URL: `${BASE_URL}/__e2e__/social/google/tokeninfo`,
  FACEBOOK_GRAPH_URL: `${BASE_URL}/__e2e__/social/facebook`,
  APPLE_TOKEN_URL: `${BASE_URL}/__e2e__/social/apple/token`,
  // A Firebase app on the emulator (a demo- project needs no real key); phone auth itself is
  // off until a test switches firebase_otp_verification on.
  FIREBASE_API_KEY: "e2e-firebase-key",
  FIREBASE_PROJECT_ID: FIREBASE_EMULATOR.projectId,
  FIREBASE_AUTH_DOMAIN: `${FIREBASE_EMULATOR.projectId}.firebaseapp.com`,
  FIREBASE_AUTH_EMULATOR_HOST: FIREBASE_EMULATOR.host,
  // Push with the stand-in message source (e2e/push.spec.ts, ADR 024): a signed-in page with
  // JavaScript registers a fixed token and listens on a BroadcastChannel; no Google service.
  FIREBASE_VAPID_KEY: "e2e-vapid-key",
  PUSH_STAND_IN: "1",
};

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // 2 cores: one browser at a time keeps timings honest.
  workers: 1,
  fullyParallel: false,
  // No retries, locally or in CI: a flaky test must show up as a failure.
  retries: 0,
  forbidOnly: inCI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: "list",
  outputDir: "test-results",
  use: {
    baseURL: BASE_URL,
    // Off in CI: nobody can open a CI run's traces (its log is all that comes back), and
    // recording one for every test cost about a fifth of the suite's time (checkout + cart:
    // 127 s with, 101 s without). E2E_TRACE=on|retain-on-failure|off overrides.
    trace: (process.env.E2E_TRACE ?? (inCI ? "off" : "retain-on-failure")) as TraceMode,
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "js",
      testIgnore: [MAPS_SPEC, DOWN_SPEC, STOCK_SPEC],
      use: { ...chromium, javaScriptEnabled: true },
    },
    {
      name: "no-js",
      testIgnore: [MAPS_SPEC, DOWN_SPEC, STOCK_SPEC],
      use: { ...chromium, javaScriptEnabled: false },
    },
    // The Pick Location map: the Maps API is stubbed in the page (e2e/support/fake-google-maps.ts).
    {
      name: "maps",
      testMatch: MAPS_SPEC,
      use: { ...chromium, javaScriptEnabled: true, baseURL: `http://127.0.0.1:${MAPS_PORT}` },
    },
    // The marketplace API is down: pages still answer with the frame and a message.
    {
      name: "backend-down-js",
      testMatch: DOWN_SPEC,
      use: { ...chromium, javaScriptEnabled: true, baseURL: `http://127.0.0.1:${DOWN_PORT}` },
    },
    {
      name: "backend-down-no-js",
      testMatch: DOWN_SPEC,
      use: { ...chromium, javaScriptEnabled: false, baseURL: `http://127.0.0.1:${DOWN_PORT}` },
    },
    // The order journeys on a stock 6amMart 3.2 backend, with JavaScript and without.
    {
      name: "stock-js",
      testMatch: STOCK_SPEC,
      use: { ...chromium, javaScriptEnabled: true, baseURL: `http://127.0.0.1:${STOCK_PORT}` },
    },
    {
      name: "stock-no-js",
      testMatch: STOCK_SPEC,
      use: { ...chromium, javaScriptEnabled: false, baseURL: `http://127.0.0.1:${STOCK_PORT}` },
    },
  ],
  webServer: [
    firebaseEmulator,
    { ...mainServer, env: mainServerEnv },
    {
      ...mainServer,
      url: `http://127.0.0.1:${MAPS_PORT}/healthz`,
      env: {
        ...mainServer.env,
        PORT: String(MAPS_PORT),
        BACKEND_DB_PATH: `${databasePath}-maps`,
        GOOGLE_MAPS_KEY: "e2e-fake-key",
      },
    },
    {
      ...mainServer,
      // With API_BASE_URL set the embedded backend is not mounted: the API is simply gone.
      command: command.replace("env -u API_BASE_URL ", "env "),
      url: `http://127.0.0.1:${DOWN_PORT}/healthz`,
      env: {
        ...mainServer.env,
        PORT: String(DOWN_PORT),
        API_BASE_URL: "http://127.0.0.1:9/api/v1",
        API_TIMEOUT_MS: "2000",
      },
    },
    {
      ...mainServer,
      url: `http://127.0.0.1:${STOCK_PORT}/healthz`,
      env: {
        ...mainServer.env,
        PORT: String(STOCK_PORT),
        BACKEND_DB_PATH: `${databasePath}-stock`,
        BACKEND_COMPAT: "6ammart-3.2",
        // The stock journeys switch the maps key off for a while (withBackendSettings).
        E2E_BACKEND_CONTROL: "1",
      },
    },
  ],
});
