import { Link, useLocation } from "@remix-run/react";
import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import { openDialogHref } from "~/lib/dialog-url";

/** `?dialog=map` opens the footer's map of the business's default location (browsing §2). */
export const MAP_DIALOG = "map";

interface FooterContactProps {
  address: string;
  phone: string;
  email: string;
  /** Whether the default location is known, so the address can open the map dialog. */
  hasMap: boolean;
}

/** A `tel:` URL keeps only digits and a leading "+" ("+971 4 300 1234" → "tel:+97143001234"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

const linkClass =
  "inline-flex items-start gap-2 rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** The business's address (opens the map modal), phone (tel:) and email (mailto:). */
export function FooterContact({ address, phone, email, hasMap }: FooterContactProps) {
  const { t } = useTranslation("footer");
  const location = useLocation();
  if (!address && !phone && !email && !hasMap) return null;
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide">{t("contact.title")}</h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {hasMap ? (
          <li>
            <Link
              to={openDialogHref(location, MAP_DIALOG)}
              preventScrollReset
              className={linkClass}
            >
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {address || t("contact.ourLocation")}
                <span className="sr-only"> ({t("contact.showOnMap")})</span>
              </span>
            </Link>
          </li>
        ) : address ? (
          <li className="flex items-start gap-2 text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{address}</span>
          </li>
        ) : null}
        {/\d/.test(phone) ? (
          <li>
            <a href={telHref(phone)} className={linkClass}>
              <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span dir="ltr">{phone}</span>
            </a>
          </li>
        ) : null}
        {email ? (
          <li>
            <a href={`mailto:${email}`} className={linkClass}>
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{email}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
