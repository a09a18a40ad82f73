import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { CategoryTile } from "~/features/cards/category-tile";
import { ItemCard } from "~/features/cards/item-card";
import { CATEGORIES_HREF } from "~/features/catalogue/urls";
import { Pager } from "~/features/stores/pager";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { CategoryPageData } from "./categories.server";

/**
 * /category/{id}: breadcrumb, sub-category tiles, products 20 a page with `?page=N` links.
 * `pageHref`: a shared page's own path (ADR 033), so its pages stay on it.
 */
export function CategoryView({ data, pageHref }: { data: CategoryPageData; pageHref?: string }) {
  const { t } = useTranslation("store");
  const localize = useLocalizedPath();
  const { category, module } = data;
  const layout = module.type === "food" ? "food-horizontal" : "vertical";
  return (
    <div className="container py-6">
      <nav aria-label={t("breadcrumb.label")} className="mb-3 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link
              to={localize(`${CATEGORIES_HREF}?module_id=${module.id}`)}
              className="hover:underline"
            >
              {t("categories.title")}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          {category.parent ? (
            <li>
              <Link to={localize(category.parent.href)} className="hover:underline">
                {category.parent.name}
              </Link>
              <span aria-hidden="true"> / </span>
            </li>
          ) : null}
          <li aria-current="page" className="text-foreground">
            {category.name}
          </li>
        </ol>
      </nav>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{category.name}</h1>
        <Link
          to={localize(category.listingHref)}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {t("category.filterInListing")}
        </Link>
      </div>
      {data.onDefaultLocation ? (
        <p className="mb-4 text-sm text-muted-foreground">{t("defaultLocationNote")}</p>
      ) : null}
      {category.children.length > 0 ? (
        <section aria-labelledby="category-children" className="mb-6">
          <h2 id="category-children" className="mb-3 text-lg font-semibold">
            {t("category.subcategories")}
          </h2>
          <ul className="flex gap-3 overflow-x-auto pb-2">
            {category.children.map((child) => (
              <li key={child.id} className="shrink-0">
                <CategoryTile category={child} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="category-items">
        <h2 id="category-items" className="mb-3 text-lg font-semibold">
          {t("category.products")}
        </h2>
        {data.itemsFailed ? (
          <p role="alert" className="py-10 text-center text-muted-foreground">
            {t("items.failed")}{" "}
            <a href="" className="underline">
              {t("items.retry")}
            </a>
          </p>
        ) : category.items.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">{t("items.empty")}</p>
        ) : (
          <ul
            className={
              layout === "vertical"
                ? "grid grid-cols-[repeat(auto-fill,minmax(min(100%,15rem),1fr))] gap-4"
                : "grid grid-cols-[repeat(auto-fill,minmax(min(100%,22rem),1fr))] gap-4"
            }
          >
            {category.items.map((item, index) => (
              <li key={item.id}>
                <ItemCard
                  item={item}
                  layout={layout}
                  moduleType={module.type}
                  priority={index < 4}
                  className="w-full"
                />
              </li>
            ))}
          </ul>
        )}
        {!data.itemsFailed ? (
          <Pager paging={category.paging} href={pageHref ?? data.canonical} />
        ) : null}
      </section>
    </div>
  );
}
