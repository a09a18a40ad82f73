import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";

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
 * Security headers for every response. The CSP uses the request's nonce with 'strict-dynamic',
 * so only scripts Remix renders (and what they load, e.g. the lazy Maps loader) run.
 * 'unsafe-inline' styles stay allowed: Radix and Google Maps set inline styles.
 */
export function securityHeaders(options: SecurityOptions) {
  const imgSrc = ["'self'", "data:", "blob:", ...options.extraImageOrigins].join(" ");
  const connectSrc = ["'self'", ...SOCIAL_CONNECT, ...options.extraConnectOrigins].join(" ");
  const formAction = ["'self'", ...options.extraFormOrigins].join(" ");
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = res.locals.nonce as string;
    const directives = [
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
    ];
    res.setHeader("Content-Security-Policy", directives.join("; "));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    res.setHeader("Permissions-Policy", "geolocation=(self), camera=(), microphone=()");
    // Browsers ignore HSTS over plain http, so it is safe to send whenever we run in production.
    if (options.production) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
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
