/**
 * Page data that travels as JSON text (ADR 044): what the page draws from a view model that is
 * the same for many visitors (a module home's shelves, an item's related shelves, the module
 * list), packed once per model on the server (packed-data.server.ts) instead of through Remix's
 * turbo-stream on every view.
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
 * The model: the server's own object, or in the browser the text read once per packed value
 * (the value is the router's, the same object until the loader answers again). Safe to call
 * while rendering: it makes nothing a render could lose.
 */
export function unpack<T>(packed: Packed<T>): T {
  if (LIVE in packed) return packed[LIVE] as T;
  if (!read.has(packed)) read.set(packed, JSON.parse(packed.json));
  return read.get(packed) as T;
}

const read = new WeakMap<object, unknown>();
