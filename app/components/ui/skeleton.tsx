import * as React from "react";
import { cn } from "~/lib/cn";

/** A loading placeholder. Decorative: announce loading state elsewhere (e.g. aria-busy). */
export function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

/**
 * Placeholder rows (a picture and two lines each) for a list that is loading, announced once
 * by `label` ("Loading your cart…"): the drawers opened with JavaScript before their rows came.
 */
export function RowSkeletons({
  label,
  rows = 3,
  className,
}: {
  label: string;
  rows?: number;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={cn("grid gap-3", className)}>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex items-center gap-3 rounded-lg border p-3">
          <Skeleton className="size-14 shrink-0" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
