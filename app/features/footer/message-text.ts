import { useTranslation } from "react-i18next";

/** "ns:dotted.key" — our own messages; anything else is backend text, already localised. */
const I18N_KEY = /^[a-z]+:[A-Za-z0-9_.]+$/;

/**
 * Form errors carry either an i18n key (client and server validation share the zod schema's
 * keys) or the backend's own message (e.g. "The email has already been taken."), shown as is.
 */
export function useMessageText() {
  const { t } = useTranslation();
  return (message: string) => (I18N_KEY.test(message) ? t(message) : message);
}
