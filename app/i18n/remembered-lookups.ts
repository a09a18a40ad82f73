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
 * - A `defaultValue` text is part of the key: i18next answers the translation, or that text.
 * Anything else (context, plural defaults, other options) goes through i18next as it came.
 */
type Translate = (key: unknown, options?: unknown) => unknown;

/** Past this many kept sentences (counts vary without end) the memory starts over. */
const MAX_KEPT = 5_000;

/**
 * A remembered sentence: its text, or for a call with values the text around the values —
 * `parts[0] + values[order[0]] + parts[1] + …` — split once, so that a call joins strings
 * instead of running a regular expression (issue 27: a store page asks ~150 sentences, most
 * of them with values, and the lookups were ~4 % of its CPU).
 */
type Kept = string | { parts: string[]; order: number[] };

export function rememberLookups<T>(t: T): T {
  const translate = t as unknown as Translate;
  const memo = new Map<string, Kept>();
  const keep = (cacheKey: string, value: Kept) => {
    if (memo.size >= MAX_KEPT) memo.clear();
    memo.set(cacheKey, value);
  };
  const remembered: Translate = (key, options) => {
    if (typeof key !== "string") return translate(key, options);
    if (options === undefined) {
      const kept = memo.get(key);
      if (typeof kept === "string") return kept;
      const value = translate(key, options);
      if (typeof value === "string") keep(key, value);
      return value;
    }
    const lookup = lookupOf(key, options);
    if (lookup === null) return translate(key, options);
    const { cacheKey, names, values } = lookup;
    let kept = memo.get(cacheKey);
    if (kept === undefined) {
      // The template: i18next's answer with numbered slots for the values. Only the slotted
      // names are replaced; `count` keeps its number (it is in the key).
      const slotted = { ...(options as object) } as Record<string, unknown>;
      names.forEach((name, index) => (slotted[name] = slot(index)));
      const template = translate(key, slotted);
      if (typeof template !== "string") return translate(key, options);
      kept = names.length === 0 ? template : split(template);
      keep(cacheKey, kept);
    }
    if (typeof kept === "string") return kept;
    let text = kept.parts[0] as string;
    for (let i = 0; i < kept.order.length; i++) {
      text += (values[kept.order[i] as number] ?? "") + (kept.parts[i + 1] as string);
    }
    return text;
  };
  return remembered as unknown as T;
}

/** A template's text around its slots, and which value each slot takes. */
function split(template: string): { parts: string[]; order: number[] } {
  const parts: string[] = [];
  const order: number[] = [];
  let from = 0;
  for (const match of template.matchAll(SLOT)) {
    parts.push(template.slice(from, match.index));
    order.push(Number(match[1]));
    from = (match.index as number) + match[0].length;
  }
  parts.push(template.slice(from));
  return { parts, order };
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
  key: string,
  options: unknown,
): { cacheKey: string; names: string[]; values: string[] } | null {
  if (typeof options !== "object" || options === null) return null;
  const record = options as Record<string, unknown>;
  const names: string[] = [];
  const values: string[] = [];
  const count = record.count;
  if (count !== undefined && !(typeof count === "number" && Number.isFinite(count))) return null;
  // Built by hand, not JSON.stringify'd: this runs for every sentence of every card. The parts
  // are separated by a control character no key, name or language tag contains.
  let cacheKey = `${key}\u0001${count ?? ""}`;
  for (const name in record) {
    const value = record[name];
    if (value === undefined || name === "count") continue;
    if (PLAIN_OPTIONS.has(name)) {
      cacheKey += `\u0001${name}=${typeof value === "string" ? value : JSON.stringify(value)}`;
      continue;
    }
    // A fallback text is part of what is asked, not a value to fill in: one answer per text
    // (a store page's items title; i18next's own path was ~1 % of that page's CPU).
    if (name === "defaultValue" && typeof value === "string") {
      cacheKey += `\u0001defaultValue=${value}`;
      continue;
    }
    if (I18NEXT_OPTIONS.has(name) || name.startsWith("defaultValue")) return null;
    if (typeof value === "string") values.push(value);
    else if (typeof value === "number" && Number.isFinite(value)) values.push(String(value));
    else return null;
    names.push(name);
    cacheKey += `\u0001${name}`;
  }
  return { cacheKey, names, values };
}
