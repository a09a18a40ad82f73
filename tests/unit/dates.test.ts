import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, marketClock } from "~/lib/dates";

describe("formatDate", () => {
  afterEach(() => vi.restoreAllMocks());

  const at = new Date("2026-03-05T22:30:00Z");
  const day = { year: "numeric", month: "short", day: "numeric" } as const;

  it("writes the date in the page's language and the market's zone, Western digits in Arabic", () => {
    expect(formatDate(at, "en", day, { timeZone: "UTC" })).toBe("Mar 5, 2026");
    expect(formatDate(at, "en", day, { timeZone: "Asia/Dubai" })).toBe("Mar 6, 2026");
    expect(formatDate(at, "en", day, { timeZone: "UTC", english: "en-GB" })).toBe("5 Mar 2026");
    const arabic = formatDate(at, "ar", day, { timeZone: "UTC" });
    expect(arabic).toContain("2026");
    expect(arabic).not.toMatch(/[٠-٩]/);
  });

  it("reads an unknown zone as the server's own instead of failing", () => {
    expect(formatDate(at, "en", { year: "numeric" }, { timeZone: "Mars/Olympus" })).toBe("2026");
  });

  it("builds a format once per language and options, not once per date (issue 27)", () => {
    let made = 0;
    const Original = Intl.DateTimeFormat;
    vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      made++;
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat);
    const options = { year: "numeric", month: "long", day: "2-digit" } as const;
    const first = formatDate(at, "en", options, { timeZone: "Europe/Paris" });
    for (let i = 0; i < 20; i++) formatDate(at, "en", options, { timeZone: "Europe/Paris" });
    expect(first).toBe("March 05, 2026");
    expect(made).toBeLessThanOrEqual(1);
  });
});

describe("marketClock", () => {
  it("reads the wall clock per zone and second, however often it is asked", () => {
    const at = new Date("2026-03-05T22:30:59.100Z");
    const dubai = marketClock(at, "Asia/Dubai");
    expect(dubai).toMatchObject({ date: "2026-03-06", hour: 2, minute: 30, second: 59 });
    // Same second, other zone: not the remembered Dubai clock.
    expect(marketClock(new Date("2026-03-05T22:30:59.900Z"), "UTC")).toMatchObject({
      date: "2026-03-05",
      hour: 22,
      weekday: 4,
    });
    expect(marketClock(new Date("2026-03-05T22:30:59.900Z"), "Asia/Dubai")).toEqual(dubai);
    // The next second is a new clock.
    expect(marketClock(new Date("2026-03-05T22:31:00.000Z"), "Asia/Dubai")).toMatchObject({
      minute: 31,
      second: 0,
      seconds: 2 * 3600 + 31 * 60,
    });
  });
});
