import { createHash, randomBytes } from "node:crypto";
import { isSharedStateDown, sharedState, type PlaceStep } from "~/lib/shared-state.server";

/**
 * One order per submission key (issue 13 item 3; docs/decisions/020-checkout.md). The checkout
 * form carries a key that lives in the visitor's session until an order is placed, so a double
 * click, a re-posted form (back button, reload of the POST) and a second tab all send the same
 * key. The first post places the order; every later post with the key — also one that arrives
 * while the first is still waiting on the backend — gets the first one's answer instead.
 *
 * With REDIS_URL the keys live in Redis (server/redis-submissions.ts, ADR 029), so the posts of
 * one key agree whichever replica each lands on. Without it, in this process's memory: right
 * for one Node process (server/start.js, the embedded demo).
 */
const KEEP_MS = 30 * 60 * 1000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  result: Promise<T>;
  at: number;
}
const submissions = new Map<string, Entry<unknown>>();

/** A new key: 128 random bits, URL-safe. */
export const newSubmissionKey = () => randomBytes(16).toString("base64url");

/** Whose key it is: a key only ever answers its own visitor (token or guest id), never a stranger. */
export function ownerOf(session: { token?: string; guestId?: string }): string | null {
  if (session.token) return `t:${createHash("sha256").update(session.token).digest("base64url")}`;
  if (session.guestId) return `g:${session.guestId}`;
  return null;
}

function sweep(now: number) {
  for (const [key, entry] of submissions) {
    // Insertion order is age order: stop at the first one still fresh.
    if (now - entry.at < KEEP_MS && submissions.size <= MAX_ENTRIES) break;
    submissions.delete(key);
  }
}

export interface PlaceOnceOptions<T> {
  isPlaced: (result: T) => boolean;
  /**
   * The answer when the shared store (Redis) cannot say whether this key is already being
   * placed, or its first post takes too long: nothing is placed (fail closed) and the customer
   * is asked to try again. Without it such a post throws.
   */
  unavailable?: () => T;
}

/**
 * Runs `place` once for (owner, key); later calls within 30 minutes get the same outcome. A
 * failed attempt (the backend refused, or was down) is forgotten, so the customer can fix the
 * form and try again with the same key.
 */
export function placeOnce<T>(
  owner: string,
  key: string,
  place: PlaceStep<T>,
  { isPlaced, unavailable }: PlaceOnceOptions<T>,
): Promise<T> {
  const shared = sharedState()?.submissions;
  if (shared) {
    return shared.placeOnce(`${owner}|${key}`, place, isPlaced).catch((error: unknown) => {
      if (unavailable && isSharedStateDown(error)) return unavailable();
      throw error;
    });
  }
  const now = Date.now();
  sweep(now);
  const id = `${owner}|${key}`;
  const known = submissions.get(id) as Entry<T> | undefined;
  if (known && now - known.at < KEEP_MS) return known.result;
  // One process: if it dies, its memory of the key goes with it — nothing to record.
  const result = place(async () => {}).then(
    (value) => {
      if (!isPlaced(value)) submissions.delete(id);
      return value;
    },
    (error: unknown) => {
      submissions.delete(id);
      throw error;
    },
  );
  submissions.set(id, { result, at: now });
  return result;
}

/**
 * The outcome already known for (owner, key) — placed, or still being placed — or null. With
 * Redis the answer is always a promise (resolving to null when nothing is known), since only
 * Redis knows; it rejects when Redis is down.
 */
export function knownOutcome<T>(owner: string, key: string): Promise<T | null> | null {
  const shared = sharedState()?.submissions;
  if (shared) return shared.known<T>(`${owner}|${key}`);
  const known = submissions.get(`${owner}|${key}`) as Entry<T> | undefined;
  return known && Date.now() - known.at < KEEP_MS ? known.result : null;
}

/** Tests only. */
export function forgetSubmissions() {
  submissions.clear();
}
