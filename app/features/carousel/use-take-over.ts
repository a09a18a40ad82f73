import * as React from "react";
import type { Direction } from "~/components/ui/direction";
import type { Autoplay } from "./autoplay";
import type { EmblaApi } from "./carousel-enhancer";
import { nearestSnap, positionOf, snapPositions } from "./native-scroll";

/**
 * Who moves a carousel's scroller besides its buttons: the visitor's arrow keys, and embla once
 * a mouse came over it (carousel.tsx). Both must first stop a glide (a button's, autoplay's)
 * that is still running, or the two fight over the scroll position.
 */

/** The glide carousel.tsx runs on the native scroller: where it is going, how to stop it. */
export type Glide = {
  stop: React.MutableRefObject<(() => void) | null>;
  /** The position the running glide ends at; null when none runs. */
  target: React.MutableRefObject<number | null>;
};

/**
 * embla, brought by a mouse. Native scrolling has no mouse drag: a mouse over a carousel that
 * scrolls mounts the enhancer (`embla` says where it starts), which hands its api to `onReady`
 * into `apiRef`; `enhanced` is true while embla holds the scroller.
 */
export function useEmblaTakeOver({
  apiRef,
  viewportRef,
  dir,
  scrolls,
  glide,
  syncEdges,
}: {
  apiRef: React.MutableRefObject<EmblaApi | null>;
  viewportRef: React.RefObject<HTMLDivElement>;
  dir: Direction;
  /** There is somewhere to scroll (a carousel that fits needs no drag). */
  scrolls: boolean;
  glide: Glide;
  syncEdges: () => void;
}) {
  const [embla, setEmbla] = React.useState<{ startIndex: number } | null>(null);
  const [enhanced, setEnhanced] = React.useState(false);

  const onReady = React.useCallback(
    (api: EmblaApi | null) => {
      apiRef.current = api;
      setEnhanced(api !== null);
      syncEdges();
    },
    [apiRef, syncEdges],
  );

  // Where the scroller rests — or glides to — is where embla starts, so nothing jumps.
  const onPointerEnter = (event: React.PointerEvent) => {
    const viewport = viewportRef.current;
    if (event.pointerType !== "mouse" || embla || !scrolls || !viewport) return;
    const snaps = snapPositions(viewport, dir);
    const startIndex = nearestSnap(snaps, glide.target.current ?? positionOf(viewport, dir));
    glide.stop.current?.();
    setEmbla({ startIndex });
  };

  return { embla, enhanced, onReady, onPointerEnter };
}

/**
 * The arrow keys on the focused scroller (the reading direction's forward key moves forward).
 * Each restarts autoplay's count. Natively the browser scrolls (and snaps) by itself; embla
 * needs the slide moved.
 */
export function useArrowKeys({
  dir,
  enhanced,
  autoplayRef,
  glide,
  move,
}: {
  dir: Direction;
  enhanced: boolean;
  autoplayRef: React.RefObject<Autoplay | null>;
  glide: Glide;
  move: (by: 1 | -1) => unknown;
}) {
  return (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    if (event.key !== forward && event.key !== back) return;
    autoplayRef.current?.restart();
    // Natively the arrow keys scroll the focused scroller (and snap), once no glide (a button's,
    // autoplay's) fights them, as a finger or a wheel stops one; embla needs them moved.
    if (!enhanced) {
      glide.stop.current?.();
      return;
    }
    event.preventDefault();
    move(event.key === forward ? 1 : -1);
  };
}
