import { useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { returnPathOf } from "~/lib/shared-pages";
import { CART_FIELDS } from "./cart-fields";

/**
 * What every cart form carries besides its own fields: the page to come back to (from a shared
 * home, the private one: lib/shared-pages.ts), and — only once
 * JavaScript runs, when the form goes through a fetcher — `enhanced=1`, so the action answers
 * data instead of a redirect. Rendered by the server without it: a document POST gets the 303.
 */
export function CartReturnFields() {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name={CART_FIELDS.redirectTo} value={returnPathOf(location)} />
      {hydrated ? <input type="hidden" name={CART_FIELDS.enhanced} value="1" /> : null}
    </>
  );
}
