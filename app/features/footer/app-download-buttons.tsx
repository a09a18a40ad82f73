import { Apple, Play } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

interface AppDownloadButtonsProps {
  /** Empty when the store link is off (its status flag is not 1). */
  playStoreUrl?: string;
  appStoreUrl?: string;
  className?: string;
}

const badge =
  "inline-flex h-12 min-w-40 items-center gap-3 rounded-lg border border-border bg-foreground px-4 text-background transition-opacity hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** Store badges for the customer app; each shows only when its link is enabled (status 1). */
export function AppDownloadButtons({
  playStoreUrl,
  appStoreUrl,
  className,
}: AppDownloadButtonsProps) {
  const { t } = useTranslation("footer");
  if (!playStoreUrl && !appStoreUrl) return null;
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      {playStoreUrl ? (
        <a href={playStoreUrl} className={badge} rel="noopener noreferrer">
          <Play className="size-6 shrink-0 fill-current" aria-hidden="true" />
          <span className="flex flex-col text-start leading-tight">
            <span className="text-[0.7rem] uppercase">{t("apps.playStoreLead")}</span>
            <span className="text-base font-semibold">{t("apps.playStore")}</span>
          </span>
        </a>
      ) : null}
      {appStoreUrl ? (
        <a href={appStoreUrl} className={badge} rel="noopener noreferrer">
          <Apple className="size-6 shrink-0" aria-hidden="true" />
          <span className="flex flex-col text-start leading-tight">
            <span className="text-[0.7rem] uppercase">{t("apps.appStoreLead")}</span>
            <span className="text-base font-semibold">{t("apps.appStore")}</span>
          </span>
        </a>
      ) : null}
    </div>
  );
}
