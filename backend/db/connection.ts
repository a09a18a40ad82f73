import Database from "better-sqlite3";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { seedCatalogue } from "../seed/catalogue";
import { seedCommerce } from "../seed/commerce";

// Beside this file when run from source (tsx, tests); the bundled server (build/server/, see
// scripts/build-server.mjs) finds the same folder from the project root.
const here = dirname(fileURLToPath(import.meta.url));
const migrationsDir =
  [join(here, "migrations"), resolve(here, "../../backend/db/migrations")].find((dir) =>
    existsSync(dir),
  ) ?? join(here, "migrations");

/**
 * Opens (creating when missing) the marketplace database: WAL mode, foreign keys on,
 * migrations applied in file-name order, and the deterministic demo seed written when the
 * database is new. `now` fixes the seed's dates (campaign ends, flash sale window).
 */
export function openDatabase(path: string, now: Date = new Date()): Database.Database {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  reusePreparedStatements(db);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  const isNew = migrate(db);
  if (isNew) {
    db.transaction(() => {
      seedCatalogue(db, now);
      seedCommerce(db, now);
    })();
  }
  return db;
}

/** How many distinct SQL texts keep their compiled statement (the routes use about 150). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Makes `db.prepare(sql)` compile each SQL text once. The routes call prepare() inside their
 * handlers; compiling the same statements on every request was the largest single cost of a
 * module home's reads (a CPU profile of /home: ~8 % in prepare alone). Safe here because no
 * statement is ever switched into another mode (pluck, raw, expand, safeIntegers) nor iterated
 * (a statement busy in iterate() cannot run again): search before adding either. Bounded, least
 * recently used out, since a few texts embed a variable number of placeholders.
 */
function reusePreparedStatements(db: Database.Database): void {
  const compile = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = cache.get(sql);
    if (statement) {
      cache.delete(sql);
    } else {
      statement = compile(sql);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(sql, statement);
    return statement;
  }) as typeof db.prepare;
}

/** Applies pending migrations; returns true when the database had none applied before. */
function migrate(db: Database.Database): boolean {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)",
  );
  const applied = new Set(
    (db.prepare("SELECT name FROM schema_migrations").all() as { name: string }[]).map(
      (r) => r.name,
    ),
  );
  const isNew = applied.size === 0;
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(join(migrationsDir, file), "utf8");
    db.transaction(() => {
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)").run(
        file,
        new Date().toISOString(),
      );
    })();
  }
  return isNew;
}
