import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { Skeleton } from "~/components/ui/skeleton";
import type { Lang } from "~/i18n/config";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { closeDialogHref, openDialogHref } from "~/lib/dialog-url";
import type { DrawerEntry, DrawerLists } from "./drawer-lists.server";
import { useLanguageEntries } from "~/features/preferences/language-menu";
import { ThemeSwitch } from "~/features/preferences/theme-switch";
import { Check, ChevronDown, House, Languages, LogOut, MapPin } from "~/components/ui/icons";

export interface MenuDrawerProps {
  open: boolean;
  /** Null until the root loader has fetched them for an open drawer. */
  lists: DrawerLists | null;
  /** Categories and store lists exist only with a zone and a non-parcel module. */
  showLists: boolean;
  signedIn: boolean;
  lang: Lang;
}

const rowLook =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0";

/**
 * The compact header's drawer (browsing spec §2), docked to the inline end: the right in
 * English, mirrored in Arabic. URL state `?dialog=menu`: a link opens it without JavaScript,
 * Radix runs it with JavaScript. Submenus are <details>, which expand with or without JS.
 */
export function MenuDrawer({ open, lists, showLists, signedIn, lang }: MenuDrawerProps) {
  const { t } = useTranslation("chrome");
  const location = useLocation();
  const localize = useLocalizedPath();
  const languages = useLanguageEntries(lang);
  return (
    <Sheet open={open} closeHref={closeDialogHref(location)}>
      <SheetContent
        side="end"
        closeLabel={t("common:close")}
        aria-describedby={undefined}
        className="w-80 max-w-[85vw] gap-3 px-3"
      >
        <SheetHeader className="px-3">
          <SheetTitle>{t("drawer.title")}</SheetTitle>
        </SheetHeader>
        <nav aria-label={t("drawer.title")}>
          <ul className="grid gap-1">
            <li>
              <Link to={localize("/home")} className={rowLook}>
                <House aria-hidden="true" />
                {t("drawer.home")}
              </Link>
            </li>
            {showLists ? (
              <>
                <DrawerSection
                  title={t("drawer.categories")}
                  entries={lists?.categories}
                  viewAllPath="/categories"
                />
                <DrawerSection
                  title={t("drawer.latestStores")}
                  entries={lists?.latestStores}
                  viewAllPath="/store/latest"
                />
                <DrawerSection
                  title={t("drawer.popularStores")}
                  entries={lists?.popularStores}
                  viewAllPath="/store/popular"
                />
              </>
            ) : null}
          </ul>
        </nav>
        <div className="grid gap-3 border-t pt-3">
          <div role="group" className="grid gap-1" aria-labelledby="drawer-theme">
            <h3
              id="drawer-theme"
              className="px-3 text-xs font-semibold uppercase text-muted-foreground"
            >
              {t("drawer.theme")}
            </h3>
            <ThemeSwitch showLabel className="px-1" />
          </div>
          <div role="group" className="grid gap-1" aria-labelledby="drawer-language">
            <h3
              id="drawer-language"
              className="flex items-center gap-2 px-3 text-xs font-semibold uppercase text-muted-foreground"
            >
              <Languages className="size-4" aria-hidden="true" />
              {t("drawer.language")}
            </h3>
            <ul className="grid gap-1">
              {languages.map((entry) => (
                <li key={entry.id}>
                  {entry.current ? (
                    <span
                      aria-current="true"
                      lang={entry.id}
                      className={cn(rowLook, "hover:bg-transparent")}
                    >
                      {entry.label}
                      <Check className="ms-auto" aria-hidden="true" />
                    </span>
                  ) : (
                    <Link to={entry.to} preventScrollReset lang={entry.id} className={rowLook}>
                      {entry.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
          {signedIn ? (
            <Link to={localize("/addresses")} className={rowLook}>
              <MapPin aria-hidden="true" />
              {t("account.addresses")}
            </Link>
          ) : null}
          {signedIn ? (
            <Link to={openDialogHref(location, "logout")} preventScrollReset className={rowLook}>
              <LogOut aria-hidden="true" />
              {t("drawer.logout")}
            </Link>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** A submenu of at most 10 entries plus View all; `entries` undefined = still loading, null = failed. */
function DrawerSection({
  title,
  entries,
  viewAllPath,
}: {
  title: string;
  entries: DrawerEntry[] | null | undefined;
  viewAllPath: string;
}) {
  const { t } = useTranslation("chrome");
  const localize = useLocalizedPath();
  return (
    <li>
      <details className="group">
        <summary className={cn(rowLook, "justify-between")}>
          {title}
          <ChevronDown className="transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        {entries === undefined ? (
          <div className="grid gap-2 px-6 py-2" aria-busy="true">
            <span className="sr-only">{t("common:loading")}</span>
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : entries === null ? (
          <p className="px-6 py-2 text-sm text-muted-foreground">{t("drawer.failed")}</p>
        ) : (
          <ul className="grid gap-0.5 ps-4">
            {entries.length === 0 ? (
              <li className="px-3 py-2 text-sm text-muted-foreground">{t("drawer.empty")}</li>
            ) : null}
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link to={localize(entry.path)} className={cn(rowLook, "font-normal")}>
                  <span className="truncate">{entry.name}</span>
                </Link>
              </li>
            ))}
            <li>
              <Link to={localize(viewAllPath)} className={cn(rowLook, "text-primary")}>
                {t("drawer.viewAll")}
              </Link>
            </li>
          </ul>
        )}
      </details>
    </li>
  );
}
