import { useTranslation } from "react-i18next";

/**
 * The registration namespace's texts. Its own module: the confirmation pages need it without
 * the forms' code. Messages go through the forms kit (components/forms.tsx).
 */
export function useRegistrationText() {
  const { t } = useTranslation("registration");
  return { t };
}
