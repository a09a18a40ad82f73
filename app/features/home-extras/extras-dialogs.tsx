import { deferred } from "~/components/ui/deferred";
import { CASHBACK_DIALOG } from "./fields";
import * as onServer from "./extras-dialogs.server";

/*
 * The signed-in extras' dialogs (cashback panel, review prompt, welcome modal), deferred: the
 * server renders them when they are open, the browser fetches their code only when one is
 * shown or about to be (ui/deferred.tsx, docs/decisions/012 and 013). Import them from here,
 * not from their own modules, or their code joins the home's first load.
 */

export const CashbackPanel = deferred(
  () => import("./cashback-panel").then((m) => m.CashbackPanel),
  onServer.CashbackPanel,
  { dialogs: [CASHBACK_DIALOG] },
);

export const ReviewPromptDialog = deferred(
  () => import("./review-prompt-dialog").then((m) => m.ReviewPromptDialog),
  onServer.ReviewPromptDialog,
);

export const WelcomeDialog = deferred(
  () => import("./welcome-dialog").then((m) => m.WelcomeDialog),
  onServer.WelcomeDialog,
);
