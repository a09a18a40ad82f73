import { useShell } from "~/shell/use-shell";
import type { CartLineSummary } from "./cart-view";

/** The visitor's cart line for an item (a card's stepper), from the frame's loader data. */
export function useCartLine(itemId: number, campaign: boolean): CartLineSummary | null {
  const shell = useShell();
  return (
    shell?.cart.lines.find((line) => line.itemId === itemId && line.campaign === campaign) ?? null
  );
}
