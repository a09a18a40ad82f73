import { Circle } from "~/components/ui/icons";
import * as React from "react";
import { cn } from "~/lib/cn";

type RadioGroupContextValue = {
  name: string;
  value?: string;
  defaultValue?: string;
  disabled?: boolean;
  required?: boolean;
  onValueChange?: (value: string) => void;
};

const RadioGroupContext = React.createContext<RadioGroupContextValue | null>(null);

export interface RadioGroupProps extends Omit<
  React.HTMLAttributes<HTMLDivElement>,
  "defaultValue" | "onChange"
> {
  /** The form field name every option submits under. */
  name: string;
  /** Controlled value (pair with onValueChange). */
  value?: string;
  defaultValue?: string;
  disabled?: boolean;
  required?: boolean;
  onValueChange?: (value: string) => void;
}

/**
 * Native radio buttons styled like shadcn's RadioGroup. Not Radix on purpose (see checkbox.tsx):
 * native radios switch, submit and arrow-key between options with no JavaScript at all.
 * Label it with aria-labelledby / aria-label (or wrap it in a <fieldset> with a <legend>).
 */
export const RadioGroup = React.forwardRef<HTMLDivElement, RadioGroupProps>(
  ({ className, name, value, defaultValue, disabled, required, onValueChange, ...props }, ref) => (
    <RadioGroupContext.Provider
      value={{ name, value, defaultValue, disabled, required, onValueChange }}
    >
      <div ref={ref} role="radiogroup" className={cn("grid gap-2", className)} {...props} />
    </RadioGroupContext.Provider>
  ),
);
RadioGroup.displayName = "RadioGroup";

export interface RadioGroupItemProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "type" | "name" | "value"
> {
  value: string;
}

export const RadioGroupItem = React.forwardRef<HTMLInputElement, RadioGroupItemProps>(
  ({ className, value, disabled, onChange, ...props }, ref) => {
    const group = React.useContext(RadioGroupContext);
    if (!group) throw new Error("RadioGroupItem must be rendered inside a RadioGroup");
    // Controlled when the group has a value; otherwise the browser owns the state.
    const checkedProps =
      group.value !== undefined
        ? { checked: group.value === value }
        : { defaultChecked: group.defaultValue === value };
    return (
      // className sizes/positions the circle (the wrapper); the input fills it.
      <span className={cn("relative inline-flex size-4 shrink-0 align-middle", className)}>
        <input
          ref={ref}
          type="radio"
          name={group.name}
          value={value}
          required={group.required}
          disabled={disabled ?? group.disabled}
          className="peer size-full cursor-pointer appearance-none rounded-full border border-primary bg-background shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive"
          onChange={(event) => {
            onChange?.(event);
            if (event.currentTarget.checked) group.onValueChange?.(value);
          }}
          {...checkedProps}
          {...props}
        />
        <Circle
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 m-auto hidden size-1/2 fill-current text-primary peer-checked:block"
        />
      </span>
    );
  },
);
RadioGroupItem.displayName = "RadioGroupItem";
