import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { MaintenanceData } from "./maintenance-data";

/**
 * The branded page every page answers while the marketplace is in maintenance (503). No header
 * or footer: their links would all lead back here. Only the static pages stay up, so the
 * policies are linked; "Try again" reloads the page the customer asked for.
 */
export function MaintenanceView({
  businessName,
  logo,
  email,
  phone,
}: MaintenanceData["maintenance"]) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
      <section
        aria-labelledby="maintenance-title"
        className="flex max-w-lg flex-col items-center gap-5 text-center"
      >
        {logo ? (
          <img src={logo} alt={businessName} className="h-12 w-auto" width={160} height={48} />
        ) : businessName ? (
          <p className="text-xl font-bold text-primary">{businessName}</p>
        ) : null}
        <h1 id="maintenance-title" className="text-2xl font-semibold">
          {t("maintenance.title")}
        </h1>
        <p className="text-muted-foreground">
          {t("maintenance.body", { name: businessName || t("maintenance.fallbackName") })}
        </p>
        {email || phone ? (
          <p className="text-sm text-muted-foreground">
            {t("maintenance.contact")}{" "}
            {email ? (
              <a className="font-medium text-primary underline" href={`mailto:${email}`}>
                {email}
              </a>
            ) : null}
            {email && phone ? " · " : null}
            {phone ? (
              <a className="font-medium text-primary underline" href={`tel:${phone}`} dir="ltr">
                {phone}
              </a>
            ) : null}
          </p>
        ) : null}
        <a
          href=""
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          {t("errors.tryAgain")}
        </a>
        <nav
          aria-label={t("maintenance.policies")}
          className="flex flex-wrap justify-center gap-4 text-sm"
        >
          <a className="underline" href={localize("/terms-and-conditions")}>
            {t("maintenance.terms")}
          </a>
          <a className="underline" href={localize("/privacy-policy")}>
            {t("maintenance.privacy")}
          </a>
        </nav>
      </section>
    </main>
  );
}
