/**
 * A translation function that remembers what it looked up. Resources never change once loaded,
 * so a lookup gives the same string every time. A page renders a few hundred lookups, a grocery
 * home's cards ask for the same few sentences ~80 times each; in i18next each call copies its
 * options and walks the key and the resource tree, and with values the interpolator's regular
 * expressions too (issue 8: ≈ 5 % of a render's CPU; issue 27: ≈ 4–5 % more for the cards).
 * Used by the server's shared instances (i18next.server.ts) and by the per-card `t` of
 * use-page-t.ts, in the browser too.
 * - Without values: the string itself.
 * - With values only (strings or numbers, no context or other i18next option): the
 *   translation is made once with numbered slots for the values — a template — and each call
 *   fills the slots in. Our texts use plain {{name}} fills (no formatters, no $t() nesting), so
 *   that is what i18next would answer. A `count` picks the plural form, so it is not a slot: it
 *   is part of the template's key, and i18next sees the real number ("12 reviews").
 * Anything else (context, defaults, other options) goes through i18next as it came.
 */
type Translate = (key: unknown, options?: unknown) => unknown;

/** Past this many kept sentences (counts vary without end) the memory starts over. */
const MAX_KEPT = 5_000;

export function rememberLookups<T>(t: T): T {
  const translate = t as unknown as Translate;
  const memo = new Map<string, unknown>();
  const remember = (cacheKey: string, make: () => unknown) => {
    if (memo.has(cacheKey)) return memo.get(cacheKey);
    const value = make();
    if (typeof value === "string") {
      if (memo.size >= MAX_KEPT) memo.clear();
      memo.set(cacheKey, value);
    }
    return value;
  };
  const remembered: Translate = (key, options) => {
    const lookup = lookupOf(key, options);
    if (lookup === null) return translate(key, options);
    if (lookup.values.length === 0) return remember(lookup.cacheKey, () => translate(key, options));
    const slotted = { ...(options as object) } as Record<string, unknown>;
    // Only the slotted names are replaced; `count` keeps its number (it is in the key).
    lookup.names.forEach((name, index) => (slotted[name] = slot(index)));
    const template = remember(lookup.cacheKey, () => translate(key, slotted));
    if (typeof template !== "string") return translate(key, options);
    return template.replace(SLOT, (_, index: string) => lookup.values[Number(index)] ?? "");
  };
  return remembered as unknown as T;
}

const PLAIN_OPTIONS = new Set(["lng", "lngs", "ns", "keyPrefix"]);
/** i18next's own options: a call naming one of these is not a plain fill-in of values. */
const I18NEXT_OPTIONS = new Set([
  "context",
  "ordinal",
  "replace",
  "fallbackLng",
  "nsSeparator",
  "keySeparator",
  "returnObjects",
  "returnDetails",
  "joinArrays",
  "postProcess",
  "interpolation",
  "skipInterpolation",
  "ignoreJSONStructure",
]);
/** Stands for the n-th value in a remembered template (private-use characters: never in a text). */
const slot = (n: number) => `\ue000${n}\ue001`;
const SLOT = /\ue000(\d+)\ue001/g;

/** The memo key of a call, with the names and values it fills in; null: not memoisable. */
function lookupOf(
  key: unknown,
  options: unknown,
): { cacheKey: string; names: string[]; values: string[] } | null {
  if (typeof key !== "string") return null;
  if (options === undefined) return { cacheKey: key, names: [], values: [] };
  if (typeof options !== "object" || options === null) return null;
  const record = options as Record<string, unknown>;
  const names: string[] = [];
  const values: string[] = [];
  const count = record.count;
  if (count !== undefined && !(typeof count === "number" && Number.isFinite(count))) return null;
  for (const name of Object.keys(record)) {
    const value = record[name];
    if (PLAIN_OPTIONS.has(name) || name === "count" || value === undefined) continue;
    if (I18NEXT_OPTIONS.has(name) || name.startsWith("defaultValue")) return null;
    if (typeof value === "string") values.push(value);
    else if (typeof value === "number" && Number.isFinite(value)) values.push(String(value));
    else return null;
    names.push(name);
  }
  return {
    cacheKey: JSON.stringify([
      key,
      record.lng,
      record.lngs,
      record.ns,
      record.keyPrefix,
      count ?? null,
      names,
    ]),
    names,
    values,
  };
}
