import { createHash } from "node:crypto";
import sanitize, { type IOptions, type Attributes } from "sanitize-html";

/**
 * The allow-list HTML sanitiser for backend-authored page content (policies, about us). The admin
 * panel stores rich text as HTML and the storefront renders it on the server, so anything the
 * allow-list does not know is dropped: scripts and other executable or embedding elements
 * together with their content, every event handler and style attribute, and URLs whose scheme is
 * not http(s), mailto or tel.
 *
 * The parsing and re-serialising is done by sanitize-html (htmlparser2 underneath: one linear
 * pass, no quadratic rescans on malformed input). This module only holds our allow-list, which is
 * the one the previous hand-written tokenizer had, and the two guards around it: an input size
 * cap and a cache so one content version is sanitised once, not on every page view.
 *
 * Server-only (.server.ts): the library and its parser never reach a browser bundle.
 */

// prettier-ignore
const ALLOWED_TAGS = [
  "a", "abbr", "address", "article", "b", "blockquote", "br", "caption", "cite", "code", "col",
  "colgroup", "dd", "del", "div", "dl", "dt", "em", "figcaption", "figure", "h2", "h3", "h4", "h5",
  "h6", "hr", "i", "img", "ins", "kbd", "li", "mark", "ol", "p", "pre", "q", "s", "section",
  "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "time",
  "tr", "u", "ul",
];

/** Elements dropped together with everything inside them (every other unknown tag keeps its text). */
// prettier-ignore
const DROPPED_WITH_CONTENT = [
  "applet", "audio", "button", "canvas", "form", "frameset", "head", "iframe", "math", "noembed",
  "noframes", "noscript", "object", "option", "plaintext", "script", "select", "style", "svg",
  "template", "textarea", "title", "video", "xmp",
  // void elements that embed, load or submit something have no content: dropping them is enough
];

const GLOBAL_ATTRIBUTES = ["title", "lang", "dir"];
const TAG_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "rel"],
  img: ["src", "alt", "width", "height", "loading", "decoding"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan", "scope"],
  col: ["span"],
  colgroup: ["span"],
  ol: ["start", "reversed"],
  time: ["datetime"],
  blockquote: ["cite"],
  q: ["cite"],
  del: ["cite", "datetime"],
  ins: ["cite", "datetime"],
};
const URL_ATTRIBUTES = new Set(["href", "src", "cite"]);
const NUMERIC_ATTRIBUTES = new Set(["width", "height", "colspan", "rowspan", "span", "start"]);

const LINK_SCHEMES = ["http:", "https:", "mailto:", "tel:"];
const IMAGE_SCHEMES = ["http:", "https:"];

/** Deeper nesting than this is flattened (text kept): no legitimate policy text comes close. */
const NESTING_LIMIT = 100;

/**
 * Per tag: checks and normalises the attribute values the allow-list keeps (URL schemes,
 * numbers, dir), then adds what our rendering wants (img alt/lazy loading, rel on external
 * links). sanitize-html then drops every attribute the allow-list does not name, and checks the
 * URL schemes a second time.
 */
function cleanAttributes(tag: string, attribs: Attributes): Attributes {
  const allowed = TAG_ATTRIBUTES[tag] ?? [];
  const out: Attributes = {};
  let external = false;
  for (const [name, value] of Object.entries(attribs)) {
    if (!(GLOBAL_ATTRIBUTES.includes(name) || allowed.includes(name))) continue;
    if (name === "rel" || name === "loading" || name === "decoding") continue; // ours, set below
    let clean: string | null = value;
    if (URL_ATTRIBUTES.has(name)) {
      clean = safeUrl(value, tag === "img" ? IMAGE_SCHEMES : LINK_SCHEMES);
      if (clean && name === "href" && /^(https?:)?\/\//i.test(clean)) external = true;
    } else if (NUMERIC_ATTRIBUTES.has(name)) {
      clean = /^\d{1,5}$/.test(value.trim()) ? value.trim() : null;
    } else if (name === "dir") {
      const dir = value.trim().toLowerCase();
      clean = ["ltr", "rtl", "auto"].includes(dir) ? dir : null;
    }
    if (clean !== null) out[name] = clean;
  }
  if (tag === "img") {
    if (!out.src) return {}; // dropped whole by exclusiveFilter below
    out.alt ??= "";
    out.loading = "lazy";
    out.decoding = "async";
  }
  // Content links to other sites must not hand them our page (window.opener) or our ranking.
  if (external) out.rel = "nofollow noopener noreferrer";
  return out;
}

const withCleanAttributes = (tagName: string, attribs: Attributes) => ({
  tagName,
  attribs: cleanAttributes(tagName, attribs),
});

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    "*": GLOBAL_ATTRIBUTES,
    ...TAG_ATTRIBUTES,
  },
  // No class, no style, no id: nothing the page's own CSS or scripts could be confused by.
  // Empty values of non-boolean attributes are dropped, except alt="" (the library's default).
  allowedClasses: {},
  allowedSchemes: LINK_SCHEMES.map((s) => s.slice(0, -1)),
  allowedSchemesByTag: { img: IMAGE_SCHEMES.map((s) => s.slice(0, -1)) },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: true,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  nestingLimit: NESTING_LIMIT,
  parseStyleAttributes: false,
  // An image whose source did not pass (here or in sanitize-html's own scheme check) shows
  // nothing and loads nothing: it goes altogether.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  transformTags: {
    // The page renders its own <h1>; content headings start one level below it.
    h1: "h2",
    "*": withCleanAttributes,
  },
};

