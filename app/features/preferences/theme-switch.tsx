import { useFetcher, useLocation } from "@remix-run/react";
import { Moon, Sun } from "~/components/ui/icons";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { returnPathOf } from "~/lib/shared-pages";
import { THEMES, type Theme } from "~/lib/theme";

/**
 * The light/dark switch: a form POST, so it works without JavaScript (the action redirects back
 * here). With JavaScript the same form goes through a fetcher (no reload) and the class on
 * <html> flips at once, before the root loader's revalidation confirms it.
 *
 * Before any choice the system preference applies and the server cannot know it, so the form
 * carries both buttons and CSS shows the one that flips what is on screen: "to dark" while the
 * page is light, "to light" while it is dark (tailwind's `dark:` covers the system preference).
 */
export function ThemeSwitch({
  showLabel = false,
  className,
}: {
  showLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("chrome");
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const location = useLocation();
  const localize = useLocalizedPath();
  usePendingThemeClass(fetcher.formData?.get("theme"));

  const button = (to: Theme) => (
    <Button
      type="submit"
      name="theme"
      value={to}
      variant="ghost"
      size={showLabel ? "sm" : "icon"}
      aria-label={showLabel ? undefined : t(to === "dark" ? "theme.toDark" : "theme.toLight")}
      className={cn(
        to === "dark" ? "dark:hidden" : "hidden dark:inline-flex",
        showLabel && "justify-start",
      )}
    >
      {to === "dark" ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
      {showLabel ? t(to === "dark" ? "theme.toDark" : "theme.toLight") : null}
    </Button>
  );

  return (
    <fetcher.Form
      method="post"
      action={localize("/preferences/theme")}
      className={cn("flex", className)}
    >
      {/* A shared page (ADR 033) cannot show the visitor's theme: back to its private page. */}
      <input type="hidden" name="redirectTo" value={returnPathOf(location)} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      {button("dark")}
      {button("light")}
    </fetcher.Form>
  );
}

/** Optimistic theme: applies the submitted theme to <html> while the POST is in flight. */
function usePendingThemeClass(pending: FormDataEntryValue | null | undefined) {
  React.useEffect(() => {
    if (pending !== "light" && pending !== "dark") return;
    const root = document.documentElement;
    for (const theme of THEMES) root.classList.toggle(theme, theme === pending);
  }, [pending]);
}
