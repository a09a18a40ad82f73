/*
 * The search box's popup, imported eagerly for the server render only (the Remix compiler
 * empties `*.server` modules in the browser bundle): see search-popup-deferred.tsx.
 */
export { RecentSearches, SuggestionGroups } from "./search-popup";
