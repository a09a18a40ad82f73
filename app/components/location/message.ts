import type { TFunction } from "i18next";

/**
 * A message for the visitor: our own text is an i18n key (spec wording); a backend message is
 * shown as given (the backend already localised it through X-localization).
 */
export type Message = { key: string } | { text: string };

export const messageText = (t: TFunction, message: Message): string =>
  "text" in message ? message.text : t(message.key);
