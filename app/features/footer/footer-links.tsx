import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/i18n/use-localized-path";

export interface PolicyFlags {
  refund: boolean;
  cancellation: boolean;
  shipping: boolean;
}

interface FooterLink {
  path: string;
  labelKey: string;
}

/**
 * Terms and privacy are always linked; refund, cancellation and shipping only when their config
 * flag is not 0 (browsing §2 "Footer links"). Without config (backend down) only the two.
 */
export function policyLinks(flags: PolicyFlags | null | undefined): FooterLink[] {
  return [
    { path: "/terms-and-conditions", labelKey: "links.terms" },
    { path: "/privacy-policy", labelKey: "links.privacy" },
    ...(flags?.refund ? [{ path: "/refund-policy", labelKey: "links.refund" }] : []),
    ...(flags?.cancellation
      ? [{ path: "/cancellation-policy", labelKey: "links.cancellation" }]
      : []),
    ...(flags?.shipping ? [{ path: "/shipping-policy", labelKey: "links.shipping" }] : []),
  ];
}

export interface AccountFlags {
  walletEnabled: boolean;
  loyaltyEnabled: boolean;
}

/**
 * browsing §2 "Footer links": the company pages, the campaigns page (its gate asks for a zone)
 * and the wallet and loyalty points pages (their gate asks for an account) when the operator
 * has them on — the same flags as the account menu.
 */
export function companyLinks(flags: AccountFlags | null | undefined): FooterLink[] {
  return [
    { path: "/about-us", labelKey: "links.about" },
    { path: "/help-and-support", labelKey: "links.help" },
    { path: "/track-order", labelKey: "links.trackOrder" },
    { path: "/campaigns", labelKey: "links.campaigns" },
    ...(flags?.walletEnabled ? [{ path: "/wallet", labelKey: "links.wallet" }] : []),
    ...(flags?.loyaltyEnabled
      ? [{ path: "/loyalty-points", labelKey: "links.loyaltyPoints" }]
      : []),
    // the store page with active=active
    { path: "/store-registration?active=active", labelKey: "links.storeRegistration" },
    { path: "/deliveryman-registration", labelKey: "links.deliverymanRegistration" },
  ];
}

/** One titled column of footer links, as a navigation landmark of its own. */
export function FooterLinkList({ titleKey, links }: { titleKey: string; links: FooterLink[] }) {
  const { t } = useTranslation("footer");
  const localize = useLocalizedPath();
  return (
    <nav aria-label={t(titleKey)}>
      <h2 className="text-sm font-semibold uppercase tracking-wide">{t(titleKey)}</h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={localize(link.path)}
              className="rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
