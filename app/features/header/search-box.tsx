import { Form, useFetchers, useLocation, useNavigate } from "@remix-run/react";
import { Search } from "~/components/ui/icons";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { stripLangPrefix } from "~/i18n/config";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { useShell } from "~/shell/use-shell";
import { HISTORY_FIELDS, HISTORY_INTENTS, SEARCH_SUGGESTIONS_PATH } from "./search/search-fields";
import { RecentSearches, SuggestionGroups } from "./search/search-popup-deferred";
import { recentRows, suggestionRows, type Cell } from "./search/search-rows";
import { usePreviousListing } from "./search/use-previous-listing";
import { useSuggestions } from "./search/use-suggestions";

/**
 * The header search (browsing §2, §4, §5). Without JavaScript: a GET form to
 * /home?search=…&data_type=searched (a shareable URL; `fromSearch=1` makes the listing save the
 * term in the recent searches and drop the flag with a redirect), and the recent searches as
 * links with delete and Clear All forms, shown while the box has focus.
 *
 * With JavaScript it is an ARIA combobox (APG "combobox with grid popup"): suggestions 500 ms
 * after typing stops, grouped Items and Stores; recent searches (≤ 5, newest first) while the
 * text is empty; ArrowDown/ArrowUp walk the rows, ArrowLeft/Right the cells of a row (the
 * delete button), Enter follows or presses the active cell (or submits), Escape closes, then
 * clears. The popup closes on an outside click and when both lists are empty. Clearing the text
 * while a search is shown goes back to the listing the search started from (or all items).
 */
