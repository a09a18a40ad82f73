import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { sharedStateDown, type SharedReads } from "../app/lib/shared-state.server";

/**
 * The shared-read cache's entries in Redis (app/api/shared-cache.server.ts; ADR 029): a hash
 * `swr:<id>` of `at` (when the writer stored it: the version) and `v` (the JSON value), and a
 * lock `swr:<id>:lock` taken for a refresh, so that one replica at a time asks the backend.
 *
 * Entries are kept a day after their last write: a replica serves a stale entry at once while
 * it refreshes (the SWR rule), so old is still useful; a day bounds what a key no page asks
 * for any more costs. A lock lasts LOCK_MS at most: a replica that dies holding it delays the
 * next refresh by that much, no more.
 */
const KEEP_MS = 24 * 60 * 60_000;
export const LOCK_MS = 15_000;

/** The version, and the value only when it is not the version the reader has. */
const READ = `
local at = redis.call("HGET", KEYS[1], "at")
if not at then return false end
if at == ARGV[1] then return {at} end
return {at, redis.call("HGET", KEYS[1], "v")}`;
const RELEASE = `
if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) end
return 0`;

export function redisReads(client: Redis): SharedReads {
  const keyOf = (id: string) => `swr:${id}`;
  const redis = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      throw sharedStateDown(error);
    }
  };

  return {
    async read(id, knownAt) {
      const reply = (await redis(() =>
        client.eval(READ, 1, keyOf(id), knownAt === null ? "" : String(knownAt)),
      )) as [string, string?] | null;
      if (!reply) return null;
      const storedAt = Number(reply[0]);
      return reply.length > 1 ? { storedAt, value: JSON.parse(reply[1]!) } : { storedAt };
    },

    async write(id, value, storedAt) {
      await redis(() =>
        client
          .multi()
          .hset(keyOf(id), "at", String(storedAt), "v", JSON.stringify(value))
          .pexpire(keyOf(id), KEEP_MS)
          .exec(),
      );
    },

    async lock(id) {
      const token = randomBytes(12).toString("base64url");
      const lockKey = `${keyOf(id)}:lock`;
      const taken = await redis(() => client.set(lockKey, token, "PX", LOCK_MS, "NX"));
      if (taken !== "OK") return null;
      return () => {
        client.eval(RELEASE, 1, lockKey, token).catch(() => {
          /* it expires by itself */
        });
      };
    },
  };
}
