import type Database from "better-sqlite3";

// Placeholder: replaced by the demo customer account seed.
export function seedCommerce(_db: Database.Database, _now: Date) {}
