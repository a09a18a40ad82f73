import { originOf } from "../context";

/**
 * Where the payment page may send the browser back to. The contract lets `callback` be any URL,
 * which makes the page an open redirect (and a phishing hop that starts on the shop's domain).
 * Allowed: the page's own origin (the storefront itself when the backend is embedded) and the
 * configured storefront origins. The URL is parsed the way the browser will follow it, so
 * "//evil.example", "/\evil.example", "https:evil.example" and the like resolve to their real
 * host and are compared by origin; a relative path resolves against the page's own origin.
 */
export function allowedCallback(
  raw: string,
  origins: { ownOrigin: string; allowed: string[] },
): URL | null {
  const own = originOf(origins.ownOrigin);
  if (!own) return null;
  let url: URL;
  try {
    url = new URL(raw, `${own}/`);
  } catch {
    return null;
  }
  // A `javascript:` or `data:` callback would run in the page; only http(s) leaves it.
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  const allowed = new Set([own, ...origins.allowed.flatMap((o) => originOf(o) ?? [])]);
  return allowed.has(url.origin) ? url : null;
}
