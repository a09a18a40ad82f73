import * as React from "react";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/** Length of every one-time code the backend sends (foundations §9). */
export const OTP_LENGTH = 6;

/**
 * The one-time code field: a single `<input>` rather than six boxes, so the platform's SMS
 * autofill (`autoComplete="one-time-code"`), paste and screen readers see one field. Spread
 * Conform's `getInputProps(fields.otp, { type: "text" })` into it; every prop passes through.
 *
 * The Arabic pages reset letter-spacing everywhere (tailwind.css: it tears joined letters apart);
 * a code is digits, so it takes its spacing back with a selector that outranks that rule.
 *
 * `indent-[0.5em]` balances the letter-spacing trailing the last digit, so the code sits centred.
 *
 * `dir="ltr"`: a code is read left to right in Arabic too (digits would otherwise start at the
 * right edge and a partly typed code would look reversed).
 */
export const OtpCodeInput = React.forwardRef<
  HTMLInputElement,
  React.InputHTMLAttributes<HTMLInputElement>
>(({ className, onInput, onPaste, ...props }, ref) => (
  <Input
    ref={ref}
    inputMode="numeric"
    autoComplete="one-time-code"
    pattern={`\\d{${OTP_LENGTH}}`}
    maxLength={OTP_LENGTH}
    dir="ltr"
    {...props}
    type="text"
    className={cn(
      "h-12 text-center font-mono text-2xl tracking-[0.5em] indent-[0.5em] md:text-2xl [html:lang(ar)_&]:!tracking-[0.5em]",
      className,
    )}
    // Digits only: drop anything else as it is typed or pasted ("123 456", "12-34-56"), before
    // React's onChange and Conform's document listener read the value. Uncontrolled, as Conform's
    // inputs are, so rewriting the DOM value is safe.
    onInput={(event) => {
      const input = event.currentTarget;
      const digits = input.value.replace(/\D/g, "").slice(0, OTP_LENGTH);
      if (digits !== input.value) input.value = digits;
      onInput?.(event);
    }}
    // maxLength would cut a pasted "123 456" to "123 45" before onInput sees it: paste the
    // digits ourselves, through the native setter so React and Conform both see an input event.
    onPaste={(event) => {
      onPaste?.(event);
      if (event.defaultPrevented) return;
      const input = event.currentTarget;
      const pasted = event.clipboardData.getData("text");
      const digits = pasted.replace(/\D/g, "");
      if (digits === pasted) return;
      event.preventDefault();
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? input.value.length;
      const next = (input.value.slice(0, start) + digits + input.value.slice(end)).slice(
        0,
        OTP_LENGTH,
      );
      setNativeValue(input, next);
    }}
  />
));
OtpCodeInput.displayName = "OtpCodeInput";

function setNativeValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
