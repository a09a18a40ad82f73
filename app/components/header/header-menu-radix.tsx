import { Link } from "@remix-run/react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import {
  MenuEntryContent,
  triggerLook,
  type HeaderMenuEntry,
  type HeaderMenuProps,
} from "./header-menu";

/**
 * The Radix half of HeaderMenu, in its own chunk: Radix Menu + Floating UI weigh ~17 KB gzip,
 * which every page would otherwise pay on first load (design.md §5 budgets). It is fetched
 * after hydration, while the browser is idle; until then the <details> menu serves.
 */
export default function RadixMenu({
  label,
  trigger,
  triggerClassName,
  entries,
  trailing = [],
  align = "end",
}: HeaderMenuProps) {
  const renderEntry = (entry: HeaderMenuEntry) =>
    entry.current ? (
      <DropdownMenuItem
        key={entry.id}
        disabled
        aria-current="true"
        className="font-semibold data-[disabled]:opacity-100"
      >
        <MenuEntryContent entry={entry} />
      </DropdownMenuItem>
    ) : (
      <DropdownMenuItem key={entry.id} asChild>
        <Link to={entry.to} preventScrollReset>
          <MenuEntryContent entry={entry} />
        </Link>
      </DropdownMenuItem>
    );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label={label} className={triggerLook(triggerClassName)}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className="min-w-[12rem]">
        {entries.map(renderEntry)}
        {trailing.length > 0 ? <DropdownMenuSeparator /> : null}
        {trailing.map(renderEntry)}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
