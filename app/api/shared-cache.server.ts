import { getEnv } from "~/env.server";
import { sharedState, type SharedReads } from "~/lib/shared-state.server";
import { SwrCache, type Entry, type SwrOptions } from "./cache.server";

/** How often a replica asks Redis whether another replica refreshed an entry it holds. */
const SYNC_MS = 1_000;
/** How long a first load waits for another replica already loading the key. */
const FIRST_LOAD_WAIT_MS = 3_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The SWR cache of reads every replica shares (ADR 029). Without REDIS_URL it is SwrCache as
 * is. With it, the same rules hold across replicas:
 *
 * - Each replica keeps its copy and asks Redis at most once a second per key whether another
 *   replica stored a newer version (one round trip; the value travels only when it changed).
 *   So a refresh made by one replica is served by every replica within a second.
 * - A stale entry is served at once; its refresh takes a lock in Redis first, so one replica
 *   at a time asks the backend, and a replica that finds the entry refreshed meanwhile takes
 *   that instead of asking again.
 * - A first load that finds another replica loading the key waits up to 3 s for its answer.
 * - Redis down: each replica falls back to its own copy and refreshes alone (reads fail open).
 *
 * Entries are stored as JSON: only plain data (the API's parsed answers) may go in.
 */
export class SharedSwrCache extends SwrCache {
  private syncing = new Map<string, Promise<Entry<unknown> | undefined>>();
  /** What was stored in Redis before clear() is not taken back from it. */
  private clearedAt = -Infinity;

  constructor(
    private readonly name: string,
    options: SwrOptions,
    now?: () => number,
  ) {
    super(options, now);
  }

  override async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const reads = sharedState()?.reads;
    if (!reads) return super.get(key, load);
    const id = `${this.name}|${key}`;
    let entry = this.touch<T>(key);
    if (!entry || this.now() - (entry.checkedAt ?? -Infinity) >= SYNC_MS) {
      entry = (await this.sync(reads, id, key)) as Entry<T> | undefined;
    }
    if (entry) {
      if (this.isStale(entry)) this.refresh(reads, id, key, entry, load);
      return entry.value;
    }
    this.throwRecentFailure(key);
    return this.produce(key, () => this.firstLoad(reads, id, load));
  }

  override clear() {
    super.clear();
    this.syncing.clear();
    this.clearedAt = this.now();
  }

  /** This replica's copy, replaced by Redis's when that is newer; one check per key at a time. */
  private sync(reads: SharedReads, id: string, key: string) {
    const running = this.syncing.get(key);
    if (running) return running;
    const call = (async () => {
      const local = this.entries.get(key);
      try {
        const remote = await reads.read(id, local?.storedAt ?? null);
        const newer =
          remote?.value !== undefined &&
          remote.storedAt > this.clearedAt &&
          remote.storedAt > (local?.storedAt ?? -Infinity);
        if (newer) {
          const entry = { value: remote.value, storedAt: remote.storedAt, checkedAt: this.now() };
          this.store(key, entry);
          return entry;
        }
      } catch {
        // Redis down: this replica's own copy, refreshed by this replica alone until it is back.
      }
      if (local) local.checkedAt = this.now();
      return local;
    })().finally(() => this.syncing.delete(key));
    this.syncing.set(key, call);
    return call;
  }

  /** In the background; a replica that does not get the lock leaves it to the one that did. */
  private refresh<T>(
    reads: SharedReads,
    id: string,
    key: string,
    entry: Entry<T>,
    load: () => Promise<T>,
  ) {
    // While another replica refreshes, ask for its lock at most once per SYNC_MS.
    if (this.now() - (entry.lockTriedAt ?? -Infinity) < SYNC_MS) return;
    entry.lockTriedAt = this.now();
    this.produce(key, async () => {
      const release = await reads.lock(id).catch(() => "down" as const);
      if (release === "down") return this.loaded(await load());
      if (!release) throw new Error("refreshed by another replica");
      try {
        const remote = await reads.read(id, entry.storedAt).catch(() => null);
        if (remote?.value !== undefined && !this.isStale(remote as Entry<unknown>)) {
          return { value: remote.value as T, storedAt: remote.storedAt, checkedAt: this.now() };
        }
        return await this.loadAndShare(reads, id, load);
      } finally {
        release();
      }
    }).catch(() => {
      /* keep serving the value we have */
    });
  }

  private async firstLoad<T>(reads: SharedReads, id: string, load: () => Promise<T>) {
    const release = await reads.lock(id).catch(() => "down" as const);
    if (release === "down") return this.loaded(await load());
    if (release) {
      try {
        return (await this.taken<T>(reads, id)) ?? (await this.loadAndShare(reads, id, load));
      } finally {
        release();
      }
    }
    // Another replica is loading it: its answer, rather than a second call to the backend.
    const deadline = Date.now() + FIRST_LOAD_WAIT_MS;
    while (Date.now() < deadline) {
      await sleep(POLL_MS);
      const entry = await this.taken<T>(reads, id);
      if (entry) return entry;
    }
    return this.loaded(await load());
  }

  /** The entry Redis holds (stored since the last clear), or null. */
  private async taken<T>(reads: SharedReads, id: string): Promise<Entry<T> | null> {
    const remote = await reads.read(id, null).catch(() => null);
    if (remote?.value === undefined || remote.storedAt <= this.clearedAt) return null;
    return { value: remote.value as T, storedAt: remote.storedAt, checkedAt: this.now() };
  }

  private async loadAndShare<T>(reads: SharedReads, id: string, load: () => Promise<T>) {
    const entry = this.loaded(await load());
    // Not shared (Redis went down meanwhile): this replica still has it.
    await reads.write(id, entry.value, entry.storedAt).catch(() => {});
    return entry;
  }

  private loaded<T>(value: T): Entry<T> {
    const now = this.now();
    return { value, storedAt: now, checkedAt: now };
  }
}

/**
 * Process-wide cache for reads that change rarely, hold nothing personal and are needed on
 * nearly every page (config, modules, zones, landing data, policy pages). Keys include the base
 * URL, the language and the zone where the answer depends on them. 500 entries of a few KB each
 * bound it to a few MB. Fresh for SHARED_READS_FRESH_MS (a minute unless configured).
 */
export const slowReads = new SharedSwrCache("reads", {
  freshMs: () => getEnv().SHARED_READS_FRESH_MS,
  failureMs: 5_000,
  maxEntries: 500,
});

/**
 * The operator's switches that must show within seconds (maintenance mode): a minute of
 * slowReads would keep a marketplace open for a minute after it was closed, and closed for a
 * minute after it reopened. Fresh for 5 s (or SHARED_READS_FRESH_MS when that is shorter): at most
 * one small /config read per 5 s per replica, and a page never waits for it once it is loaded.
 */
export const SWITCH_FRESH_MS = 5_000;
export const switchReads = new SharedSwrCache(
  "switches",
  {
    freshMs: () => Math.min(SWITCH_FRESH_MS, getEnv().SHARED_READS_FRESH_MS),
    failureMs: 5_000,
    maxEntries: 20,
  },
  // Date.now looked up per call, so a test can move the clock past the window.
  () => Date.now(),
);
