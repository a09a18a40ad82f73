import { Link, useLocation } from "@remix-run/react";
import { ChevronDown, MapPin } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import { locationDialogHref } from "~/features/location/location-link";
import type { Lang } from "~/i18n/config";
import { cn } from "~/lib/cn";

/**
 * The delivery location: the saved address, or an invitation to choose one. It opens the Pick
 * Location dialog and comes back to this page afterwards.
 */
export function LocationItem({
  address,
  lang,
  className,
}: {
  address: string | null;
  lang: Lang;
  className?: string;
}) {
  const { t } = useTranslation("chrome");
  const location = useLocation();
  return (
    <Link
      to={locationDialogHref(location, lang)}
      className={cn(
        "flex min-w-0 items-center gap-1.5 rounded-md px-1 py-1 text-sm hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
      {address ? (
        <>
          <span className="shrink-0 text-muted-foreground">{t("header.deliverTo")}</span>
          {/* dir="auto": an English address on an Arabic page keeps its own direction, so it
              is cut at its end ("…Emirates" stays, "The Dubai Mall…" shows), not its start. */}
          <span dir="auto" className="truncate font-medium" data-testid="header-address">
            {address}
          </span>
        </>
      ) : (
        <span className="font-medium">{t("header.chooseLocation")}</span>
      )}
      <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
    </Link>
  );
}
