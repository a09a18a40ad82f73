import * as React from "react";
import { useDirection, type Direction } from "~/components/ui/direction";
import { cn } from "~/lib/cn";
import type { EnhancerProps } from "./carousel-enhancer";

/*
 * embla (≈ 7 KB gzip) is fetched only by a page that renders a carousel, only after hydration
 * and only once a carousel comes near the screen: this dynamic import is the only way to it
 * (never import ./carousel-enhancer or embla-carousel-react statically, or it joins the entry
 * bundle of every route).
 */
const CarouselEnhancer = React.lazy(() => import("./carousel-enhancer"));

export type CarouselControls = {
  /** Next slide (wraps in a looping carousel). Works before embla has loaded too. */
  next: () => void;
  prev: () => void;
};

const CarouselContext = React.createContext<CarouselControls | null>(null);

/** For a slide that moves its carousel (the video ad advances when it ends); null outside one. */
export function useCarousel(): CarouselControls | null {
  return React.useContext(CarouselContext);
}

type Api = { scrollNext: () => void; scrollPrev: () => void };

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
  loop?: boolean;
};

/**
 * A row of slides. In the server HTML (and without JavaScript) it is a list in a horizontal
 * scroller with CSS scroll snap: a thumb swipes it, the keyboard scrolls it (the scroller takes
 * focus), nothing is hidden. Once hydrated and near the screen the same DOM is handed to embla:
 * the scroller stops scrolling natively and embla moves the list (loop, RTL, 800 ms moves,
 * autoplay), and previous/next buttons appear — they are never in the HTML, so there are no
 * dead buttons without JavaScript. Nothing changes size on the way: no layout shift.
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
  const apiRef = React.useRef<Api | null>(null);
  const [near, setNear] = React.useState(false);
  const [enhanced, setEnhanced] = React.useState(false);
  const several = slides.length > 1;

  React.useEffect(() => {
    const root = rootRef.current;
    if (!root || !several) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "400px" },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [several]);

  const controls = React.useMemo<CarouselControls>(
    () => ({
      next: () =>
        apiRef.current ? apiRef.current.scrollNext() : step(viewportRef.current, 1, dir),
      prev: () =>
        apiRef.current ? apiRef.current.scrollPrev() : step(viewportRef.current, -1, dir),
    }),
    [dir],
  );

  const onReady = React.useCallback((api: Api | null) => {
    apiRef.current = api;
    setEnhanced(api !== null);
  }, []);

  // With embla the scroller no longer scrolls natively: arrow keys move the slides instead.
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!enhanced || event.target !== event.currentTarget) return;
    const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    if (event.key !== forward && event.key !== back) return;
    event.preventDefault();
    if (event.key === forward) controls.next();
    else controls.prev();
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
            // bar that disappears after hydration would shift everything below it.
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
                  // size the loop's seam, and ignores `gap` there.
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
        {near && several ? (
          <React.Suspense fallback={null}>
            <CarouselEnhancer
              {...({
                root: rootRef,
                viewport: viewportRef,
                loop,
                autoplay,
                dir,
                onReady,
              } satisfies EnhancerProps)}
            />
          </React.Suspense>
        ) : null}
      </div>
    </CarouselContext.Provider>
  );
}

/** Native scroll by one slide, for a slide that asks to move before embla has loaded. */
function step(viewport: HTMLElement | null, by: 1 | -1, dir: Direction) {
  const slide = viewport?.querySelector("li");
  if (!viewport || !slide) return;
  const gap = parseFloat(getComputedStyle(slide).marginInlineEnd) || 0;
  const distance = (slide.getBoundingClientRect().width + gap) * by;
  viewport.scrollBy({ left: dir === "rtl" ? -distance : distance, behavior: "smooth" });
}
