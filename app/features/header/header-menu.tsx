import { Link } from "@remix-run/react";
import { Check } from "~/components/ui/icons";
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
import { MenuButton, MenuItem, MenuSeparator } from "~/components/ui/menu-button";
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
 * A header menu that works before (and without) JavaScript and is an ARIA menu button after it:
 * the server renders a <details> DisclosureMenu whose entries are plain links; once hydrated it
 * becomes a MenuButton (arrow keys, Home/End, typeahead, Escape with focus return). Entries are
 * links in both modes, so choosing one means the same URL with or without JavaScript. The menu
 * button is ~1 KB in the first load, where Radix DropdownMenu was a 21 KB chunk fetched when
 * idle (docs/decisions/013).
 */
export function HeaderMenu(props: HeaderMenuProps) {
  const hydrated = useHydrated();
  return hydrated ? <ScriptedMenu {...props} /> : <NativeMenu {...props} />;
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

function ScriptedMenu({
  label,
  trigger,
  triggerClassName,
  entries,
  trailing = [],
  align = "end",
}: HeaderMenuProps) {
  const renderEntry = (entry: HeaderMenuEntry) =>
    entry.current ? (
      <MenuItem key={entry.id} disabled aria-current="true" className="font-semibold">
        <MenuEntryContent entry={entry} />
      </MenuItem>
    ) : (
      <MenuItem key={entry.id} asLink={<Link to={entry.to} preventScrollReset />}>
        <MenuEntryContent entry={entry} />
      </MenuItem>
    );
  return (
    <MenuButton
      label={label}
      trigger={trigger}
      triggerClassName={triggerLook(triggerClassName)}
      contentClassName="min-w-[12rem]"
      align={align}
    >
      {entries.map(renderEntry)}
      {trailing.length > 0 ? <MenuSeparator /> : null}
      {trailing.map(renderEntry)}
    </MenuButton>
  );
}

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
