import * as LabelPrimitive from "@radix-ui/react-label";
import * as React from "react";
import { cn } from "~/lib/cn";

// Radix Label renders a plain <label> (SSR-safe); it only adds "no text selection on
// double-click" behaviour once hydrated.
export const Label = React.forwardRef<
  React.ElementRef<typeof LabelPrimitive.Root>,
  React.ComponentPropsWithoutRef<typeof LabelPrimitive.Root>
>(({ className, ...props }, ref) => (
  <LabelPrimitive.Root
    ref={ref}
    className={cn(
      "text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70",
      className,
    )}
    {...props}
  />
));
Label.displayName = "Label";
