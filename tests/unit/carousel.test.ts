import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AUTOPLAY_DELAY_MS,
  bindAutoplay,
  createAutoplay,
  EMBLA_DURATION,
  SPEED_MS,
} from "~/features/carousel/autoplay";

describe("carousel constants (browsing §9)", () => {
  it("autoplays every 4000 ms at a speed of 800 ms", () => {
    expect(AUTOPLAY_DELAY_MS).toBe(4000);
    expect(SPEED_MS).toBe(800);
  });

  /*
   * embla 8's ScrollBody, step for step (1/60 s fixed steps, friction 0.68): the time to cover
   * 99 % of a move. This is why EMBLA_DURATION is 28 and not 800.
   */
  function msToCover(duration: number, distance: number): number {
    let location = 0;
    let velocity = 0;
    let ms = 0;
    while (Math.abs(distance - location) > distance * 0.01) {
      velocity += (distance - location) / duration;
      velocity *= 0.68;
      location += velocity;
      ms += 1000 / 60;
    }
    return ms;
  }

  it("maps the 800 ms speed to embla's duration", () => {
    for (const distance of [320, 1200]) {
      expect(Math.abs(msToCover(EMBLA_DURATION, distance) - SPEED_MS)).toBeLessThan(60);
    }
    // embla's default (25) would be noticeably faster.
    expect(msToCover(25, 320)).toBeLessThan(SPEED_MS - 60);
  });
});

describe("autoplay timer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("moves every 4 s while nothing pauses it", () => {
    const next = vi.fn();
    const autoplay = createAutoplay(next);
    vi.advanceTimersByTime(3999);
    expect(next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(8000);
    expect(next).toHaveBeenCalledTimes(3);
    autoplay.stop();
    vi.advanceTimersByTime(20_000);
    expect(next).toHaveBeenCalledTimes(3);
  });

  it("waits until every reason to pause is gone, then a full delay", () => {
    const next = vi.fn();
    const autoplay = createAutoplay(next);
    autoplay.pause("hover");
    autoplay.pause("focus");
    vi.advanceTimersByTime(10_000);
    expect(next).not.toHaveBeenCalled();
    autoplay.resume("hover"); // the focus is still inside
    vi.advanceTimersByTime(10_000);
    expect(next).not.toHaveBeenCalled();
    autoplay.resume("focus");
    expect(autoplay.isRunning()).toBe(true);
    vi.advanceTimersByTime(3999);
    expect(next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("restarts the full delay after the visitor moves the carousel", () => {
    const next = vi.fn();
    const autoplay = createAutoplay(next);
    vi.advanceTimersByTime(3000);
    autoplay.restart();
    vi.advanceTimersByTime(3000);
    expect(next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("pauses on hover (not on touch), focus inside and a hidden tab", () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: "visible" });
    const inside = new EventTarget();
    const root = Object.assign(new EventTarget(), {
      ownerDocument: doc,
      contains: (node: unknown) => node === inside,
    }) as unknown as HTMLElement;
    const autoplay = createAutoplay(() => {});
    const unbind = bindAutoplay(root, autoplay);
    const pointer = (type: string, pointerType: string) =>
      root.dispatchEvent(Object.assign(new Event(type), { pointerType }));
    const focus = (type: string, relatedTarget: unknown) =>
      root.dispatchEvent(Object.assign(new Event(type), { relatedTarget }));

    pointer("pointerenter", "touch");
    expect(autoplay.isRunning()).toBe(true);
    pointer("pointerenter", "mouse");
    expect(autoplay.isPausedBy("hover")).toBe(true);
    pointer("pointerleave", "mouse");
    expect(autoplay.isRunning()).toBe(true);

    focus("focusin", null);
    expect(autoplay.isPausedBy("focus")).toBe(true);
    focus("focusout", inside); // moving between slides keeps it paused
    expect(autoplay.isPausedBy("focus")).toBe(true);
    focus("focusout", null);
    expect(autoplay.isRunning()).toBe(true);

    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(autoplay.isPausedBy("hidden")).toBe(true);
    doc.visibilityState = "visible";
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(autoplay.isRunning()).toBe(true);

    unbind();
    expect(autoplay.isRunning()).toBe(false);
  });
});

describe("embla stays out of every bundle but the carousel's own chunk", () => {
  const APP = join(process.cwd(), "app");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
  const sources = files(APP).map((path) => ({
    path: relative(APP, path),
    text: readFileSync(path, "utf8"),
  }));

  it("imports embla only in carousel-enhancer.tsx", () => {
    const importers = sources.filter((s) => /from\s+["']embla-carousel/.test(s.text));
    expect(importers.map((s) => s.path)).toEqual(["features/carousel/carousel-enhancer.tsx"]);
  });

  it("reaches carousel-enhancer.tsx only through a dynamic import() (type imports aside)", () => {
    const statics = sources.filter((s) =>
      /^import\s+(?!type\b)[^;]*from\s+["'][^"']*carousel-enhancer["']/m.test(s.text),
    );
    expect(statics.map((s) => s.path)).toEqual([]);
    const carousel = sources.find((s) => s.path === "features/carousel/carousel.tsx");
    expect(carousel?.text).toMatch(/import\(["']\.\/carousel-enhancer["']\)/);
  });
});
