import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { Link } from "@remix-run/react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

export interface PagerText {
  /** The navigation landmark's name ("Pages"). */
  label: string;
  previous: string;
  next: string;
  /** "Page 2 of 5". */
  status: string;
}

/**
 * Previous / next links between `?page=N` URLs: plain GET links, so paging works without
 * JavaScript and every page has a shareable, crawlable address. Nothing when there is one page;
 * a page past the last (an old link) offers the way back to the last one.
 */
export function Pager({
  page,
  pages,
  hrefFor,
  text,
  className,
}: {
  page: number;
  pages: number;
  /** The (localized) URL of page `n`. */
  hrefFor: (n: number) => string;
  text: PagerText;
  className?: string;
}) {
  if (pages <= 1 && page <= 1) return null;
  const link = cn(buttonVariants({ variant: "outline", size: "sm" }), "gap-1");
  return (
    <nav
      aria-label={text.label}
      className={cn("flex flex-wrap items-center justify-center gap-3", className)}
    >
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, pages))} rel="prev" className={link}>
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {text.previous}
        </Link>
      ) : null}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {text.status}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next" className={link}>
          {text.next}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      ) : null}
    </nav>
  );
}
