import { useRouteLoaderData } from "@remix-run/react";
import type { ShellData } from "./root-loader.server";

/** The root loader's data from any component (null inside the root ErrorBoundary). */
export function useShell(): ShellData | null {
  return (useRouteLoaderData("root") as ShellData | undefined) ?? null;
}
