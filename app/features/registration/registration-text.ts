import * as React from "react";
import { useTranslation } from "react-i18next";

const OUR_KEY = /^registration:[\w.]+$/;

/**
 * The registration namespace's texts, and a message: our keys translated, the backend's as
 * written. Its own module: the confirmation pages need it without the forms' code.
 */
export function useRegistrationText() {
  const { t } = useTranslation("registration");
  const message = React.useCallback(
    (errors: string[] | undefined) =>
      (errors ?? []).map((e) => (OUR_KEY.test(e) ? t(e) : e)).join(" "),
    [t],
  );
  return { t, message };
}
