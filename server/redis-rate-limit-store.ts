import { MemoryStore, type IncrementResponse, type Options, type Store } from "express-rate-limit";
import { RedisStore } from "rate-limit-redis";
import { sharedStateDown } from "../app/lib/shared-state.server";
import type { SharedRedis } from "./redis";

/**
 * One rate-limit tier's counts in Redis (rate-limit-redis: a Lua script increments a counter
 * that expires with the window), so that a client gets the limit once across every replica,
 * not once per replica.
 *
 * While Redis is down a tier either counts in this process again (`whenDown: "local"`: every
 * request and every form post — reads stay open, each replica limiting alone as before REDIS_URL)
 * or refuses (`"refuse"`: sign-in and applications fail closed; rate-limits.ts answers "try
 * again"). No request waits for Redis: the client fails commands at once while disconnected.
 */
export class SharedLimitStore implements Store {
  /** Counts live outside this process (express-rate-limit's double-count check keys on prefix). */
  readonly localKeys = false;
  readonly prefix: string;
  private readonly redisStore: RedisStore;
  private readonly local?: MemoryStore;

  constructor(
    private readonly redis: SharedRedis,
    tier: string,
    whenDown: "local" | "refuse",
  ) {
    this.prefix = `rl:${tier}:`;
    this.redisStore = new RedisStore({
      prefix: this.prefix,
      sendCommand: (command: string, ...args: string[]) =>
        redis.client.call(command, ...args) as Promise<number | string>,
    });
    if (whenDown === "local") this.local = new MemoryStore();
    // Redis restarted empty, or came back after the scripts failed to load: load them again.
    redis.client.on("ready", () => this.loadScripts());
  }

  init(options: Options) {
    this.local?.init(options);
    this.redisStore.windowMs = options.windowMs;
    this.loadScripts();
  }

  async increment(key: string): Promise<IncrementResponse> {
    if (this.redis.isUp()) {
      try {
        return await this.redisStore.increment(key);
      } catch (error) {
        this.loadScripts();
        return this.whenDown(error, () => this.local!.increment(key));
      }
    }
    return this.whenDown(null, () => this.local!.increment(key));
  }

  async decrement(key: string) {
    if (this.redis.isUp()) await this.redisStore.decrement(key).catch(() => {});
    else await this.local?.decrement(key);
  }

  async resetKey(key: string) {
    await this.redisStore.resetKey(key).catch(() => {});
    await this.local?.resetKey(key);
  }

  shutdown() {
    this.local?.shutdown();
  }

  private whenDown(cause: unknown, local: () => Promise<IncrementResponse>) {
    if (this.local) return local();
    throw sharedStateDown(cause);
  }

  /**
   * rate-limit-redis loads its scripts once, in init, and keeps the promise: one that failed
   * (Redis not up yet at boot) would fail every later increment for good. Reloaded on every
   * connect and after a failure; a failure here is seen again at the next increment.
   */
  private loadScripts() {
    if (!this.redisStore.windowMs || !this.redis.isUp()) return;
    const increment = this.redisStore.loadIncrementScript();
    const get = this.redisStore.loadGetScript();
    increment.catch(() => {});
    get.catch(() => {});
    this.redisStore.incrementScriptSha = increment;
    this.redisStore.getScriptSha = get;
  }
}
