import * as React from "react";
import { useDirection } from "~/components/ui/direction";
import { cn } from "~/lib/cn";
import { prefersReducedMotion, startAutoplay, type Autoplay } from "./autoplay";
import { CarouselControls } from "./carousel-controls";
import { useReducedMotion } from "./use-reduced-motion";
import type { EmblaApi, EnhancerProps } from "./carousel-enhancer";
import {
  edgesOf,
  glide,
  maxPositionOf,
  positionOf,
  snapPositions,
  stepTarget,
} from "./native-scroll";
import { useArrowKeys, useEmblaTakeOver, type Glide } from "./use-take-over";

/*
 * embla (≈ 9 KB with its chunk) is fetched only when a mouse comes over a carousel that
 * scrolls, to drag it: this dynamic import is the only way to it (never import
 * ./carousel-enhancer or embla-carousel-react statically, or it joins the entry bundle of
 * every route). Everything else — buttons, autoplay, keyboard, swipe — is native scrolling.
 */
const CarouselEnhancer = React.lazy(() => import("./carousel-enhancer"));

export type CarouselControls = {
  /** Next slide (wraps in a looping carousel). */
  next: () => void;
  prev: () => void;
};

const CarouselContext = React.createContext<CarouselControls | null>(null);

/** For a slide that moves its carousel (the video ad advances when it ends); null outside one. */
export function useCarousel(): CarouselControls | null {
  return React.useContext(CarouselContext);
}

export type CarouselProps = {
  /** Accessible name of the carousel region ("Banners", the section's title…). */
  label: string;
  /** One child per slide. */
  children: React.ReactNode;
  /** Size of each slide (e.g. "w-[320px] max-w-[85vw]", "basis-full sm:basis-1/2"). */
  slideClassName?: string;
  className?: string;
  /** Advance every 4000 ms (browsing §9); implies `loop` unless told otherwise. */
  autoplay?: boolean;
  /** Next at the end goes back to the first slide (previous at the start, to the last). */
  loop?: boolean;
};

type Edges = { prev: boolean; next: boolean };
const NO_EDGES: Edges = { prev: false, next: false };

/**
 * A row of slides. In the server HTML (and without JavaScript) it is a list in a horizontal
 * scroller with CSS scroll snap: a thumb swipes it, the keyboard scrolls it (the scroller takes
 * focus), nothing is hidden. Once hydrated the same scroller gets previous/next buttons (and
 * pause/play when it plays by itself, every 4 s with an 800 ms glide) that scroll it natively —
 * they are never in the HTML, so there are no dead buttons without JavaScript. A mouse over it
 * brings embla, which takes the same DOM over so that it can be dragged. Nothing changes size
 * on the way: no layout shift.
 */
