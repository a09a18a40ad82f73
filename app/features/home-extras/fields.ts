/*
 * Names shared by the home extras' components (browser) and their actions (server): the URL
 * dialog name of the cashback panel, the action paths and the form fields they read.
 */

/** `?dialog=cashback` opens the cashback panel (docs/decisions/003). */
export const CASHBACK_DIALOG = "cashback";

/** Action routes, before localisation (app/routes/($lang).review-prompt.tsx, .welcome.tsx). */
export const REVIEW_PROMPT_ACTION = "/review-prompt";
export const WELCOME_ACTION = "/welcome";

export const EXTRAS_FIELDS = {
  intent: "intent",
  orderId: "order_id",
  redirectTo: "redirectTo",
  /** Sent only once hydrated: the fetcher wants data back, not a redirect. */
  enhanced: "enhanced",
} as const;

export const REVIEW_PROMPT_INTENTS = { cancel: "cancel", give: "give" } as const;
