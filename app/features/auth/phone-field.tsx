import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { FieldErrorSlot } from "~/components/form-messages";
import { dialCodeOf, DIAL_COUNTRIES } from "./phone";

export interface PhoneFieldProps {
  phone: FieldMetadata<string | undefined>;
  country: FieldMetadata<string | undefined>;
  label: string;
  /** Config country_picker_status: the picker is enabled only when it is 1 (§5). */
  picker: boolean;
  /** The business's country, chosen first. */
  defaultRegion: string | null;
}

/**
 * A phone with its country (foundations §5 "phone prefix, country picker"): a native select of
 * calling codes — country names in the page's language, from the browser's and Node's own
 * Intl data — above the number. With the picker off the business's code is fixed and shown.
 * The server puts them together with a '+' (phone.ts composePhone); a number typed with its own
 * '+' is taken as it is.
 */
export function PhoneField({ phone, country, label, picker, defaultRegion }: PhoneFieldProps) {
  const { i18n, t } = useTranslation("auth");
  const lang = i18n.language;
  const options = React.useMemo(() => countryOptions(lang, defaultRegion), [lang, defaultRegion]);
  const fixedDial = dialCodeOf(defaultRegion);
  return (
    <div className="grid gap-2">
      <Label htmlFor={phone.id}>{label}</Label>
      {picker ? (
        <NativeSelect
          {...getSelectProps(country)}
          key={country.key}
          defaultValue={country.initialValue ?? defaultRegion ?? undefined}
          aria-label={t("phone.country")}
          className="w-full"
        >
          {options.map((option) => (
            // The name comes from the runtime's own Intl data: Node's and the browser's ICU
            // may word a country differently ("Türkiye"), which must not fail hydration.
            <option key={option.region} value={option.region} suppressHydrationWarning>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      ) : null}
      {/* Numbers read left to right in Arabic too: the fixed code stays on the number's left. */}
      <div className="flex gap-2" dir="ltr">
        {!picker && fixedDial ? (
          <>
            <input type="hidden" name={country.name} value={defaultRegion ?? ""} />
            <span className="grid place-items-center rounded-md border px-3 text-sm text-muted-foreground">
              +{fixedDial}
            </span>
          </>
        ) : null}
        <Input
          {...getInputProps(phone, { type: "tel" })}
          key={phone.key}
          autoComplete="tel-national"
          inputMode="tel"
          className="flex-1"
          dir="ltr"
        />
      </div>
      <FieldErrorSlot id={phone.errorId} errors={phone.errors} />
    </div>
  );
}

const optionsCache = new Map<string, { region: string; label: string }[]>();

/**
 * "United Arab Emirates (+971)" labels — the code isolated, so "+971" stays whole in Arabic —
 * the business's country first, then by calling code: an order that is the same on the server
 * and in every browser (a sort by localised name is not: ICU versions differ).
 */
function countryOptions(lang: string, first: string | null) {
  const key = `${lang}|${first ?? ""}`;
  const cached = optionsCache.get(key);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: "region" });
  } catch {
    names = null;
  }
  const options = DIAL_COUNTRIES.map(({ region, dial }) => ({
    region,
    dial: Number(dial),
    label: `${safeName(names, region)} (\u2066+${dial}\u2069)`,
  })).sort((a, b) =>
    a.region === first
      ? -1
      : b.region === first
        ? 1
        : a.dial - b.dial || (a.region < b.region ? -1 : 1),
  );
  const result = options.map(({ region, label }) => ({ region, label }));
  optionsCache.set(key, result);
  return result;
}

function safeName(names: Intl.DisplayNames | null, region: string) {
  try {
    return names?.of(region) ?? region;
  } catch {
    return region;
  }
}
