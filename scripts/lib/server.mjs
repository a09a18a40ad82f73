/**
 * Starts the production storefront (`node build/server/index.js`, the built app in
 * build/) on a fresh temporary SQLite database, for measuring scripts (first-visit, bench).
 * The caller builds first. Rate limits are lifted: one client drives every request.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const SESSION_SECRET = "measure-secret";

/**
 * @param {{ port: number, env?: Record<string, string>, label?: string, command?: string[], healthPath?: string }} options
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startServer({
  port,
  env = {},
  label = "storefront",
  command,
  healthPath = "/healthz",
}) {
  const dir = mkdtempSync(path.join(tmpdir(), "storefront-measure-"));
  // What production runs (package.json "start", the Dockerfile): the bundled server.
  const args = command ?? ["--max-old-space-size=192", "build/server/index.js"];
  const childEnv = { ...process.env };
  // The developer's shell must not point the measured server elsewhere (`env` may, on purpose).
  delete childEnv.API_BASE_URL;
  delete childEnv.PUBLIC_URL;
  delete childEnv.BACKEND_PORT;
  const child = spawn(process.execPath, args, {
    env: {
      ...childEnv,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SESSION_SECRET,
      BACKEND_DB_PATH: path.join(dir, "db.sqlite"),
      BACKEND_DEMO: "true",
      // As production runs it (package.json "start", the Dockerfile; ADR 030).
      MALLOC_MMAP_THRESHOLD_: "131072",
      RATE_LIMIT_GENERAL: "100000000",
      RATE_LIMIT_MUTATIONS: "100000000",
      RATE_LIMIT_AUTH: "100000000",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let stopping = false;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // A server that dies mid-measurement would otherwise show up only as ECONNREFUSED.
  exited.then((code) => {
    if (!stopping && ready) console.error(`${label} exited (${code}) unexpectedly:\n${stderr}`);
  });
  let ready = false;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`${label} exited (${child.exitCode}) before it was ready:\n${stderr}`);
    }
    try {
      const response = await fetch(url + healthPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`${label} did not answer ${healthPath} within 120 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  ready = true;
  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    })());
  return { url, pid: child.pid, stop };
}
