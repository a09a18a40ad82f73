import useEmblaCarousel from "embla-carousel-react";
import * as React from "react";
import type { Direction } from "~/components/ui/direction";
import { EMBLA_DURATION, prefersReducedMotion } from "./autoplay";

/*
 * Loaded only through carousel.tsx's dynamic import (its own chunk, with embla in it), once a
 * mouse comes over a carousel that scrolls: native scrolling cannot be dragged with a mouse,
 * embla can. It takes over the scroller the server rendered (and the buttons and autoplay of
 * carousel.tsx then move it through `api`); it renders nothing.
 */

export type EmblaApi = {
  scrollNext: () => void;
  scrollPrev: () => void;
  scrollTo: (index: number) => void;
  canScrollNext: () => boolean;
  canScrollPrev: () => boolean;
  scrollSnapList: () => number[];
};

export type EnhancerProps = {
  viewport: React.RefObject<HTMLDivElement>;
  dir: Direction;
  /** The snap to start on: where native scrolling rests (or is gliding to). */
  startIndex: number;
  onReady: (api: EmblaApi | null) => void;
  /** The selected slide changed (edges to redraw). */
  onSelect: () => void;
};

const useIsoLayoutEffect =
  typeof document === "undefined" ? React.useEffect : React.useLayoutEffect;

export default function CarouselEnhancer({
  viewport,
  dir,
  startIndex,
  onReady,
  onSelect,
}: EnhancerProps) {
  const [reduced] = React.useState(() => prefersReducedMotion());
  const [start] = React.useState(startIndex);
  const [emblaRef, api] = useEmblaCarousel({
    // No loop: embla's loop lays the slides out differently from the scroller's (the first
    // slides after the last), so taking over at the end would jump. carousel.tsx wraps
    // instead, as native scrolling does.
    loop: false,
    align: "start",
    direction: dir,
    startIndex: start,
    // Under reduced motion slides jump instead of gliding.
    duration: reduced ? 0 : EMBLA_DURATION,
  });

  // Before the next paint: stop native scrolling (inline, the classes follow on re-render) and
  // hand the node to embla, so no frame shows both the scroll offset and embla's transform.
  useIsoLayoutEffect(() => {
    const node = viewport.current;
    if (!node) return;
    node.style.overflow = "hidden";
    node.style.scrollSnapType = "none";
    node.scrollLeft = 0;
    emblaRef(node);
    return () => {
      node.style.overflow = "";
      node.style.scrollSnapType = "";
      emblaRef(null);
    };
  }, [emblaRef, viewport]);

  React.useEffect(() => {
    if (!api) return;
    onReady(api);
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
      onReady(null);
    };
  }, [api, onReady, onSelect]);

  return null;
}
