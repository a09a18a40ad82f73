import { useLocation, useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppDownloadButtons } from "~/features/footer/app-download-buttons";
import { FooterContact, MAP_DIALOG } from "~/features/footer/footer-contact";
import { FooterLinkList, companyLinks, policyLinks } from "~/features/footer/footer-links";
import { NewsletterBand } from "~/features/footer/newsletter-band";
import { SocialLinks } from "~/features/footer/social-links";
import { LocationMapDialog } from "~/shell/frame-dialogs";
import { closeDialogHref, dialogFrom } from "~/lib/dialog-url";
import { useShell } from "~/shell/use-shell";

/** The /newsletter page shows the form as its content: the band would repeat it. */
const NEWSLETTER_ROUTE_ID = "routes/($lang).newsletter";

/**
 * The footer on every page (browsing §2): newsletter band, brand and footer text, links (policy
 * links by config flag), contact with the map modal, app badges, social links. Everything is
 * links and one form, so it works the same without JavaScript.
 */
export function SiteFooter() {
  const { t } = useTranslation("footer");
  const shell = useShell();
  const location = useLocation();
  const onNewsletterPage = useMatches().some((match) => match.id === NEWSLETTER_ROUTE_ID);
  const config = shell?.config ?? null;
  const landing = shell?.landing ?? null;
  const businessName = config?.businessName ?? "";
  const point = config?.defaultLocation ?? null;

  return (
    <footer className="mt-auto border-t border-border bg-card text-card-foreground">
      {onNewsletterPage ? null : (
        <NewsletterBand
          title={landing?.newsletterTitle}
          subtitle={landing?.newsletterSubtitle}
          redirectTo={closeDialogHref(location)}
        />
      )}
      <div className="container grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-3 text-lg font-bold">
            {config?.logo ? (
              <img
                src={config.logo}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="size-10 rounded object-contain"
              />
            ) : null}
            <span>{businessName || t("brandFallback")}</span>
          </p>
          {landing?.footerDescription ? (
            <p className="text-sm text-muted-foreground">{landing.footerDescription}</p>
          ) : null}
          <SocialLinks links={config?.socialMedia ?? []} />
        </div>
        <FooterLinkList titleKey="links.companyTitle" links={companyLinks(config)} />
        <FooterLinkList titleKey="links.policiesTitle" links={policyLinks(config?.policies)} />
        <div className="flex flex-col gap-6">
          <FooterContact
            address={config?.address ?? ""}
            phone={config?.phone ?? ""}
            email={config?.email ?? ""}
            hasMap={point !== null}
          />
          <AppDownloadButtons
            playStoreUrl={landing?.playStoreUrl}
            appStoreUrl={landing?.appStoreUrl}
          />
        </div>
      </div>
      <div className="border-t border-border">
        <p className="container py-4 text-center text-sm text-muted-foreground">
          {config?.footerText || t("copyright", { name: businessName || t("brandFallback") })}
        </p>
      </div>
      {point && dialogFrom(location.search) === MAP_DIALOG ? (
        <LocationMapDialog point={point} address={config?.address ?? ""} />
      ) : null}
    </footer>
  );
}
