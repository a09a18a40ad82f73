import { useTranslation } from "react-i18next";

/** Shown when the marketplace API cannot be reached: the page still renders what it has. */
export function BackendDownNotice() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {t("errors.backendDown")}
    </div>
  );
}
