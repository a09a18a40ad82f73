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
