import { createHash, randomBytes } from "node:crypto";

/**
 * One order per submission key (issue 13 item 3; docs/decisions/020-checkout.md). The checkout
 * form carries a key that lives in the visitor's session until an order is placed, so a double
 * click, a re-posted form (back button, reload of the POST) and a second tab all send the same
 * key. The first post places the order; every later post with the key — also one that arrives
 * while the first is still waiting on the backend — gets the first one's answer instead.
 *
 * Held in this process's memory: the storefront runs as one Node process (server/start.js). Run
 * several and this map must move to a shared store (the ADR says which).
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

/**
 * Runs `place` once for (owner, key); later calls within 30 minutes get the same outcome. A
 * failed attempt (the backend refused, or was down) is forgotten, so the customer can fix the
 * form and try again with the same key.
 */
export function placeOnce<T>(
  owner: string,
  key: string,
  place: () => Promise<T>,
  { isPlaced }: { isPlaced: (result: T) => boolean },
): Promise<T> {
  const now = Date.now();
  sweep(now);
  const id = `${owner}|${key}`;
  const known = submissions.get(id) as Entry<T> | undefined;
  if (known && now - known.at < KEEP_MS) return known.result;
  const result = place().then(
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

/** The outcome already known for (owner, key) — placed, or still being placed — or null. */
export function knownOutcome<T>(owner: string, key: string): Promise<T> | null {
  const known = submissions.get(`${owner}|${key}`) as Entry<T> | undefined;
  return known && Date.now() - known.at < KEEP_MS ? known.result : null;
}

/** Tests only. */
export function forgetSubmissions() {
  submissions.clear();
}
