import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import {
  sharedStateDown,
  type PlaceStep,
  type SharedSubmissions,
} from "../app/lib/shared-state.server";

/**
 * Order submission keys in Redis (docs/decisions/020, 029): one order per key whichever replica
 * each post of it lands on. One string per key, `sub:<owner>|<key>`:
 *
 * - `p:<token>` — being placed by the holder of the claim `token`. Set with SET-if-free and a
 *   short TTL the holder renews while it works, so a claim outlives a slow backend but not a
 *   replica that died: CLAIM_MS after its last renewal the key is free again.
 * - `d:<json>` — placed: the outcome, kept KEEP_MS; every later post with the key gets it.
 * - `r:<token>:<json>` — refused (or failed) attempt `token`: kept a few seconds for the posts
 *   that were waiting on that very attempt, and free for any new post (the customer fixes the
 *   form and presses again, as in one process).
 * - `u:<json>` — the attempt's replica died after it sent the order: the outcome that attempt
 *   recorded for that case (`ifLost`, kept beside the claim in `sub-lost:<owner>|<key>` until the
 *   attempt ends). Read like `d:`; a placed outcome written late still replaces it.
 *
 * Another post of a key being placed polls until the key is done, refused or free (then it
 * claims it itself); it gives up with "try again" after MAX_WAIT_MS. Polling every 50 ms is
 * cheaper to get right than pub/sub here: a double submit is rare and short.
 *
 * A replica killed after the backend took its order but before it wrote `d:` leaves a claim
 * that lapses without an outcome. Placing again then meets an emptied cart and the customer was
 * told "refused" for an order that exists (issue 26: the scale test's replica kill). So before
 * sending, the attempt records what its key means if it never comes back ("unknown: look for
 * this attempt's order"), and the first post to find the claim lapsed makes that the outcome.
 */
export const CLAIM_MS = 10_000;
export const KEEP_MS = 30 * 60_000;
const REFUSED_MS = 10_000;
const POLL_MS = 50;
export const MAX_WAIT_MS = 30_000;

/** A lapsed claim whose attempt had sent its order: what it recorded becomes the key's outcome. */
const TAKE_LOST = `
local lost = redis.call("GET", KEYS[2])
if not lost then return false end
redis.call("SET", KEYS[1], "u:" .. lost, "PX", ARGV[3])
redis.call("DEL", KEYS[2])
return "u:" .. lost`;
/** What the key holds (a lost attempt's outcome, once its claim lapsed). */
const READ = `
local cur = redis.call("GET", KEYS[1])
if cur then return cur end
${TAKE_LOST}`;
/** Claims a free key (absent or refused); otherwise answers what it holds. */
const CLAIM = `
local cur = redis.call("GET", KEYS[1])
if cur and string.sub(cur, 1, 2) ~= "r:" then return cur end
local lost = redis.call("GET", KEYS[2])
if lost then
  redis.call("SET", KEYS[1], "u:" .. lost, "PX", ARGV[3])
  redis.call("DEL", KEYS[2])
  return "u:" .. lost
end
redis.call("SET", KEYS[1], "p:" .. ARGV[1], "PX", ARGV[2])
return false`;
/** Records the outcome if this attempt is lost — only while the claim is still its own. */
const IF_LOST = `
if redis.call("GET", KEYS[1]) ~= "p:" .. ARGV[1] then return 0 end
redis.call("SET", KEYS[2], ARGV[2], "PX", ARGV[3])
return 1`;
/** Renews a claim still held by `token`. */
const RENEW = `
if redis.call("GET", KEYS[1]) == "p:" .. ARGV[1] then
  return redis.call("PEXPIRE", KEYS[1], ARGV[2])
end
return 0`;
/**
 * Writes the attempt's outcome. A placed order always stands unless one is already recorded;
 * a refusal only replaces the attempt's own claim (a newer claim is someone else's attempt).
 */
const FINISH = `
local cur = redis.call("GET", KEYS[1])
local mine = cur == "p:" .. ARGV[1]
if ARGV[2] == "placed" then
  if cur and string.sub(cur, 1, 2) == "d:" then return 0 end
  redis.call("SET", KEYS[1], ARGV[3], "PX", ARGV[4])
  redis.call("DEL", KEYS[2])
  return 1
end
if not mine then return 0 end
redis.call("DEL", KEYS[2])
if ARGV[3] == "" then redis.call("DEL", KEYS[1]) else redis.call("SET", KEYS[1], ARGV[3], "PX", ARGV[4]) end
return 1`;

