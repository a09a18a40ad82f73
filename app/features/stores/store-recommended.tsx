import { useTranslation } from "react-i18next";
import { ItemCard } from "~/features/cards/item-card";
import { QuickAddScope } from "~/features/cards/quick-add-form";
import type { ItemCard as ItemCardModel } from "~/features/catalogue/card-models";
import type { StoreView } from "./store-models";

/**
 * "Recommended items" at the top of a store's first page (items/suggested?recommended=1, issue
 * 24 item 5): one row of ordinary item cards that scrolls sideways, in the server's HTML (no
 * carousel script: the store page's first load stays as it was). Nothing when the store
 * recommends nothing.
 */
export function StoreRecommended({
  store,
  items,
}: {
  store: Pick<StoreView, "moduleId" | "moduleType">;
  items: ItemCardModel[];
}) {
  const { t } = useTranslation("store");
  if (items.length === 0) return null;
  const title = t("recommended.title");
  return (
    <section aria-labelledby="store-recommended" className="mt-6">
      <h2 id="store-recommended" className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      <QuickAddScope moduleId={store.moduleId}>
        <ul
          // Focusable so a keyboard can scroll the row (it has no buttons of its own).
          tabIndex={0}
          aria-label={title}
          className="grid snap-x auto-cols-[minmax(12rem,14rem)] grid-flow-col gap-4 overflow-x-auto rounded-md pb-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {items.map((item) => (
            <li key={item.id} className="snap-start">
              <ItemCard
                item={item}
                layout="vertical"
                moduleType={store.moduleType}
                className="w-full"
              />
            </li>
          ))}
        </ul>
      </QuickAddScope>
    </section>
  );
}
