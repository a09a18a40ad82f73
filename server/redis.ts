import { Redis } from "ioredis";

/**
 * The storefront's one Redis connection (REDIS_URL; docs/decisions/029): rate limits, order
 * submission keys and the shared-read cache of every replica live there.
 *
 * Redis being down must cost a request nothing but the answer "try again" (sign-in, Place
 * Order) or a per-replica fallback (reads): never a wait. So commands are not queued while the
 * connection is down — they fail at once — and a command Redis does not answer within a second
 * fails too (a Redis silent for two seconds counts as down). The connection comes back by itself: reconnects back off from 100 ms to 2 s.
 */
export interface SharedRedis {
  client: Redis;
  /** Connected and answering (ioredis "ready"). */
  isUp: () => boolean;
  /** Resolves once connected, or after `timeoutMs` either way; true when connected. */
  whenUp: (timeoutMs: number) => Promise<boolean>;
  close: () => Promise<void>;
}

export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
const MAX_BACKOFF_MS = 2_000;

/** 100, 200, 400 … ms, capped at 2 s, with jitter so replicas do not reconnect in step. */
export function reconnectDelay(attempt: number): number {
  const base = Math.min(100 * 2 ** Math.max(attempt - 1, 0), MAX_BACKOFF_MS);
  return Math.round(base * (0.8 + Math.random() * 0.2));
}

export function connectRedis(url: string, log: (line: string) => void = console.log): SharedRedis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    // A command already sent when the connection drops is failed, not resent on reconnect:
    // its caller has answered "try again" long before.
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // A Redis that stalls without closing the connection (frozen, partitioned) would cost every
    // request the command timeout: after 2 s without a byte of answer the connection is dropped,
    // so commands fail at once again until a reconnect finds Redis answering.
    socketTimeout: 2 * REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: reconnectDelay,
    connectionName: "storefront",
  });
  const where = redactedUrl(url);
  let up = false;
  let downSince = Date.now();
  client.on("ready", () => {
    up = true;
    log(`Redis up (${where}) after ${Date.now() - downSince} ms`);
  });
  const down = (reason: string) => {
    if (!up) return;
    up = false;
    downSince = Date.now();
    log(`Redis down (${where}): ${reason}; reconnecting with backoff`);
  };
  client.on("close", () => down("connection closed"));
  // Without a listener ioredis prints every failed reconnect as an unhandled error event.
  client.on("error", (error: Error) => down(error.message));

  return {
    client,
    isUp: () => client.status === "ready",
    whenUp: (timeoutMs) =>
      new Promise<boolean>((resolve) => {
        if (client.status === "ready") return resolve(true);
        const timer = setTimeout(() => {
          client.off("ready", ready);
          resolve(false);
        }, timeoutMs);
        const ready = () => {
          clearTimeout(timer);
          resolve(true);
        };
        client.once("ready", ready);
      }),
    close: async () => {
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}

/** The URL without its password, for logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "redis";
  }
}
