/**
 * Only same-site paths are followed from `redirectTo` params, back links and language
 * switches; anything else falls back.
 *
 * The value is parsed the way a browser will resolve it (WHATWG URL against a dummy origin),
 * and the *normalised* result is checked and returned — so shapes that only become
 * scheme-relative after normalisation (`/.//evil`, `/%2e//evil`, `/x/..//evil`, tabs or
 * newlines the parser drops, backslashes it turns into slashes) are refused or made harmless.
 * Runs of slashes in the path collapse to one: a later `stripLangPrefix("/ar//evil")` must not
 * produce `//evil`.
 */
const DUMMY_ORIGIN = "http://local.invalid";

// C0 controls, DEL, and characters the URL parser strips or rewrites (backslash).
// eslint-disable-next-line no-control-regex
const RAW_FORBIDDEN = /[\u0000-\u001f\u007f\\]/;
// Encoded slash, backslash or control character: a proxy or a second decode could make them live.
const ENCODED_FORBIDDEN = /%(?:2f|5c|[01][0-9a-f]|7f)/i;

export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/home",
): string {
  return safeLocalPath(to) ?? fallback;
}

/** The normalised same-site path (`/path?query#hash`) for `to`, or null when it is not one. */
export function safeLocalPath(to: unknown): string | null {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return null;
  // A path: one slash, then neither a slash nor a backslash (scheme-relative).
  if (to[0] !== "/" || to[1] === "/" || to[1] === "\\") return null;
  if (RAW_FORBIDDEN.test(to)) return null;

  let url: URL;
  try {
    url = new URL(to, DUMMY_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== DUMMY_ORIGIN || url.username || url.password) return null;

  // Normalisation made it scheme-relative (`/.//x`, `/%2e//x`, `/a/..//x`): an attack shape.
  if (url.pathname.startsWith("//")) return null;
  const pathname = url.pathname.replace(/\/{2,}/g, "/");
  if (!pathIsPlain(pathname)) return null;

  const result = `${pathname}${url.search}${url.hash}`;
  // Belt and braces: the result itself must re-parse to the same place.
  if (result[0] !== "/" || result[1] === "/" || result[1] === "\\") return null;
  if (new URL(result, DUMMY_ORIGIN).origin !== DUMMY_ORIGIN) return null;
  return result;
}

/**
 * True when no decoding of the path (up to three rounds, for double-encoded tricks) yields a
 * slash run, a backslash or a control character.
 */
function pathIsPlain(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round < 3; round++) {
    if (ENCODED_FORBIDDEN.test(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // A stray `%` left after a first decode cannot decode to anything: nothing further hides.
      return round > 0;
    }
    if (RAW_FORBIDDEN.test(decoded) || decoded.includes("//")) return false;
    if (decoded === current) return true;
    current = decoded;
  }
  return !/%[0-9a-f]{2}/i.test(current);
}
