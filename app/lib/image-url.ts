/**
 * Pictures sized for the screen (issue 23): backend pictures go through the storefront's /img
 * endpoint (server/image-endpoint.ts), which fetches them once, resizes them to one of
 * IMAGE_WIDTHS and re-encodes them (AVIF/WebP by Accept). A fixed set of widths keeps the
 * endpoint's cache small whatever widths a client asks for: any other width is answered with
 * the next one up.
 */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 960, 1280] as const;

/** The width from IMAGE_WIDTHS that serves `requested` pixels: the next one up, at most 1280. */
export function imageWidth(requested: number): number {
  return IMAGE_WIDTHS.find((w) => w >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

/** Only absolute http(s) pictures are resized; anything else (data:, a relative asset) as is. */
const resizable = (src: string) => /^https?:\/\//i.test(src);

/**
 * A query value: encodeURIComponent, but "/" and ":" as they are — a query may hold them
 * (RFC 3986 §3.4) — so a srcset of six candidates repeats a readable URL, ~20 bytes shorter
 * each (issue 27: the home's pictures were a tenth of its HTML).
 */
const queryValue = (value: string) =>
  encodeURIComponent(value).replace(/%2F/g, "/").replace(/%3A/g, ":");

export function imageUrl(src: string, width: number): string {
  if (!resizable(src)) return src;
  return urlOf(queryValue(src), width);
}

const urlOf = (encoded: string, width: number) => `/img?src=${encoded}&w=${imageWidth(width)}`;

/**
 * `src`, `srcSet` and `sizes` for an <img> shown `cssWidth` CSS pixels wide at most (`sizes`
 * says how wide it really is per viewport): candidates from the smallest useful width up to
 * three times the largest, so a 3× phone screen is served sharp and a 1× one no more bytes
 * than it shows.
 */
export function responsiveImage(
  src: string,
  cssWidth: number,
  sizes: string = `${cssWidth}px`,
): { src: string; srcSet?: string; sizes?: string } {
  if (!resizable(src)) return { src };
  // By picture first: its string is the one the page data holds (hashed once), not a new key.
  let sized = made.get(src);
  if (!sized) {
    if (made.size >= MAX_PICTURES) made.clear();
    made.set(src, (sized = []));
  }
  for (const known of sized)
    if (known.cssWidth === cssWidth && known.sizes === sizes) return known.answer;
  // Frozen: every caller shares it.
  const answer = Object.freeze(makeResponsive(src, cssWidth, sizes));
  sized.push({ cssWidth, sizes, answer });
  return answer;
}

type Answer = Readonly<{ src: string; srcSet: string; sizes: string }>;

/**
 * The answers for the pictures pages show again and again — a home's ~80 cards, each request —
 * kept (issue 27: building six encoded candidates per card was ~1.5 % of the home's CPU), per
 * picture and the few ways it is shown. Bounded: a catalogue bigger than this starts over
 * rather than growing.
 */
const made = new Map<string, Array<{ cssWidth: number; sizes: string; answer: Answer }>>();
const MAX_PICTURES = 2000;

function makeResponsive(src: string, cssWidth: number, sizes: string) {
  const top = imageWidth(cssWidth * 3);
  // Shown at exactly `cssWidth` pixels, it never takes a narrower candidate; `sizes` that
  // depend on the viewport may show it smaller, down to a card's width.
  const fixed = sizes === `${cssWidth}px`;
  const bottom = imageWidth(fixed ? cssWidth : Math.min(cssWidth, 160));
  const widths = IMAGE_WIDTHS.filter((w) => w >= bottom && w <= top);
  const encoded = queryValue(src);
  return {
    src: urlOf(encoded, cssWidth * 2),
    srcSet: widths.map((w) => `${urlOf(encoded, w)} ${w}w`).join(", "),
    sizes,
  };
}

/**
 * A picture as CSS: `image-set()` of the widths that draw it sharp at 1×, 2× and 3× a fixed
 * `cssWidth` (the same candidates `responsiveImage` offers for it). For pictures drawn as a
 * background (cards/card-parts.tsx `LaterPicture`). Unquoted `url()`s — in a style attribute
 * React would write each quote as `&#x27;` — so what would end one (quotes, parentheses,
 * backslash, white space, controls) is percent-encoded: the source comes from the backend.
 */
export function pictureSet(src: string, cssWidth: number): string {
  const url = (value: string) => `url(${value.replace(CSS_URL_UNSAFE, escapeUrlChar)})`;
  if (!resizable(src)) return url(src);
  const encoded = queryValue(src);
  const candidates: string[] = [];
  let last = 0;
  for (const density of [1, 2, 3]) {
    const width = imageWidth(cssWidth * density);
    if (width === last) continue;
    last = width;
    candidates.push(`${url(urlOf(encoded, width))} ${density}x`);
  }
  return `image-set(${candidates.join(", ")})`;
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CSS_URL_UNSAFE = /["'()\\\s\x00-\x1f\x7f]/g;

const escapeUrlChar = (char: string) =>
  `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;
