import { Heart } from "~/components/ui/icons";
import * as React from "react";
import { usePendingSubmission, useSubmissionHub } from "~/components/keyed-fetchers";
import { PageLink } from "~/components/page-link";
import { toast } from "~/components/ui/use-toast";
import { usePageT } from "~/i18n/use-page-t";
import { cn } from "~/lib/cn";
import { WISHLIST_FIELDS, WISHLIST_INTENTS } from "./wishlist-fields";
import { showActionToast } from "./action-toast";
import { useHeartsPage, WishlistHearts, type HeartsPage } from "./wishlist-hearts";

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
 * size whatever the state, so nothing moves when it turns. What all hearts of a page share is
 * read once (wishlist-hearts.tsx) and the fetcher is the page's, under this item's or store's
 * key (components/keyed-fetchers.tsx): a grocery home draws ~80 hearts (issue 27).
 */
export function WishlistHeart(props: WishlistHeartProps) {
  const page = useHeartsPage();
  if (page) return <HeartControl page={page} {...props} />;
  return (
    <WishlistHearts>
      <WishlistHeart {...props} />
    </WishlistHearts>
  );
}

function HeartControl({
  page,
  kind,
  id,
  name,
  wishlisted,
  labels = {},
  size = "sm",
  className,
}: WishlistHeartProps & { page: HeartsPage }) {
  const t = usePageT("wishlist");
  const anchor = React.useId();
  // Keyed per item or store: every heart of one item on the page turns together.
  const key = `wishlist-${kind}-${id}`;
  const hub = useSubmissionHub();
  const pending = usePendingSubmission(key)?.get(WISHLIST_FIELDS.intent);
  const common = usePageT("common");

  if (page.hidden) return null;
  const look = cn(LOOK, SIZES[size], className);

  if (!page.signedIn) {
    const label = labels.signIn ?? t("heart.signIn", { name });
    // The login-required message of the spec ('You must be login to access this page.', the
    // wording browsing §5 names for the wishlist everywhere but the item view).
    const message = labels.guestMessage ?? t("common:toasts.loginRequired");
    return (
      <PageLink
        to={page.signInHref}
        preventScrollReset
        aria-label={label}
        title={label}
        className={look}
        onClick={() => toast({ title: message, variant: "destructive" })}
      >
        <Heart aria-hidden="true" />
      </PageLink>
    );
  }

  const saved = wishlisted ?? (kind === "item" ? page.itemIds : page.storeIds).has(id);
  const pressed =
    pending === WISHLIST_INTENTS.add ? true : pending === WISHLIST_INTENTS.remove ? false : saved;
  const label = pressed
    ? (labels.remove ?? t("heart.remove", { name }))
    : (labels.add ?? t("heart.add", { name }));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!hub) return;
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    formData.set(WISHLIST_FIELDS.enhanced, "1");
    // One change at a time per key (the hub refuses a second while one is in flight): a double
    // click must not add and at once remove again.
    hub.submit(key, formData, { action: page.action }, (data) => showActionToast(data, common));
  };

  return (
    <form
      id={anchor}
      method="post"
      action={page.action}
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
        value={`${page.returnPath}#${anchor}`}
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
