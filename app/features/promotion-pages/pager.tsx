import { useTranslation } from "react-i18next";
import { Pager as KitPager } from "~/components/pager";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { Pager as PagerModel } from "./views";

/** A promotion page's pager (the kit's), from the loader's previous and next paths. */
export function Pager({ pager }: { pager: PagerModel }) {
  const { t } = useTranslation("catalogue");
  const localize = useLocalizedPath();
  if (pager.pageCount <= 1) return null;
  return (
    <KitPager
      page={pager.page}
      pages={pager.pageCount}
      hrefFor={(n) => localize((n > pager.page ? pager.next : pager.previous) ?? "")}
      text={{
        label: t("promotionPages.pager.label"),
        previous: t("promotionPages.pager.previous"),
        next: t("promotionPages.pager.next"),
        status: t("promotionPages.pager.status", { page: pager.page, pages: pager.pageCount }),
      }}
    />
  );
}
