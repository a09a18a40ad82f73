import { useLocation } from "@remix-run/react";
import { LogOut, UserRound } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { openDialogHref } from "~/lib/dialog-url";
import { HeaderMenu } from "./header-menu";
import { accountEntries, type AccountFlags } from "./header-visibility";

export interface AccountMenuProps {
  user: { name: string; image: string | null } | null;
  flags: AccountFlags;
}

/** The profile button and its menu; Logout opens the confirmation (`?dialog=logout`). */
export function AccountMenu({ user, flags }: AccountMenuProps) {
  const { t } = useTranslation("chrome");
  const location = useLocation();
  const localize = useLocalizedPath();
  const firstName = user?.name.split(" ")[0] ?? "";
  return (
    <HeaderMenu
      // The visible first name starts the accessible name (WCAG 2.5.3, label in name).
      label={firstName ? t("header.accountMenuOf", { name: firstName }) : t("header.accountMenu")}
      trigger={
        <>
          {user?.image ? (
            <img
              src={user.image}
              alt=""
              width={28}
              height={28}
              className="size-7 rounded-full object-cover"
            />
          ) : (
            <UserRound aria-hidden="true" className="!size-5" />
          )}
          {firstName ? (
            <span className="hidden max-w-[8rem] truncate sm:inline">{firstName}</span>
          ) : null}
        </>
      }
      entries={accountEntries(flags).map((entry) => ({
        id: entry.path,
        label: t(entry.key),
        to: localize(entry.path),
      }))}
      trailing={[
        {
          id: "logout",
          label: t("account.logout"),
          to: openDialogHref(location, "logout"),
          icon: <LogOut aria-hidden="true" />,
        },
      ]}
    />
  );
}
