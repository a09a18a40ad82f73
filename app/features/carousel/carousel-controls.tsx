import * as React from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/*
 * The carousel's buttons: previous/next and, for one that plays by itself, pause/play. Drawn
 * only once hydrated (carousel.tsx): never dead buttons in the HTML or without JavaScript.
 */

export type ControlsProps = {
  edges: { prev: boolean; next: boolean };
  /** null: no pause button (nothing plays by itself, or reduced motion). */
  playing: boolean | null;
  /** Moves by one slide; answers which buttons will be left once there. */
  onMove: (by: 1 | -1) => { prev: boolean; next: boolean };
  onToggle: () => void;
  /** Where the focus goes when the arrow holding it disappears at an edge. */
  fallbackFocus: React.RefObject<HTMLElement>;
};

export function CarouselControls({
  edges,
  playing,
  onMove,
  onToggle,
  fallbackFocus,
}: ControlsProps) {
  const { t } = useTranslation("promotions");
  // An arrow goes at its edge (no "previous" at the start, no "next" at the end); the keyboard
  // focus it held goes to the other one rather than back to the top of the page.
  const prevButton = React.useRef<HTMLButtonElement>(null);
  const nextButton = React.useRef<HTMLButtonElement>(null);
  const handOff = React.useRef<React.RefObject<HTMLButtonElement> | null>(null);
  React.useEffect(() => {
    const to = handOff.current;
    if (!to) return;
    // The glide reaches the edge a few frames after the press: wait until the button is gone.
    if (to === prevButton ? edges.next : edges.prev) return;
    handOff.current = null;
    (to.current ?? fallbackFocus.current)?.focus();
  }, [edges, fallbackFocus]);

  if (!edges.prev && !edges.next) return null;

  const move = (by: 1 | -1) => {
    const after = onMove(by);
    if (by === 1 && !after.next) handOff.current = prevButton;
    if (by === -1 && !after.prev) handOff.current = nextButton;
  };

  const round = cn(
    buttonVariants({ variant: "outline", size: "icon" }),
    "rounded-full bg-background/95 shadow-md",
  );
  // Phones and touch screens swipe: there the arrows would only sit over coupon text,
  // category circles and pictures (issue 22 item 14). The keyboard still moves the slides
  // from the focused scroller, and Tab reaches every card.
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
      {playing !== null ? (
        // WCAG 2.2.2: moving content that starts by itself needs a way to stop it.
        <button
          type="button"
          className={cn(round, "absolute end-2 top-2 size-8")}
          onClick={onToggle}
          aria-label={playing ? t("carousel.pause") : t("carousel.play")}
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </button>
      ) : null}
    </>
  );
}
