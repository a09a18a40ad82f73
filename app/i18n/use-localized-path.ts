import { useTranslation } from "react-i18next";
import { isLang, localizePath, DEFAULT_LANG } from "./config";

/** Turns an app path ("/home") into the current language's URL ("/ar/home"). */
export function useLocalizedPath() {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  return (path: string) => localizePath(path, lang);
}
