import { ChevronDown } from "~/components/ui/icons";
import * as React from "react";
import { cn } from "~/lib/cn";
import { fieldClassName } from "~/components/ui/input";

export interface NativeSelectProps extends React.SelectHTMLAttributes<HTMLSelectElement> {
  /** Classes for the wrapper (width, margins); `className` styles the <select> itself. */
  containerClassName?: string;
}

/**
 * A styled native <select>. Use it in every form that must work without JavaScript (Radix
 * Select cannot open before hydration) and on phones, where the OS picker is the better UI.
 */
export const NativeSelect = React.forwardRef<HTMLSelectElement, NativeSelectProps>(
  ({ className, containerClassName, multiple, ...props }, ref) => (
    <div className={cn("relative", containerClassName)}>
      <select
        ref={ref}
        multiple={multiple}
        className={cn(
          fieldClassName,
          "cursor-pointer appearance-none bg-background",
          // Room for the chevron on the inline end, which is the left in RTL.
          multiple ? "h-auto py-2" : "pe-9",
          className,
        )}
        {...props}
      />
      {multiple ? null : (
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 opacity-60"
        />
      )}
    </div>
  ),
);
NativeSelect.displayName = "NativeSelect";
