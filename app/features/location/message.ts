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
 * JavaScript), the map (needs JavaScript and a maps key), and — with or without JavaScript —
 * coordinates typed into the search box and the saved-address and zone lists when the page has
 * them (issue 21 row 10). The server sends one key; the dialog picks the wording that fits the
 * page as it is, and never asks to turn JavaScript on: typing coordinates always works.
 */
export function withWhatStillWorks(
  message: Message,
  page: { hydrated: boolean; hasMap: boolean; hasChoices?: boolean },
): Message {
  if (!("key" in message) || message.key !== "location:errors.searchUnavailable") return message;
  if (!page.hydrated)
    return {
      key: page.hasChoices
        ? "location:errors.searchUnavailableNoJs"
        : "location:errors.searchUnavailableCoordinates",
    };
  return page.hasMap ? message : { key: "location:errors.searchUnavailableNoMap" };
}
