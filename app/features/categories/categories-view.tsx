import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CategoryTile } from "~/features/cards/category-tile";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { CategoriesData } from "./categories.server";

/**
 * /categories: every root category as a tile (→ the spec's listing URL, categoryListingHref),
 * with links to its own page and to its sub-categories' pages (/category/{id}).
 */
export function CategoriesView({ data }: { data: CategoriesData }) {
  const { t } = useTranslation("store");
  const localize = useLocalizedPath();
  return (
    <div className="container py-6">
      <h1 className="mb-2 text-2xl font-bold">{t("categories.title")}</h1>
      {data.onDefaultLocation ? (
        <p className="mb-4 text-sm text-muted-foreground">{t("defaultLocationNote")}</p>
      ) : null}
      {data.failed ? (
        <p role="alert" className="py-10 text-center text-muted-foreground">
          {t("categories.failed")}{" "}
          <a href="" className="underline">
            {t("items.retry")}
          </a>
        </p>
      ) : data.groups.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">{t("categories.empty")}</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4">
          {data.groups.map((group, index) => (
            <li
              key={group.tile.id}
              className="flex gap-3 rounded-lg border bg-card p-3 text-card-foreground"
            >
              <CategoryTile category={group.tile} priority={index < 8} className="shrink-0" />
              <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                <Link
                  to={localize(group.pageHref)}
                  className="font-semibold hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {t("categories.open", { name: group.tile.name })}
                </Link>
                <p className="text-xs text-muted-foreground">
                  {t("categories.products", { count: group.productsCount })}
                </p>
                {group.children.length > 0 ? (
                  <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                    {group.children.map((child) => (
                      <li key={child.id}>
                        <Link
                          to={localize(child.href)}
                          className="text-muted-foreground underline-offset-2 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
