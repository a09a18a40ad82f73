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
 */
interface Entry<T> {
  value: T;
  storedAt: number;
}

export interface SwrOptions {
  freshMs: number;
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
  private entries = new Map<string, Entry<unknown>>();
  private loading = new Map<string, Promise<unknown>>();
  private failures = new Map<string, { error: unknown; at: number }>();
  /** Bumped by clear(): loads started before it must not write into the cleared cache. */
  private generation = 0;

  constructor(
    private readonly options: SwrOptions,
    private readonly now: () => number = Date.now,
  ) {
    registry().add(new WeakRef(this));
  }

  private get maxEntries() {
    return this.options.maxEntries ?? 200;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (entry) {
      // Most recently used last: Map iteration order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (this.now() - entry.storedAt > this.options.freshMs) {
        this.load(key, load).catch(() => {
          /* keep serving the value we have */
        });
      }
      return entry.value;
    }
    const failure = this.failures.get(key);
    if (failure && this.now() - failure.at < (this.options.failureMs ?? 5_000)) {
      throw failure.error;
    }
    return this.load(key, load);
  }

  /** One call per key at a time; its result is stored, its failure remembered. */
  private load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.loading.get(key) as Promise<T> | undefined;
    if (running) return running;
    const generation = this.generation;
    const call = load()
      .then((value) => {
        if (generation !== this.generation) return value;
        this.store(key, value);
        this.failures.delete(key);
        return value;
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

  private store(key: string, value: unknown) {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
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
