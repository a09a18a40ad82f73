import Database from "better-sqlite3";

/**
 * Rows kept between requests for as long as the database has not changed (issue 27: the
 * catalogue's lookups by id — a module, a store, its schedules, a category, a unit, an item —
 * were read again by every request, ~300 of them for one module home, each row ~5–15 µs to
 * materialise).
 *
 * Any change empties every entry, so an answer is what reading the tables would give:
 * - a write through this connection moves SQLite's `total_changes()`, checked on every read
 *   (a fraction of a microsecond);
 * - a commit by another connection or process (an operator's tool, the scale test's setting
 *   change, a second backend on the same file) moves `PRAGMA data_version`, checked once per
 *   API request by `noteOtherWriters` (app.ts) and by the order lifecycle's tick — a few
 *   microseconds, too many for every read.
 * Inside a transaction nothing is kept or served from here: what it reads may still roll back.
 *
 * Entries are frozen: they are shared by every request, and a caller changing one would change
 * the next answers. Build a copy instead.
 */

interface CacheState {
  changes: number;
  dataVersion: number;
  tables: Map<string, Map<string | number, unknown>>;
  totalChanges: Database.Statement;
  version: Database.Statement;
}

/** Entries per table before the table is emptied (every item of the demo is ~1,400). */
const MAX_ENTRIES = 5000;

const states = new WeakMap<Database.Database, CacheState>();

function stateOf(db: Database.Database): CacheState {
  let state = states.get(db);
  if (!state) {
    state = {
      changes: -1,
      dataVersion: -1,
      tables: new Map(),
      // A statement of its own, outside db.prepare's shared cache (db/connection.ts), so it may
      // be switched to pluck(): this runs on every cached read.
      totalChanges: Database.prototype.prepare.call(db, "SELECT total_changes()").pluck(),
      version: db.prepare("PRAGMA data_version"),
    };
    states.set(db, state);
  }
  return state;
}

/** Empties the cache when another connection has committed since the last look. */
export function noteOtherWriters(db: Database.Database): void {
  const state = stateOf(db);
  const version = (state.version.get() as { data_version: number }).data_version;
  if (version !== state.dataVersion) {
    state.dataVersion = version;
    state.tables.clear();
  }
}

/**
 * `load()`'s answer for `table`/`key`, read once while the database stays unchanged. `load`
 * must depend on nothing but the database and the key (no clock, no locale).
 */
export function cachedRead<T>(
  db: Database.Database,
  table: string,
  key: string | number,
  load: () => T,
): T {
  if (db.inTransaction) return load();
  const state = stateOf(db);
  const changes = state.totalChanges.get() as number;
  if (changes !== state.changes) {
    state.changes = changes;
    state.tables.clear();
  }
  let entries = state.tables.get(table);
  if (!entries) {
    entries = new Map();
    state.tables.set(table, entries);
  }
  if (entries.has(key)) return entries.get(key) as T;
  const value = frozen(load());
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, value);
  return value;
}

/** Rows (and arrays of rows, sets of ids) frozen one level down: their values are primitives. */
function frozen<T>(value: T): T {
  if (Array.isArray(value)) {
    for (const entry of value) if (entry && typeof entry === "object") Object.freeze(entry);
  }
  return value && typeof value === "object" ? Object.freeze(value) : value;
}

/**
 * `db.prepare(sql).all(...params)`, kept like a row: for reads whose answer depends on nothing
 * but the database and the parameters (a clock passed as a parameter is part of the key).
 */
export function cachedAll<T>(db: Database.Database, sql: string, params: unknown[]): T[] {
  return cachedRead(
    db,
    "queries",
    `${sql}\u0000${JSON.stringify(params)}`,
    () => db.prepare(sql).all(...params) as T[],
  );
}