/** Sanitises one HTML fragment (no size cap, no cache: see sanitizePageHtml for those). */
export function sanitizeHtml(input: string): string {
  // NUL bytes can split tag names past the filter in some parsers.
  // eslint-disable-next-line no-control-regex
  const html = sanitize(input.replace(/\u0000/g, ""), OPTIONS);
  // sanitize-html writes void elements XHTML-style (<br />); the page is HTML. Every ">" in text
  // and attribute values is escaped as &gt;, so " />" can only be the end of a tag.
  return html.replace(/ \/>/g, ">");
}

/**
 * Policy texts longer than this are cut before sanitising. Real policies are a few KB to a few
 * tens of KB; the cap only bounds the work (and the cache) for a runaway or hostile text.
 * Cutting rather than refusing keeps the page readable: the parser drops a tag cut in half and
 * closes every open element, so the output stays well-formed, and the operator is told in the log.
 */
export const MAX_INPUT_CHARS = 200 * 1024;

/** Sanitised versions kept (pages × languages is about a dozen). */
const CACHE_ENTRIES = 32;
const cache = new Map<string, string>();
const stats = { hits: 0, misses: 0 };

/**
 * The page content, sanitised once per content version: the result is cached by a hash of the
 * input (a bounded LRU), so a page view costs a hash, not a parse.
 */
export function sanitizePageHtml(input: string): string {
  const key = createHash("sha256").update(input).digest("base64url");
  const hit = cache.get(key);
  if (hit !== undefined) {
    // Most recently used goes to the end (Map keeps insertion order).
    cache.delete(key);
    cache.set(key, hit);
    stats.hits += 1;
    return hit;
  }
  stats.misses += 1;
  let text = input;
  if (text.length > MAX_INPUT_CHARS) {
    console.warn(
      `[sanitize] page content of ${text.length} characters cut to ${MAX_INPUT_CHARS} before sanitising`,
    );
    text = text.slice(0, MAX_INPUT_CHARS);
    // Do not leave half a surrogate pair at the end.
    if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
  }
  const html = sanitizeHtml(text).trim();
  cache.set(key, html);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return html;
}

/** For tests and diagnostics: cache size, hits and misses (misses = inputs actually sanitised). */
export const sanitizeCache = {
  get size() {
    return cache.size;
  },
  get hits() {
    return stats.hits;
  },
  get misses() {
    return stats.misses;
  },
  clear: () => {
    cache.clear();
    stats.hits = 0;
    stats.misses = 0;
  },
};

/**
 * The URL when its scheme is allowed or it is relative; null otherwise. Browsers ignore
 * whitespace and control characters inside a scheme ("java\tscript:"), so those are removed
 * before looking for one.
 */
export function safeUrl(value: string, schemes: readonly string[] = LINK_SCHEMES): string | null {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (url === "" || url.length > 2048) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (!scheme) {
    // Relative. "//host" is protocol-relative: another site, so it must be http(s)-allowed.
    return url.startsWith("//") && !schemes.includes("https:") ? null : url;
  }
  return schemes.includes(`${scheme[1].toLowerCase()}:`) ? url : null;
}
