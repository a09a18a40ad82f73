import * as React from "react";

export type Direction = "ltr" | "rtl";

const DirectionContext = React.createContext<Direction>("ltr");

/**
 * Tells the Radix-based primitives (Tabs, Select) the document direction. Radix
 * does not read <html dir>: without this, Tabs renders dir="ltr" inside an Arabic page and the
 * arrow keys and submenu sides are mirrored wrongly. Wrap the app once in root.tsx with the
 * same value the server puts on <html dir>.
 */
export function DirectionProvider({
  dir,
  children,
}: {
  dir: Direction;
  children: React.ReactNode;
}) {
  return <DirectionContext.Provider value={dir}>{children}</DirectionContext.Provider>;
}

export function useDirection(explicit?: Direction): Direction {
  const inherited = React.useContext(DirectionContext);
  return explicit ?? inherited;
}
