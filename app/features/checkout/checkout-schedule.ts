import type { StoreSchedule } from "~/api/schemas/store-details";
import { marketClock, twelveHourClock } from "~/lib/dates";

/**
 * Schedule slots (issue 13: "now or a slot from the store's schedule when schedule_order is
 * on"). The backend takes `schedule_at` as a market-local "YYYY-MM-DD HH:mm:ss" and refuses a
 * time the store is closed; the page offers only times it would accept: today's and tomorrow's
 * opening hours in steps of config schedule_order_slot_duration, starting one step from now.
 */
export interface ScheduleSlot {
  /** Market-local "YYYY-MM-DD HH:mm:00", as the backend reads it. */
  value: string;
  /** 0 = today, 1 = tomorrow (market dates). */
  day: number;
  /** "HH:mm" (market time). */
  time: string;
  /** hh:mm a, as every time the customer reads (foundations §9): "01:30 PM", Arabic ص / م. */
  label: string;
}

const MAX_SLOTS_PER_DAY = 48;

/** The market-local date, weekday and minutes of `at` in `timeZone` (lib/dates.ts). */
function marketDay(at: Date, timeZone: string | undefined) {
  const clock = marketClock(at, timeZone);
  return { date: clock.date, weekday: clock.weekday, minutes: clock.hour * 60 + clock.minute };
}

const minutesOf = (hhmmss: string) => {
  const [h, m] = hhmmss.split(":").map(Number);
  return Number.isFinite(h) && Number.isFinite(m) ? h * 60 + m : NaN;
};
const pad = (n: number) => String(n).padStart(2, "0");
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export function scheduleSlots(
  schedules: StoreSchedule[],
  options: { now: Date; timeZone?: string; slotMinutes: number; days?: number; lang?: string },
): ScheduleSlot[] {
  const step = Math.min(Math.max(Math.round(options.slotMinutes) || 30, 5), 240);
  const slots: ScheduleSlot[] = [];
  for (let day = 0; day < (options.days ?? 2); day++) {
    const clock = marketDay(new Date(options.now.getTime() + day * 86_400_000), options.timeZone);
    const earliest = day === 0 ? clock.minutes + step : 0;
    const times = new Set<number>();
    for (const window of schedules.filter((s) => s.day === clock.weekday)) {
      const open = minutesOf(window.opening_time);
      let close = minutesOf(window.closing_time);
      if (!Number.isFinite(open) || !Number.isFinite(close)) continue;
      // "23:59:59" closes at midnight; a window across midnight ends the day here.
      if (close <= open) close = 24 * 60;
      const first = Math.max(open, Math.ceil(earliest / step) * step);
      for (let t = first; t < close && times.size < MAX_SLOTS_PER_DAY; t += step) times.add(t);
    }
    for (const t of [...times].sort((a, b) => a - b)) {
      slots.push({
        value: `${clock.date} ${hhmm(t)}:00`,
        day,
        time: hhmm(t),
        label: twelveHourClock(Math.floor(t / 60), t % 60, options.lang),
      });
    }
  }
  return slots;
}
