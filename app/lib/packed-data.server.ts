import { packedOf, type Packed } from "./packed-data";

/** Each model's text, kept as long as the model is (the view caches hold the models). */
const packs = new WeakMap<object, Packed<unknown>>();

/**
 * `value` as JSON text (packed-data.ts), made once per object: pass the cached view model
 * itself, or something made from it once (`oncePer`), not a copy made per request, or every
 * request pays for the text again.
 */
export function pack<T>(value: T): Packed<T> {
  // null and plain values are short: not worth a cache (and not WeakMap keys).
  if (typeof value !== "object" || value === null) return packedOf(value, JSON.stringify(value));
  const known = packs.get(value);
  if (known) return known as Packed<T>;
  const packed = packedOf(value, JSON.stringify(value));
  packs.set(value, packed);
  return packed;
}

/**
 * `derive`, made once per source object: what a page sends as packed data must be the same
 * object on every view — the cached model, or something made from it once — for its text to
 * be made once too.
 */
export function oncePer<S extends object, R>(derive: (source: S) => R): (source: S) => R {
  const made = new WeakMap<S, R>();
  return (source) => {
    if (made.has(source)) return made.get(source) as R;
    const result = derive(source);
    made.set(source, result);
    return result;
  };
}
