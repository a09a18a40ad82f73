import { Link, useLocation } from "@remix-run/react";
import { ChevronDown } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import { moduleDialogHref } from "~/features/location/location-link";
import type { Lang } from "~/i18n/config";
import { cn } from "~/lib/cn";
import { useShell } from "~/shell/use-shell";
import { modulesForZones } from "./zone-match";

/**
 * The phone's way to another module (issue 22 item 1): below 1024 px the side rail is hidden, so
 * the header shows the current module as a link to the module chooser (`/modules?redirectTo=…`),
 * which posts the same choice as the rail and comes back to this page — no JavaScript needed.
 * Only when there is something to switch to.
 */
export function ModuleSwitchLink({ lang, className }: { lang: Lang; className?: string }) {
  const { t } = useTranslation("modules");
  const shell = useShell();
  const location = useLocation();
  const modules = modulesForZones(shell?.modules ?? [], shell?.location?.zoneIds);
  const current = modules.find((m) => m.id === shell?.module?.id);
  if (!current || modules.length < 2) return null;
  return (
    <Link
      to={moduleDialogHref(location, lang)}
      className={cn(
        "flex shrink-0 items-center gap-1 rounded-md px-1 py-1 text-sm font-medium hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden",
        className,
      )}
    >
      {/* The backend's picture only: the fallback symbols (module-icon.tsx) would put five more
          icons into every page's first JavaScript (issue 27's budgets). */}
      {current.icon ? (
        <img
          src={current.icon}
          alt=""
          width={20}
          height={20}
          decoding="async"
          className="size-5 shrink-0 object-contain"
        />
      ) : null}
      {/* Read as "Change module, now Grocery": the visible name stays part of the link's name. */}
      <span className="sr-only">{t("switchPrefix")} </span>
      <span className="max-w-[7rem] truncate">{current.name}</span>
      <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
    </Link>
  );
}
