import type { StoreSchedule } from "~/api/schemas/store-details";

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
}

const MAX_SLOTS_PER_DAY = 48;

/** The market-local date, weekday and minutes of `at` in `timeZone`. */
function marketClock(at: Date, timeZone: string | undefined) {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(at);
  } catch {
    // An unknown time zone name from config: the server's own clock.
    return marketClock(at, undefined);
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    weekday: weekday < 0 ? at.getUTCDay() : weekday,
    minutes: Number(get("hour")) * 60 + Number(get("minute")),
  };
}

const minutesOf = (hhmmss: string) => {
  const [h, m] = hhmmss.split(":").map(Number);
  return Number.isFinite(h) && Number.isFinite(m) ? h * 60 + m : NaN;
};
const pad = (n: number) => String(n).padStart(2, "0");
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export function scheduleSlots(
  schedules: StoreSchedule[],
  options: { now: Date; timeZone?: string; slotMinutes: number; days?: number },
): ScheduleSlot[] {
  const step = Math.min(Math.max(Math.round(options.slotMinutes) || 30, 5), 240);
  const slots: ScheduleSlot[] = [];
  for (let day = 0; day < (options.days ?? 2); day++) {
    const clock = marketClock(new Date(options.now.getTime() + day * 86_400_000), options.timeZone);
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
      slots.push({ value: `${clock.date} ${hhmm(t)}:00`, day, time: hhmm(t) });
    }
  }
  return slots;
}
