import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Input } from "~/components/ui/input";
import { PRICE_MAX, PRICE_MIN } from "./listing-query";

/**
 * The price filter (browsing §5: 0 to 20000, thumbs at least 1 apart). Without JavaScript —
 * and in the server HTML — two number inputs; once hydrated, a two-thumb slider of two native
 * range inputs (keyboard and screen-reader support for free). The slider names its fields only
 * when they leave the range's ends, so an untouched range adds nothing to the shared URL. Both
 * versions sit in the same fixed-height box: the swap moves nothing.
 */
export function PriceRange({
  idPrefix,
  min,
  max,
}: {
  idPrefix: string;
  min: number | null;
  max: number | null;
}) {
  const { t } = useTranslation("search");
  const hydrated = useHydrated();
  const [low, setLow] = React.useState(min ?? PRICE_MIN);
  const [high, setHigh] = React.useState(max ?? PRICE_MAX);
  const minLabel = t("listing.filters.minPrice");
  const maxLabel = t("listing.filters.maxPrice");

  if (!hydrated) {
    return (
      <div className="grid h-16 grid-cols-2 content-start gap-2">
        <NumberField
          id={`${idPrefix}-min-price`}
          label={minLabel}
          name="min_price"
          value={min ?? PRICE_MIN}
        />
        <NumberField
          id={`${idPrefix}-max-price`}
          label={maxLabel}
          name="max_price"
          value={max ?? PRICE_MAX}
        />
      </div>
    );
  }

  const percent = (value: number) => ((value - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100;
  const thumb =
    "pointer-events-none absolute inset-x-0 top-1 h-4 w-full appearance-none rounded-full bg-transparent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-background [&::-moz-range-thumb]:bg-primary [&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-4 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-background [&::-webkit-slider-thumb]:bg-primary";
  return (
    <div className="h-16">
      <div className="relative h-6">
        <div aria-hidden="true" className="absolute inset-x-0 top-2.5 h-1 rounded-full bg-muted" />
        <div
          aria-hidden="true"
          className="absolute top-2.5 h-1 rounded-full bg-primary"
          style={{
            insetInlineStart: `${percent(low)}%`,
            insetInlineEnd: `${100 - percent(high)}%`,
          }}
        />
        <input
          type="range"
          aria-label={minLabel}
          name={low > PRICE_MIN ? "min_price" : undefined}
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={1}
          value={low}
          onChange={(e) => setLow(Math.min(Number(e.currentTarget.value), high - 1))}
          className={thumb}
        />
        <input
          type="range"
          aria-label={maxLabel}
          name={high < PRICE_MAX ? "max_price" : undefined}
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={1}
          value={high}
          onChange={(e) => setHigh(Math.max(Number(e.currentTarget.value), low + 1))}
          className={thumb}
        />
      </div>
      <p className="mt-2 flex justify-between text-sm tabular-nums text-muted-foreground">
        <span>{low}</span>
        <span>{high}</span>
      </p>
    </div>
  );
}

function NumberField({
  id,
  label,
  name,
  value,
}: {
  id: string;
  label: string;
  name: string;
  value: number;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </label>
      <Input
        id={id}
        type="number"
        name={name}
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={1}
        inputMode="numeric"
        defaultValue={value}
      />
    </div>
  );
}
