import { rateLimit, type RateLimitRequestHandler } from "express-rate-limit";
import type { NextFunction, Request, Response } from "express";
import { isSharedStateDown } from "../app/lib/shared-state.server";
import enAuth from "../public/locales/en/auth.json";
import arAuth from "../public/locales/ar/auth.json";
import type { Env } from "./env";
import type { SharedRedis } from "./redis";
import { SharedLimitStore } from "./redis-rate-limit-store";

/**
 * Pages whose posts sign in, sign up, send a code or file an application, after an optional
 * first segment (the `($lang)` of every route: Remix matches any word there, not only `ar`).
 */
const AUTH_PAGES =
  /^\/(?:[^/]+\/)?(?:auth|sign-in|sign-up|login|otp|forgot-password|reset-password|store-registration|deliveryman-registration)(?:\/|$)/;
const AUTH_API = /^\/api\/v1\/auth(?:\/|$)/;
const AUTH_DIALOGS = new Set(["sign-in", "sign-up", "otp", "user-info", "is-it-you"]);
/** Store and delivery-man applications: the storefront's forms and the API they post to. */
const APPLICATION_PAGES = /^\/(?:[^/]+\/)?(?:store-registration|deliveryman-registration)$/;
const APPLICATION_API = /^\/api\/v1\/auth\/(?:vendor\/register|delivery-man\/store)$/;

/**
 * The path as the routers see it, for matching: Remix matches routes case-insensitively on the
 * percent-decoded path, with or without a trailing slash, `/x.data` standing for `/x`; Express
 * mounts and routes (the API) case-insensitively too. A spelling either accepts must not slip
 * past a tier written in lower case (issue 28: `/AUTH/sign-in` got the general limit). Runs of
 * slashes are already collapsed by canonicalRequest; they are collapsed again here so the
 * match does not depend on the order of middlewares.
 */
