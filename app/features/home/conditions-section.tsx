import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ItemCard } from "~/features/cards/item-card";
import { cn } from "~/lib/cn";
import type { ConditionSectionData } from "./sections";
import { TabLinks } from "./tab-links";

/** More than this many products → two rows that scroll sideways (browsing §9). */
const ONE_ROW_MAX = 7;

/**
 * Pharmacy "common conditions": one link per condition (`?condition=<id>#common-conditions`,
 * which the loader reads to fetch that condition's 20 products) and the chosen one's products.
 */
export function ConditionsSection({
  data,
  moduleType,
}: {
  data: ConditionSectionData;
  moduleType: string;
}) {
  const { t } = useTranslation("home");
  const location = useLocation();
  const hrefFor = (id: number) => {
    const params = new URLSearchParams(location.search);
    params.set("condition", String(id));
    return `${location.pathname}?${params.toString()}#common-conditions`;
  };
  const twoRows = data.items.length > ONE_ROW_MAX;
  return (
    <div>
      <TabLinks
        label={t("conditionsLabel")}
        entries={data.conditions.map((condition) => ({
          key: String(condition.id),
          name: condition.name,
          href: hrefFor(condition.id),
          active: condition.id === data.selected?.id,
        }))}
      />
      {data.items.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">{t("noItemsInTab")}</p>
      ) : (
        <ul
          tabIndex={0}
          aria-label={data.selected?.name ?? t("sections.commonConditions")}
          className={cn(
            "grid snap-x auto-cols-[minmax(15rem,1fr)] grid-flow-col gap-3 overflow-x-auto rounded-md pb-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:auto-cols-[18rem]",
            twoRows ? "grid-rows-2" : "grid-rows-1",
          )}
        >
          {data.items.map((item) => (
            <li key={item.id} className="snap-start">
              <ItemCard item={item} layout="popular" moduleType={moduleType} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