export function SearchBox({
  placeholder,
  className,
}: {
  placeholder: "food" | "other";
  className?: string;
}) {
  const { t } = useTranslation("chrome");
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const hydrated = useHydrated();
  const shell = useShell();
  const id = React.useId();
  const root = React.useRef<HTMLDivElement>(null);
  const previousListing = usePreviousListing();

  const params = new URLSearchParams(location.search);
  const onSearchPage =
    stripLangPrefix(location.pathname) === "/home" && params.get("data_type") === "searched";
  const current = onSearchPage ? (params.get("search") ?? "") : "";
  const moduleId = shell?.module?.id ?? null;

  const [text, setText] = React.useState(current);
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState<{ row: number; col: number } | null>(null);
  // A new page means a new starting text (the search it shows, or none).
  const [shownFor, setShownFor] = React.useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setText(current);
    setOpen(false);
    setActive(null);
  }

  const recent = useRecentSearches(shell?.recentSearches ?? []);
  const suggestions = useSuggestions({
    term: text,
    enabled: hydrated && open,
    path: localize(SEARCH_SUGGESTIONS_PATH),
    moduleId,
  });
  const searchHref = (term: string) => {
    const query = new URLSearchParams({ search: term, data_type: "searched" });
    if (moduleId) query.set("module_id", String(moduleId));
    return localize(`/home?${query}`);
  };

  const typing = text.trim() !== "";
  const recentGrid = `${id}-recent`;
  const suggestionGrid = `${id}-suggestions`;
  const suggestionCells = suggestionRows(
    suggestionGrid,
    suggestions?.items ?? [],
    suggestions?.stores ?? [],
    localize,
  );
  const rows = typing
    ? [...suggestionCells.items, ...suggestionCells.stores]
    : recentRows(recentGrid, recent, searchHref);
  const expanded = hydrated && open && rows.length > 0;
  const controls = typing
    ? [
        suggestionCells.items.length ? `${suggestionGrid}-items` : "",
        suggestionCells.stores.length ? `${suggestionGrid}-stores` : "",
      ]
        .filter(Boolean)
        .join(" ")
    : recentGrid;
  const activeCell: Cell | null =
    expanded && active
      ? (rows[active.row]?.[Math.min(active.col, rows[active.row].length - 1)] ?? null)
      : null;

  // Closed on a click anywhere else (browsing §4).
  React.useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const press = (cell: Cell) => {
    const node = document.getElementById(cell.id)?.querySelector<HTMLElement>("a, button");
    if (cell.kind === "link") navigate(cell.href);
    else node?.click();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const rtl = document.documentElement.dir === "rtl";
    const move = (row: number) => {
      event.preventDefault();
      setOpen(true);
      setActive(row < 0 || row >= rows.length ? null : { row, col: 0 });
    };
    switch (event.key) {
      case "ArrowDown":
        return move(!expanded || active === null ? 0 : active.row + 1);
      case "ArrowUp":
        return move(
          !expanded ? rows.length - 1 : active === null ? rows.length - 1 : active.row - 1,
        );
      case "ArrowLeft":
      case "ArrowRight": {
        if (!activeCell || !active) return;
        const forward = (event.key === "ArrowRight") !== rtl;
        const col = Math.max(
          0,
          Math.min(rows[active.row].length - 1, active.col + (forward ? 1 : -1)),
        );
        event.preventDefault();
        return setActive({ row: active.row, col });
      }
      case "Enter":
        if (!activeCell) return; // submits the form
        event.preventDefault();
        setActive(null);
        return press(activeCell);
      case "Escape":
        event.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(null);
        } else setText("");
        return;
      case "Tab":
        setOpen(false);
        return;
    }
  };

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setText(value);
    setOpen(true);
    setActive(null);
    // Clearing the text of a shown search restores the previous listing (browsing §4).
    if (value === "" && onSearchPage) {
      const all = new URLSearchParams({ data_type: "all" });
      if (moduleId) all.set("module_id", String(moduleId));
      navigate(previousListing ?? localize(`/home?${all}`));
    }
  };

  const label = t(placeholder === "food" ? "search.placeholderFood" : "search.placeholderOther");
  return (
    <div ref={root} className={cn("group/search relative", className)}>
      <Form
        method="get"
        action={localize("/home")}
        role="search"
        className="flex items-center gap-1"
        onSubmit={() => setOpen(false)}
      >
        <label htmlFor={id} className="sr-only">
          {t("search.label")}
        </label>
        <Input
          id={id}
          type="search"
          name="search"
          value={text}
          onChange={onChange}
          onFocus={() => {
            setOpen(true);
            // The popup's code: here before a suggestion or a recent search is shown.
            RecentSearches.preload().catch(() => {});
            SuggestionGroups.preload().catch(() => {});
          }}
          onKeyDown={onKeyDown}
          placeholder={label}
          required
          pattern=".*\S.*"
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          className="h-10"
          role={hydrated ? "combobox" : undefined}
          aria-autocomplete={hydrated ? "list" : undefined}
          aria-haspopup={hydrated ? "grid" : undefined}
          aria-expanded={hydrated ? expanded : undefined}
          aria-controls={expanded ? controls : undefined}
          aria-activedescendant={activeCell?.id}
        />
        <input type="hidden" name="data_type" value="searched" />
        <input type="hidden" name="fromSearch" value="1" />
        {moduleId ? <input type="hidden" name="module_id" value={moduleId} /> : null}
        <Button
          type="submit"
          size="icon"
          className="size-10 shrink-0"
          aria-label={t("search.submit")}
        >
          <Search aria-hidden="true" />
        </Button>
      </Form>
      <div
        className={cn(
          "absolute inset-x-0 top-full z-50 mt-1 max-h-[400px] overflow-y-auto rounded-md border bg-background p-2 text-foreground shadow-md",
          hydrated
            ? expanded
              ? "block"
              : "hidden"
            : recent.length
              ? "hidden group-focus-within/search:block"
              : "hidden",
        )}
      >
        {/* Only while open: a search page's box holds its term, and the suggestions' code
            is fetched when the visitor comes back to the box, not with the page. */}
        {typing && hydrated && open ? (
          <SuggestionGroups
            items={suggestions?.items ?? []}
            stores={suggestions?.stores ?? []}
            rows={suggestionCells}
            activeId={activeCell?.id ?? null}
            gridId={suggestionGrid}
          />
        ) : recent.length ? (
          <RecentSearches
            terms={recent}
            rows={recentRows(recentGrid, recent, searchHref)}
            enhanced={hydrated}
            activeId={activeCell?.id ?? null}
            gridId={recentGrid}
          />
        ) : null}
      </div>
    </div>
  );
}

/** The saved terms, without those a history form is removing right now (optimistic). */
function useRecentSearches(saved: string[]): string[] {
  const fetchers = useFetchers();
  let terms = saved;
  for (const fetcher of fetchers) {
    const form = fetcher.formData;
    if (!form || !fetcher.formAction?.endsWith("/search-history")) continue;
    const intent = form.get(HISTORY_FIELDS.intent);
    if (intent === HISTORY_INTENTS.clear) return [];
    if (intent === HISTORY_INTENTS.delete)
      terms = terms.filter((t) => t !== form.get(HISTORY_FIELDS.term));
  }
  return terms;
}
