import * as React from "react";
import { cn } from "~/lib/cn";

/*
 * A menu button (WAI-ARIA APG "menu button" pattern) in ~1 KB instead of Radix DropdownMenu's
 * ~21 KB gzip (docs/decisions/013): a <button aria-haspopup="menu"> and a role="menu" panel of
 * role="menuitem" entries, with the keyboard the pattern asks for —
 *   trigger: Enter, Space or ArrowDown open on the first item, ArrowUp on the last;
 *   menu: ArrowDown/ArrowUp move (wrapping), Home/End jump, a printable key jumps to the next
 *   item starting with it, Escape closes and returns focus to the trigger, Tab closes and lets
 *   focus move on; an outside pointerdown closes, choosing an item closes.
 * The panel is positioned with CSS (below the trigger, aligned to its inline start or end, so it
 * mirrors in RTL). JavaScript only: before hydration use DisclosureMenu (<details>).
 *
 *   <MenuButton label="Account" trigger={<UserRound />} align="end">
 *     <MenuItem asLink={<Link to="/profile" />}>Profile</MenuItem>
 *   </MenuButton>
 */

export interface MenuButtonProps {
  /** Accessible name of the trigger (and so of the menu). */
  label: string;
  /** What the trigger shows. */
  trigger: React.ReactNode;
  triggerClassName?: string;
  contentClassName?: string;
  /** Which inline edge of the trigger the panel lines up with. */
  align?: "start" | "end";
  children: React.ReactNode;
}

type FocusTarget = "first" | "last" | "none";

export function MenuButton({
  label,
  trigger,
  triggerClassName,
  contentClassName,
  align = "start",
  children,
}: MenuButtonProps) {
  const [open, setOpen] = React.useState(false);
  const [focusOnOpen, setFocusOnOpen] = React.useState<FocusTarget>("none");
  const rootRef = React.useRef<HTMLDivElement>(null);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const menuRef = React.useRef<HTMLDivElement>(null);
  const id = React.useId();
  const triggerId = `${id}-trigger`;
  const menuId = `${id}-menu`;

  const show = (focus: FocusTarget) => {
    setFocusOnOpen(focus);
    setOpen(true);
  };
  const close = React.useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  // Focus moves into the menu once it is rendered: the first item for keyboard openings, the
  // panel itself for pointer ones (so arrow keys work at once without showing a focus ring).
  React.useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    if (focusOnOpen === "first") items[0]?.focus();
    else if (focusOnOpen === "last") items[items.length - 1]?.focus();
    else menuRef.current?.focus();
  }, [open, focusOnOpen]);

  React.useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  const onTriggerKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      show("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      show("last");
    }
  };

  const onMenuKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return move(index + 1);
      case "ArrowUp":
        return move(index < 0 ? items.length - 1 : index - 1);
      case "Home":
        return move(0);
      case "End":
        return move(items.length - 1);
      case "Escape":
        event.preventDefault();
        return close(true);
      case "Tab":
        return close(false);
      case "Enter":
      case " ": {
        // A disabled entry (the current choice) does nothing; links follow themselves on Enter.
        const item = items[index];
        if (!item) return;
        if (item.getAttribute("aria-disabled") === "true" || event.key === " ") {
          event.preventDefault();
          if (item.getAttribute("aria-disabled") !== "true") item.click();
        }
        return;
      }
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const key = event.key.toLocaleLowerCase();
          const order = [...items.slice(index + 1), ...items.slice(0, index + 1)];
          const match = order.find((item) =>
            item.textContent?.trim().toLocaleLowerCase().startsWith(key),
          );
          if (match) {
            event.preventDefault();
            match.focus();
          }
        }
    }
  };

  const onMenuClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const item = (event.target as Element).closest('[role="menuitem"]');
    if (!item || item.getAttribute("aria-disabled") === "true") return;
    // After the click's own default action (a link navigates, a submit button submits).
    window.setTimeout(() => close(false), 0);
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? "open" : "closed"}
        className={triggerClassName}
        onClick={() => (open ? close(false) : show("none"))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-orientation="vertical"
          aria-labelledby={triggerId}
          tabIndex={-1}
          data-state="open"
          onKeyDown={onMenuKeyDown}
          onClick={onMenuClick}
          className={cn(
            "absolute top-full z-50 mt-1 grid min-w-[8rem] rounded-md border bg-popover p-1 text-popover-foreground shadow-md outline-none animate-in fade-in-0 zoom-in-95",
            align === "end" ? "end-0" : "start-0",
            contentClassName,
          )}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

const itemLook =
  "relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground aria-disabled:pointer-events-none [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0";

export interface MenuItemProps extends React.HTMLAttributes<HTMLElement> {
  /** A link element (e.g. <Link to=…/>) to render as the item; its children are replaced. */
  asLink?: React.ReactElement;
  /** Not choosable (the current choice): announced as disabled, skipped by nothing else. */
  disabled?: boolean;
}

/** An entry: a link when `asLink` is given, else a plain (disabled or scripted) item. */
export function MenuItem({ asLink, disabled, className, children, ...props }: MenuItemProps) {
  const shared = {
    role: "menuitem",
    tabIndex: -1,
    "aria-disabled": disabled ? ("true" as const) : undefined,
    className: cn(itemLook, className),
    ...props,
  };
  if (asLink && !disabled) return React.cloneElement(asLink, shared, children);
  return <div {...shared}>{children}</div>;
}

export function MenuSeparator({ className }: { className?: string }) {
  return <div role="separator" className={cn("-mx-1 my-1 h-px bg-muted", className)} />;
}
