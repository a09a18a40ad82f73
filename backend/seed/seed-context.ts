import type Database from "better-sqlite3";
import { marketClock, marketDateOffset } from "../services/schedule";
import { Prng } from "./prng";

/** What every seed step receives: the database, the seed's clock and its PRNG. */
export interface SeedContext {
  db: Database.Database;
  now: Date;
  rng: Prng;
  /** market-local timestamp `days` (fractional ok) before now: "YYYY-MM-DD HH:MM:SS" */
  ago: (days: number) => string;
  /** market-local date `days` from now (negative = past): "YYYY-MM-DD" */
  date: (days: number) => string;
}

export function createSeedContext(db: Database.Database, now: Date): SeedContext {
  return {
    db,
    now,
    rng: new Prng(20240607),
    ago: (days) => marketClock(new Date(now.getTime() - days * 86_400_000)).dateTime,
    date: (days) => marketDateOffset(now, days),
  };
}

/** INSERT helper: one prepared statement per table and column list. */
export function inserter(db: Database.Database, table: string, columns: string[]) {
  const statement = db.prepare(
    `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`,
  );
  return (row: Record<string, unknown>) => statement.run(row);
}

export const json = (value: unknown) => JSON.stringify(value);
