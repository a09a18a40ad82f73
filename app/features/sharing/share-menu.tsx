import { Share2 } from "~/components/ui/icons";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { shareLinks } from "~/lib/share-meta";

/**
 * The share button of the store and product pages. A <details> disclosure, so it opens without
 * JavaScript: the page's link to copy by hand and plain links to the networks' share pages (no
 * third-party script). With JavaScript, the browser's own share sheet where it has one (Web
 * Share API), else a "Copy link" button.
 */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = React.useState(false);
  const inputId = React.useId();

  const onSummaryClick = (event: React.MouseEvent) => {
    if (typeof navigator.share !== "function") return;
    // The native sheet replaces the menu; a dismissed sheet is no error.
    event.preventDefault();
    navigator.share({ title, url }).catch(() => {});
  };
  const copy = () => {
    navigator.clipboard
      ?.writeText(url)
      .then(() => setCopied(true))
      .catch(() => {});
  };

  return (
    <details className="group relative inline-block">
      <summary
        onClick={onSummaryClick}
        className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-md border border-input px-3 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden"
      >
        <Share2 aria-hidden="true" className="size-4" />
        {t("share.button")}
      </summary>
      <div className="absolute end-0 z-20 mt-2 flex w-72 flex-col gap-3 rounded-md border border-border bg-popover p-3 text-popover-foreground shadow-lg">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t("share.link")}
        </label>
        <input
          id={inputId}
          readOnly
          value={url}
          dir="ltr"
          className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
        />
        {hydrated ? (
          <button
            type="button"
            onClick={copy}
            className="h-9 rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground hover:bg-primary/90"
          >
            {copied ? t("share.copied") : t("share.copy")}
          </button>
        ) : null}
        <ul className="flex flex-wrap gap-2 text-sm">
          {shareLinks(url, title).map(({ network, href }) => (
            <li key={network}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary underline underline-offset-2"
              >
                {t(`share.networks.${network}`)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
