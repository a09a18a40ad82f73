/**
 * A small allow-list HTML sanitiser for backend-authored page content (policies, about us).
 * The admin panel stores rich text as HTML and the storefront renders it on the server, so
 * anything the allow-list does not know is dropped: scripts and other executable or embedding
 * elements together with their content, every event handler and style attribute, and URLs
 * whose scheme is not http(s), mailto or tel.
 *
 * It is a tokenizer, not a parser: it never builds a tree, it re-emits only what it recognises,
 * escapes every attribute value and stray "<" itself, and closes what it opened. Output safety
 * therefore never depends on understanding the input — unknown constructs simply disappear.
 */

// prettier-ignore
const ALLOWED_TAGS = new Set([
  "a", "abbr", "address", "article", "b", "blockquote", "br", "caption", "cite", "code", "col",
  "colgroup", "dd", "del", "div", "dl", "dt", "em", "figcaption", "figure", "h2", "h3", "h4", "h5",
  "h6", "hr", "i", "img", "ins", "kbd", "li", "mark", "ol", "p", "pre", "q", "s", "section",
  "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "time",
  "tr", "u", "ul",
]);

/** The page renders its own <h1>; content headings start one level below it. */
const RENAMED_TAGS: Record<string, string> = { h1: "h2" };

const VOID_TAGS = new Set(["br", "col", "hr", "img"]);

/** Elements dropped together with everything inside them. */
// prettier-ignore
const DROPPED_WITH_CONTENT = new Set([
  "applet", "audio", "button", "canvas", "form", "frameset", "head", "iframe", "math", "noembed",
  "noframes", "noscript", "object", "option", "plaintext", "script", "select", "style", "svg",
  "template", "textarea", "title", "video", "xmp",
]);

/** Void elements that embed, load or submit something: dropped (they have no content). */
// prettier-ignore
const DROPPED_VOID = new Set(["area", "base", "embed", "frame", "input", "keygen", "link", "meta", "param", "source", "track"]);

const GLOBAL_ATTRIBUTES = new Set(["title", "lang", "dir"]);
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(["href"]),
  img: new Set(["src", "alt", "width", "height"]),
  td: new Set(["colspan", "rowspan"]),
  th: new Set(["colspan", "rowspan", "scope"]),
  col: new Set(["span"]),
  colgroup: new Set(["span"]),
  ol: new Set(["start", "reversed"]),
  time: new Set(["datetime"]),
  blockquote: new Set(["cite"]),
  q: new Set(["cite"]),
  del: new Set(["cite", "datetime"]),
  ins: new Set(["cite", "datetime"]),
};
const URL_ATTRIBUTES = new Set(["href", "src", "cite"]);
const NUMERIC_ATTRIBUTES = new Set(["width", "height", "colspan", "rowspan", "span", "start"]);

interface Attribute {
  name: string;
  value: string;
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Attribute[];
  /** Index just past the tag's closing ">". */
  end: number;
}

export function sanitizeHtml(input: string): string {
  // NUL bytes can split tag names past the filter in some parsers.
  // eslint-disable-next-line no-control-regex
  const html = input.replace(/\u0000/g, "");
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      out.push(escapeText(html.slice(i)));
      break;
    }
    out.push(escapeText(html.slice(i, lt)));
    i = lt;

    if (html.startsWith("<!--", i)) {
      const close = html.indexOf("-->", i + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[i + 1] === "!" || html[i + 1] === "?") {
      // Doctype, CDATA, processing instructions: never content.
      const close = html.indexOf(">", i);
      i = close === -1 ? html.length : close + 1;
      continue;
    }

    const tag = readTag(html, i);
    if (!tag) {
      out.push("&lt;");
      i += 1;
      continue;
    }
    i = tag.end;

    if (DROPPED_VOID.has(tag.name)) continue;
    if (DROPPED_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing) i = skipElement(html, tag.name, i);
      continue;
    }
    const name = RENAMED_TAGS[tag.name] ?? tag.name;
    if (!ALLOWED_TAGS.has(name)) continue; // unknown wrapper (font, center, …): keep its text only

    if (tag.closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    out.push(`<${name}${renderAttributes(name, tag.attributes)}>`);
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join("");
}

