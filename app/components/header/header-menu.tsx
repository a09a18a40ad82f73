import { Link } from "@remix-run/react";
import { Check } from "lucide-react";
import * as React from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { buttonVariants } from "~/components/ui/button";
import {
  DisclosureMenu,
  DisclosureMenuContent,
  DisclosureMenuItem,
  DisclosureMenuSeparator,
  DisclosureMenuTrigger,
} from "~/components/ui/disclosure-menu";
import { cn } from "~/lib/cn";

export interface HeaderMenuEntry {
  id: string;
  label: string;
  /** A URL: a page, or the current page with a URL-state dialog (`?dialog=logout`). */
  to: string;
  icon?: React.ReactNode;
  /** The choice already in effect (the current language): shown with a tick, not a link. */
  current?: boolean;
  /** Language of the label when it differs from the page's (a language's own name). */
  lang?: string;
}

export interface HeaderMenuProps {
  /** Accessible name of the trigger button. */
  label: string;
  /** What the trigger shows (icon, avatar, short text). */
  trigger: React.ReactNode;
  triggerClassName?: string;
  entries: HeaderMenuEntry[];
  /** Entries after a separator (Logout). */
  trailing?: HeaderMenuEntry[];
  align?: "start" | "end";
}

/**
 * A header menu that works before (and without) JavaScript and is a Radix dropdown after it:
 * the server renders a <details> DisclosureMenu whose entries are plain links; once hydrated it
 * becomes a Radix DropdownMenu (roving focus, arrow keys, typeahead, focus return). Entries are
 * links in both modes, so choosing one means the same URL with or without JavaScript.
 */
export function HeaderMenu(props: HeaderMenuProps) {
  const RadixMenu = useRadixMenu();
  return RadixMenu ? <RadixMenu {...props} /> : <NativeMenu {...props} />;
}

type RadixMenuComponent = React.ComponentType<HeaderMenuProps>;
let radixMenu: RadixMenuComponent | undefined;
let radixMenuLoading: Promise<RadixMenuComponent> | undefined;

/** The Radix menu once its chunk has loaded (after hydration, when the browser is idle). */
function useRadixMenu(): RadixMenuComponent | undefined {
  const hydrated = useHydrated();
  const [component, setComponent] = React.useState<RadixMenuComponent | undefined>(() => radixMenu);
  React.useEffect(() => {
    if (!hydrated || component) return;
    let cancelled = false;
    const load = () => {
      radixMenuLoading ??= import("./header-menu-radix").then((m) => (radixMenu = m.default));
      radixMenuLoading.then((loaded) => !cancelled && setComponent(() => loaded)).catch(() => {});
    };
    // requestIdleCallback is missing in older Safari: fall back to a short timeout there.
    const viaIdle = typeof window.requestIdleCallback === "function";
    const handle = viaIdle ? window.requestIdleCallback(load) : window.setTimeout(load, 200);
    return () => {
      cancelled = true;
      if (viaIdle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [hydrated, component]);
  return hydrated ? component : undefined;
}

/** What an entry shows, in both menus: icon, label, and a tick on the current choice. */
export function MenuEntryContent({ entry }: { entry: HeaderMenuEntry }) {
  return (
    <>
      {entry.icon}
      <span lang={entry.lang}>{entry.label}</span>
      {entry.current ? <Check className="ms-auto" aria-hidden="true" /> : null}
    </>
  );
}

export const triggerLook = (className?: string) =>
  cn(buttonVariants({ variant: "ghost", size: "sm" }), "h-9 gap-1.5 px-2", className);

function NativeMenu({
  label,
  trigger,
  triggerClassName,
  entries,
  trailing = [],
  align = "end",
}: HeaderMenuProps) {
  const renderEntry = (entry: HeaderMenuEntry) => (
    <DisclosureMenuItem key={entry.id} asChild>
      {entry.current ? (
        <span aria-current="true" className="font-semibold">
          <MenuEntryContent entry={entry} />
        </span>
      ) : (
        <Link to={entry.to} preventScrollReset>
          <MenuEntryContent entry={entry} />
        </Link>
      )}
    </DisclosureMenuItem>
  );
  return (
    <DisclosureMenu>
      <DisclosureMenuTrigger aria-label={label} className={triggerLook(triggerClassName)}>
        {trigger}
      </DisclosureMenuTrigger>
      <DisclosureMenuContent align={align} className="min-w-[12rem]">
        {entries.map(renderEntry)}
        {trailing.length > 0 ? <DisclosureMenuSeparator /> : null}
        {trailing.map(renderEntry)}
      </DisclosureMenuContent>
    </DisclosureMenu>
  );
}
