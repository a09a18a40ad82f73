import { Search, X } from "~/components/ui/icons";
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { ItemCard } from "~/features/cards/item-card";
import { QuickAddScope } from "~/features/cards/quick-add-form";
import { TabLinks } from "~/features/home/tab-links";
import { stripLangPrefix } from "~/i18n/config";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { Pager } from "./pager";
import { SEARCH_MAX_LENGTH } from "./params";
import type { ItemGroup, Paging, StoreView } from "./store-models";

type Props = {
  store: StoreView;
  /** The page's own URL (the store's, or its shared page's): tabs, search and "clear" use it. */
  pageHref: string;
  groups: ItemGroup[];
  categories: Array<{ id: number; name: string }>;
  categoryId: number | null;
  search: string;
  paging: Paging;
  failed: boolean;
};

/** The store URL with one category chosen (null = all); search and page dropped. */
function categoryHref(storeHref: string, categoryId: number | null) {
  const [path, query = ""] = storeHref.split("?");
  const params = new URLSearchParams(query);
  if (categoryId) params.set("category_id", String(categoryId));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The store's items (browsing §2 /store/{id}): a GET search form inside the store, the store's
 * categories as links, the page's items grouped by category, and `?page=N` links.
 */
export function StoreItems({
  store,
  pageHref,
  groups,
  categories,
  categoryId,
  search,
  paging,
  failed,
}: Props) {
  const { t } = useTranslation("store");
  const localize = useLocalizedPath();
  const location = useLocation();
  const keep = new URLSearchParams(pageHref.split("?")[1] ?? "");
  const current = `${stripLangPrefix(location.pathname)}${location.search}`;
  const layout = store.moduleType === "food" ? "food-horizontal" : "vertical";
  const empty = !failed && groups.length === 0;
  return (
    <section aria-labelledby="store-items" className="mt-8">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="store-items" className="text-xl font-semibold">
          {search
            ? t("items.resultsFor", { search })
            : t(`items.title.${store.moduleType}`, { defaultValue: t("items.title.other") })}
        </h2>
        <Form method="get" action={location.pathname} role="search" className="flex gap-2 sm:w-96">
          {[...keep.entries()].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor="store-search" className="sr-only">
            {t("items.searchLabel", { name: store.name })}
          </label>
          <Input
            id="store-search"
            type="search"
            name="search"
            defaultValue={search}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t("items.searchPlaceholder")}
            className="min-w-0 flex-1"
          />
          <Button type="submit" size="icon" aria-label={t("items.searchSubmit")}>
            <Search aria-hidden="true" />
          </Button>
        </Form>
      </div>
      {search ? (
        <Link
          to={localize(pageHref)}
          className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "mb-3")}
        >
          <X aria-hidden="true" />
          {t("items.clearSearch")}
        </Link>
      ) : categories.length > 0 ? (
        <TabLinks
          label={t("items.categoriesLabel")}
          entries={[{ id: null, name: t("items.all") }, ...categories].map((c) => ({
            key: String(c.id ?? "all"),
            name: c.name,
            href: localize(categoryHref(pageHref, c.id)),
            active: (c.id ?? null) === categoryId,
          }))}
        />
      ) : null}
      {failed ? (
        <p role="alert" className="py-10 text-center text-muted-foreground">
          {t("items.failed")}{" "}
          <a href="" className="underline">
            {t("items.retry")}
          </a>
        </p>
      ) : null}
      {empty ? (
        <p className="py-10 text-center text-muted-foreground">
          {search ? t("items.noSearchResults") : t("items.empty")}
        </p>
      ) : null}
      {/* One add-to-cart form for the store's cards (issue 27). */}
      <QuickAddScope moduleId={store.moduleId}>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`store-group-${group.id}`} className="mb-8">
            <h3 id={`store-group-${group.id}`} className="mb-3 text-lg font-semibold">
              {group.name}
            </h3>
            <ul
              className={cn(
                "grid gap-4",
                layout === "vertical"
                  ? "grid-cols-[repeat(auto-fill,minmax(min(100%,15rem),1fr))]"
                  : "grid-cols-[repeat(auto-fill,minmax(min(100%,22rem),1fr))]",
              )}
            >
              {group.items.map((item) => (
                <li key={item.id}>
                  <ItemCard
                    item={item}
                    layout={layout}
                    moduleType={store.moduleType}
                    className="w-full"
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </QuickAddScope>
      {!failed ? <Pager paging={paging} href={current} /> : null}
    </section>
  );
}
