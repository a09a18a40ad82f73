import { Globe } from "~/components/ui/icons";
import spriteHref from "~/components/ui/icons.svg";
import { useTranslation } from "react-i18next";

/** The networks the footer knows (foundations §9 "Footer social names"). */
const NETWORKS = ["facebook", "instagram", "twitter", "linkedin", "pinterest"] as const;
type Network = (typeof NETWORKS)[number];
const isNetwork = (name: string): name is Network => (NETWORKS as readonly string[]).includes(name);

export interface SocialLink {
  name: string;
  link: string;
}

/*
 * Simple monochrome marks drawn for this footer (lucide dropped brand icons), in the icon sprite
 * (`mark-<network>`, scripts/build-icon-sprite.mjs): their drawings cost every page's JavaScript
 * ~0.5 KB when they were elements here (issue 27 item 4). 24×24, filled with currentColor,
 * decorative: the link's accessible name is the network's name.
 */
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
                  <use href={`${spriteHref}#mark-${name}`} />
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
