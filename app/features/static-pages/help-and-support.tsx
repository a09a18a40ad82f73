import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { telHref } from "~/features/footer/footer-contact";
import { StaticPageLayout, UnavailableNotice } from "./static-page";
import type { HelpPageData } from "./static-page-data";
import { Mail, MapPin, Phone } from "~/components/ui/icons";

/** /help-and-support: how to reach the business (address, call, email), from config. */
export default function HelpAndSupport() {
  const { t } = useTranslation("pages");
  const page = useLoaderData<HelpPageData>();
  const contact = page.contact;
  return (
    <StaticPageLayout title={page.title}>
      {contact ? (
        <>
          <p className="mb-6 text-muted-foreground">
            {t("help-and-support.intro", { name: contact.businessName })}
          </p>
          <ul className="grid gap-4 sm:grid-cols-3">
            {contact.address ? (
              <ContactCard
                icon={<MapPin aria-hidden="true" />}
                title={t("help-and-support.address")}
              >
                <p>{contact.address}</p>
              </ContactCard>
            ) : null}
            {contact.phone ? (
              <ContactCard icon={<Phone aria-hidden="true" />} title={t("help-and-support.call")}>
                <a
                  href={telHref(contact.phone)}
                  dir="ltr"
                  className="font-medium text-primary underline underline-offset-2"
                >
                  {contact.phone}
                </a>
              </ContactCard>
            ) : null}
            {contact.email ? (
              <ContactCard icon={<Mail aria-hidden="true" />} title={t("help-and-support.email")}>
                <a
                  href={`mailto:${contact.email}`}
                  className="break-all font-medium text-primary underline underline-offset-2"
                >
                  {contact.email}
                </a>
              </ContactCard>
            ) : null}
          </ul>
        </>
      ) : (
        <UnavailableNotice />
      )}
    </StaticPageLayout>
  );
}

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground">
      <span className="text-primary [&_svg]:size-6">{icon}</span>
      <h2 className="font-semibold">{title}</h2>
      {children}
    </li>
  );
}
