import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AUTOPLAY_DELAY_MS,
  EMBLA_DURATION,
  SPEED_MS,
  startAutoplay,
} from "~/features/carousel/autoplay";
import {
  distinctSnaps,
  easeOut,
  edgesOf,
  nearestSnap,
  stepTarget,
} from "~/features/carousel/native-scroll";

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

/*
 * The carousel's own timer (autoplay.ts; embla-carousel-autoplay is gone with embla from the
 * first visit): a root element and a document as event targets, fake timers.
 */
function fakeCarousel({ hidden = false } = {}) {
  const doc = Object.assign(new EventTarget(), {
    visibilityState: hidden ? "hidden" : "visible",
  });
  const inside = new EventTarget();
  const root = Object.assign(new EventTarget(), {
    ownerDocument: doc,
    contains: (node: unknown) => node === inside,
  }) as unknown as HTMLElement;
  const moves: number[] = [];
  const autoplay = startAutoplay(root, () => moves.push(moves.length + 1), {
    doc: doc as unknown as Document,
  });
  return {
    autoplay,
    moves,
    pointer: (type: string, pointerType: string) =>
      root.dispatchEvent(Object.assign(new Event(type), { pointerType })),
    focus: (type: string, relatedTarget: unknown) =>
      root.dispatchEvent(Object.assign(new Event(type), { relatedTarget })),
    touch: (type: string) => root.dispatchEvent(new Event(type)),
    inside,
    setVisibility(state: "visible" | "hidden") {
      doc.visibilityState = state;
      doc.dispatchEvent(new Event("visibilitychange"));
    },
  };
}

