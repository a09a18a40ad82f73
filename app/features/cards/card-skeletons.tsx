import { Skeleton } from "~/components/ui/skeleton";
import type { ItemLayout, StoreLayout } from "~/features/home/sections";
import { cn } from "~/lib/cn";
import { CATEGORY_TILE_BOX, ITEM_CARD_BOX, STORE_CARD_BOX } from "./card-sizes";

/*
 * Placeholders of each card's outer size (card-sizes.ts), shown while a section streams, so
 * the real cards take exactly their place (CLS 0). Decorative (aria-hidden, from Skeleton): the
 * section announces its loading state itself (aria-busy).
 */

const HORIZONTAL: ItemLayout[] = [
  "horizontal",
  "list",
  "popular",
  "flash-sale-slider",
  "food-horizontal",
];

export function ItemCardSkeleton({
  layout,
  className,
}: {
  layout: ItemLayout;
  className?: string;
}) {
  const box = ITEM_CARD_BOX[layout];
  const row = HORIZONTAL.includes(layout);
  return (
    <div
      aria-hidden="true"
      className={cn(
        "flex shrink-0 overflow-hidden rounded-lg border bg-card",
        row ? "flex-row gap-3 p-2" : "flex-col",
        box.w,
        box.h,
        className,
      )}
    >
      <Skeleton
        className={cn("shrink-0 rounded-none", row ? "h-full w-1/3 rounded-md" : "h-1/2 w-full")}
      />
      <Lines />
    </div>
  );
}

export function StoreCardSkeleton({
  layout,
  className,
}: {
  layout: StoreLayout;
  className?: string;
}) {
  const box = STORE_CARD_BOX[layout];
  const compact = layout === "featured" || layout === "visit-again";
  return (
    <div
      aria-hidden="true"
      className={cn(
        "flex shrink-0 overflow-hidden rounded-lg border bg-card",
        compact ? "flex-row gap-3 p-3" : "flex-col",
        box.w,
        box.h,
        className,
      )}
    >
      <Skeleton
        className={
          compact ? "size-12 shrink-0 rounded-full" : "h-[140px] w-full shrink-0 rounded-none"
        }
      />
      <Lines />
    </div>
  );
}

export function CategoryTileSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "flex shrink-0 flex-col items-center gap-2 p-0.5",
        CATEGORY_TILE_BOX,
        className,
      )}
    >
      <Skeleton className="size-20 rounded-full" />
      <Skeleton className="h-3 w-16" />
    </div>
  );
}

function Lines() {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2 p-3">
      <Skeleton className="h-3 w-1/2" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="mt-auto h-5 w-1/3" />
    </div>
  );
}
