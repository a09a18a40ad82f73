import * as React from "react";
import { useTranslation } from "react-i18next";

const OUR_KEY = /^account:[\w.]+$/;

/** Our keys translated; the backend's own words shown as they are. */
export function useAccountMessages() {
  const { t } = useTranslation("account");
  return React.useCallback(
    (errors: string[] | undefined | null) =>
      (errors ?? []).map((e) => (OUR_KEY.test(e) ? t(e) : e)).join(" "),
    [t],
  );
}

export function FieldMessage({ id, text }: { id: string; text: string }) {
  if (!text) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {text}
    </p>
  );
}
