import type { SuggestionEntry } from "./search-fields";

/*
 * The search popup's grid rows, which the search box walks with the arrow keys. Apart from the
 * popup's markup (search-popup.tsx), which the browser fetches only when the box takes focus.
 */

export type Cell =
  | { id: string; kind: "link"; href: string }
  | { id: string; kind: "delete"; term: string }
  | { id: string; kind: "clear" };
export type Row = Cell[];

/** The recent searches' rows: [term link, delete], then [Clear All]. */
export function recentRows(prefix: string, terms: string[], hrefFor: (t: string) => string) {
  const rows: Row[] = terms.map((term, i) => [
    { id: `${prefix}-r${i}-0`, kind: "link", href: hrefFor(term) },
    { id: `${prefix}-r${i}-1`, kind: "delete", term },
  ]);
  if (terms.length) rows.push([{ id: `${prefix}-clear`, kind: "clear" }]);
  return rows;
}

/** One row per suggestion, items first (the order the arrows walk); hrefs localized. */
export function suggestionRows(
  prefix: string,
  items: SuggestionEntry[],
  stores: SuggestionEntry[],
  localize: (path: string) => string,
) {
  const row =
    (group: string) =>
    (entry: SuggestionEntry, i: number): Row => [
      { id: `${prefix}-${group}${i}`, kind: "link", href: localize(entry.href) },
    ];
  return { items: items.map(row("i")), stores: stores.map(row("s")) };
}
