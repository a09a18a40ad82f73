import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import Autoplay from "embla-carousel-autoplay";
import {
  AUTOPLAY_DELAY_MS,
  AUTOPLAY_OPTIONS,
  bindAutoplay,
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

/*
 * embla-carousel-autoplay itself, on a stand-in for embla: the few calls the plugin makes
 * (snaps, selected index, scroll, events, the engine's document, window and event store).
 */
function fakeEmbla(slides = 3) {
  const listeners = new Map<string, Set<() => void>>();
  const doc = Object.assign(new EventTarget(), { visibilityState: "visible" });
  const inside = new EventTarget();
  const root = Object.assign(new EventTarget(), {
    ownerDocument: doc,
    contains: (node: unknown) => node === inside,
  }) as unknown as HTMLElement;
  let selected = 0;
  const moves: number[] = [];
  const emit = (type: string) => {
    for (const fn of [...(listeners.get(type) ?? [])]) fn();
  };
  const select = (index: number) => {
    selected = index;
    moves.push(index);
    emit("select");
  };
  const api = {
    scrollSnapList: () => Array.from({ length: slides }, (_, i) => -i * 300),
    selectedScrollSnap: () => selected,
    canScrollNext: () => selected < slides - 1,
    scrollNext: () => select(selected + 1),
    scrollTo: (index: number) => select(index),
    rootNode: () => root,
    containerNode: () => root,
    internalEngine: () => ({
      ownerDocument: doc,
      ownerWindow: globalThis,
      options: { watchDrag: true },
      index: { clone: () => ({ add: (n: number) => ({ get: () => (selected + n) % slides }) }) },
      eventStore: {
        add(node: EventTarget, type: string, fn: () => void) {
          node.addEventListener(type, fn);
          return this;
        },
      },
    }),
    on(type: string, fn: () => void) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(fn);
      return api;
    },
    off(type: string, fn: () => void) {
      listeners.get(type)?.delete(fn);
      return api;
    },
    emit(type: string) {
      emit(type);
      return api;
    },
  };
  const plugin = Autoplay(AUTOPLAY_OPTIONS);
  plugin.init(
    api as never,
    {
      mergeOptions: (a: object, b?: object) => ({ ...a, ...b }),
      optionsAtMedia: (options: object) => options,
    } as never,
  );
  const binding = bindAutoplay(root, api, plugin);
  return {
    plugin,
    binding,
    moves,
    /** The visitor moves the carousel (a button, an arrow key). */
    userMove: () => select((selected + 1) % slides),
    drag: () => {
      emit("pointerDown");
      emit("pointerUp");
    },
    pointer: (type: string, pointerType: string) =>
      root.dispatchEvent(Object.assign(new Event(type), { pointerType })),
    focus: (type: string, relatedTarget: unknown) =>
      root.dispatchEvent(Object.assign(new Event(type), { relatedTarget })),
    inside,
    setVisibility(state: "visible" | "hidden") {
      doc.visibilityState = state;
      doc.dispatchEvent(new Event("visibilitychange"));
    },
  };
}

describe("autoplay (embla-carousel-autoplay and its pause reasons)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  // The veto of a plugin's own restart lands one microtask later.
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it("moves every 4 s, wrapping to the first slide after the last", async () => {
    const carousel = fakeEmbla(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(carousel.moves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(carousel.moves).toEqual([1]);
    await vi.advanceTimersByTimeAsync(8000);
    expect(carousel.moves).toEqual([1, 2, 0]);
    carousel.binding.unbind();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(carousel.moves).toEqual([1, 2, 0]);
  });

  it("waits until every reason to pause is gone, then a full delay", async () => {
    const carousel = fakeEmbla();
    carousel.pointer("pointerenter", "mouse");
    carousel.focus("focusin", null);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(carousel.moves).toEqual([]);
    carousel.pointer("pointerleave", "mouse"); // the focus is still inside
    await vi.advanceTimersByTimeAsync(10_000);
    expect(carousel.moves).toEqual([]);
    carousel.focus("focusout", carousel.inside); // moving between slides keeps it paused
    expect(carousel.binding.isPausedBy("focus")).toBe(true);
    carousel.focus("focusout", null);
    expect(carousel.plugin.isPlaying()).toBe(true);
    await vi.advanceTimersByTimeAsync(3999);
    expect(carousel.moves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(carousel.moves).toEqual([1]);
  });

  it("does not pause for a touch, and stays paused off screen and by the Pause button", async () => {
    const carousel = fakeEmbla();
    carousel.pointer("pointerenter", "touch");
    expect(carousel.plugin.isPlaying()).toBe(true);
    carousel.binding.pause("offscreen");
    carousel.binding.pause("user");
    expect(carousel.plugin.isPlaying()).toBe(false);
    carousel.binding.resume("offscreen");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(carousel.moves).toEqual([]);
    carousel.binding.resume("user");
    await vi.advanceTimersByTimeAsync(4000);
    expect(carousel.moves).toEqual([1]);
  });

  it("restarts the full delay after the visitor moves the carousel or drags it", async () => {
    const carousel = fakeEmbla(5);
    await vi.advanceTimersByTimeAsync(3000);
    carousel.userMove();
    await vi.advanceTimersByTimeAsync(3000);
    expect(carousel.moves).toEqual([1]);
    carousel.drag();
    await vi.advanceTimersByTimeAsync(3999);
    expect(carousel.moves).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(carousel.moves).toEqual([1, 2]);
  });

  it("pauses while the tab is hidden, and a drag or the tab coming back does not override a reason", async () => {
    const carousel = fakeEmbla();
    carousel.setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(carousel.moves).toEqual([]);
    carousel.setVisibility("visible");
    expect(carousel.plugin.isPlaying()).toBe(true);

    // A mouse drag happens under the pointer: hovering keeps it paused after the release.
    carousel.pointer("pointerenter", "mouse");
    carousel.drag();
    await settle();
    expect(carousel.plugin.isPlaying()).toBe(false);
    // Hidden then shown again while the focus is inside: still paused.
    carousel.pointer("pointerleave", "mouse");
    carousel.binding.pause("focus");
    carousel.setVisibility("hidden");
    carousel.setVisibility("visible");
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(carousel.moves).toEqual([]);
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
