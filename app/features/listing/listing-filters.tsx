import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { listingBaseParams, listingHref } from "./listing-hrefs";
import {
  ITEM_FILTERS,
  ITEM_SORTS,
  RATINGS,
  STORE_FILTERS,
  STORE_SORTS,
  type ListingQuery,
} from "./listing-query";
import { PriceRange } from "./price-range";

/**
 * Sort and filter (browsing §2–§5) as one GET form: applying it is a navigation to a new
 * listing URL — shareable, and the same with or without JavaScript. The listing itself (data
 * type, term, category, brand, module, tab, view) rides along in hidden fields; the page goes
 * back to 1. Options per tab: items filter discounted / top rated / popular, rating, price
 * range and price sort low/high (one of them); stores filter currently open / discounted / top
 * rated / popular / free delivery / coupon, rating, and sort default / fast delivery / nearby.
 * With data_type=discounted, Discounted is checked and fixed: the listing is that.
 *
 * Rendered twice (the aside on large screens, the drawer on small ones): `idPrefix` keeps ids
 * unique.
 */
export function ListingFilters({
  query,
  moduleId,
  idPrefix,
}: {
  query: ListingQuery;
  moduleId: number;
  idPrefix: string;
}) {
  const { t } = useTranslation("search");
  const localize = useLocalizedPath();
  const items = query.tab === "items";
  const options = items ? ITEM_FILTERS : STORE_FILTERS;
  const sorts = items ? ["none", ...ITEM_SORTS] : STORE_SORTS;
  const hidden = [...listingBaseParams(query, moduleId)];
  if (query.tab !== "items") hidden.push(["tab", query.tab]);
  if (query.view !== "grid") hidden.push(["view", query.view]);
  const id = (name: string) => `${idPrefix}-${name}`;
  const legend = "mb-2 text-sm font-semibold";

  return (
    <Form method="get" action={localize("/home")} preventScrollReset className="grid gap-5">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}

      <fieldset>
        <legend id={id("sort")} className={legend}>
          {t("listing.sort.title")}
        </legend>
        <RadioGroup name="sort" defaultValue={query.sort ?? sorts[0]} aria-labelledby={id("sort")}>
          {sorts.map((sort) => (
            <label
              key={sort}
              htmlFor={id(`sort-${sort}`)}
              className="flex items-center gap-2 text-sm"
            >
              <RadioGroupItem id={id(`sort-${sort}`)} value={sort} />
              {t(`listing.sort.${sort}`)}
            </label>
          ))}
        </RadioGroup>
      </fieldset>

      <fieldset>
        <legend className={legend}>{t("listing.filters.options")}</legend>
        <div className="grid gap-2">
          {options.map((word) => {
            const implied = word === "discounted" && query.dataType === "discounted";
            return (
              <label
                key={word}
                htmlFor={id(`filter-${word}`)}
                className="flex items-center gap-2 text-sm"
              >
                <Checkbox
                  id={id(`filter-${word}`)}
                  name={implied ? undefined : "filter"}
                  value={word}
                  defaultChecked={query.filters.includes(word)}
                  disabled={implied}
                />
                {t(`listing.filters.${word}`)}
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset>
        <legend id={id("rating")} className={legend}>
          {t("listing.filters.rating")}
        </legend>
        <RadioGroup
          name="rating"
          aria-labelledby={id("rating")}
          defaultValue={query.rating === null ? "" : String(query.rating)}
          className="gap-1.5"
        >
          {["", ...RATINGS.slice(1).map(String)].map((rating) => (
            <label
              key={rating || "any"}
              htmlFor={id(`rating-${rating || "any"}`)}
              className="flex items-center gap-2 text-sm"
            >
              <RadioGroupItem id={id(`rating-${rating || "any"}`)} value={rating} />
              {rating
                ? t("listing.filters.ratingAtLeast", { rating })
                : t("listing.filters.ratingAny")}
            </label>
          ))}
        </RadioGroup>
      </fieldset>

      {items ? (
        <fieldset>
          <legend className={legend}>{t("listing.filters.price")}</legend>
          <PriceRange
            // A new listing URL resets the slider to what the URL says.
            key={`${query.minPrice}-${query.maxPrice}`}
            idPrefix={idPrefix}
            min={query.minPrice}
            max={query.maxPrice}
          />
        </fieldset>
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit">{t("listing.filters.apply")}</Button>
        <Link
          to={localize(listingHref(query, moduleId, { clearFilters: true, page: 1 }))}
          preventScrollReset
          className={cn(buttonVariants({ variant: "ghost" }))}
        >
          {t("listing.filters.reset")}
        </Link>
      </div>
    </Form>
  );
}
