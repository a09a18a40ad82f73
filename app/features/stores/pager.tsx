import { Link } from "@remix-run/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { withPage } from "./params";
import type { Paging } from "./store-models";

/**
 * Previous / next links between `?page=N` URLs: each page is a real, shareable, crawlable URL
 * and works without JavaScript. `href` is the current page's unprefixed URL (any page).
 */
export function Pager({ paging, href }: { paging: Paging; href: string }) {
  const { t } = useTranslation("store");
  const localize = useLocalizedPath();
  if (paging.pages <= 1 && paging.page <= 1) return null;
  const { page, pages } = paging;
  const link = (target: number) => localize(withPage(href, target));
  const base = cn(buttonVariants({ variant: "outline", size: "sm" }), "gap-1");
  return (
    <nav aria-label={t("pager.label")} className="mt-6 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={link(Math.min(page - 1, pages))} rel="prev" className={base}>
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t("pager.previous")}
        </Link>
      ) : null}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("pager.status", { page, count: pages })}
      </p>
      {page < pages ? (
        <Link to={link(page + 1)} rel="next" className={base}>
          {t("pager.next")}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      ) : null}
    </nav>
  );
}