describe("autoplay (its timer and its pause reasons)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("moves every 4 s until stopped", async () => {
    const carousel = fakeCarousel();
    await vi.advanceTimersByTimeAsync(3999);
    expect(carousel.moves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(carousel.moves).toEqual([1]);
    await vi.advanceTimersByTimeAsync(8000);
    expect(carousel.moves).toEqual([1, 2, 3]);
    carousel.autoplay.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(carousel.moves).toEqual([1, 2, 3]);
  });

  it("waits until every reason to pause is gone, then a full delay", async () => {
    const carousel = fakeCarousel();
    carousel.pointer("pointerenter", "mouse");
    carousel.focus("focusin", null);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(carousel.moves).toEqual([]);
    carousel.pointer("pointerleave", "mouse"); // the focus is still inside
    await vi.advanceTimersByTimeAsync(10_000);
    expect(carousel.moves).toEqual([]);
    carousel.focus("focusout", carousel.inside); // moving between slides keeps it paused
    expect(carousel.autoplay.isPausedBy("focus")).toBe(true);
    carousel.focus("focusout", null);
    expect(carousel.autoplay.isPausedBy("focus")).toBe(false);
    await vi.advanceTimersByTimeAsync(3999);
    expect(carousel.moves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(carousel.moves).toEqual([1]);
  });

  it("does not pause for a hovering touch, and stays paused off screen and by the Pause button", async () => {
    const carousel = fakeCarousel();
    carousel.pointer("pointerenter", "touch");
    expect(carousel.autoplay.isPausedBy("hover")).toBe(false);
    carousel.autoplay.pause("offscreen");
    carousel.autoplay.pause("user");
    carousel.autoplay.resume("offscreen");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(carousel.moves).toEqual([]);
    carousel.autoplay.resume("user");
    await vi.advanceTimersByTimeAsync(4000);
    expect(carousel.moves).toEqual([1]);
  });

  it("restarts the full delay after the visitor moves the carousel or swipes it", async () => {
    const carousel = fakeCarousel();
    await vi.advanceTimersByTimeAsync(3000);
    carousel.autoplay.restart();
    await vi.advanceTimersByTimeAsync(3000);
    expect(carousel.moves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(carousel.moves).toEqual([1]);
    // A finger on it: nothing moves under it, and a full delay after it lets go.
    await vi.advanceTimersByTimeAsync(3000);
    carousel.touch("touchstart");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(carousel.moves).toEqual([1]);
    carousel.touch("touchend");
    await vi.advanceTimersByTimeAsync(3999);
    expect(carousel.moves).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(carousel.moves).toEqual([1, 2]);
  });

  it("restart does not wake a paused carousel", async () => {
    const carousel = fakeCarousel();
    carousel.autoplay.pause("user");
    carousel.autoplay.restart();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(carousel.moves).toEqual([]);
  });

  it("pauses while the tab is hidden (also when it starts hidden), without overriding another reason", async () => {
    const carousel = fakeCarousel();
    carousel.setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(carousel.moves).toEqual([]);
    carousel.setVisibility("visible");
    await vi.advanceTimersByTimeAsync(4000);
    expect(carousel.moves).toEqual([1]);
    // Hidden then shown again while the focus is inside: still paused.
    carousel.focus("focusin", null);
    carousel.setVisibility("hidden");
    carousel.setVisibility("visible");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(carousel.moves).toEqual([1]);

    const background = fakeCarousel({ hidden: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(background.moves).toEqual([]);
    background.setVisibility("visible");
    await vi.advanceTimersByTimeAsync(4000);
    expect(background.moves).toEqual([1]);
  });
});

describe("native scrolling's moves (native-scroll.ts)", () => {
  it("snaps where a slide starts, clamped to the end and without duplicates", () => {
    // Four 300 px slides (plus 16 px margins) in a 700 px scroller: 1264 − 700 = 564 px to go.
    expect(distinctSnaps([0, 316, 632, 948], 564)).toEqual([0, 316, 564]);
    expect(distinctSnaps([0.4, 316], 316)).toEqual([0.4, 316]);
    expect(distinctSnaps([0, 0.5, 316], 316)).toEqual([0, 316]);
  });

  it("steps one slide on and back, wrapping only in a looping carousel", () => {
    const snaps = [0, 316, 564];
    expect(stepTarget(snaps, 0, 1, false)).toBe(316);
    expect(stepTarget(snaps, 316.4, 1, false)).toBe(564);
    expect(stepTarget(snaps, 564, 1, false)).toBeNull();
    expect(stepTarget(snaps, 563.6, 1, true)).toBe(0);
    expect(stepTarget(snaps, 564, -1, false)).toBe(316);
    expect(stepTarget(snaps, 0, -1, false)).toBeNull();
    expect(stepTarget(snaps, 0, -1, true)).toBe(564);
    // Half way between two slides (a swipe let go of while gliding): the next one on.
    expect(stepTarget(snaps, 150, 1, false)).toBe(316);
    expect(stepTarget(snaps, 150, -1, false)).toBe(0);
    expect(stepTarget([0], 0, 1, true)).toBeNull();
  });

  it("finds the nearest snap, where embla takes over", () => {
    expect(nearestSnap([0, 316, 564], 0)).toBe(0);
    expect(nearestSnap([0, 316, 564], 400)).toBe(1);
    expect(nearestSnap([0, 316, 564], 560)).toBe(2);
  });

  it("shows the buttons that go somewhere", () => {
    expect(edgesOf(0, 0, true)).toEqual({ prev: false, next: false });
    expect(edgesOf(0, 564, false)).toEqual({ prev: false, next: true });
    expect(edgesOf(316, 564, false)).toEqual({ prev: true, next: true });
    expect(edgesOf(563.5, 564, false)).toEqual({ prev: true, next: false });
    expect(edgesOf(0, 564, true)).toEqual({ prev: true, next: true });
  });

  it("glides with an ease-out that ends on the target", () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.8);
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

  it("imports embla only in carousel-enhancer.tsx, and not its autoplay plugin", () => {
    const importers = sources.filter((s) => /from\s+["']embla-carousel/.test(s.text));
    expect(importers.map((s) => s.path)).toEqual(["features/carousel/carousel-enhancer.tsx"]);
    expect(sources.filter((s) => /embla-carousel-autoplay/.test(s.text))).toEqual([]);
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
