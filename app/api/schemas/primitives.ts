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