export function Carousel({
  label,
  children,
  slideClassName,
  className,
  autoplay = false,
  loop = autoplay,
}: CarouselProps) {
  const dir = useDirection();
  const slides = React.Children.toArray(children);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const viewportRef = React.useRef<HTMLDivElement>(null);
  const apiRef = React.useRef<EmblaApi | null>(null);
  const stopGlide = React.useRef<(() => void) | null>(null);
  const gliding = React.useRef<number | null>(null);
  const autoplayRef = React.useRef<Autoplay | null>(null);
  const [hydrated, setHydrated] = React.useState(false);
  const [edges, setEdges] = React.useState<Edges>(NO_EDGES);
  const [playing, setPlaying] = React.useState(true);
  const reduced = useReducedMotion();
  const several = slides.length > 1;

  const syncEdges = React.useCallback(() => {
    const api = apiRef.current;
    const viewport = viewportRef.current;
    if (api) {
      const prev = api.canScrollPrev();
      const next = api.canScrollNext();
      setEdges(prev || next ? { prev: loop || prev, next: loop || next } : NO_EDGES);
    } else if (viewport) {
      setEdges(edgesOf(positionOf(viewport, dir), maxPositionOf(viewport), loop));
    }
  }, [dir, loop]);

  /** One slide on (or back); answers the buttons that will be left there. */
  const move = React.useCallback(
    (by: 1 | -1): Edges => {
      const api = apiRef.current;
      const viewport = viewportRef.current;
      if (api) {
        const snaps = api.scrollSnapList().length;
        if (by === 1 && api.canScrollNext()) api.scrollNext();
        else if (by === 1 && loop) api.scrollTo(0);
        else if (by === -1 && api.canScrollPrev()) api.scrollPrev();
        else if (by === -1 && loop) api.scrollTo(snaps - 1);
        return { prev: loop || api.canScrollPrev(), next: loop || api.canScrollNext() };
      }
      if (!viewport) return NO_EDGES;
      const max = maxPositionOf(viewport);
      const target = stepTarget(snapPositions(viewport, dir), positionOf(viewport, dir), by, loop);
      if (target === null) return edgesOf(positionOf(viewport, dir), max, loop);
      stopGlide.current?.();
      gliding.current = target;
      stopGlide.current = glide(
        viewport,
        dir,
        target,
        prefersReducedMotion() ? 0 : undefined,
        () => {
          gliding.current = null;
          stopGlide.current = null;
        },
      );
      return edgesOf(target, max, loop);
    },
    [dir, loop],
  );

  const controls = React.useMemo<CarouselControls>(
    () => ({ next: () => move(1), prev: () => move(-1) }),
    [move],
  );

  React.useEffect(() => {
    setHydrated(true);
    syncEdges();
    const viewport = viewportRef.current;
    if (!viewport || !several) return;
    // Edges follow the scroller (a swipe, the keyboard, a glide), once a frame at most.
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(syncEdges);
    };
    // A finger or a wheel on the scroller takes over from a glide.
    const onTakeOver = () => stopGlide.current?.();
    viewport.addEventListener("scroll", onScroll, { passive: true });
    viewport.addEventListener("touchstart", onTakeOver, { passive: true });
    viewport.addEventListener("wheel", onTakeOver, { passive: true });
    // Slides that change size (a late font, a picture, the window) change what there is to
    // scroll: the arrows follow, as embla's own resize watch made them.
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(onScroll);
    resized?.observe(viewport);
    viewport.querySelectorAll(":scope > ul > li").forEach((slide) => resized?.observe(slide));
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener("scroll", onScroll);
      viewport.removeEventListener("touchstart", onTakeOver);
      viewport.removeEventListener("wheel", onTakeOver);
      resized?.disconnect();
      stopGlide.current?.();
    };
  }, [several, syncEdges]);

  const scrolls = edges.prev || edges.next;
  const plays = autoplay && several && !reduced && scrolls;
  const pausedByVisitor = React.useRef(false);
  pausedByVisitor.current = !playing;
  React.useEffect(() => {
    const root = rootRef.current;
    if (!plays || !root) return;
    const binding = startAutoplay(root, () => move(1));
    // A new timer (the slides stopped and started scrolling again, on a resize) keeps the
    // visitor's Pause and knows the focus is already inside.
    if (pausedByVisitor.current) binding.pause("user");
    if (root.contains(document.activeElement)) binding.pause("focus");
    autoplayRef.current = binding;
    return () => {
      binding.stop();
      autoplayRef.current = null;
    };
  }, [plays, move]);

  const running: Glide = { stop: stopGlide, target: gliding };
  const { embla, enhanced, onReady, onPointerEnter } = useEmblaTakeOver({
    apiRef,
    viewportRef,
    dir,
    scrolls,
    glide: running,
    syncEdges,
  });
  const onKeyDown = useArrowKeys({ dir, enhanced, autoplayRef, glide: running, move });

  const userMove = (by: 1 | -1) => {
    autoplayRef.current?.restart();
    return move(by);
  };

  const toggle = () => {
    const binding = autoplayRef.current;
    if (!binding) return;
    if (playing) binding.pause("user");
    else binding.resume("user");
    setPlaying(!playing);
  };

  return (
    <CarouselContext.Provider value={controls}>
      {/* A group, not a region: the carousel usually sits in a section of the same name, and
          two landmarks with one name break axe's landmark-unique rule. */}
      <div
        ref={rootRef}
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
        className={cn("relative", className)}
        onPointerEnter={onPointerEnter}
      >
        <div
          ref={viewportRef}
          // Focusable so the keyboard can scroll it (and axe's scrollable-region-focusable).
          tabIndex={0}
          onKeyDown={onKeyDown}
          className={cn(
            // `relative`: absolutely positioned bits of a slide (sr-only text, stretched links)
            // must be clipped by this scroller, or off-screen slides widen the whole page.
            "relative rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
            // No visible scrollbar in either state: embla hides it when it takes over, and a
            // bar that disappears then would shift everything below it.
            "[scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
            enhanced
              ? "overflow-hidden"
              : "snap-x snap-mandatory overflow-x-auto overscroll-x-contain",
          )}
        >
          <ul className={cn("flex", enhanced && "touch-pan-y touch-pinch-zoom")}>
            {slides.map((slide, index) => (
              <li
                // Children.toArray gave each child a stable key.
                key={React.isValidElement(slide) && slide.key !== null ? slide.key : index}
                className={cn(
                  // Spacing is a margin, not `gap`: embla reads the last slide's margin to
                  // size its snaps, and ignores `gap` there.
                  "me-4 min-w-0 shrink-0 grow-0 snap-start",
                  !loop && "last:me-0",
                  slideClassName,
                )}
              >
                {slide}
              </li>
            ))}
          </ul>
        </div>
        {hydrated && several ? (
          <CarouselControls
            edges={edges}
            playing={plays ? playing : null}
            onMove={userMove}
            onToggle={toggle}
            fallbackFocus={viewportRef}
          />
        ) : null}
        {embla ? (
          <React.Suspense fallback={null}>
            <CarouselEnhancer
              {...({
                viewport: viewportRef,
                dir,
                startIndex: embla.startIndex,
                onReady,
                onSelect: syncEdges,
              } satisfies EnhancerProps)}
            />
          </React.Suspense>
        ) : null}
      </div>
    </CarouselContext.Provider>
  );
}
