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

/**
 * Options for embla-carousel-autoplay. The timer, the hidden tab (the plugin stops while the
 * document is hidden and plays again when it comes back) and the drag (`stopOnInteraction:
 * false`: a drag stops it and its release restarts the full delay) are the plugin's. Its
 * stopOnMouseEnter and stopOnFocusIn stay off: each restarts the carousel on its own way out
 * (mouseleave plays a carousel that still holds the keyboard focus), the focus one watches
 * only the slides (not the scroller or the buttons), and a tap on a phone fires mouseenter.
 * bindAutoplay() keeps those reasons instead.
 */
export const AUTOPLAY_OPTIONS = {
  delay: AUTOPLAY_DELAY_MS,
  stopOnInteraction: false,
  stopOnMouseEnter: false,
  stopOnFocusIn: false,
} as const;

/** Why autoplay is waiting, beside the plugin's own (hidden tab, drag in progress). */
export type PauseReason = "hover" | "focus" | "offscreen" | "user";

/** The plugin's controls (embla-carousel-autoplay's AutoplayType; only the lazy chunk imports it). */
export type AutoplayPlugin = { play: () => void; stop: () => void; reset: () => void };

/** The embla events bindAutoplay listens to. */
type EmblaEvents = {
  on: (event: "autoplay:play" | "select", fn: () => void) => unknown;
  off: (event: "autoplay:play" | "select", fn: () => void) => unknown;
};

export type AutoplayBinding = {
  pause: (reason: PauseReason) => void;
  resume: (reason: PauseReason) => void;
  isPausedBy: (reason: PauseReason) => boolean;
  unbind: () => void;
};

/**
 * Pauses the plugin while the pointer is over `root`, while the focus is inside it, while
 * `root` is off screen and while the visitor paused it; a move by the visitor (buttons, keys)
 * restarts the full delay. Each reason is kept separately, so leaving with the pointer does
 * not restart a carousel that still holds the keyboard focus. (prefers-reduced-motion is
 * checked by the caller: under it there is no plugin at all.)
 */
export function bindAutoplay(
  root: HTMLElement,
  embla: EmblaEvents,
  autoplay: AutoplayPlugin,
): AutoplayBinding {
  const reasons = new Set<PauseReason>();
  const pause = (reason: PauseReason) => {
    reasons.add(reason);
    autoplay.stop();
  };
  const resume = (reason: PauseReason) => {
    if (reasons.delete(reason) && reasons.size === 0) autoplay.play();
  };
  // The plugin plays again by itself (a drag released, the tab shown again) without knowing
  // our reasons. It emits autoplay:play before it marks itself playing, so the stop waits a
  // microtask, or stop() would find it not playing yet and do nothing.
  const veto = () => {
    if (reasons.size > 0) queueMicrotask(() => reasons.size > 0 && autoplay.stop());
  };
  // reset() restarts the delay only while playing; autoplay's own moves select too (harmless).
  const restart = () => autoplay.reset();
  embla.on("autoplay:play", veto);
  embla.on("select", restart);

  const off: Array<() => void> = [];
  const on = (type: string, fn: (event: Event) => void) => {
    root.addEventListener(type, fn);
    off.push(() => root.removeEventListener(type, fn));
  };
  // Touch also fires pointerenter/leave around a tap; only a hovering mouse or pen pauses.
  on("pointerenter", (e) => {
    if ((e as PointerEvent).pointerType !== "touch") pause("hover");
  });
  on("pointerleave", () => resume("hover"));
  on("focusin", () => pause("focus"));
  on("focusout", (e) => {
    const to = (e as FocusEvent).relatedTarget as Node | null;
    if (!to || !root.contains(to)) resume("focus");
  });
  if (typeof IntersectionObserver !== "undefined") {
    const observer = new IntersectionObserver(([entry]) =>
      entry?.isIntersecting ? resume("offscreen") : pause("offscreen"),
    );
    observer.observe(root);
    off.push(() => observer.disconnect());
  }
  return {
    pause,
    resume,
    isPausedBy: (reason) => reasons.has(reason),
    unbind() {
      embla.off("autoplay:play", veto);
      embla.off("select", restart);
      for (const fn of off) fn();
      autoplay.stop();
    },
  };
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}
