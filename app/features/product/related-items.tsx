import { useTranslation } from "react-i18next";
import { ItemCard } from "~/features/cards/item-card";
import type { ItemCard as ItemCardModel } from "~/features/catalogue/card-models";

/**
 * Under the product: "Related items" (items/related-items) and "More from this store"
 * (items/related-store-items), each a list of ordinary item cards, in the server's HTML so
 * crawlers follow the links. A list the backend gave nothing for is left out.
 */
export function RelatedItems({
  similar,
  sameStore,
  moduleType,
}: {
  similar: ItemCardModel[];
  sameStore: ItemCardModel[];
  moduleType: string;
}) {
  const { t } = useTranslation("product");
  return (
    <>
      <ItemList
        id="related-items"
        title={t("related.similar")}
        items={similar}
        moduleType={moduleType}
      />
      <ItemList
        id="store-items"
        title={t("related.sameStore")}
        items={sameStore}
        moduleType={moduleType}
      />
    </>
  );
}

function ItemList({
  id,
  title,
  items,
  moduleType,
}: {
  id: string;
  title: string;
  items: ItemCardModel[];
  moduleType: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] gap-4">
        {items.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} layout="vertical" moduleType={moduleType} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
