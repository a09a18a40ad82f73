import { CircleAlert as AlertCircle } from "~/components/ui/icons";
import { Link } from "@remix-run/react";
import type * as React from "react";
import { cn } from "~/lib/cn";
import { FieldError } from "~/components/form-messages";

/**
 * Small pieces the checkout's sections share: a titled section, a message that is either one of
 * our keys ("checkout:…") or the backend's own text, and a labelled native radio (works before
 * and without JavaScript; the browser's own keyboard handling).
 */

export function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("grid gap-3 rounded-lg border p-4", className)}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A field's first message, announced (the forms kit's FieldError). */
export function FieldMessage({ id, errors }: { id: string; errors?: string[] | null }) {
  return <FieldError id={id} role="alert" errors={errors?.slice(0, 1)} className="font-medium" />;
}

export function Alert({
  children,
  tone = "error",
  id,
}: {
  children: React.ReactNode;
  tone?: "error" | "info";
  id?: string;
}) {
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2 rounded-md border p-3 text-sm",
        tone === "error"
          ? "border-destructive/50 bg-destructive/10 text-destructive"
          : "border-primary/30 bg-primary/5",
      )}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">{children}</div>
    </div>
  );
}

export interface ChoiceProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: React.ReactNode;
  hint?: React.ReactNode;
}

/** A radio with its label and an optional hint under it; the whole card is the click target. */
export function Choice({ label, hint, className, disabled, id, ...input }: ChoiceProps) {
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
        disabled && "cursor-not-allowed opacity-60",
        className,
      )}
    >
      <input
        type="radio"
        id={id}
        disabled={disabled}
        className="mt-1 size-4 accent-primary"
        {...input}
      />
      <span className="grid gap-0.5">
        <span className="font-medium">{label}</span>
        {hint ? <span className="text-sm text-muted-foreground">{hint}</span> : null}
      </span>
    </label>
  );
}

export function TextLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      className="text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}