export function routerPath(originalUrl: string): string {
  const pathname = originalUrl.split(/[?#]/)[0];
  const decoded = pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join("/");
  return (
    decoded
      .toLowerCase()
      .replace(/\/{2,}/g, "/")
      .replace(/\.data$/, "")
      .replace(/(.)\/+$/, "$1") || "/"
  );
}

/** A store or delivery-man application: its form page or its API, however spelled. */
export function isApplicationPost(originalUrl: string): boolean {
  const path = routerPath(originalUrl);
  return APPLICATION_PAGES.test(path) || APPLICATION_API.test(path);
}

/** A sign-in post: to a sign-in page or API, or to any page with a sign-in dialog open. */
export function isSignInPost(originalUrl: string): boolean {
  const path = routerPath(originalUrl);
  if (AUTH_API.test(path) || AUTH_PAGES.test(path)) return true;
  const query = originalUrl.split("#")[0].split("?").slice(1).join("?");
  for (const [name, value] of new URLSearchParams(query)) {
    if (name.toLowerCase() === "dialog" && AUTH_DIALOGS.has(value.toLowerCase())) return true;
  }
  return false;
}

type Tier = "requests" | "submissions" | "signIn" | "applications";

/**
 * The refusal in both languages. The rate limit answers before Remix (and its i18n) runs, so the
 * few words it needs live here; the language is the page's, read from the /ar/ prefix.
 */
const TEXTS = {
  en: {
    title: "Too many requests",
    requests: "Too many requests. Please wait a minute and try again.",
    submissions: "Too many submissions. Please wait a minute and try again.",
    signIn: "Too many sign-in attempts. Please wait a minute and try again.",
    applications: "Too many applications from this connection. Please try again in an hour.",
    back: "Back to the home page",
    home: "/home",
  },
  ar: {
    title: "طلبات كثيرة جدًا",
    requests: "طلبات كثيرة جدًا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
    submissions: "عمليات إرسال كثيرة جدًا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
    signIn: "محاولات تسجيل دخول كثيرة جدًا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
    applications: "طلبات انضمام كثيرة جدًا من هذا الاتصال. يرجى المحاولة مرة أخرى بعد ساعة.",
    back: "العودة إلى الصفحة الرئيسية",
    home: "/ar/home",
  },
} as const;

/**
 * A browser loading or posting a page gets a small page it can read — the reason, and a way
 * back — in the page's language; anything else (the API, Remix's `.data` fetches, scripts) the
 * plain sentence. The RateLimit and Retry-After headers are set by the library before this runs.
 */
function refusal(tier: Tier) {
  return (req: Request, res: Response) => {
    const t = TEXTS[langOf(req)];
    res.status(429);
    answer(req, res, t.title, t[tier]);
  };
}

/**
 * Redis (REDIS_URL) down: a tier that fails closed (sign-in, applications) cannot count this
 * post, so it is not let through; the words are the auth namespace's (`unavailable`).
 */
function unavailable(req: Request, res: Response) {
  const lang = langOf(req);
  const t = (lang === "ar" ? arAuth : enAuth).unavailable;
  res.status(503).setHeader("Retry-After", "30");
  answer(req, res, t.title, t.form);
}

const langOf = (req: Request) => (/^\/ar(?:\/|$|\?)/.test(req.originalUrl) ? "ar" : "en");

function answer(req: Request, res: Response, title: string, text: string) {
  const lang = langOf(req);
  const t = TEXTS[lang];
  if (!wantsPage(req)) {
    res.type("text/plain").send(text);
    return;
  }
  res.type("html").send(`<!DOCTYPE html>
<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#111;background:#fff}a{color:#0b5cad}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p role="alert">${text}</p>
<p><a href="${t.home}">${t.back}</a></p>
</main>
</body>
</html>
`);
}

/** A document request: the browser navigates (or posts a form) and shows what comes back. */
function wantsPage(req: Request): boolean {
  if (routerPath(req.originalUrl).startsWith("/api/") || /\.data$/i.test(req.path)) return false;
  const mode = req.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (req.get("accept") ?? "").includes("text/html");
}

function tooMany(tier: Tier, windowMs = 60_000) {
  return {
    windowMs,
    standardHeaders: "draft-8" as const,
    legacyHeaders: false,
    statusCode: 429,
    handler: refusal(tier),
    // The key is `req.ip`: the socket's address, or — only with TRUST_PROXY hops configured —
    // the address those proxies report. An X-Forwarded-For a client sends itself is ignored, so
    // the library's warning about seeing one is noise an attacker could trigger at will.
    validate: { xForwardedForHeader: false },
  };
}

/**
 * Three tiers per client and minute — every request, every non-GET request, and sign-in /
 * sign-up / OTP / application submissions (the storefront's sign-in and registration routes
 * and the API's /auth/, however spelled: see routerPath) — and one per client and hour:
 * accepted store and delivery-man applications.
 * The client is `req.ip` under Express's "trust proxy" = TRUST_PROXY hop count (server/app.ts):
 * behind N proxies the Nth address from the right of X-Forwarded-For, with no proxy the socket.
 * No one is exempt: the storefront's own calls to the embedded backend are made in-process
 * (server/in-process-fetch.ts) and never pass through here, and a reverse proxy on the same
 * host must be declared with TRUST_PROXY rather than have every client share its address.
 */
export function rateLimits(env: Env, redis?: SharedRedis) {
  // With Redis: counted once across every replica. Reads and form posts keep being limited by
  // each replica alone while Redis is down; sign-in and applications are refused ("try again").
  const store = (tier: Tier, whenDown: "local" | "refuse") =>
    redis ? { store: new SharedLimitStore(redis, tier, whenDown) } : {};
  const general = rateLimit({
    ...tooMany("requests"),
    ...store("requests", "local"),
    limit: env.RATE_LIMIT_GENERAL,
  });
  const mutations = rateLimit({
    ...tooMany("submissions"),
    ...store("submissions", "local"),
    limit: env.RATE_LIMIT_MUTATIONS,
    skip: (req) => req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS",
  });
  const auth = rateLimit({
    ...tooMany("signIn"),
    ...store("signIn", "refuse"),
    limit: env.RATE_LIMIT_AUTH,
    skip: (req) => req.method !== "POST" || !isSignInPost(req.originalUrl),
  });
  // Issue 28 item 5: each application stores up to four 2 MB pictures; 60 went through in
  // 4.4 s. Only accepted ones count (a refused form costs no disk and is typed again).
  const applications = rateLimit({
    ...tooMany("applications", 60 * 60_000),
    ...store("applications", "refuse"),
    limit: env.RATE_LIMIT_APPLICATIONS,
    skipFailedRequests: true,
    skip: (req) => req.method !== "POST" || !isApplicationPost(req.originalUrl),
  });
  return [general, mutations, failClosed(auth), failClosed(applications)];
}

/** A store that cannot count (Redis down) refuses the post with "try again", never a 500. */
function failClosed(limiter: RateLimitRequestHandler) {
  return (req: Request, res: Response, next: NextFunction) =>
    limiter(req, res, (error?: unknown) => {
      if (error && isSharedStateDown(error)) unavailable(req, res);
      else next(error);
    });
}
