import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";
import { scriptingOf } from "../app/lib/js-hint";

/** A fresh CSP nonce per request, kept on res.locals for the Remix load context. */
export function assignNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.nonce = crypto.randomBytes(16).toString("base64");
  next();
}

/*
 * Social sign-in (app/features/auth/social): the SDK scripts need no entry ('strict-dynamic'
 * trusts what our nonce'd code inserts), but Google Identity Services draws its prompt and button
 * in frames and a stylesheet of its own and calls home, and the Facebook SDK uses frames and the
 * Graph API; Apple's is a popup window. The header is written before the page knows the
 * operator's config, so these few provider origins are allowed always; they stay inert unless a
 * provider's SDK, loaded only on its button, uses them.
 */
const SOCIAL_FRAMES = [
  "https://accounts.google.com",
  "https://www.facebook.com",
  "https://web.facebook.com",
];
const SOCIAL_CONNECT = [
  "https://accounts.google.com",
  "https://graph.facebook.com",
  "https://www.facebook.com",
];
const SOCIAL_STYLE = "https://accounts.google.com/gsi/style";

export interface SecurityOptions {
  production: boolean;
  /** Origins the page may load images from and post to besides itself (API host, maps). */
  extraImageOrigins: string[];
  extraConnectOrigins: string[];
  extraFormOrigins: string[];
}

/**
 * What a response that is not a page gets instead of the page's policy: it may not load or run
 * anything, be framed, or script itself if someone opens it as a document (an SVG, a JSON body).
 */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Security headers. Every response gets nosniff and the referrer policy; the page's policies —
 * the CSP with the request's nonce and 'strict-dynamic' (only scripts Remix renders, and what
 * they load, e.g. the lazy Maps loader, run; 'unsafe-inline' styles stay allowed: Radix and
 * Google Maps set inline styles), framing, opener, permissions and HSTS — go on what a browser
 * runs as a document or worker: HTML and scripts (the Firebase messaging worker takes its CSP
 * from its own response). They are ~1.2 KB, and on a data request, a route manifest or a
 * picture they mean nothing: with a fresh nonce they cannot even be compressed away by HTTP/2,
 * and an order journey made ~150 of those requests (issue 27). Those get NON_PAGE_POLICY,
 * A handler's own policy is kept.
 *
 * The decision needs the response's Content-Type, known only once the handler has written its
 * headers: on-headers runs it at writeHead.
 */
export function securityHeaders(options: SecurityOptions) {
  const imgSrc = ["'self'", "data:", "blob:", ...options.extraImageOrigins].join(" ");
  const connectSrc = ["'self'", ...SOCIAL_CONNECT, ...options.extraConnectOrigins].join(" ");
  const formAction = ["'self'", ...options.extraFormOrigins].join(" ");
  const pagePolicy = (nonce: string) =>
    [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      `style-src 'self' 'unsafe-inline' ${SOCIAL_STYLE}`,
      `img-src ${imgSrc}`,
      `connect-src ${connectSrc}`,
      "font-src 'self' data:",
      `frame-src 'self' https://www.google.com https://*.firebaseapp.com ${SOCIAL_FRAMES.join(" ")}`,
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      `form-action ${formAction}`,
    ].join("; ");
  // A page for a browser known to run no scripts (`js=0`, ADR 039) runs one inline script, the
  // nonce'd line that notices JavaScript coming back, and loads pictures, styles and fonts and
  // posts forms: no SDK frames, fetches or workers. Its policy says only that, ~380 bytes less
  // on each of the ~17 scriptless pages of a no-JS order (issue 27). 'strict-dynamic' stays:
  // a stale js=0 (scripts just turned back on) on a page that does render scripts (the root's
  // error page has no shell to leave them out) still runs them, their imports included.
  const scriptlessPolicy = (nonce: string) =>
    [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      "style-src 'self' 'unsafe-inline'",
      `img-src ${imgSrc}`,
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      `form-action ${formAction}`,
    ].join("; ");
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    onHeaders(res, () => {
      // A handler's own policy stands (the embedded backend's payment page, SVG pictures).
      const ownPolicy = res.hasHeader("Content-Security-Policy");
      if (!runsAsDocument(res.getHeader("Content-Type"))) {
        if (!ownPolicy) res.setHeader("Content-Security-Policy", NON_PAGE_POLICY);
        return;
      }
      if (!ownPolicy) {
        const nonce = res.locals.nonce as string;
        const scriptless = scriptingOf(req.get("cookie") ?? null) === "off";
        res.setHeader(
          "Content-Security-Policy",
          scriptless ? scriptlessPolicy(nonce) : pagePolicy(nonce),
        );
      }
      res.setHeader("X-Frame-Options", "DENY");
      res.setHeader("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
      res.setHeader("Permissions-Policy", "geolocation=(self), camera=(), microphone=()");
      // Browsers ignore HSTS over plain http, so it is safe to send whenever we run in production.
      if (options.production) {
        res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      }
    });
    next();
  };
}

/** HTML (pages, error pages) and scripts (a worker's policy is its script's). */
function runsAsDocument(contentType: ReturnType<Response["getHeader"]>): boolean {
  const type = String(contentType ?? "")
    .split(";")[0]
    .trim()
    .toLowerCase();
  return (
    type === "text/html" ||
    type === "application/xhtml+xml" ||
    type === "text/javascript" ||
    type === "application/javascript"
  );
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence (docs/decisions/004): cookies are SameSite=Lax, and every non-GET request to the
 * storefront must not come from another site.
 *
 * - An `Origin` header, when sent, must be exactly our origin (the request's own origin — which
 *   server/request-guards.ts has fixed to PUBLIC_URL's when set — or one of `publicOrigins`).
 *   It is checked even when `Sec-Fetch-Site` claims same-origin: that header is only as honest
 *   as the client, and Remix aborts an action whose Origin does not match the Host (a 500).
 *   `null` or an unparsable Origin is refused.
 * - Without Origin, `Sec-Fetch-Site: cross-site` or `same-site` is refused.
 * - Requests with neither header (curl, very old browsers) pass: without a cross-site browser
 *   context they carry no ambient cookies that SameSite=Lax would have let through on a POST.
 */
export function refuseCrossSiteMutations(publicOrigins: () => string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite === "cross-site") return refuse(res);
    const origin = req.get("origin");
    if (origin === undefined) return fetchSite === "same-site" ? refuse(res) : next();
    const own = new Set([`${req.protocol}://${req.get("host")}`, ...publicOrigins()]);
    return own.has(normaliseOrigin(origin) ?? "") ? next() : refuse(res);
  };
}

/** `scheme://host[:port]` as a browser serialises it, or null for `null` and garbage. */
function normaliseOrigin(origin: string): string | null {
  if (!/^https?:\/\/[^/?#@\\\s]+$/i.test(origin)) return null;
  try {
    return new URL(origin).origin;
  } catch {
    return null;
  }
}

function refuse(res: Response) {
  res
    .status(403)
    .type("text/plain")
    .send("Cross-site form submissions are not accepted. Please use the form on our site.");
}
