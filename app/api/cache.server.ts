/**
 * A tiny stale-while-revalidate cache for slow-changing reads (config, modules, zones). A fresh
 * entry is returned as is; a stale one is returned at once while one refresh runs; when the
 * refresh fails the stale value keeps being served (the backend being down must not blank the
 * page). Entries older than `maxStaleMs` are reloaded before answering, and served only when
 * that reload fails.
 */
interface Entry<T> {
  value: T;
  storedAt: number;
  refreshing?: Promise<T>;
}

export interface SwrOptions {
  freshMs: number;
  maxStaleMs: number;
}

export class SwrCache {
  private entries = new Map<string, Entry<unknown>>();

  constructor(
    private readonly options: SwrOptions,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 200,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age <= this.options.freshMs) return entry.value;
    if (entry && age <= this.options.maxStaleMs) {
      if (!entry.refreshing) {
        entry.refreshing = this.refresh(key, load).catch(() => entry.value);
        entry.refreshing.finally(() => (entry.refreshing = undefined)).catch(() => {});
      }
      return entry.value;
    }
    try {
      return await this.refresh(key, load);
    } catch (error) {
      // Older than maxStale and the backend fails: still better than nothing when we have it.
      if (entry) return entry.value;
      throw error;
    }
  }

  private async refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const value = await load();
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, storedAt: this.now() });
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
