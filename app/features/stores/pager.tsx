import { useTranslation } from "react-i18next";
import { Pager as KitPager } from "~/components/pager";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { withPage } from "./params";
import type { Paging } from "./store-models";

/** The store, store list and category pages' pager (the kit's): `href` is the current page's unprefixed URL. */
export function Pager({ paging, href }: { paging: Paging; href: string }) {
  const { t } = useTranslation("store");
  const localize = useLocalizedPath();
  const { page, pages } = paging;
  return (
    <KitPager
      page={page}
      pages={pages}
      hrefFor={(n) => localize(withPage(href, n))}
      text={{
        label: t("pager.label"),
        previous: t("pager.previous"),
        next: t("pager.next"),
        status: t("pager.status", { page, count: pages }),
      }}
      className="mt-6 flex-nowrap"
    />
  );
}
