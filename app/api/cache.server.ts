/**
 * A small stale-while-revalidate cache for slow-changing reads shared by every visitor (config,
 * modules, zones, landing data, policy pages). Rules, each a fix for a way a slow backend made
 * pages slow:
 *
 * - A fresh entry is returned as is. An entry past `freshMs` is returned at once, however old,
 *   while one refresh runs in the background: no page ever waits on a refresh of something it
 *   already has. A failed refresh keeps the old value (the backend being down must not blank the
 *   page), and the next request past `freshMs` tries again.
 * - Concurrent first loads of one key share one call: fifty visitors arriving together make one
 *   upstream request, not fifty.
 * - A first load that fails is remembered for `failureMs`: requests in that window fail at once
 *   instead of each waiting out the API timeout again.
 * - At most `maxEntries` keys (least recently used goes first), so memory stays bounded whatever
 *   keys requests produce.
 *
 * This copy is the process's own. With REDIS_URL the shared reads (SharedSwrCache,
 * shared-cache.server.ts) keep the same rules across replicas.
 */
export interface Entry<T> {
  value: T;
  storedAt: number;
  /** When the shared copy last confirmed this is still its version (SharedSwrCache). */
  checkedAt?: number;
  /** When this replica last tried to take the entry's refresh lock (SharedSwrCache). */
  lockTriedAt?: number;
}

export interface SwrOptions {
  /** A function when it is configured at run time (SHARED_READS_FRESH_MS). */
  freshMs: number | (() => number);
  /** How long a failed first load is answered from memory (default 5 s). */
  failureMs?: number;
  maxEntries?: number;
}

/**
 * Every SwrCache of the process, for `clearEverySwrCache`. It lives on globalThis under a
 * Symbol.for key, not in this module: the Remix app (build/index.js) and the Express host
 * (server/, bundled apart into build/server/) each load their own copy of this file, so a
 * module-level list — or `slowReads` imported from server/ — would be a second, empty
 * instance. Weak references: a cache dropped by its owner (tests make many) is not kept alive.
 */
const REGISTRY = Symbol.for("storefront.swr-caches");
type Registry = Set<WeakRef<SwrCache>>;
const registry = (): Registry => {
  const holder = globalThis as { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= new Set());
};

/**
 * Empties every SwrCache in the process, whichever copy of this module made it. For the e2e
 * control of the backend's settings (server/e2e-settings.ts): a switched config must show on the
 * very next page, not after `freshMs`.
 */
export function clearEverySwrCache(): number {
  let cleared = 0;
  for (const ref of registry()) {
    const cache = ref.deref();
    if (!cache) {
      registry().delete(ref);
      continue;
    }
    cache.clear();
    cleared++;
  }
  return cleared;
}

export class SwrCache {
  protected entries = new Map<string, Entry<unknown>>();
  private loading = new Map<string, Promise<unknown>>();
  protected failures = new Map<string, { error: unknown; at: number }>();
  /** Bumped by clear(): loads started before it must not write into the cleared cache. */
  private generation = 0;

  constructor(
    protected readonly options: SwrOptions,
    protected readonly now: () => number = Date.now,
  ) {
    registry().add(new WeakRef(this));
  }

  private get maxEntries() {
    return this.options.maxEntries ?? 200;
  }

  protected get freshMs() {
    const { freshMs } = this.options;
    return typeof freshMs === "function" ? freshMs() : freshMs;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.touch<T>(key);
    if (entry) {
      if (this.isStale(entry)) {
        this.load(key, load).catch(() => {
          /* keep serving the value we have */
        });
      }
      return entry.value;
    }
    this.throwRecentFailure(key);
    return this.load(key, load);
  }

  /** The entry, made the most recently used (Map iteration order is the eviction order). */
  protected touch<T>(key: string): Entry<T> | undefined {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  protected isStale(entry: Entry<unknown>): boolean {
    return this.now() - entry.storedAt > this.freshMs;
  }

  /** A first load that failed within failureMs fails again at once. */
  protected throwRecentFailure(key: string) {
    const failure = this.failures.get(key);
    if (failure && this.now() - failure.at < (this.options.failureMs ?? 5_000)) {
      throw failure.error;
    }
  }

  /** One call per key at a time; its result is stored, its failure remembered. */
  protected load<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.produce(key, async () => ({ value: await load(), storedAt: this.now() }));
  }

  /** load() for a producer that says when its value was stored (a shared copy's own time). */
  protected produce<T>(key: string, produce: () => Promise<Entry<T>>): Promise<T> {
    const running = this.loading.get(key) as Promise<T> | undefined;
    if (running) return running;
    const generation = this.generation;
    const call = produce()
      .then((entry) => {
        if (generation !== this.generation) return entry.value;
        this.store(key, entry);
        this.failures.delete(key);
        return entry.value;
      })
      .catch((error: unknown) => {
        if (generation === this.generation && !this.entries.has(key)) {
          this.failures.set(key, { error, at: this.now() });
          this.trim(this.failures);
        }
        throw error;
      })
      .finally(() => {
        if (this.loading.get(key) === call) this.loading.delete(key);
      });
    this.loading.set(key, call);
    return call;
  }

  protected store(key: string, entry: Entry<unknown>) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.trim(this.entries);
  }

  private trim(map: Map<string, unknown>) {
    while (map.size > this.maxEntries) {
      const oldest = map.keys().next().value;
      if (oldest === undefined) break;
      map.delete(oldest);
    }
  }

  get size() {
    return this.entries.size;
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
    this.failures.clear();
  }
}
