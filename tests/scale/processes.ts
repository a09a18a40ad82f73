import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * Child processes of the scale test (Redis, the backend, the storefront replicas, nginx): each
 * one's output goes to a log file in the run's folder (printed when a test fails), and each is
 * stopped by its own pid — never by name.
 */
export interface Child {
  name: string;
  pid: number;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  log: () => string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when it has exited. */
  stop: (graceMs?: number) => Promise<void>;
  kill: () => Promise<void>;
}

/**
 * A minimal environment: nothing of the developer's shell (API_BASE_URL, REDIS_URL…) leaks in.
 */
export function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const keep = ["PATH", "HOME", "TMPDIR", "LANG"];
  const env: Record<string, string> = {};
  for (const name of keep) if (process.env[name]) env[name] = process.env[name]!;
  return { ...env, ...extra } as NodeJS.ProcessEnv;
}

/** Every child still running, killed if the test process exits without stopping them. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export function launch(
  name: string,
  command: string,
  args: string[],
  { env, dir }: { env: NodeJS.ProcessEnv; dir: string },
): Child {
  const logPath = path.join(dir, `${name}.log`);
  const out = fs.openSync(logPath, "a");
  const child: ChildProcess = spawn(command, args, {
    env,
    cwd: process.cwd(),
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  if (!child.pid) throw new Error(`${name}: could not start ${command}`);
  running.add(child);
  child.once("exit", () => running.delete(child));
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "?")),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  const signalAndWait = async (signal: NodeJS.Signals, graceMs: number) => {
    if (ended) return;
    child.kill(signal);
    const timer = new Promise((resolve) => setTimeout(resolve, graceMs));
    await Promise.race([exited, timer]);
    if (!ended) {
      child.kill("SIGKILL");
      await exited;
    }
  };
  return {
    name,
    pid: child.pid,
    exited,
    log: () => (fs.existsSync(logPath) ? fs.readFileSync(logPath, "utf8") : ""),
    stop: (graceMs = 10_000) => signalAndWait("SIGTERM", graceMs),
    kill: () => signalAndWait("SIGKILL", 5_000),
  };
}

/** Polls `check` every 100 ms until it is true; fails after `timeoutMs` naming `what`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB (Linux /proc), or null once it has gone. */
export function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** Fails naming the ports already taken (a run killed midway can leave its processes behind). */
export async function assertPortsFree(ports: number[]) {
  const taken: number[] = [];
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (!free) taken.push(port);
  }
  if (taken.length) {
    throw new Error(
      `Ports ${taken.join(", ")} are in use: stop what listens there (\`ss -ltnp\`) or set SCALE_PORT.`,
    );
  }
}
