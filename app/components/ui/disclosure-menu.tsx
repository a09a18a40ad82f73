import { Slot } from "@radix-ui/react-slot";
import * as React from "react";
import { cn } from "~/lib/cn";

/*
 * A menu that opens without JavaScript: <details>/<summary> toggles natively (click, Enter,
 * Space), and its items are ordinary links and form buttons reached with Tab. Once hydrated it
 * also closes on an outside click, on Escape (focus back on the trigger), when focus leaves it,
 * and after an item is chosen (a client-side navigation would otherwise leave it open).
 *
 * Deliberately not role="menu": that role promises arrow-key navigation we cannot give without
 * JS. Screen readers announce the summary as an expandable button, which is what it is.
 *
 *   <DisclosureMenu>
 *     <DisclosureMenuTrigger>Account</DisclosureMenuTrigger>
 *     <DisclosureMenuContent align="end">
 *       <DisclosureMenuItem asChild><Link to="/profile">Profile</Link></DisclosureMenuItem>
 *       <Form method="post" action="/logout">
 *         <DisclosureMenuItem asChild><button type="submit">Logout</button></DisclosureMenuItem>
 *       </Form>
 *     </DisclosureMenuContent>
 *   </DisclosureMenu>
 */

export const DisclosureMenu = React.forwardRef<
  HTMLDetailsElement,
  React.DetailsHTMLAttributes<HTMLDetailsElement>
>(({ className, ...props }, forwardedRef) => {
  const ref = React.useRef<HTMLDetailsElement>(null);
  React.useImperativeHandle(forwardedRef, () => ref.current as HTMLDetailsElement);
  useCloseOnOutsideInteraction(ref);
  return <details ref={ref} className={cn("relative", className)} {...props} />;
});
DisclosureMenu.displayName = "DisclosureMenu";

function useCloseOnOutsideInteraction(ref: React.RefObject<HTMLDetailsElement>) {
  React.useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (focusTrigger: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (focusTrigger) details.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      close(details.contains(document.activeElement) || document.activeElement === document.body);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      // relatedTarget is null when the window loses focus or on a click on a non-focusable
      // spot; the pointerdown handler covers the latter.
      if (next && !details.contains(next)) close(false);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const chosen = target.closest("a[href], button");
      // Deferred so a submit button's form submission runs before its menu is hidden.
      if (chosen && details.contains(chosen)) window.setTimeout(() => close(false), 0);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    details.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
      details.removeEventListener("click", onClick);
    };
  }, [ref]);
}

export const DisclosureMenuTrigger = React.forwardRef<
  HTMLElement,
  React.HTMLAttributes<HTMLElement>
>(({ className, ...props }, ref) => (
  <summary
    ref={ref}
    className={cn(
      "flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&::-webkit-details-marker]:hidden [&_svg]:size-4 [&_svg]:shrink-0",
      className,
    )}
    {...props}
  />
));
DisclosureMenuTrigger.displayName = "DisclosureMenuTrigger";

export interface DisclosureMenuContentProps extends React.HTMLAttributes<HTMLDivElement> {
  /** Which inline edge of the trigger the panel lines up with (mirrors in RTL). */
  align?: "start" | "end";
}

export const DisclosureMenuContent = React.forwardRef<HTMLDivElement, DisclosureMenuContentProps>(
  ({ className, align = "start", ...props }, ref) => (
    <div
      ref={ref}
      className={cn(
        "absolute top-full z-50 mt-1 grid min-w-[10rem] rounded-md border bg-popover p-1 text-popover-foreground shadow-md",
        align === "end" ? "end-0" : "start-0",
        className,
      )}
      {...props}
    />
  ),
);
DisclosureMenuContent.displayName = "DisclosureMenuContent";

export interface DisclosureMenuItemProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  /** Style the child (a <Link>, or a submit <button> inside a <Form>) as a menu item. */
  asChild?: boolean;
}

export const DisclosureMenuItem = React.forwardRef<HTMLButtonElement, DisclosureMenuItemProps>(
  ({ className, asChild, ...props }, ref) => {
    const Comp = asChild ? Slot : "button";
    return (
      <Comp
        ref={ref}
        className={cn(
          "flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-start text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
          className,
        )}
        {...props}
      />
    );
  },
);
DisclosureMenuItem.displayName = "DisclosureMenuItem";

export function DisclosureMenuSeparator({
  className,
  ...props
}: React.HTMLAttributes<HTMLDivElement>) {
  return <div role="separator" className={cn("-mx-1 my-1 h-px bg-muted", className)} {...props} />;
}
