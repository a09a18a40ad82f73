import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/ui/icons";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import type { Direction } from "~/components/ui/direction";
import { cn } from "~/lib/cn";
import {
  AUTOPLAY_OPTIONS,
  bindAutoplay,
  EMBLA_DURATION,
  prefersReducedMotion,
  type AutoplayBinding,
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
  // One plugin instance for the carousel's life (a new array would make embla re-init).
  // Under reduced motion there is none: nothing moves by itself.
  const [plugins] = React.useState(() =>
    autoplay && !reduced ? [Autoplay(AUTOPLAY_OPTIONS)] : [],
  );
  const [emblaRef, api] = useEmblaCarousel(
    {
      loop,
      align: "start",
      direction: dir,
      startIndex,
      // Under reduced motion slides jump instead of gliding.
      duration: reduced ? 0 : EMBLA_DURATION,
    },
    plugins,
  );
  const [edges, setEdges] = React.useState({ prev: loop, next: true });
  const [playing, setPlaying] = React.useState(plugins.length > 0);
  const autoplayRef = React.useRef<AutoplayBinding | null>(null);

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
    const plugin = api?.plugins().autoplay;
    if (!api || !node || !plugin) return;
    const binding = bindAutoplay(node, api, plugin);
    autoplayRef.current = binding;
    return () => {
      binding.unbind();
      autoplayRef.current = null;
    };
  }, [api, root]);

  // An arrow goes at its edge (no "previous" at the start, no "next" at the end); the keyboard
  // focus it held goes to the other one rather than back to the top of the page.
  const prevButton = React.useRef<HTMLButtonElement>(null);
  const nextButton = React.useRef<HTMLButtonElement>(null);
  const handOff = React.useRef<React.RefObject<HTMLButtonElement> | null>(null);
  React.useEffect(() => {
    const to = handOff.current;
    handOff.current = null;
    if (to) (to.current ?? viewport.current)?.focus();
  }, [edges, viewport]);

  if (!api || (!edges.prev && !edges.next)) return null;

  const move = (by: 1 | -1) => {
    if (by === 1) api.scrollNext();
    else api.scrollPrev();
    if (by === 1 && !api.canScrollNext()) handOff.current = prevButton;
    if (by === -1 && !api.canScrollPrev()) handOff.current = nextButton;
  };

  const toggle = () => {
    const binding = autoplayRef.current;
    if (!binding) return;
    if (playing) binding.pause("user");
    else binding.resume("user");
    setPlaying(!playing);
  };

  const round = cn(
    buttonVariants({ variant: "outline", size: "icon" }),
    "rounded-full bg-background/95 shadow-md",
  );
  // Phones and touch screens swipe: there the arrows would only sit over coupon text,
  // category circles and pictures (issue 22 item 14). The keyboard still moves the slides
  // from the focused scroller (carousel.tsx), and Tab reaches every card.
  const arrow = cn(
    round,
    "absolute top-1/2 hidden -translate-y-1/2 [@media(min-width:640px)_and_(pointer:fine)]:inline-flex",
  );
  return (
    <>
      {edges.prev ? (
        <button
          ref={prevButton}
          type="button"
          className={cn(arrow, "start-2")}
          onClick={() => move(-1)}
          aria-label={t("carousel.previous")}
        >
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
        </button>
      ) : null}
      {edges.next ? (
        <button
          ref={nextButton}
          type="button"
          className={cn(arrow, "end-2")}
          onClick={() => move(1)}
          aria-label={t("carousel.next")}
        >
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </button>
      ) : null}
      {plugins.length > 0 ? (
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
