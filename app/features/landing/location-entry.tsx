import { ArrowRight, MapPin } from "~/components/ui/icons";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";

interface LocationEntryProps {
  /** The saved delivery address (prefs cookie), or null when no location was chosen yet. */
  savedAddress: string | null;
  /** Where the Pick Location flow lives (localised by the caller). */
  pickHref: string;
}

/**
 * The landing page's delivery-location entry: the first step for a new visitor, or the way on
 * to /home for one who already chose a location.
 */
export function LocationEntry({ savedAddress, pickHref }: LocationEntryProps) {
  const { t } = useTranslation("landing");
  const localize = useLocalizedPath();
  const saved = savedAddress !== null;
  return (
    <div className="rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <MapPin className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {saved ? t("location.savedTitle") : t("location.title")}
      </h2>
      {saved ? (
        <p className="mt-2 text-sm" data-testid="saved-location">
          {savedAddress || t("location.savedWithoutAddress")}
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{t("location.description")}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {saved ? (
          <>
            <Link to={localize("/home")} className={cn(buttonVariants({ size: "lg" }), "px-6")}>
              {t("location.continue")}
              <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
            </Link>
            <Link to={pickHref} className={buttonVariants({ variant: "outline", size: "lg" })}>
              {t("location.change")}
            </Link>
          </>
        ) : (
          <Link to={pickHref} className={cn(buttonVariants({ size: "lg" }), "px-6")}>
            <MapPin aria-hidden="true" />
            {t("location.choose")}
          </Link>
        )}
      </div>
    </div>
  );
}