/** Reads `<name attr=…>` or `</name>` at `start`; null when it is not a tag (a bare "<"). */
function readTag(html: string, start: number): Tag | null {
  const match = /^<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)/.exec(html.slice(start, start + 64));
  if (!match) return null;
  const closing = match[1] === "/";
  const name = match[2].toLowerCase();
  const attributes: Attribute[] = [];
  let i = start + match[0].length;
  while (i < html.length) {
    while (i < html.length && /[\s/]/.test(html[i])) i += 1;
    if (i >= html.length) break;
    if (html[i] === ">") return { name, closing, attributes, end: i + 1 };
    const nameMatch = /^[^\s"'>/=]+/.exec(html.slice(i, i + 256));
    if (!nameMatch) {
      i += 1; // a stray quote or "=": skip it
      continue;
    }
    const attrName = nameMatch[0].toLowerCase();
    i += nameMatch[0].length;
    while (i < html.length && /\s/.test(html[i])) i += 1;
    let value = "";
    if (html[i] === "=") {
      i += 1;
      while (i < html.length && /\s/.test(html[i])) i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return null; // unterminated value: treat the whole thing as text
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const bare = /^[^\s>]*/.exec(html.slice(i))![0];
        value = bare;
        i += bare.length;
      }
    }
    attributes.push({ name: attrName, value: decodeEntities(value) });
  }
  return null; // no closing ">": not a tag
}

/** Index just past `</name …>`, or the end of the input when the element never closes. */
function skipElement(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}[\\s/>]`, "gi");
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  if (!match) return html.length;
  const close = html.indexOf(">", match.index);
  return close === -1 ? html.length : close + 1;
}

function renderAttributes(tag: string, attributes: Attribute[]): string {
  const allowed = TAG_ATTRIBUTES[tag];
  const seen = new Set<string>();
  let rendered = "";
  let external = false;
  for (const { name, value } of attributes) {
    if (seen.has(name) || !(GLOBAL_ATTRIBUTES.has(name) || allowed?.has(name))) continue;
    let clean: string | null = value;
    if (URL_ATTRIBUTES.has(name)) {
      clean = safeUrl(value, tag === "img" ? IMAGE_SCHEMES : LINK_SCHEMES);
      if (clean && name === "href" && /^(https?:)?\/\//i.test(clean)) external = true;
    } else if (NUMERIC_ATTRIBUTES.has(name)) {
      clean = /^\d{1,5}$/.test(value.trim()) ? value.trim() : null;
    } else if (name === "dir") {
      clean = ["ltr", "rtl", "auto"].includes(value.trim().toLowerCase())
        ? value.trim().toLowerCase()
        : null;
    }
    if (clean === null) continue;
    seen.add(name);
    rendered += ` ${name}="${escapeAttribute(clean)}"`;
  }
  if (tag === "img") {
    if (!seen.has("src")) return ' alt=""';
    if (!seen.has("alt")) rendered += ' alt=""';
    rendered += ' loading="lazy" decoding="async"';
  }
  // Content links to other sites must not hand them our page (window.opener) or our ranking.
  if (external) rendered += ' rel="nofollow noopener noreferrer"';
  return rendered;
}

const LINK_SCHEMES = ["http:", "https:", "mailto:", "tel:"];
const IMAGE_SCHEMES = ["http:", "https:"];

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

// prettier-ignore
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", colon: ":", tab: "\t",
  newline: "\n", lpar: "(", rpar: ")", sol: "/", bsol: "\\", period: ".", comma: ",", semi: ";",
  equals: "=", num: "#", excl: "!", percnt: "%", quest: "?", commat: "@",
};

/**
 * Decodes the entities of an attribute value so scheme checks see what the browser will see.
 * Anything left undecoded is re-escaped on output ("&" → "&amp;"), so it stays literal text.
 */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X"
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : "";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function escapeText(text: string): string {
  return text.replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}
