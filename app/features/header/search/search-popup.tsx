import { Link, useFetcher, useLocation } from "@remix-run/react";
import { Clock, X } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import {
  HISTORY_FIELDS,
  HISTORY_INTENTS,
  SEARCH_HISTORY_PATH,
  type SuggestionEntry,
} from "./search-fields";
import { responsiveImage } from "~/lib/image-url";
import type { Cell, Row, suggestionRows } from "./search-rows";

/**
 * The search box's dropdown: recent searches (each a link, with its delete form, and Clear All)
 * or the suggestions grouped as Items and Stores.
 *
 * With JavaScript it is the popup of the ARIA combobox (search-box.tsx): each list is a `grid`
 * (APG "combobox with grid popup" — a row can hold a link and its delete button, which a
 * listbox option may not), the input points at the active cell with aria-activedescendant, and
 * cells are not in the Tab order. Before hydration and without JavaScript the same content is
 * plain lists, links and forms, shown while the search box has focus (CSS focus-within).
 */

const cellLook =
  "flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-start text-sm hover:bg-muted";
const activeLook = "bg-muted ring-2 ring-ring";

interface Common {
  /** Roles and ids of the combobox popup (hydrated), or plain markup. */
  enhanced: boolean;
  activeId: string | null;
}

export function RecentSearches({
  terms,
  rows,
  enhanced,
  activeId,
  gridId,
}: Common & { terms: string[]; rows: Row[]; gridId: string }) {
  const { t } = useTranslation("search");
  const headingId = `${gridId}-heading`;
  const role = (name: string) => (enhanced ? name : undefined);
  return (
    <div>
      <p id={headingId} className="px-2 pb-1 text-xs font-semibold text-muted-foreground">
        {t("box.recent")}
      </p>
      <div id={gridId} role={role("grid")} aria-labelledby={enhanced ? headingId : undefined}>
        <ul role={role("presentation")} className="grid gap-0.5">
          {terms.map((term, i) => {
            const [link, remove] = rows[i] as [Cell & { kind: "link" }, Cell];
            return (
              <li key={term} role={role("row")} className="flex items-center gap-1">
                <div role={role("gridcell")} id={link.id} className="flex min-w-0 flex-1">
                  <Link
                    to={link.href}
                    tabIndex={enhanced ? -1 : undefined}
                    className={cn(cellLook, activeId === link.id && activeLook)}
                  >
                    <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    <span className="truncate">{term}</span>
                  </Link>
                </div>
                <div role={role("gridcell")} id={remove.id}>
                  <HistoryForm intent="delete" term={term} enhanced={enhanced}>
                    <button
                      type="submit"
                      tabIndex={enhanced ? -1 : undefined}
                      aria-label={t("box.remove", { term })}
                      className={cn(
                        "grid size-8 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground",
                        activeId === remove.id && activeLook,
                      )}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </HistoryForm>
                </div>
              </li>
            );
          })}
          {terms.length ? (
            <li role={role("row")} className="flex justify-end border-t pt-1">
              <div role={role("gridcell")} id={rows[rows.length - 1][0].id}>
                <HistoryForm intent="clear" enhanced={enhanced}>
                  <button
                    type="submit"
                    tabIndex={enhanced ? -1 : undefined}
                    className={cn(
                      "rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-muted",
                      activeId === rows[rows.length - 1][0].id && activeLook,
                    )}
                  >
                    {t("box.clearAll")}
                  </button>
                </HistoryForm>
              </div>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}

/** A history form: a fetcher with JavaScript (no navigation), a document POST without. */
function HistoryForm({
  intent,
  term,
  enhanced,
  children,
}: {
  intent: keyof typeof HISTORY_INTENTS;
  term?: string;
  enhanced: boolean;
  children: React.ReactNode;
}) {
  const fetcher = useFetcher({ key: "search-history" });
  const localize = useLocalizedPath();
  const location = useLocation();
  return (
    <fetcher.Form method="post" action={localize(SEARCH_HISTORY_PATH)}>
      <input type="hidden" name={HISTORY_FIELDS.intent} value={HISTORY_INTENTS[intent]} />
      {term !== undefined ? <input type="hidden" name={HISTORY_FIELDS.term} value={term} /> : null}
      <input
        type="hidden"
        name={HISTORY_FIELDS.redirectTo}
        value={`${location.pathname}${location.search}`}
      />
      {enhanced ? <input type="hidden" name={HISTORY_FIELDS.enhanced} value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}

export function SuggestionGroups({
  items,
  stores,
  rows,
  activeId,
  gridId,
}: Omit<Common, "enhanced"> & {
  items: SuggestionEntry[];
  stores: SuggestionEntry[];
  rows: ReturnType<typeof suggestionRows>;
  gridId: string;
}) {
  const { t } = useTranslation("search");
  const groups = [
    { key: "items", title: t("box.items"), entries: items, rows: rows.items },
    { key: "stores", title: t("box.stores"), entries: stores, rows: rows.stores },
  ].filter((g) => g.entries.length > 0);
  return (
    <div className="grid gap-2">
      {groups.map((group) => (
        <div key={group.key}>
          <p
            id={`${gridId}-${group.key}-heading`}
            className="px-2 pb-1 text-xs font-semibold text-muted-foreground"
          >
            {group.title}
          </p>
          <div
            id={`${gridId}-${group.key}`}
            role="grid"
            aria-labelledby={`${gridId}-${group.key}-heading`}
          >
            {group.entries.map((entry, i) => {
              const cell = group.rows[i][0] as Cell & { kind: "link" };
              return (
                <div key={`${entry.id}-${i}`} role="row" className="flex">
                  <div role="gridcell" id={cell.id} className="flex min-w-0 flex-1">
                    <Link
                      to={cell.href}
                      tabIndex={-1}
                      className={cn(cellLook, activeId === cell.id && activeLook)}
                    >
                      <span className="relative size-8 shrink-0 overflow-hidden rounded bg-muted">
                        {entry.image ? (
                          <img
                            {...responsiveImage(entry.image, 32)}
                            alt=""
                            width={32}
                            height={32}
                            loading="lazy"
                            className="size-full object-cover"
                          />
                        ) : null}
                      </span>
                      <span className="truncate">{entry.name}</span>
                    </Link>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
