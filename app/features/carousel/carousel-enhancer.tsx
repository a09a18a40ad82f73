import useEmblaCarousel from "embla-carousel-react";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import type { Direction } from "~/components/ui/direction";
import { cn } from "~/lib/cn";
import {
  bindAutoplay,
  createAutoplay,
  EMBLA_DURATION,
  prefersReducedMotion,
  type Autoplay,
} from "./autoplay";

/*
 * Loaded only through carousel.tsx's dynamic import (its own chunk, with embla in it). It
 * drives the scroller the server rendered and adds the buttons; it renders no slides itself.
 */

export type EnhancerProps = {
  root: React.RefObject<HTMLElement>;
  viewport: React.RefObject<HTMLDivElement>;
  loop: boolean;
  autoplay: boolean;
  dir: Direction;
  onReady: (api: { scrollNext: () => void; scrollPrev: () => void } | null) => void;
};

const useIsoLayoutEffect =
  typeof document === "undefined" ? React.useEffect : React.useLayoutEffect;

export default function CarouselEnhancer({
  root,
  viewport,
  loop,
  autoplay,
  dir,
  onReady,
}: EnhancerProps) {
  const { t } = useTranslation("promotions");
  const [reduced] = React.useState(() => prefersReducedMotion());
  // Start where the visitor had already scrolled natively, so taking over does not jump.
  const [startIndex] = React.useState(() => nearestSlide(viewport.current, dir));
  const [emblaRef, api] = useEmblaCarousel({
    loop,
    align: "start",
    direction: dir,
    startIndex,
    // Under reduced motion slides jump instead of gliding.
    duration: reduced ? 0 : EMBLA_DURATION,
  });
  const [edges, setEdges] = React.useState({ prev: loop, next: true });
  const [playing, setPlaying] = React.useState(autoplay && !reduced);
  const autoplayRef = React.useRef<Autoplay | null>(null);

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
    const sync = () => setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
      onReady(null);
    };
  }, [api, onReady]);

  React.useEffect(() => {
    const node = root.current;
    if (!api || !node || !autoplay || reduced) return;
    const timer = createAutoplay(() => (api.canScrollNext() ? api.scrollNext() : api.scrollTo(0)));
    autoplayRef.current = timer;
    // A move by the visitor (button, drag, keys) restarts the full 4 s before the next one.
    const restart = () => timer.restart();
    api.on("select", restart);
    const unbind = bindAutoplay(node, timer);
    return () => {
      api.off("select", restart);
      unbind();
      autoplayRef.current = null;
    };
  }, [api, autoplay, reduced, root]);

  if (!api || (!edges.prev && !edges.next)) return null;

  const toggle = () => {
    const timer = autoplayRef.current;
    if (!timer) return;
    if (playing) timer.pause("user");
    else timer.resume("user");
    setPlaying(!playing);
  };

  const round = cn(
    buttonVariants({ variant: "outline", size: "icon" }),
    "pointer-events-auto rounded-full bg-background/95 shadow-md",
  );
  return (
    <>
      <div className="pointer-events-none absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
        <button
          type="button"
          className={round}
          onClick={() => api.scrollPrev()}
          disabled={!edges.prev}
          aria-label={t("carousel.previous")}
        >
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
        </button>
        <button
          type="button"
          className={round}
          onClick={() => api.scrollNext()}
          disabled={!edges.next}
          aria-label={t("carousel.next")}
        >
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </button>
      </div>
      {autoplay && !reduced ? (
        // WCAG 2.2.2: moving content that starts by itself needs a way to stop it.
        <button
          type="button"
          className={cn(round, "absolute end-2 top-2 size-8")}
          onClick={toggle}
          aria-label={playing ? t("carousel.pause") : t("carousel.play")}
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </button>
      ) : null}
    </>
  );
}

/** Index of the slide whose start edge is nearest the scroller's start edge. */
function nearestSlide(viewport: HTMLElement | null, dir: Direction): number {
  if (!viewport) return 0;
  const box = viewport.getBoundingClientRect();
  let best = 0;
  let bestDistance = Infinity;
  viewport.querySelectorAll(":scope > ul > li").forEach((slide, index) => {
    const rect = slide.getBoundingClientRect();
    const distance = Math.abs(dir === "rtl" ? rect.right - box.right : rect.left - box.left);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
