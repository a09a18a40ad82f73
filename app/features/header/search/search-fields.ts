/**
 * What the header search and its two routes agree on: the history action
 * (routes/($lang).search-history.tsx), the suggestions resource route
 * (routes/($lang).search-suggestions.tsx) and the JSON the latter answers.
 */
export const SEARCH_HISTORY_PATH = "/search-history";
export const SEARCH_SUGGESTIONS_PATH = "/search-suggestions";

export const HISTORY_INTENTS = { delete: "delete", clear: "clear" } as const;
export type HistoryIntent = (typeof HISTORY_INTENTS)[keyof typeof HISTORY_INTENTS];

/** Form fields of the history forms. */
export const HISTORY_FIELDS = {
  intent: "intent",
  term: "term",
  redirectTo: "redirectTo",
  /** "1" from a fetcher: answer data instead of a redirect. */
  enhanced: "enhanced",
} as const;

/** browsing §9: suggestions 500 ms after typing stops. */
export const SUGGESTION_DEBOUNCE_MS = 500;
/** Entries per group the dropdown lists (its height is capped at 400 px and scrolls). */
export const SUGGESTIONS_PER_GROUP = 10;

export interface SuggestionEntry {
  id: number;
  name: string;
  /** Unprefixed app path (itemHref / storeHref): localize it for links. */
  href: string;
  image: string | null;
}

export interface SuggestionsData {
  term: string;
  items: SuggestionEntry[];
  stores: SuggestionEntry[];
}
