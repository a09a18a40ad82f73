import express, { type Router } from "express";

/**
 * Stand-ins of the social providers' verification endpoints, for tests only (mounted under
 * /__e2e__/social by server/e2e-settings.ts, and by the backend's vitest tests). The backend is
 * pointed at them with GOOGLE_TOKENINFO_URL, FACEBOOK_GRAPH_URL and APPLE_TOKEN_URL.
 *
 * A stand-in credential carries its claims in clear, and the stand-in accepts it only when it
 * says so: `standInCredential(claims)` (the e2e fake SDK scripts make the same strings).
 * - Google: an unsigned-looking JWT `e30.<claims>.stand-in` — tokeninfo answers its claims.
 * - Facebook: `fb-stand-in.<claims>` — /app answers `{id: claims.app}`, /me the profile.
 * - Apple: `apple-stand-in.<claims>` — the token endpoint answers `{id_token}` with the claims.
 * Claims with `"reject": true` are refused as an expired credential would be (400).
 */
export const SOCIAL_STAND_IN_PATH = "/__e2e__/social";

const encode = (claims: object) => Buffer.from(JSON.stringify(claims)).toString("base64url");

export function standInCredential(
  medium: "google" | "facebook" | "apple",
  claims: Record<string, unknown>,
): string {
  if (medium === "google") return `e30.${encode(claims)}.stand-in`;
  return `${medium === "facebook" ? "fb" : "apple"}-stand-in.${encode(claims)}`;
}

function claimsOf(token: unknown, pattern: RegExp): Record<string, unknown> | null {
  const match = typeof token === "string" ? pattern.exec(token) : null;
  if (!match) return null;
  try {
    const claims = JSON.parse(Buffer.from(match[1]!, "base64url").toString("utf8")) as unknown;
    if (!claims || typeof claims !== "object" || (claims as { reject?: unknown }).reject)
      return null;
    return claims as Record<string, unknown>;
  } catch {
    return null;
  }
}

const GOOGLE = /^e30\.([\w-]+)\.stand-in$/;
const FACEBOOK = /^fb-stand-in\.([\w-]+)$/;
const APPLE = /^apple-stand-in\.([\w-]+)$/;

export function socialStandInRoutes(): Router {
  const router = express.Router();
  const invalid = (res: express.Response) =>
    res.status(400).json({ error: "invalid_token", error_description: "Invalid Value" });

  router.get("/google/tokeninfo", (req, res) => {
    const claims = claimsOf(req.query.id_token, GOOGLE);
    return claims ? res.json({ email_verified: "true", ...claims }) : invalid(res);
  });
  router.get("/facebook/app", (req, res) => {
    const claims = claimsOf(req.query.access_token, FACEBOOK);
    return claims ? res.json({ id: String(claims.app ?? "") }) : invalid(res);
  });
  router.get("/facebook/me", (req, res) => {
    const claims = claimsOf(req.query.access_token, FACEBOOK);
    if (!claims) return invalid(res);
    return res.json({
      id: claims.id,
      name: claims.name,
      ...(claims.email ? { email: claims.email } : {}),
    });
  });
  router.post("/apple/token", express.urlencoded({ extended: false }), (req, res) => {
    const claims = claimsOf(req.body?.code, APPLE);
    if (!claims) return res.status(400).json({ error: "invalid_grant" });
    return res.json({ id_token: `e30.${encode(claims)}.stand-in`, token_type: "Bearer" });
  });
  return router;
}
