import { deferred } from "~/components/ui/deferred";
import * as onServer from "./search-popup.server";

/*
 * The search box's popup (recent searches, suggestions), deferred (ui/deferred.tsx): it is in
 * the header of every page, but a first visit has no recent searches and shows no suggestions
 * until the visitor types. The server renders it when it has content; the browser fetches its
 * code when the search box takes focus (SearchBox preloads it), before the first suggestion
 * is due (500 ms after typing stops).
 */
export const RecentSearches = deferred(
  () => import("./search-popup").then((m) => m.RecentSearches),
  onServer.RecentSearches,
  { urlDialog: false },
);

export const SuggestionGroups = deferred(
  () => import("./search-popup").then((m) => m.SuggestionGroups),
  onServer.SuggestionGroups,
  { urlDialog: false },
);
