import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { openDialogHref } from "~/lib/dialog-url";
import { useShell } from "~/shell/use-shell";
import { formatPrice } from "~/features/catalogue/money";
import type { ProfileCard } from "./profile.server";
import { BadgeCheck, MapPin, Pencil, Trash2, UserRound } from "~/components/ui/icons";

/** The profile (browsing §2 account menu → /profile): who, how to reach them, their balances. */
export function ProfileView({ profile }: { profile: ProfileCard }) {
  const { t } = useTranslation("account");
  const localize = useLocalizedPath();
  const location = useLocation();
  const config = useShell()?.config;
  const money = {
    symbol: config?.currencySymbol ?? "",
    direction: config?.currencyDirection ?? "left",
    decimals: config?.decimals ?? 2,
  } as const;
  const stats = [
    config?.walletEnabled && {
      label: t("profile.wallet"),
      value: formatPrice(profile.wallet, money),
      to: "/wallet",
    },
    config?.loyaltyEnabled && {
      label: t("profile.loyalty"),
      value: String(profile.loyalty),
      to: "/loyalty-points",
    },
    profile.orderCount !== null && {
      label: t("profile.orders"),
      value: String(profile.orderCount),
      to: "/my-orders",
    },
  ].filter((s): s is { label: string; value: string; to: string } => Boolean(s));

  return (
    <section aria-labelledby="profile-title" className="grid gap-6">
      <h1 id="profile-title" className="text-2xl font-bold">
        {t("profile.title")}
      </h1>
      <div className="flex flex-wrap items-center gap-5 rounded-lg border p-4 sm:p-6">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-full border bg-muted">
          {profile.image ? (
            <img
              src={profile.image}
              alt={t("profile.photoAlt")}
              width={96}
              height={96}
              className="size-full object-cover"
            />
          ) : (
            <UserRound aria-hidden="true" className="size-10 text-muted-foreground" />
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="text-xl font-semibold">{profile.name}</p>
          {profile.memberSinceDays !== null ? (
            <p className="text-sm text-muted-foreground">
              {t("profile.memberSince", { count: profile.memberSinceDays })}
            </p>
          ) : null}
        </div>
        <Link
          to={`${localize("/profile")}?page=profile-settings`}
          className={buttonVariants({ variant: "outline" })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t("profile.edit")}
        </Link>
        <Link to={localize("/addresses")} className={buttonVariants({ variant: "outline" })}>
          <MapPin aria-hidden="true" className="size-4" />
          {t("profile.addresses")}
        </Link>
      </div>

      <dl className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2 sm:p-6">
        <div className="grid gap-1">
          <dt className="text-sm text-muted-foreground">{t("profile.email")}</dt>
          <dd className="flex items-center gap-1 break-all">
            <bdi dir="ltr">{profile.email || t("profile.none")}</bdi>
            {profile.email && profile.emailVerified ? (
              <BadgeCheck aria-label={t("profile.verified")} className="size-4 text-success" />
            ) : null}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm text-muted-foreground">{t("profile.phone")}</dt>
          <dd className="flex items-center gap-1">
            <bdi dir="ltr">{profile.phone || t("profile.none")}</bdi>
            {profile.phone && profile.phoneVerified ? (
              <BadgeCheck aria-label={t("profile.verified")} className="size-4 text-success" />
            ) : null}
          </dd>
        </div>
      </dl>

      {stats.length ? (
        <ul className="grid gap-3 sm:grid-cols-3">
          {stats.map((stat) => (
            <li key={stat.to}>
              <Link
                to={localize(stat.to)}
                className="grid gap-1 rounded-lg border p-4 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="text-sm text-muted-foreground">{stat.label}</span>
                <span className="text-lg font-semibold">
                  <bdi>{stat.value}</bdi>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="grid gap-2 rounded-lg border border-destructive/40 p-4 sm:p-6">
        <h2 className="font-semibold">{t("profile.deleteTitle")}</h2>
        <p className="text-sm text-muted-foreground">{t("profile.deleteHint")}</p>
        <div>
          <Link
            to={openDialogHref(location, "delete-account")}
            preventScrollReset
            className={buttonVariants({ variant: "destructive" })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("profile.delete")}
          </Link>
        </div>
      </div>
    </section>
  );
}
