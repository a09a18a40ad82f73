import type Database from "better-sqlite3";

// Placeholder: replaced by the deterministic demo marketplace seed.
export function seedCatalogue(_db: Database.Database, _now: Date) {}
