/** Carousel timing (browsing §9): a slide every 4000 ms, each move taking 800 ms. */
export const AUTOPLAY_DELAY_MS = 4000;
export const SPEED_MS = 800;

/**
 * embla's `duration` is not milliseconds: each 1/60 s step adds `distance / duration` to the
 * velocity, which a friction of 0.68 then damps. Simulating that integrator (tests/unit/
 * carousel.test.ts) puts 28 at ≈ 800 ms to cover 99 % of the way for any distance (the
 * default 25 is ≈ 700 ms), the closest value to the spec's speed. (embla moves a carousel
 * only once a mouse has come over it: carousel.tsx.)
 */
export const EMBLA_DURATION = 28;

/**
 * Why autoplay is waiting: the pointer over it, the focus in it, off screen, the tab hidden, a
 * finger on it, or the visitor's Pause button.
 */
export type PauseReason = "hover" | "focus" | "offscreen" | "hidden" | "touch" | "user";

export type Autoplay = {
  pause: (reason: PauseReason) => void;
  resume: (reason: PauseReason) => void;
  isPausedBy: (reason: PauseReason) => boolean;
  /** The visitor moved the carousel: the next move comes a full delay later. */
  restart: () => void;
  stop: () => void;
};

/**
 * Calls `advance` every `delay` ms while nothing holds it: the pointer over `root`, the focus
 * inside it, `root` off screen, the document hidden, a touch on it, or the visitor's Pause.
 * Each reason is kept separately, so leaving with the pointer does not restart a carousel that
 * still holds the keyboard focus, and when the last reason goes the next move is a full delay
 * away. (No timer of embla's: embla is not loaded on a first visit. prefers-reduced-motion is
 * checked by the caller: under it there is no autoplay at all.)
 */
export function startAutoplay(
  root: HTMLElement,
  advance: () => void,
  { delay = AUTOPLAY_DELAY_MS, doc = root.ownerDocument } = {},
): Autoplay {
  const reasons = new Set<PauseReason>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (reasons.size > 0) return;
    timer = setTimeout(() => {
      advance();
      schedule();
    }, delay);
  };
  const pause = (reason: PauseReason) => {
    reasons.add(reason);
    schedule();
  };
  const resume = (reason: PauseReason) => {
    if (reasons.delete(reason) && reasons.size === 0) schedule();
  };

  const off: Array<() => void> = [];
  const on = (target: EventTarget, type: string, fn: (event: Event) => void) => {
    target.addEventListener(type, fn, { passive: true });
    off.push(() => target.removeEventListener(type, fn));
  };
  // Touch also fires pointerenter/leave around a tap; only a hovering mouse or pen pauses.
  on(root, "pointerenter", (e) => {
    if ((e as PointerEvent).pointerType !== "touch") pause("hover");
  });
  on(root, "pointerleave", () => resume("hover"));
  on(root, "focusin", () => pause("focus"));
  on(root, "focusout", (e) => {
    const to = (e as FocusEvent).relatedTarget as Node | null;
    if (!to || !root.contains(to)) resume("focus");
  });
  // A swipe: no move under the finger, and a full delay after it lets go.
  on(root, "touchstart", () => pause("touch"));
  on(root, "touchend", () => resume("touch"));
  on(root, "touchcancel", () => resume("touch"));
  const visibility = () => (doc.visibilityState === "hidden" ? pause("hidden") : resume("hidden"));
  on(doc, "visibilitychange", visibility);
  if (doc.visibilityState === "hidden") reasons.add("hidden");
  if (typeof IntersectionObserver !== "undefined") {
    const observer = new IntersectionObserver(([entry]) =>
      entry?.isIntersecting ? resume("offscreen") : pause("offscreen"),
    );
    observer.observe(root);
    off.push(() => observer.disconnect());
  }
  schedule();
  return {
    pause,
    resume,
    isPausedBy: (reason) => reasons.has(reason),
    restart: () => {
      if (timer !== undefined) schedule();
    },
    stop() {
      for (const fn of off) fn();
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}
