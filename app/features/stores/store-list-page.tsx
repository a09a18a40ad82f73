import { useTranslation } from "react-i18next";
import { StoreCard } from "~/features/cards/store-card";
import { storeListHref } from "~/features/catalogue/urls";
import { TabLinks } from "~/features/home/tab-links";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { Pager } from "./pager";
import { DELIVERY_TYPES, LIST_TYPES, SORTS, storeListQuery, type StoreListParams } from "./params";
import type { StoreListData } from "./store-list.server";

/**
 * /store/latest, /store/popular, /store/top-offer-nearby (browsing §2, §4): sort tabs
 * (Popular / Top Rated / New), the delivery-type filter (all / delivery / take_away) and the
 * list categories (all / newly_joined / popular / top_rated) — every choice a link to a
 * shareable URL (page back to 1), then the stores and `?page=N` links.
 */
export function StoreListPage({ data }: { data: StoreListData }) {
  const { t } = useTranslation("store");
  const localize = useLocalizedPath();
  const base = storeListHref(data.kind);
  const href = (patch: Partial<StoreListParams>) =>
    localize(`${base}${storeListQuery(data.params, data.module.id, { page: 1, ...patch })}`);
  return (
    <div className="container py-6">
      <h1 className="mb-2 text-2xl font-bold">{data.title}</h1>
      {data.onDefaultLocation ? (
        <p className="mb-4 text-sm text-muted-foreground">{t("defaultLocationNote")}</p>
      ) : null}
      <div className="mb-2 grid gap-1">
        <TabLinks
          label={t("lists.sortLabel")}
          entries={SORTS.map((sort) => ({
            key: sort,
            name: t(`lists.sorts.${sort}`),
            href: href({ sort }),
            active: data.params.sort === sort,
          }))}
        />
        <TabLinks
          label={t("lists.deliveryLabel")}
          entries={DELIVERY_TYPES.map((delivery) => ({
            key: delivery,
            name: t(`lists.delivery.${delivery}`),
            href: href({ delivery }),
            active: data.params.delivery === delivery,
          }))}
        />
        <TabLinks
          label={t("lists.typeLabel")}
          entries={LIST_TYPES.map((listType) => ({
            key: listType,
            name: t(`lists.types.${listType}`),
            href: href({ listType }),
            active: data.params.listType === listType,
          }))}
        />
      </div>
      {data.failed ? (
        <p role="alert" className="py-10 text-center text-muted-foreground">
          {t("lists.failed")}{" "}
          <a href="" className="underline">
            {t("items.retry")}
          </a>
        </p>
      ) : data.stores.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">{t("lists.empty")}</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),1fr))] gap-4">
          {data.stores.map((store, index) => (
            <li key={store.id}>
              <StoreCard store={store} layout="plain" priority={index < 4} className="w-full" />
            </li>
          ))}
        </ul>
      )}
      {!data.failed ? (
        <Pager
          paging={data.paging}
          href={`${base}${storeListQuery(data.params, data.module.id)}`}
        />
      ) : null}
    </div>
  );
}
