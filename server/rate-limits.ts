import { rateLimit } from "express-rate-limit";
import type { Request } from "express";
import type { Env } from "./env";

const AUTH_PATHS =
  /^\/(?:ar\/)?(?:auth|sign-in|sign-up|login|otp|forgot-password|reset-password)(?:\/|$|\?)|[?&]dialog=(?:sign-in|sign-up|otp)/;
const isLoopback = (req: Request) => {
  const ip = req.socket.remoteAddress ?? "";
  return ip === "127.0.0.1" || ip === "::1" || ip === "::ffff:127.0.0.1";
};

function tooMany(message: string) {
  return {
    windowMs: 60_000,
    standardHeaders: "draft-8" as const,
    legacyHeaders: false,
    message,
    statusCode: 429,
  };
}

/**
 * Three tiers (per client IP, per minute): every request, every non-GET request, and sign-in /
 * sign-up / OTP submissions. The storefront's own loopback calls to the embedded API are not
 * counted: they are one user request fanned out.
 */
export function rateLimits(env: Env) {
  const general = rateLimit({
    ...tooMany("Too many requests. Please wait a minute and try again."),
    limit: env.RATE_LIMIT_GENERAL,
    skip: (req) => isLoopback(req) && req.path.startsWith("/api/"),
  });
  const mutations = rateLimit({
    ...tooMany("Too many submissions. Please wait a minute and try again."),
    limit: env.RATE_LIMIT_MUTATIONS,
    skip: (req) =>
      req.method === "GET" ||
      req.method === "HEAD" ||
      req.method === "OPTIONS" ||
      (isLoopback(req) && req.path.startsWith("/api/")),
  });
  const auth = rateLimit({
    ...tooMany("Too many sign-in attempts. Please wait a minute and try again."),
    limit: env.RATE_LIMIT_AUTH,
    skip: (req) => {
      if (req.method !== "POST") return true;
      if (req.path.startsWith("/api/"))
        return isLoopback(req) || !req.path.startsWith("/api/v1/auth/");
      return !AUTH_PATHS.test(req.originalUrl);
    },
  });
  return [general, mutations, auth];
}
