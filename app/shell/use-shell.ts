import * as React from "react";
import { useRouteLoaderData } from "@remix-run/react";
import type { HomePersonal } from "~/features/home/home-personal";
import { unpack } from "~/lib/packed-data";
import type { ShellData, ShellModule } from "./root-loader.server";
import { usePersonalParts } from "./personal-parts";

export type Shell = Omit<ShellData, "modules"> & {
  modules: ShellModule[];
  /** On a shared home, the signed-in sections from /home/personal (ADR 033). */
  personalSections?: HomePersonal["sections"];
};

/**
 * The root loader's data from any component (null inside the root ErrorBoundary). On a shared
 * page, with the visitor's personal parts laid over the guest's once they have arrived
 * (shell/personal-parts.tsx).
 */
export function useShell(): Shell | null {
  const data = (useRouteLoaderData("root") as ShellData | undefined) ?? null;
  // Read once per loader answer (ADR 044). Data without the list (a test's partial frame)
  // draws no modules, as an unreachable module list does.
  const root = React.useMemo(
    () => data && { ...data, modules: data.modules ? unpack(data.modules) : [] },
    [data],
  );
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
