import type { TFunction } from "i18next";
import { toast } from "~/components/ui/use-toast";
import type { WishlistActionData } from "./wishlist-fields";

const VARIANTS = { success: "success", error: "destructive", info: "default" } as const;

/**
 * Shows the toast a wishlist fetcher's answer carries (`{ ok, toast }`). Only the heart that was
 * pressed asks for it (its submission's `done`): every heart of one item on the page turns
 * together, one speaks. `t` is the default namespace's (the toast's key names its own).
 */
export function showActionToast(data: unknown, t: TFunction) {
  // No data: the action redirected (a dead token's way home), which brings its own toast.
  const answer = data as Partial<WishlistActionData> | undefined;
  if (!answer?.toast) return;
  const { text, key, params, variant } = answer.toast;
  toast({ title: text ?? (key ? t(key, params) : ""), variant: VARIANTS[variant] });
}
