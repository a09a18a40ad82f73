import morgan from "morgan";
import type { Request, RequestHandler } from "express";

/**
 * The request log, with every credential a URL can carry replaced by `REDACTED` (issue 28 item
 * 11). The contract's payment page URL holds the payment token and the customer's — or the
 * guest's — id (`/payment-mobile?customer_id=…&payment_token=…`), guest tracking holds the
 * order's phone number, and the Referer of the page after any of them holds the same; a log
 * line is kept, shipped and read far more widely than the request was. Everything else in the
 * line stays as sent, so a line still says which page and which order.
 */
const CREDENTIAL_NAMES = new Set([
  "customer_id",
  "guest_id",
  "contact_number",
  "phone",
  "email",
  "code",
  "otp",
  "signature",
  "session",
]);
/** Any token (`token`, `payment_token`, `access_token`, `id_token`, …), password or secret. */
const CREDENTIAL_PATTERN = /token|password|secret|otp/i;

function isCredential(rawName: string): boolean {
  let name = rawName;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, " "));
  } catch {
    // a malformed escape: judge the name as sent
  }
  name = name.trim().toLowerCase().replace(/\[\]$/, "");
  return CREDENTIAL_NAMES.has(name) || CREDENTIAL_PATTERN.test(name);
}

/** `url` (a path or an absolute URL) with the values of its credential parameters replaced. */
export function redactUrl(url: string): string {
  const hash = url.indexOf("#");
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const start = withoutHash.indexOf("?");
  if (start === -1) return withoutHash;
  const query = withoutHash
    .slice(start + 1)
    .split("&")
    .map((part) => {
      const equals = part.indexOf("=");
      const name = equals === -1 ? part : part.slice(0, equals);
      return equals !== -1 && isCredential(name) ? `${name}=REDACTED` : part;
    })
    .join("&");
  // The fragment never reaches a server; one sent anyway (a Referer) is dropped, not logged.
  return `${withoutHash.slice(0, start)}?${query}`;
}

// Tokens are registered on morgan itself (its only way): the names are ours alone.
morgan.token("redacted-url", (req: Request) => redactUrl(req.originalUrl || req.url));
morgan.token("redacted-referrer", (req: Request) => {
  const referrer = req.headers.referer ?? req.headers.referrer;
  const value = Array.isArray(referrer) ? referrer[0] : referrer;
  return value ? redactUrl(value) : undefined;
});

/** Apache's "combined" format, with the URL and Referer redacted. */
const COMBINED =
  ':remote-addr - :remote-user [:date[clf]] ":method :redacted-url HTTP/:http-version" :status :res[content-length] ":redacted-referrer" ":user-agent"';
/** morgan's "dev" format without its colours, with the URL redacted. */
const DEV = ":method :redacted-url :status :response-time ms - :res[content-length]";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export function accessLog(production: boolean): RequestHandler {
  return morgan(production ? COMBINED : DEV, {
    // The storefront's own loopback calls to the embedded API would double every line.
    // originalUrl: the static middlewares rewrite req.url (mount path, .br twin) before the
    // line is written.
    skip: (req: Request) =>
      req.originalUrl === "/healthz" ||
      req.originalUrl.startsWith("/build/") ||
      (req.originalUrl.startsWith("/api/") && LOOPBACK.has(req.socket.remoteAddress ?? "")),
  });
}
