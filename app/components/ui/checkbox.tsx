import { Check } from "~/components/ui/icons";
import * as React from "react";
import { cn } from "~/lib/cn";

export interface CheckboxProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> {
  /** Convenience for controlled use; the native onChange still fires. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A real <input type="checkbox"> with the shadcn look. Not Radix on purpose: Radix's checkbox is
 * a <button> whose state only changes through React, so before hydration (or without JS) a
 * click does nothing and the form posts the server-rendered value. A native input toggles,
 * submits `name=value` and works with Conform as-is.
 */
export const Checkbox = React.forwardRef<HTMLInputElement, CheckboxProps>(
  ({ className, onChange, onCheckedChange, ...props }, ref) => (
    // className sizes/positions the box (the wrapper); the input fills it.
    <span className={cn("relative inline-flex size-4 shrink-0 align-middle", className)}>
      <input
        ref={ref}
        type="checkbox"
        className="peer size-full cursor-pointer appearance-none rounded-sm border border-primary bg-background shadow-sm transition-colors checked:bg-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive"
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.currentTarget.checked);
        }}
        {...props}
      />
      {/* currentColor (not a background) draws the tick, so it survives Windows forced colours. */}
      <Check
        aria-hidden="true"
        className="pointer-events-none [stroke-width:3] absolute inset-0 m-auto hidden size-[85%] text-primary-foreground peer-checked:block"
      />
    </span>
  ),
);
Checkbox.displayName = "Checkbox";
