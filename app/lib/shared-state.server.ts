/**
 * What the storefront's replicas share when `REDIS_URL` is set (docs/decisions/029): order
 * submission keys and the shared-read cache. The server makes the Redis-backed implementations
 * (server/redis-state.ts) and publishes them here at boot; without REDIS_URL — one process, the
 * embedded demo, the unit tests — nothing is published and each user keeps its in-memory way.
 *
 * On globalThis under a Symbol.for key, not in this module: the Remix build (build/index.js)
 * and the Express host (build/server/) each load their own copy of app modules, so a
 * module-level variable set by the host would be invisible to the routes.
 */
/**
 * One attempt at placing. `ifLost` records, before the point of no return (the order going to
 * the backend), the outcome every later post of the key gets should this process die before it
 * can say how the attempt ended — e.g. "unknown: look for the order this attempt made". It
 * throws (shared state down) when it cannot be recorded: then nothing may be sent.
 */
export type PlaceStep<T> = (ifLost: (outcome: T) => Promise<void>) => Promise<T>;

export interface SharedSubmissions {
  /**
   * Runs `place` once for `id` across every replica; any other call with `id` meanwhile waits
   * for that answer, and a later one gets it while it is kept. Throws a shared-state-down error
   * (isSharedStateDown) when the store cannot say whether `id` is already being placed.
   */
  placeOnce<T>(id: string, place: PlaceStep<T>, isPlaced: (result: T) => boolean): Promise<T>;
  /** The outcome known for `id` (waiting for one being placed), or null; throws when down. */
  known<T>(id: string): Promise<T | null>;
}

/** One entry of the shared-read cache as the store holds it. */
export interface SharedEntry {
  /** When the writer stored it (its clock, ms): the entry's version and its age. */
  storedAt: number;
  /** Absent when the store's version is the one the reader already has. */
  value?: unknown;
}

export interface SharedReads {
  /** The stored entry — without its value when its version is `knownAt` — or null. */
  read(id: string, knownAt: number | null): Promise<SharedEntry | null>;
  write(id: string, value: unknown, storedAt: number): Promise<void>;
  /** The refresh lock of `id`: a release function, or null while another replica holds it. */
  lock(id: string): Promise<(() => void) | null>;
}

export interface SharedState {
  submissions: SharedSubmissions;
  reads: SharedReads;
}

const HANDLE = Symbol.for("storefront.shared-state");
type Holder = { [HANDLE]?: SharedState | null };

export function sharedState(): SharedState | null {
  return (globalThis as Holder)[HANDLE] ?? null;
}

/** Set by the server at boot (and by tests); null goes back to in-memory behaviour. */
export function publishSharedState(state: SharedState | null): void {
  (globalThis as Holder)[HANDLE] = state;
}

/**
 * The error a shared store throws when it cannot answer (Redis down or too slow). Recognised by
 * its code, not by class: the copy of this module that threw it may not be the one catching.
 */
export const SHARED_STATE_DOWN = "ESHAREDSTATEDOWN";

export function sharedStateDown(cause?: unknown): Error {
  return Object.assign(new Error("The shared state store (Redis) is not answering", { cause }), {
    code: SHARED_STATE_DOWN,
  });
}

export function isSharedStateDown(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === SHARED_STATE_DOWN;
}
