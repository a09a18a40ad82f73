import type { FetcherWithComponents } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/use-toast";
import type { WishlistActionData } from "./wishlist-fields";

const VARIANTS = { success: "success", error: "destructive", info: "default" } as const;

/**
 * Shows the toast a wishlist fetcher's answer carries (`{ ok, toast }`), once per submission.
 * Call the returned function right before submitting. Fetchers are keyed per item or store, so
 * every heart of one item on the page turns together; only the one that was pressed speaks.
 */
export function useActionToast(fetcher: FetcherWithComponents<WishlistActionData>): () => void {
  const { t } = useTranslation();
  const waiting = React.useRef(false);
  const { state, data } = fetcher;
  React.useEffect(() => {
    if (state !== "idle" || !waiting.current) return;
    waiting.current = false;
    // No data: the action redirected (a dead token's way home), which brings its own toast.
    if (!data?.toast) return;
    const { text, key, params, variant } = data.toast;
    toast({ title: text ?? (key ? t(key, params) : ""), variant: VARIANTS[variant] });
  }, [state, data, t]);
  return () => {
    waiting.current = true;
  };
}
