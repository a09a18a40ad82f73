import type { Direction } from "~/components/ui/direction";
import { SPEED_MS } from "./autoplay";

/*
 * The carousel's moves on the browser's own scroller (issue 27 item 4: embla, 9.6 KB, is no
 * longer part of a first visit). Positions are "forward" distances: 0 at the first slide,
 * growing towards the last, in both directions — an RTL scroller's scrollLeft runs from 0 to
 * negative values in every current browser, so it is negated there.
 */

/** How far the scroller has moved forward from its first slide, in px. */
export function positionOf(viewport: HTMLElement, dir: Direction): number {
  return dir === "rtl" ? -viewport.scrollLeft : viewport.scrollLeft;
}

function setPosition(viewport: HTMLElement, dir: Direction, position: number) {
  viewport.scrollLeft = dir === "rtl" ? -position : position;
}

/** The farthest forward position (0 when the slides fit). */
export function maxPositionOf(viewport: HTMLElement): number {
  return Math.max(0, viewport.scrollWidth - viewport.clientWidth);
}

/**
 * The positions that put a slide's start edge on the scroller's start edge, clamped to what the
 * scroller can reach and without duplicates: the slides scroll-snap rests on, and the same
 * list embla computes (align "start", containScroll "trimSnaps"), so handing over to embla
 * does not move anything.
 */
export function snapPositions(viewport: HTMLElement, dir: Direction): number[] {
  const box = viewport.getBoundingClientRect();
  const position = positionOf(viewport, dir);
  const starts = [...viewport.querySelectorAll(":scope > ul > li")].map((slide) => {
    const rect = slide.getBoundingClientRect();
    return (dir === "rtl" ? box.right - rect.right : rect.left - box.left) + position;
  });
  return distinctSnaps(starts, maxPositionOf(viewport));
}

/** Clamps the slides' start positions to [0, max] and drops those within 1 px of another. */
export function distinctSnaps(starts: number[], max: number): number[] {
  const snaps: number[] = [];
  for (const start of starts.map((s) => Math.min(max, Math.max(0, s))).sort((a, b) => a - b)) {
    if (snaps.length === 0 || start - snaps[snaps.length - 1]! > 1) snaps.push(start);
  }
  return snaps;
}

/**
 * Where a move by one slide goes from `position`: the next snap after it (or before it), or
 * with `loop` back to the first (last) at the end (start). null when there is nowhere to go.
 * A sub-pixel rest position counts as the snap it rests on.
 */
export function stepTarget(
  snaps: number[],
  position: number,
  by: 1 | -1,
  loop: boolean,
): number | null {
  if (snaps.length < 2) return null;
  const first = snaps[0]!;
  const last = snaps[snaps.length - 1]!;
  if (by === 1) {
    const next = snaps.find((snap) => snap > position + 1);
    return next ?? (loop ? first : null);
  }
  const previous = [...snaps].reverse().find((snap) => snap < position - 1);
  return previous ?? (loop ? last : null);
}

/** Index of the snap nearest `position`. */
export function nearestSnap(snaps: number[], position: number): number {
  let best = 0;
  snaps.forEach((snap, index) => {
    if (Math.abs(snap - position) < Math.abs(snaps[best]! - position)) best = index;
  });
  return best;
}

/** Which buttons make sense: none when nothing scrolls; always both in a looping carousel. */
export function edgesOf(
  position: number,
  max: number,
  loop: boolean,
): { prev: boolean; next: boolean } {
  if (max <= 1) return { prev: false, next: false };
  return { prev: loop || position > 1, next: loop || position < max - 1 };
}

/** embla's glide, roughly: fast at first, slowing down into the slide (ease-out cubic). */
export const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Scrolls to `target` in `ms` (browsing §9: 800 ms) and returns a function that stops the
 * glide where it is. Frame by frame rather than `scrollTo({ behavior: "smooth" })`: the
 * browser picks its own smooth-scroll duration (a few hundred ms, by distance). Mandatory
 * scroll snapping would pull every intermediate position back to a slide, so it is off while
 * gliding; the glide ends on a snap position, where turning it back on moves nothing.
 * `ms` 0 (reduced motion) jumps. `onEnd` runs once, when it arrives or is stopped.
 */
export function glide(
  viewport: HTMLElement,
  dir: Direction,
  target: number,
  ms: number = SPEED_MS,
  onEnd: () => void = () => {},
): () => void {
  const from = positionOf(viewport, dir);
  if (ms <= 0 || Math.abs(target - from) < 1) {
    setPosition(viewport, dir, target);
    onEnd();
    return () => {};
  }
  viewport.style.scrollSnapType = "none";
  let frame = 0;
  let started: number | null = null;
  let ended = false;
  const done = () => {
    cancelAnimationFrame(frame);
    if (ended) return;
    ended = true;
    viewport.style.scrollSnapType = "";
    onEnd();
  };
  const step = (now: number) => {
    started ??= now;
    const t = Math.min(1, (now - started) / ms);
    setPosition(viewport, dir, from + (target - from) * easeOut(t));
    if (t < 1) frame = requestAnimationFrame(step);
    else done();
  };
  frame = requestAnimationFrame(step);
  return done;
}
