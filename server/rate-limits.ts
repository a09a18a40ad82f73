import { rateLimit } from "express-rate-limit";
import type { Env } from "./env";

const AUTH_PATHS =
  /^\/(?:ar\/)?(?:auth|sign-in|sign-up|login|otp|forgot-password|reset-password)(?:\/|$|\?)|[?&]dialog=(?:sign-in|sign-up|otp)/;

function tooMany(message: string) {
  return {
    windowMs: 60_000,
    standardHeaders: "draft-8" as const,
    legacyHeaders: false,
    message,
    statusCode: 429,
    // The key is `req.ip`: the socket's address, or — only with TRUST_PROXY hops configured —
    // the address those proxies report. An X-Forwarded-For a client sends itself is ignored, so
    // the library's warning about seeing one is noise an attacker could trigger at will.
    validate: { xForwardedForHeader: false },
  };
}

/**
 * Three tiers (per client, per minute): every request, every non-GET request, and sign-in /
 * sign-up / OTP submissions (the storefront's future sign-in routes and the API's /auth/).
 * The client is `req.ip` under Express's "trust proxy" = TRUST_PROXY hop count (server/app.ts):
 * behind N proxies the Nth address from the right of X-Forwarded-For, with no proxy the socket.
 * No one is exempt: the storefront's own calls to the embedded backend are made in-process
 * (server/in-process-fetch.ts) and never pass through here, and a reverse proxy on the same
 * host must be declared with TRUST_PROXY rather than have every client share its address.
 */
export function rateLimits(env: Env) {
  const general = rateLimit({
    ...tooMany("Too many requests. Please wait a minute and try again."),
    limit: env.RATE_LIMIT_GENERAL,
  });
  const mutations = rateLimit({
    ...tooMany("Too many submissions. Please wait a minute and try again."),
    limit: env.RATE_LIMIT_MUTATIONS,
    skip: (req) => req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS",
  });
  const auth = rateLimit({
    ...tooMany("Too many sign-in attempts. Please wait a minute and try again."),
    limit: env.RATE_LIMIT_AUTH,
    skip: (req) => {
      if (req.method !== "POST") return true;
      if (req.path.startsWith("/api/")) return !req.path.startsWith("/api/v1/auth/");
      return !AUTH_PATHS.test(req.originalUrl);
    },
  });
  return [general, mutations, auth];
}
