/*
 * The home extras' dialogs, imported eagerly for the server render only. The Remix compiler
 * replaces `*.server` modules with an empty module in the browser bundle, so these imports keep
 * the dialogs out of the home's first-load JavaScript: see app/components/ui/deferred.tsx and
 * extras-dialogs.tsx (the same arrangement as app/shell/frame-dialogs.server.ts).
 */
export { CashbackPanel } from "./cashback-panel";
export { ReviewPromptDialog } from "./review-prompt-dialog";
export { WelcomeDialog } from "./welcome-dialog";
