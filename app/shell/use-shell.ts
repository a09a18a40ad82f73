import * as React from "react";
import { useRouteLoaderData } from "@remix-run/react";
import type { HomePersonal } from "~/features/home/home-personal";
import type { ShellData } from "./root-loader.server";
import { usePersonalParts } from "./personal-parts";

export type Shell = ShellData & {
  /** On a shared home, the signed-in sections from /home/personal (ADR 033). */
  personalSections?: HomePersonal["sections"];
};

/**
 * The root loader's data from any component (null inside the root ErrorBoundary). On a shared
 * page, with the visitor's personal parts laid over the guest's once they have arrived
 * (shell/personal-parts.tsx).
 */
export function useShell(): Shell | null {
  const root = (useRouteLoaderData("root") as ShellData | undefined) ?? null;
  const personal = usePersonalParts();
  return React.useMemo(
    () =>
      root && personal
        ? {
            ...root,
            signedIn: personal.signedIn,
            user: personal.user,
            counts: personal.counts,
            cart: personal.cart,
            wishlist: personal.wishlist,
            personalSections: personal.sections,
            toasts: personal.toasts,
            theme: personal.theme,
            cookieNotice: personal.cookieNoticeSeen ? null : root.cookieNotice,
          }
        : root,
    [root, personal],
  );
}
