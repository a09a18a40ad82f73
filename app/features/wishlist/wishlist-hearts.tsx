import { useLocation } from "@remix-run/react";
import * as React from "react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { openDialogHref } from "~/lib/dialog-url";
import { returnPathOf } from "~/lib/shared-pages";
import { useShell } from "~/shell/use-shell";
import { SIGN_IN_DIALOG } from "~/features/auth/auth-urls";
import { WISHLIST_ACTION } from "./wishlist-fields";

/** What every heart of a page reads alike: the visitor, their wishlist, where forms go. */
export type HeartsPage = {
  /** Outside the page frame (no visitor known) or in the parcel module: no hearts. */
  hidden: boolean;
  signedIn: boolean;
  itemIds: ReadonlySet<number>;
  storeIds: ReadonlySet<number>;
  /** The sign-in dialog over this page (a guest's heart). */
  signInHref: string;
  /** Where a heart's form comes back to without JavaScript (before its own #anchor). */
  returnPath: string;
  action: string;
};

const HeartsContext = React.createContext<HeartsPage | null>(null);

/**
 * Reads the frame, the location and the wishlist once per page for its hearts (a grocery home
 * draws ~80; issue 27): each heart reading them itself cost a frame lookup, a router
 * subscription and a linear search of the wishlist ids per heart. The frame (root.tsx) provides
 * it; a heart outside it (rendered alone) brings its own.
 */
export function WishlistHearts({ children }: { children: React.ReactNode }) {
  const shell = useShell();
  const { pathname, search } = useLocation();
  const localize = useLocalizedPath();
  const page = React.useMemo<HeartsPage>(() => {
    const location = { pathname, search };
    return {
      hidden: !shell || shell.module?.type === "parcel",
      signedIn: Boolean(shell?.signedIn),
      itemIds: new Set(shell?.wishlist.itemIds),
      storeIds: new Set(shell?.wishlist.storeIds),
      signInHref: openDialogHref(location, SIGN_IN_DIALOG),
      returnPath: returnPathOf(location),
      action: localize(WISHLIST_ACTION),
    };
  }, [shell, pathname, search, localize]);
  return <HeartsContext.Provider value={page}>{children}</HeartsContext.Provider>;
}

export const useHeartsPage = () => React.useContext(HeartsContext);
