import { useLocation } from "@remix-run/react";
import * as React from "react";
import { stripLangPrefix } from "~/i18n/config";

/**
 * Where "clearing the text while a search is active" goes back to (browsing §4: it restores the
 * previous data type): the last listing (/home?data_type=…, not a search) this tab showed, or
 * null. The header stays mounted across navigations, so a ref remembers it.
 */
export function usePreviousListing(): string | null {
  const location = useLocation();
  const previous = React.useRef<string | null>(null);
  const params = new URLSearchParams(location.search);
  const dataType = params.get("data_type");
  if (stripLangPrefix(location.pathname) === "/home" && dataType && dataType !== "searched") {
    params.delete("dialog");
    params.delete("page");
    previous.current = `${location.pathname}?${params}`;
  }
  return previous.current;
}
