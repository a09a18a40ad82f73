import type Database from "better-sqlite3";
import type { ScheduleRow, StoreDiscountRow, StoreRow } from "./rows";
import { storeDiscountRowOf, storeSchedulesOf } from "./row-lookups";

/**
 * The marketplace clock and store opening rules.
 *
 * Part 2 may rely on: `marketClock(now)` (local day/date/time of the demo marketplace, which is
 * in Dubai: UTC+4 all year, no DST), `isStoreOpen(db, store, now)` (active + a schedule slot of
 * today holds the time — contract quirk 20), `isStoreOpenAt(db, store, at)` for scheduled
 * orders, and `activeStoreDiscount(db, storeId, now)`. Every date/time column of the catalogue
 * (campaign windows, flash sales, store discounts) is market-local time.
 */

const MARKET_UTC_OFFSET_MINUTES = 4 * 60;

export interface MarketClock {
  /** 0 = Sunday … 6 = Saturday (store_schedules.day) */
  day: number;
  /** "YYYY-MM-DD" */
  date: string;
  /** "HH:MM:SS" */
  time: string;
  /** "YYYY-MM-DD HH:MM:SS" */
  dateTime: string;
}

export function marketClock(now: Date): MarketClock {
  const local = new Date(now.getTime() + MARKET_UTC_OFFSET_MINUTES * 60_000);
  const iso = local.toISOString(); // reads as local time because of the shift above
  const date = iso.slice(0, 10);
  const time = iso.slice(11, 19);
  return { day: local.getUTCDay(), date, time, dateTime: `${date} ${time}` };
}

/** The Date of a market-local "YYYY-MM-DD HH:MM:SS" (or "YYYY-MM-DD") string. */
export function fromMarketTime(local: string): Date {
  const [date, time = "00:00:00"] = local.trim().split(/[ T]/);
  return new Date(new Date(`${date}T${time}Z`).getTime() - MARKET_UTC_OFFSET_MINUTES * 60_000);
}

/** Market-local date `days` days from `now`, "YYYY-MM-DD". */
export function marketDateOffset(now: Date, days: number): string {
  return marketClock(new Date(now.getTime() + days * 86_400_000)).date;
}

const schedulesOf = storeSchedulesOf;

export function storeSchedules(db: Database.Database, storeId: number): ScheduleRow[] {
  return schedulesOf(db, storeId);
}

const slotHolds = (slot: ScheduleRow, time: string) =>
  slot.opening_time <= time && time <= slot.closing_time;

/** Open now: not temporarily closed (active) and inside one of today's slots. */
export function isStoreOpen(db: Database.Database, store: StoreRow, now: Date): boolean {
  return isStoreOpenAt(db, store, now);
}

export function isStoreOpenAt(db: Database.Database, store: StoreRow, at: Date): boolean {
  if (!store.active || !store.status) return false;
  const clock = marketClock(at);
  return schedulesOf(db, store.id, clock.day).some((slot) => slotHolds(slot, clock.time));
}

/**
 * current_opening_time: the opening time of the slot in progress or the next slot today,
 * "closed" when no slot of today remains.
 */
export function currentOpeningTime(db: Database.Database, store: StoreRow, now: Date): string {
  const clock = marketClock(now);
  const slot = schedulesOf(db, store.id, clock.day).find((s) => clock.time <= s.closing_time);
  return slot ? slot.opening_time : "closed";
}

/** The store discount when its date and daily time windows hold now, else null. */
export function activeStoreDiscount(
  db: Database.Database,
  storeId: number,
  now: Date,
): StoreDiscountRow | null {
  const row = storeDiscountRowOf(db, storeId);
  if (!row) return null;
  const clock = marketClock(now);
  const inDates = row.start_date <= clock.date && clock.date <= row.end_date;
  const inTimes = row.start_time <= clock.time && clock.time <= row.end_time;
  return inDates && inTimes ? row : null;
}

/** [min, max] minutes from a delivery_time such as "20-30 min"; [0, 0] when unparseable. */
export function deliveryMinutes(deliveryTime: string): [number, number] {
  const numbers = (deliveryTime.match(/\d+/g) ?? []).map(Number);
  const min = numbers[0] ?? 0;
  return [min, numbers[1] ?? min];
}
