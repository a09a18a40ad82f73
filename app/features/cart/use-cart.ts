import * as React from "react";
import { useShell } from "~/shell/use-shell";
import type { CartLineSummary } from "./cart-view";

/** The visitor's cart line for an item (a card's stepper), from the frame's loader data. */
export function useCartLine(itemId: number, campaign: boolean): CartLineSummary | null {
  const shell = useShell();
  return (
    shell?.cart.lines.find((line) => line.itemId === itemId && line.campaign === campaign) ?? null
  );
}

/**
 * All the visitor's cart lines of an item (one per choice), from the frame's loader data: the
 * item page of a shared cache (ADR 033) has none of its own, and tells "Update to cart" by these.
 */
export function useCartLinesOf(itemId: number, campaign: boolean): CartLineSummary[] {
  const shell = useShell();
  const lines = shell?.cart.lines;
  return React.useMemo(
    () => (lines ?? []).filter((line) => line.itemId === itemId && line.campaign === campaign),
    [lines, itemId, campaign],
  );
}
