import { existsSync, rmSync } from "node:fs";
import { openDatabase } from "../db/connection";
import { uploadsFolderOf } from "../services/uploads";

/**
 * `npm run db:reset`: deletes the marketplace database at BACKEND_DB_PATH (default
 * data/marketplace.sqlite) with its WAL/SHM companions and its uploads (orders that no longer
 * exist own them), then creates, migrates and seeds a fresh one. Stop a running backend first: it would keep writing to the deleted file.
 */
const path = process.env.BACKEND_DB_PATH ?? "data/marketplace.sqlite";

if (path === ":memory:") {
  console.error("BACKEND_DB_PATH is :memory:, nothing to reset.");
  process.exit(1);
}

for (const file of [path, `${path}-wal`, `${path}-shm`]) {
  if (existsSync(file)) rmSync(file);
}
rmSync(uploadsFolderOf(path), { recursive: true, force: true });

const started = Date.now();
const db = openDatabase(path, new Date());
const count = (table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
console.log(
  `Seeded ${path} in ${Date.now() - started} ms: ${count("modules")} modules, ${count("zones")} zones, ` +
    `${count("stores")} stores, ${count("items")} items, ${count("reviews")} reviews.`,
);
db.close();
