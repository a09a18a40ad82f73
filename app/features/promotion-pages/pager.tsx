import { Link } from "@remix-run/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import type { Pager as PagerModel } from "./views";

/**
 * Previous / next page links (`?page=N`): plain GET links, so paging works without JavaScript
 * and every page has a shareable, crawlable address. Nothing when there is one page.
 */
export function Pager({ pager }: { pager: PagerModel }) {
  const { t } = useTranslation("catalogue");
  const localize = useLocalizedPath();
  if (pager.pageCount <= 1) return null;
  const link = cn(buttonVariants({ variant: "outline", size: "sm" }), "gap-1");
  return (
    <nav
      aria-label={t("promotionPages.pager.label")}
      className="flex flex-wrap items-center justify-center gap-3"
    >
      {pager.previous ? (
        <Link to={localize(pager.previous)} rel="prev" className={link}>
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t("promotionPages.pager.previous")}
        </Link>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {t("promotionPages.pager.status", { page: pager.page, pages: pager.pageCount })}
      </p>
      {pager.next ? (
        <Link to={localize(pager.next)} rel="next" className={link}>
          {t("promotionPages.pager.next")}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      ) : null}
    </nav>
  );
}