type Record_ =
  | { state: "placing"; token: string }
  | { state: "placed"; value: unknown }
  | { state: "refused"; token: string; value: unknown };

function parse(raw: string | null): Record_ | null {
  if (raw === null) return null;
  if (raw.startsWith("p:")) return { state: "placing", token: raw.slice(2) };
  if (raw.startsWith("d:") || raw.startsWith("u:"))
    return { state: "placed", value: JSON.parse(raw.slice(2)) };
  const at = raw.indexOf(":", 2);
  return { state: "refused", token: raw.slice(2, at), value: JSON.parse(raw.slice(at + 1)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function redisSubmissions(
  client: Redis,
  { maxWaitMs = MAX_WAIT_MS, claimMs = CLAIM_MS } = {},
): SharedSubmissions {
  const keyOf = (id: string) => `sub:${id}`;
  /** Both keys of `id`, as the scripts take them. */
  const keys = (id: string) => [2, keyOf(id), `sub-lost:${id}`] as const;
  /** Any Redis failure is "down": the caller answers "try again". */
  const redis = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      throw sharedStateDown(error);
    }
  };
  const get = async (id: string) =>
    parse((await redis(() => client.eval(READ, ...keys(id), "", "", KEEP_MS))) as string | null);

  /**
   * Waits while `id` is being placed. Answers the outcome of the attempt it waited on, or
   * "free" when the key was let go (refused before we looked, failed, or its replica died).
   */
  async function settle(id: string, record: Record_ | null) {
    const deadline = Date.now() + maxWaitMs;
    let waitedOn: string | null = null;
    for (;;) {
      if (!record) return { free: true as const };
      if (record.state === "placed") return { free: false as const, value: record.value };
      if (record.state === "refused") {
        if (record.token === waitedOn) return { free: false as const, value: record.value };
        return { free: true as const };
      }
      waitedOn = record.token;
      if (Date.now() >= deadline) throw sharedStateDown(new Error(`${id} still being placed`));
      await sleep(POLL_MS);
      record = await get(id);
    }
  }

  return {
    async known<T>(id: string) {
      const outcome = await settle(id, await get(id));
      return outcome.free ? null : (outcome.value as T);
    },

    async placeOnce<T>(id: string, place: PlaceStep<T>, isPlaced: (result: T) => boolean) {
      const deadline = Date.now() + maxWaitMs;
      const token = randomBytes(12).toString("base64url");
      for (;;) {
        const held = await redis(() => client.eval(CLAIM, ...keys(id), token, claimMs, KEEP_MS));
        if (held === null) break;
        const outcome = await settle(id, parse(held as string));
        if (!outcome.free) return outcome.value as T;
        if (Date.now() >= deadline) throw sharedStateDown(new Error(`${id} never came free`));
      }
      // Ours: renewed three times per claim period while the backend works, so it lapses only
      // when this process stops; a failed renewal is harmless (the next one may succeed).
      const renew = setInterval(() => {
        client.eval(RENEW, 1, keyOf(id), token, claimMs).catch(() => {});
      }, claimMs / 3);
      const ifLost = async (outcome: T) => {
        const noted = await redis(() =>
          client.eval(IF_LOST, ...keys(id), token, JSON.stringify(outcome), KEEP_MS),
        );
        // The claim lapsed under us (another post may be placing now): send nothing.
        if (!noted) throw sharedStateDown(new Error(`${id}: claim lost before sending`));
      };
      let result: T;
      try {
        result = await place(ifLost);
      } catch (error) {
        // Forgotten, as in one process: the key is free for the next post.
        await client.eval(FINISH, ...keys(id), token, "refused", "", 0).catch(() => {});
        throw error;
      } finally {
        clearInterval(renew);
      }
      const placed = isPlaced(result);
      const record = placed
        ? `d:${JSON.stringify(result)}`
        : `r:${token}:${JSON.stringify(result)}`;
      // The order exists whatever Redis says now: a failed write costs only the sharing.
      await client
        .eval(
          FINISH,
          ...keys(id),
          token,
          placed ? "placed" : "refused",
          record,
          placed ? KEEP_MS : REFUSED_MS,
        )
        .catch((error: unknown) => console.error("[submissions] outcome not shared:", error));
      return result;
    },
  };
}
