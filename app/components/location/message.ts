import type { TFunction } from "i18next";

/**
 * A message for the visitor: our own text is an i18n key (spec wording); a backend message is
 * shown as given (the backend already localised it through X-localization).
 */
export type Message = { key: string } | { text: string };

export const messageText = (t: TFunction, message: Message): string =>
  "text" in message ? message.text : t(message.key);

/**
 * "Address search is down" says what still works here: the current-location button (needs
 * JavaScript) and the map (needs JavaScript and a maps key). The server sends one key; the
 * dialog picks the wording that fits the page as it is.
 */
export function withWhatStillWorks(
  message: Message,
  page: { hydrated: boolean; hasMap: boolean },
): Message {
  if (!("key" in message) || message.key !== "location:errors.searchUnavailable") return message;
  if (!page.hydrated) return { key: "location:errors.searchUnavailableNoJs" };
  return page.hasMap ? message : { key: "location:errors.searchUnavailableNoMap" };
}
