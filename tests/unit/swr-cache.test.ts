import { describe, expect, it } from "vitest";
import { SwrCache } from "~/api/cache.server";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("stale-while-revalidate cache", () => {
  it("serves fresh values without reloading", async () => {
    let now = 0;
    let loads = 0;
    const cache = new SwrCache({ freshMs: 100 }, () => now);
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    now = 50;
    expect(await cache.get("k", load)).toBe(1);
    expect(loads).toBe(1);
  });

  it("answers with a stale value at once, however old, and refreshes once in the background", async () => {
    let now = 0;
    let loads = 0;
    const cache = new SwrCache({ freshMs: 100 }, () => now);
    await cache.get("k", async () => ++loads);
    now = 10 * 60 * 60_000; // hours later
    let release!: () => void;
    const slow = () =>
      new Promise<number>((resolve) => {
        release = () => resolve(++loads);
      });
    // Neither request waits for the (slow) refresh, and only one refresh is started.
    expect(await cache.get("k", slow)).toBe(1);
    expect(await cache.get("k", slow)).toBe(1);
    release();
    await tick();
    expect(loads).toBe(2);
    expect(await cache.get("k", slow)).toBe(2);
  });

  it("keeps serving the last value when a refresh fails, and tries again later", async () => {
    let now = 0;
    let attempts = 0;
    const cache = new SwrCache({ freshMs: 100 }, () => now);
    await cache.get("k", async () => "good");
    now = 5000;
    const failing = async () => {
      attempts++;
      throw new Error("down");
    };
    expect(await cache.get("k", failing)).toBe("good");
    await tick();
    expect(await cache.get("k", failing)).toBe("good");
    await tick();
    expect(attempts).toBe(2);
  });

  it("shares one call among concurrent first loads", async () => {
    let loads = 0;
    const cache = new SwrCache({ freshMs: 100 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get("k", load)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(loads).toBe(1);
  });

  it("propagates a first failure, then answers it from memory for failureMs", async () => {
    let now = 0;
    let attempts = 0;
    const cache = new SwrCache({ freshMs: 100, failureMs: 1000 }, () => now);
    const failing = async () => {
      attempts++;
      throw new Error("down");
    };
    await expect(cache.get("k", failing)).rejects.toThrow("down");
    now = 500;
    await expect(cache.get("k", failing)).rejects.toThrow("down");
    expect(attempts).toBe(1);
    now = 1500;
    expect(await cache.get("k", async () => "back")).toBe("back");
  });

  it("keeps at most maxEntries keys, dropping the least recently used", async () => {
    const cache = new SwrCache({ freshMs: 1000, maxEntries: 3 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    await cache.get("a", async () => "reloaded"); // a is now the most recently used
    await cache.get("d", async () => "d");
    expect(cache.size).toBe(3);
    expect(await cache.get("a", async () => "reloaded")).toBe("a");
    expect(await cache.get("b", async () => "b again")).toBe("b again"); // b was evicted
  });
});
