import net from "node:net";
import { redisServerPath } from "../../scripts/lib/scale-tools.mjs";
import { baseEnv, launch, waitFor, type Child } from "./processes";

/**
 * A private Redis for a test: Debian's redis-server on a loopback port, nothing saved to disk
 * (a restart starts empty, like a Redis that lost its data). stop() and start() again on the
 * same port stand for an outage.
 */
export interface TestRedis {
  url: string;
  port: number;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  running: () => boolean;
  /** The running redis-server's pid (to freeze it with SIGSTOP). */
  pid: () => number | null;
}

export function testRedis(port: number, dir: string): TestRedis {
  let child: Child | null = null;
  const start = async () => {
    if (child) return;
    child = launch(
      "redis",
      redisServerPath(),
      [
        ...["--port", String(port), "--bind", "127.0.0.1", "--dir", dir],
        ...["--save", "", "--appendonly", "no", "--daemonize", "no", "--loglevel", "warning"],
      ],
      { env: baseEnv({}), dir },
    );
    const started = child;
    void started.exited.then(() => {
      if (child === started) child = null;
    });
    await waitFor(`redis-server on ${port}`, () => ping(port), 10_000);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop: async () => {
      const running = child;
      child = null;
      await running?.stop(5_000);
    },
    running: () => child !== null,
    pid: () => child?.pid ?? null,
  };
}

/** True when something on the port answers PING with PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(500);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      resolve(data.toString().startsWith("+PONG"));
      socket.destroy();
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      resolve(false);
      socket.destroy();
    });
  });
}
