import { useTranslation } from "react-i18next";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { ListingFilters } from "./listing-filters";
import type { ListingQuery } from "./listing-query";

/**
 * Sort and filter in a right-hand drawer on small screens (`?dialog=listing-filters`). Loaded
 * through listing-dialogs.tsx only: the native dialog's code (sheet, dialog element, URL
 * dialog) stays out of a search page's first visit until the drawer opens or its link is
 * hovered or focused.
 */
export function FiltersDrawer({
  open,
  closeHref,
  query,
  moduleId,
}: {
  open: boolean;
  closeHref: string;
  query: ListingQuery;
  moduleId: number;
}) {
  const { t } = useTranslation("search");
  return (
    <Sheet open={open} closeHref={closeHref}>
      <SheetContent
        side="end"
        closeLabel={t("common:close")}
        aria-describedby={undefined}
        className="w-80 max-w-[85vw]"
      >
        <SheetHeader>
          <SheetTitle>{t("listing.filters.open")}</SheetTitle>
        </SheetHeader>
        {open ? <ListingFilters query={query} moduleId={moduleId} idPrefix="drawer" /> : null}
      </SheetContent>
    </Sheet>
  );
}
