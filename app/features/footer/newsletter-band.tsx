import { useTranslation } from "react-i18next";
import { NewsletterForm } from "~/features/footer/newsletter-form";

interface NewsletterBandProps {
  /** From the landing data (fixed_newsletter_title / _sub_title); translated defaults otherwise. */
  title?: string;
  subtitle?: string;
  redirectTo: string;
}

/** The newsletter band at the top of the footer (browsing §2 "Footer"). */
export function NewsletterBand({ title, subtitle, redirectTo }: NewsletterBandProps) {
  const { t } = useTranslation("footer");
  return (
    <section aria-labelledby="newsletter-title" className="bg-accent text-accent-foreground">
      <div className="container flex flex-col gap-4 py-8 md:flex-row md:items-start md:justify-between md:gap-10">
        <div className="max-w-xl">
          <h2 id="newsletter-title" className="text-xl font-bold">
            {title || t("newsletter.defaultTitle")}
          </h2>
          <p className="mt-1 text-sm">{subtitle || t("newsletter.defaultSubtitle")}</p>
        </div>
        <NewsletterForm redirectTo={redirectTo} className="md:max-w-md" />
      </div>
    </section>
  );
}
