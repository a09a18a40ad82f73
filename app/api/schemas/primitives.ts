import { z } from "zod";

/**
 * Tolerant building blocks for the contract's quirks (§9): numbers that arrive as strings,
 * booleans as true/false or 0/1 or "0"/"1", nullable strings and URLs.
 */
export const num = z.preprocess((v) => {
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
  return v;
}, z.number());

export const numOr = (fallback: number) => num.catch(fallback);

export const id = z.preprocess(
  (v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v),
  z.number().int(),
);

export const flag = z
  .preprocess((v) => {
    if (v === true || v === 1 || v === "1" || v === "true") return true;
    if (
      v === false ||
      v === 0 ||
      v === "0" ||
      v === "false" ||
      v === null ||
      v === undefined ||
      v === ""
    )
      return false;
    return v;
  }, z.boolean())
  .catch(false);

export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? "")
  .catch("");
export const maybeText = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null))
  .catch(null);
export const url = maybeText;

/** A list whose malformed entries are dropped instead of failing the whole response. */
export function lenientArray<T extends z.ZodTypeAny>(item: T) {
  return z
    .array(z.unknown())
    .nullish()
    .catch([])
    .transform((values) =>
      (values ?? []).flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );
}

/**
 * A label that may be absent. Stock 6amMart serialises "no value" as text (order lines carry
 * `"variant":"null"`, some settings `""` or `"[]"`): those, like null, are no label at all, so
 * no reader ever prints "null".
 */
export const optionalLabel = z
  .unknown()
  .transform((v) => {
    if (typeof v !== "string") return null;
    const trimmed = v.trim();
    return NO_VALUE.has(trimmed.toLowerCase()) ? null : trimmed;
  })
  .catch(null);
const NO_VALUE = new Set(["", "null", "undefined", "[]", "{}"]);

/**
 * Zone ids as stock sends them: a number, a digit string, or a JSON array string (`"[1]"`,
 * `"[3,1]"`, as get-zone-id's zone_id and customer/info's zone_id), or an array. Unreadable
 * entries are dropped.
 */
export const zoneIdList = z
  .unknown()
  .transform((v): number[] => {
    let value = v;
    if (typeof value === "string") {
      const trimmed = value.trim();
      if (trimmed.startsWith("[")) {
        try {
          value = JSON.parse(trimmed);
        } catch {
          return [];
        }
      } else value = trimmed;
    }
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((entry) => {
      const n = typeof entry === "string" && /^\d+$/.test(entry.trim()) ? Number(entry) : entry;
      return typeof n === "number" && Number.isInteger(n) && n > 0 ? [n] : [];
    });
  })
  .catch([]);

/** One zone id in any of the forms of `zoneIdList` (its first id), or null. */
export const zoneIdOne = zoneIdList.transform((ids) => ids[0] ?? null);
