import { useLocation } from "@remix-run/react";
import { Languages } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import { LANGS, type Lang } from "~/i18n/config";
import { openDialogHref } from "~/lib/dialog-url";
import { HeaderMenu, type HeaderMenuEntry } from "~/features/header/header-menu";

/**
 * The language entries: choosing one opens the confirmation (`?dialog=language&to=ar`), it
 * never switches directly (browsing spec §4).
 */
export function useLanguageEntries(current: Lang): HeaderMenuEntry[] {
  const { t } = useTranslation("chrome");
  const location = useLocation();
  return LANGS.map((lang) => ({
    id: lang,
    label: t(`language.names.${lang}`),
    to: openDialogHref(location, "language", { to: lang }),
    current: lang === current,
  }));
}

export function LanguageMenu({ current }: { current: Lang }) {
  const { t } = useTranslation("chrome");
  const entries = useLanguageEntries(current);
  const name = t(`language.names.${current}`);
  return (
    <HeaderMenu
      label={t("language.menu", { name })}
      trigger={
        <>
          <Languages aria-hidden="true" />
          <span lang={current}>{name}</span>
        </>
      }
      entries={entries.map((entry) => ({ ...entry, lang: entry.id }))}
    />
  );
}
