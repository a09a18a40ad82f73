import { useLocation, useNavigation } from "@remix-run/react";
import type { CashbackOfferView, ReviewPromptView } from "~/features/catalogue/card-models";
import { useOpenedOnce, usePreloadOnIntent } from "~/components/ui/deferred";
import { dialogFrom } from "~/lib/dialog-url";
import { CashbackButton } from "./cashback-button";
import { CashbackPanel, ReviewPromptDialog, WelcomeDialog } from "./extras-dialogs";
import { CASHBACK_DIALOG } from "./fields";
import type { WelcomeView } from "./welcome.server";

export interface HomeExtrasProps {
  /** Running cashback offers of the signed-in customer ([] for guests or when the call failed). */
  cashbackOffers: readonly CashbackOfferView[];
  /** The last delivered, unreviewed order (null for guests, none, or a failed call). */
  reviewPrompt: ReviewPromptView | null;
  /** welcomeView(...) from welcome.server.ts: null unless the customer has just signed up. */
  welcome: WelcomeView | null;
}

/**
 * The signed-in customer's extras on the module home (browsing §2 Home, §4): the floating
 * cashback button and its panel (`?dialog=cashback`), the last-order review prompt and the
 * welcome modal. One modal at a time: the welcome first, then the review prompt, and neither
 * over a dialog the URL has opened (the cashback panel, the header's dialogs).
 */
export function HomeExtras({ cashbackOffers, reviewPrompt, welcome }: HomeExtrasProps) {
  const location = useLocation();
  const navigation = useNavigation();
  // Fetch the panel's code when the pointer or focus reaches a `?dialog=` link.
  usePreloadOnIntent(CashbackPanel);

  const dialog = dialogFrom(location.search);
  const hasOffers = cashbackOffers.length > 0;
  // With JavaScript the panel opens as soon as its link is followed (the offers are here
  // already), not when the loaders have answered.
  const pending =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    dialogFrom(navigation.location.search) === CASHBACK_DIALOG;
  const cashbackOpen = hasOffers && (dialog === CASHBACK_DIALOG || pending);
  // Mounted from its first opening on, so that closing animates and returns focus.
  const cashbackMounted = useOpenedOnce(cashbackOpen);

  const otherDialog = dialog !== null || pending;
  const prompt = reviewPrompt && reviewPrompt.orderId > 0 ? reviewPrompt : null;

  return (
    <>
      <CashbackButton offers={cashbackOffers} />
      {cashbackMounted && hasOffers ? (
        <CashbackPanel offers={cashbackOffers} open={cashbackOpen} />
      ) : null}
      {welcome ? <WelcomeDialog discount={welcome.discount} open={!otherDialog} /> : null}
      {prompt ? <ReviewPromptDialog prompt={prompt} open={!otherDialog && !welcome} /> : null}
    </>
  );
}
