import { describe, expect, it } from "vitest";
import { SwrCache } from "~/api/cache.server";

describe("stale-while-revalidate cache", () => {
  it("serves fresh values without reloading", async () => {
    let now = 0;
    let loads = 0;
    const cache = new SwrCache({ freshMs: 100, maxStaleMs: 1000 }, () => now);
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    now = 50;
    expect(await cache.get("k", load)).toBe(1);
    expect(loads).toBe(1);
  });

  it("answers with the stale value at once and refreshes in the background", async () => {
    let now = 0;
    let loads = 0;
    const cache = new SwrCache({ freshMs: 100, maxStaleMs: 1000 }, () => now);
    await cache.get("k", async () => ++loads);
    now = 500;
    expect(await cache.get("k", async () => ++loads)).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("k", async () => ++loads)).toBe(2);
  });

  it("keeps serving the last value when the backend fails", async () => {
    let now = 0;
    const cache = new SwrCache({ freshMs: 100, maxStaleMs: 1000 }, () => now);
    await cache.get("k", async () => "good");
    now = 5000; // beyond maxStale: reload is tried first
    expect(await cache.get("k", async () => Promise.reject(new Error("down")))).toBe("good");
  });

  it("propagates the failure when nothing was ever cached", async () => {
    const cache = new SwrCache({ freshMs: 100, maxStaleMs: 1000 });
    await expect(cache.get("k", async () => Promise.reject(new Error("down")))).rejects.toThrow(
      "down",
    );
  });
});
