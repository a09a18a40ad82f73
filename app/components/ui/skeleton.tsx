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
