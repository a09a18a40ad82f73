import { useLocalize } from "./use-page-t";

/**
 * Turns an app path ("/home") into the current language's URL ("/ar/home"). A context read, not
 * useTranslation: the language never changes in place (use-page-t.ts); every card's link asks.
 */
export function useLocalizedPath() {
  return useLocalize();
}
