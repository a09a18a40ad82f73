import * as React from "react";
import { SUGGESTION_DEBOUNCE_MS, type SuggestionsData } from "./search-fields";

/**
 * The suggestions for `term` (browsing §4: 500 ms after typing stops, only for a non-empty
 * term), from the suggestions resource route. A newer term cancels the older request, so an
 * answer never overwrites a later one. Failures leave no suggestions (the dropdown closes).
 */
export function useSuggestions(options: {
  term: string;
  enabled: boolean;
  /** Localized path of the resource route. */
  path: string;
  moduleId: number | null;
}): SuggestionsData | null {
  const { term, enabled, path, moduleId } = options;
  const [data, setData] = React.useState<SuggestionsData | null>(null);
  const query = term.trim();

  React.useEffect(() => {
    if (!enabled || !query) {
      setData(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const params = new URLSearchParams({ name: query });
      if (moduleId) params.set("module_id", String(moduleId));
      try {
        const response = await fetch(`${path}?${params}`, {
          headers: { Accept: "application/json" },
          signal: controller.signal,
        });
        if (!response.ok) return setData(null);
        setData((await response.json()) as SuggestionsData);
      } catch {
        // aborted by a newer term, or offline: nothing to show
      }
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled, path, moduleId]);

  // An answer for an older term is not shown for the new one.
  return data && data.term === query.replace(/\s+/g, " ").slice(0, 100).trim() ? data : null;
}
