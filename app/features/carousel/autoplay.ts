/** Carousel timing (browsing §9): a slide every 4000 ms, each move taking 800 ms. */
export const AUTOPLAY_DELAY_MS = 4000;
export const SPEED_MS = 800;

/**
 * embla's `duration` is not milliseconds: each 1/60 s step adds `distance / duration` to the
 * velocity, which a friction of 0.68 then damps. Simulating that integrator (tests/unit/
 * carousel.test.ts) puts 28 at ≈ 800 ms to cover 99 % of the way for any distance (the
 * default 25 is ≈ 700 ms), the closest value to the spec's speed.
 */
export const EMBLA_DURATION = 28;

/** Why autoplay is waiting; it runs only while there is no reason left. */
export type PauseReason = "hover" | "focus" | "hidden" | "user" | "offscreen";

export type Autoplay = {
  pause: (reason: PauseReason) => void;
  resume: (reason: PauseReason) => void;
  /** Restarts the full delay (after the visitor moved the carousel themselves). */
  restart: () => void;
  isRunning: () => boolean;
  isPausedBy: (reason: PauseReason) => boolean;
  stop: () => void;
};

/**
 * A plain timer rather than embla-carousel-autoplay (not a dependency; a few lines here): calls
 * `next` every `delay` ms while nothing pauses it. Each pause reason is kept separately, so
 * leaving with the pointer does not restart a carousel that still holds the keyboard focus.
 */
export function createAutoplay(next: () => void, delay = AUTOPLAY_DELAY_MS): Autoplay {
  const reasons = new Set<PauseReason>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const arm = () => {
    clear();
    if (stopped || reasons.size > 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      next();
      arm();
    }, delay);
  };
  arm();
  return {
    pause(reason) {
      reasons.add(reason);
      clear();
    },
    resume(reason) {
      if (!reasons.delete(reason)) return;
      arm();
    },
    restart: () => (timer !== undefined ? arm() : undefined),
    isRunning: () => timer !== undefined,
    isPausedBy: (reason) => reasons.has(reason),
    stop() {
      stopped = true;
      clear();
    },
  };
}

/**
 * Wires an autoplay to the page: paused while the pointer is over `root`, while the focus is
 * inside it, while the tab is hidden and while `root` is off screen. Returns the unbinding.
 * (prefers-reduced-motion is checked by the caller: under it no autoplay is created at all.)
 */
export function bindAutoplay(root: HTMLElement, autoplay: Autoplay): () => void {
  const doc = root.ownerDocument;
  const off: Array<() => void> = [];
  const on = (target: EventTarget, type: string, fn: (event: Event) => void) => {
    target.addEventListener(type, fn);
    off.push(() => target.removeEventListener(type, fn));
  };
  // Touch also fires pointerenter/leave around a tap; only a hovering mouse or pen pauses.
  on(root, "pointerenter", (e) => {
    if ((e as PointerEvent).pointerType !== "touch") autoplay.pause("hover");
  });
  on(root, "pointerleave", () => autoplay.resume("hover"));
  on(root, "focusin", () => autoplay.pause("focus"));
  on(root, "focusout", (e) => {
    const to = (e as FocusEvent).relatedTarget as Node | null;
    if (!to || !root.contains(to)) autoplay.resume("focus");
  });
  const visibility = () =>
    doc.visibilityState === "hidden" ? autoplay.pause("hidden") : autoplay.resume("hidden");
  on(doc, "visibilitychange", visibility);
  visibility();
  if (typeof IntersectionObserver !== "undefined") {
    const observer = new IntersectionObserver(([entry]) =>
      entry?.isIntersecting ? autoplay.resume("offscreen") : autoplay.pause("offscreen"),
    );
    observer.observe(root);
    off.push(() => observer.disconnect());
  }
  return () => {
    for (const fn of off) fn();
    autoplay.stop();
  };
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}
