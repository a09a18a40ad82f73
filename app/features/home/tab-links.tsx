import { Link } from "@remix-run/react";
import { cn } from "~/lib/cn";

/**
 * A row of pill links that choose what a section shows (category tabs, common conditions).
 * Links, not ARIA tabs: each one is a URL, so the choice works without JavaScript and can be
 * shared; the current one is marked with aria-current.
 */
export function TabLinks({
  label,
  entries,
}: {
  label: string;
  entries: Array<{ key: string; name: string; href: string; active: boolean }>;
}) {
  return (
    <nav aria-label={label} className="mb-3">
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {entries.map((entry) => (
          <li key={entry.key} className="shrink-0">
            <Link
              to={entry.href}
              replace
              preventScrollReset
              aria-current={entry.active ? "true" : undefined}
              className={cn(
                "inline-block rounded-full border px-4 py-1.5 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                entry.active
                  ? "border-primary bg-primary text-primary-foreground"
                  : "bg-background hover:bg-accent hover:text-accent-foreground",
              )}
            >
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
