import { Link, NavLink, useLocation } from "@remix-run/react";
import { Menu } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import { AccountMenu } from "~/features/header/account-menu";
import { HeaderActions } from "~/features/header/header-actions";
import { HeaderDialogs } from "~/shell/header-dialogs";
import { headerItems } from "~/features/header/header-visibility";
import { LanguageMenu } from "~/features/preferences/language-menu";
import { LocationItem } from "~/features/header/location-item";
import { ModuleSwitchLink } from "~/features/modules/module-switch-link";
import { SearchBox } from "~/features/header/search-box";
import { ThemeSwitch } from "~/features/preferences/theme-switch";
import { Button, buttonVariants } from "~/components/ui/button";
import { DEFAULT_LANG, isLang, stripLangPrefix } from "~/i18n/config";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { openDialogHref } from "~/lib/dialog-url";
import { useShell } from "~/shell/use-shell";

/*
 * Wide vs compact: at 1180 px wide or less (browsing spec §2, §9) the navigation, theme and
 * language move into the drawer. `min-[1181px]:` is "wider than 1180 px"; Tailwind's max-[…]
 * variant would exclude 1180 itself.
 */
const WIDE_ONLY = "hidden min-[1181px]:flex";
const COMPACT_ONLY = "min-[1181px]:hidden";

/** The site header: every item and visibility rule of browsing spec §2 (see header-visibility.ts). */
export function SiteHeader() {
  const { t } = useTranslation("chrome");
  const shell = useShell();
  const location = useLocation();
  const localize = useLocalizedPath();
  const lang = isLang(shell?.lang) ? shell.lang : DEFAULT_LANG;
  const signedIn = Boolean(shell?.signedIn);
  const moduleType = shell?.module?.type ?? null;
  const hasZone = Boolean(shell?.location);
  const items = headerItems({
    onLanding: stripLangPrefix(location.pathname) === "/",
    signedIn,
    hasZone,
    moduleType,
  });
  const businessName = shell?.config?.businessName ?? "";
  const config = shell?.config;

  return (
    <>
      <header className="border-b bg-background">
        <div className="container flex h-10 items-center gap-3 border-b border-border/60">
          <LocationItem
            address={shell?.location?.address || null}
            lang={lang}
            className="max-w-full min-[1181px]:max-w-md"
          />
          <ModuleSwitchLink lang={lang} className="ms-auto" />
          <div className={cn(WIDE_ONLY, "ms-auto items-center gap-1")}>
            <ThemeSwitch />
            <LanguageMenu current={lang} />
          </div>
        </div>
        <div className="container flex flex-wrap items-center gap-x-2 gap-y-2 py-3 min-[1181px]:flex-nowrap">
          <Link
            to={localize(items.logoPath)}
            aria-label={
              businessName ? t("header.logo", { name: businessName }) : t("header.logoFallback")
            }
            className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {config?.logo ? (
              // width and height give the box an aspect ratio before the file arrives: without
              // them it is 0 px wide until then, and a late logo pushed the header's links 32 px
              // (a layout shift first-visit caught now and then). A wider logo still widens it.
              <img
                src={config.logo}
                alt=""
                width={32}
                height={32}
                className="h-8 w-auto max-w-[9rem] object-contain"
              />
            ) : null}
            <span className={cn(config?.logo && "sr-only")}>
              {businessName || t("header.logoFallback")}
            </span>
          </Link>

          {items.homeLink ? (
            <nav aria-label={t("header.mainNav")} className={cn(WIDE_ONLY, "items-center gap-1")}>
              <HeaderNavLink to={localize("/home")}>{t("header.home")}</HeaderNavLink>
              {items.moduleLinks ? (
                <>
                  <HeaderNavLink to={localize("/categories")}>
                    {t("header.categories")}
                  </HeaderNavLink>
                  <HeaderNavLink to={localize("/store/popular")}>
                    {t(moduleType === "food" ? "header.restaurants" : "header.stores")}
                  </HeaderNavLink>
                </>
              ) : null}
            </nav>
          ) : null}

          {items.search ? (
            <SearchBox
              placeholder={items.searchPlaceholder}
              // Compact: its own full-width row under the logo and icons.
              className="order-last w-full min-[1181px]:order-none min-[1181px]:mx-4 min-[1181px]:w-auto min-[1181px]:flex-1"
            />
          ) : null}

          <div className="ms-auto flex items-center gap-1">
            <HeaderActions items={items} counts={shell?.counts ?? { cart: 0, wishlist: 0 }} />
            {items.signIn ? (
              <Button asChild size="sm" className="ms-1">
                <Link to={openDialogHref(location, "sign-in")} preventScrollReset>
                  {t("header.signIn")}
                </Link>
              </Button>
            ) : null}
            {items.accountMenu ? (
              <AccountMenu
                user={shell?.user ?? null}
                flags={{
                  walletEnabled: Boolean(config?.walletEnabled),
                  loyaltyEnabled: Boolean(config?.loyaltyEnabled),
                  referralEnabled: Boolean(config?.referralEnabled),
                }}
              />
            ) : null}
            <Link
              to={openDialogHref(location, "menu")}
              preventScrollReset
              aria-label={t("header.openMenu")}
              className={cn(
                buttonVariants({ variant: "ghost", size: "icon" }),
                COMPACT_ONLY,
                "[&_svg]:size-5",
              )}
            >
              <Menu aria-hidden="true" />
            </Link>
          </div>
        </div>
      </header>
      <HeaderDialogs
        lang={lang}
        signedIn={signedIn}
        drawerLists={shell?.drawer ?? null}
        showDrawerLists={hasZone && shell?.module != null && moduleType !== "parcel"}
      />
    </>
  );
}

function HeaderNavLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <NavLink
      to={to}
      end
      className={({ isActive }) =>
        cn(
          buttonVariants({ variant: "ghost", size: "sm" }),
          isActive && "bg-accent text-accent-foreground",
        )
      }
    >
      {children}
    </NavLink>
  );
}
