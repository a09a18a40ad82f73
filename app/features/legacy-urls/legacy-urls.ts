import { localizePath, type Lang } from "~/i18n/config";

/**
 * The incumbent web client's URLs that our routes do not share (issue 24 item 10): its
 * customers bookmarked them, and search engines still list them. Each maps to the page it meant,
 * answered with a 301. The incumbent's other URLs (/home, /store/{id}, /product/{id}, /wishlist,
 * /profile?page=…, /checkout?page=…) are ours too and answer as they are; the table test
 * (tests/routes/incumbent-urls.test.ts) holds both lists.
 */
type Target = (match: RegExpExecArray, query: URLSearchParams) => string;

const withQuery = (path: string, query: URLSearchParams) => {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

/** Only these query keys travel to the new URL; anything else is dropped. */
const pick = (query: URLSearchParams, keys: string[]) => {
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = query.get(key);
    if (value) kept.set(key, value);
  }
  return kept;
};

const LEGACY: Array<[RegExp, Target]> = [
  // Its search page took the term from the header's search box.
  [
    /^\/search$/,
    (_, q) => {
      const term = ["search", "query", "q", "name"].map((k) => q.get(k)?.trim()).find(Boolean);
      return term
        ? withQuery("/home", new URLSearchParams({ data_type: "searched", search: term }))
        : "/home";
    },
  ],
  // The guest's "order placed" page, with the payment outcome's query (flag, order_id, token).
  [/^\/order$/, (_, q) => withQuery("/order-placed", pick(q, ["flag", "order_id", "token"]))],
  [/^\/order-details\/([1-9]\d{0,8})$/, (m) => `/my-orders/${m[1]}`],
  [/^\/track-order\/([1-9]\d{0,8})$/, (m) => `/track-order?order_id=${m[1]}`],
  // A store's reviews: on our store page.
  [/^\/review\/([1-9]\d{0,8})$/, (m) => `/store/${m[1]}`],
  [
    /^\/sub-category\/([1-9]\d{0,8})$/,
    (m, q) => withQuery(`/category/${m[1]}`, pick(q, ["module_id"])),
  ],
  [/^\/store$/, () => "/store/popular"],
  [/^\/address$/, () => "/addresses"],
  [/^\/maintainance$/, () => "/"],
];

/**
 * Where an incumbent URL lives now (language prefix kept), or null when it is none of them.
 * `path` is the URL's path without our language segment.
 */
export function legacyTarget(path: string, query: URLSearchParams, lang: Lang): string | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  for (const [pattern, target] of LEGACY) {
    const match = pattern.exec(clean);
    if (match) return localizePath(target(match, query), lang);
  }
  return null;
}
