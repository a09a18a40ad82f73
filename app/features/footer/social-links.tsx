import { Globe } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The networks the footer knows (foundations §9 "Footer social names"). */
const NETWORKS = ["facebook", "instagram", "twitter", "linkedin", "pinterest"] as const;
type Network = (typeof NETWORKS)[number];
const isNetwork = (name: string): name is Network => (NETWORKS as readonly string[]).includes(name);

/*
 * Simple monochrome marks drawn for this footer (lucide dropped brand icons). 24×24, currentColor,
 * decorative: the link's accessible name is the network's name.
 */
const ICONS: Record<Network, ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 14.4 4.3c-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z" />
  ),
  instagram: (
    <>
      <rect
        x="3.5"
        y="3.5"
        width="17"
        height="17"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" />
    </>
  ),
  twitter: <path d="M4 4h4.6l4 5.6L17.4 4H20l-6.2 7.1L20.5 20h-4.6l-4.3-6-5.2 6H3.8l6.6-7.6z" />,
  linkedin: (
    <>
      <rect x="4" y="9" width="3.2" height="11" />
      <circle cx="5.6" cy="5.6" r="1.9" />
      <path d="M10 9h3v1.6c.6-1 1.8-1.9 3.6-1.9 3 0 3.4 2 3.4 4.6V20h-3.2v-5.8c0-1.4-.1-2.8-1.8-2.8s-1.9 1.3-1.9 2.7V20H10z" />
    </>
  ),
  pinterest: (
    <path d="M12.2 3C7.1 3 4.5 6.6 4.5 9.7c0 1.8.7 3.5 2.2 4.1.2.1.5 0 .5-.3l.2-.9c.1-.3 0-.4-.2-.7-.5-.6-.8-1.3-.8-2.3 0-3 2.2-5.6 5.8-5.6 3.2 0 4.9 1.9 4.9 4.5 0 3.4-1.5 6.3-3.8 6.3-1.2 0-2.2-1-1.9-2.3.4-1.5 1.1-3.1 1.1-4.2 0-1-.5-1.8-1.6-1.8-1.3 0-2.3 1.3-2.3 3.1 0 1.1.4 1.9.4 1.9l-1.5 6.4c-.4 1.9-.1 4.2 0 4.4 0 .1.2.2.3.1.1-.2 1.7-2.1 2.2-4l.9-3.3c.4.8 1.6 1.5 2.9 1.5 3.8 0 6.4-3.5 6.4-8.1C20 6.4 17 3 12.2 3z" />
  ),
};

export interface SocialLink {
  name: string;
  link: string;
}

/** The config's social media links, each an icon with the network's name as its label. */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  const { t } = useTranslation("footer");
  const usable = links.filter((entry) => /^https?:\/\//i.test(entry.link));
  if (usable.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("social.title")}>
      {usable.map((entry) => {
        const name = entry.name.trim().toLowerCase();
        const label = isNetwork(name) ? t(`social.${name}`) : entry.name;
        return (
          <li key={`${name}-${entry.link}`}>
            <a
              href={entry.link}
              rel="noopener noreferrer"
              aria-label={label}
              title={label}
              className="inline-flex size-10 items-center justify-center rounded-full border border-border text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              {isNetwork(name) ? (
                <svg
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="currentColor"
                  aria-hidden="true"
                  focusable="false"
                >
                  {ICONS[name]}
                </svg>
              ) : (
                <Globe className="size-5" aria-hidden="true" />
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
