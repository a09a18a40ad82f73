/**
 * Page data that travels as JSON text (ADR 044): what the page draws from a view model that is
 * the same for many visitors (a module home's shelves), packed once per model on the server
 * (packed-data.server.ts) instead of through Remix's turbo-stream on every view.
 *
 * turbo-stream walks every value of the loader data in JavaScript, once per response: for a
 * grocery home's ~50 KB of cards that was 8 % of the render's CPU. `JSON.stringify` runs once
 * per model and its text is reused; the browser reads it with `JSON.parse`, which is also
 * cheaper there than turbo-stream's decoding.
 *
 * The server renders from the model itself, kept on the packed value under a symbol: symbol
 * keys are not among the `Object.keys` turbo-stream sends, so only `json` reaches the browser.
 */
const LIVE = Symbol("packed-data.live");

export interface Packed<T> {
  readonly json: string;
  /** Server side only: the model the text was made from. */
  readonly [LIVE]?: T;
}

export function packedOf<T>(value: T, json: string): Packed<T> {
  return { json, [LIVE]: value };
}

export function isPacked(value: unknown): value is Packed<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { json?: unknown }).json === "string"
  );
}

/**
 * The model: the server's own object, or (in the browser) the text read once — a revalidation
 * that brings the same text back gets the same objects, so nothing below re-renders for it.
 */
export function unpack<T>(packed: Packed<T>): T {
  const live = packed[LIVE];
  if (live !== undefined) return live;
  const known = parsed.get(packed.json);
  if (known !== undefined) return known as T;
  const value = JSON.parse(packed.json) as T;
  if (parsed.size >= MAX_PARSED) parsed.clear();
  parsed.set(packed.json, value);
  return value;
}

/** Texts read in this browser tab: a home has ~15 sections, a few homes are visited. */
const MAX_PARSED = 100;
const parsed = new Map<string, unknown>();
