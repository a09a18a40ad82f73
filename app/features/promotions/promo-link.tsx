import { Link } from "@remix-run/react";
import type * as React from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/i18n/use-localized-path";

/**
 * A link that may leave the site: app paths ("/store/…") go through the language prefix and
 * Remix's <Link>; anything else (a default banner's link to another site) opens in a new tab
 * with rel="noopener noreferrer" and says so to screen readers.
 */
export function PromoLink({
  href,
  external = false,
  className,
  children,
  ...rest
}: {
  href: string;
  external?: boolean;
  className?: string;
  children: React.ReactNode;
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className" | "children">) {
  const { t } = useTranslation("promotions");
  const localize = useLocalizedPath();
  if (!external && href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={localize(href)} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
      {children}
      <span className="sr-only"> {t("opensInNewTab")}</span>
    </a>
  );
}

/** `fetchpriority` in lower case: React 18 warns about the camel-case prop it does not know. */
export function imagePriority(priority: boolean): Record<string, string | undefined> {
  return priority
    ? { fetchpriority: "high", loading: undefined, decoding: undefined }
    : { loading: "lazy", decoding: "async" };
}

export const FOCUS_RING =
  "rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";
