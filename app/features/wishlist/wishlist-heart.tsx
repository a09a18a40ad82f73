import { Link, useFetcher, useLocation } from "@remix-run/react";
import { Heart } from "~/components/ui/icons";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/use-toast";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { openDialogHref } from "~/lib/dialog-url";
import { useShell } from "~/shell/use-shell";
import { SIGN_IN_DIALOG } from "~/features/auth/auth-urls";
import {
  WISHLIST_ACTION,
  WISHLIST_FIELDS,
  WISHLIST_INTENTS,
  type WishlistActionData,
} from "./wishlist-fields";
import { useActionToast } from "./use-action-toast";
import { returnPathOf } from "~/lib/shared-pages";

export type WishlistHeartProps = {
  kind: "item" | "store";
  id: number;
  /** The item's or store's name, for the labels ('Add {name} to wishlist'). */
  name: string;
  /**
   * The state from the page's own loader (the item view); without it, the frame's wishlist
   * ids (the root loader's `shell.wishlist`).
   */
  wishlisted?: boolean;
  /** Overrides of the labels and of the guest's message (already translated). */
  labels?: Partial<{ add: string; remove: string; signIn: string; guestMessage: string }>;
  size?: "sm" | "md";
  className?: string;
};

/** A component class (tailwind.css): a grocery home draws about 70 hearts. */
const LOOK = "card-heart";
const SIZES = { sm: "size-8 [&_svg]:size-4", md: "size-10 [&_svg]:size-5" } as const;

/**
 * The wishlist heart (foundations §4 "Wishlist heart", browsing §4): for a signed-in customer a
 * POST form to /wishlist toggling the item or store (aria-pressed). Without JavaScript the
 * action redirects back to this heart (a fragment, so the page opens where it was); with
 * JavaScript a fetcher sends it, the heart turns at once (`fetcher.formData`) and turns back
 * with the server's message if the server refuses. A guest gets a link to the sign-in dialog
 * over this page; with JavaScript the click also says why (browsing §5: the login-required
 * message). Nothing in the parcel module (browsing §6), nothing outside the page frame (no
 * visitor known), nothing for campaign items (callers leave those out).
 *
 * It sits above a card's stretched link (relative z-10), never inside it, and has the same
 * size whatever the state, so nothing moves when it turns.
 */
export function WishlistHeart({
  kind,
  id,
  name,
  wishlisted,
  labels = {},
  size = "sm",
  className,
}: WishlistHeartProps) {
  const { t } = useTranslation("wishlist");
  const shell = useShell();
  const location = useLocation();
  const localize = useLocalizedPath();
  const anchor = React.useId();
  const fetcher = useFetcher<WishlistActionData>({ key: `wishlist-${kind}-${id}` });
  const arm = useActionToast(fetcher);

  if (!shell || shell.module?.type === "parcel") return null;
  const look = cn(LOOK, SIZES[size], className);

  if (!shell.signedIn) {
    const label = labels.signIn ?? t("heart.signIn", { name });
    // The login-required message of the spec ('You must be login to access this page.', the
    // wording browsing §5 names for the wishlist everywhere but the item view).
    const message = labels.guestMessage ?? t("common:toasts.loginRequired");
    return (
      <Link
        to={openDialogHref(location, SIGN_IN_DIALOG)}
        preventScrollReset
        aria-label={label}
        title={label}
        className={look}
        onClick={() => toast({ title: message, variant: "destructive" })}
      >
        <Heart aria-hidden="true" />
      </Link>
    );
  }

  const ids = kind === "item" ? shell.wishlist.itemIds : shell.wishlist.storeIds;
  const saved = wishlisted ?? ids.includes(id);
  const pending = fetcher.formData?.get(WISHLIST_FIELDS.intent);
  const pressed =
    pending === WISHLIST_INTENTS.add ? true : pending === WISHLIST_INTENTS.remove ? false : saved;
  const label = pressed
    ? (labels.remove ?? t("heart.remove", { name }))
    : (labels.add ?? t("heart.add", { name }));
  const action = localize(WISHLIST_ACTION);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One change at a time: a double click must not add and at once remove again.
    if (fetcher.state !== "idle") return;
    const formData = new FormData(event.currentTarget);
    formData.set(WISHLIST_FIELDS.enhanced, "1");
    arm();
    fetcher.submit(formData, { method: "post", action });
  };

  return (
    <form
      id={anchor}
      method="post"
      action={action}
      onSubmit={onSubmit}
      className={cn("relative z-10 shrink-0 scroll-mt-32", className)}
    >
      <input
        type="hidden"
        name={WISHLIST_FIELDS.intent}
        value={pressed ? WISHLIST_INTENTS.remove : WISHLIST_INTENTS.add}
      />
      <input
        type="hidden"
        name={kind === "item" ? WISHLIST_FIELDS.itemId : WISHLIST_FIELDS.storeId}
        value={id}
      />
      <input
        type="hidden"
        name={WISHLIST_FIELDS.redirectTo}
        value={`${returnPathOf(location)}#${anchor}`}
      />
      <button
        type="submit"
        aria-label={label}
        aria-pressed={pressed}
        title={label}
        className={cn(LOOK, SIZES[size])}
      >
        <Heart aria-hidden="true" className={cn(pressed && "fill-destructive text-destructive")} />
      </button>
    </form>
  );
}
