import { createHash } from "node:crypto";
import type { SocialEndpoints } from "../context";
import type { SocialMedium, SocialProviderSettings } from "./social-settings";

/** Who a provider says the credential belongs to. */
export interface SocialIdentity {
  medium: SocialMedium;
  /** The provider's user id (Google/Apple `sub`, Facebook `id`). */
  id: string;
  /** Lower-cased; null when the provider gave none (a Facebook account made with a phone). */
  email: string | null;
  name: string | null;
}

export class SocialVerificationError extends Error {}

const TIMEOUT_MS = 5_000;
/** How long a checked credential is remembered: social-register comes after social-login. */
const REMEMBER_MS = 30 * 60 * 1000;

/*
 * An Apple authorization code can be exchanged once only, and every check is a round trip to a
 * provider: a credential verified by social-login is remembered (by its hash) for the
 * social-register or "Is it you?" call that completes the same sign-in.
 */
const verified = new Map<string, { identity: SocialIdentity; until: number }>();

const keyOf = (medium: SocialMedium, token: string) =>
  createHash("sha256").update(`${medium}\n${token}`).digest("hex");

/**
 * Checks a credential with its provider (contract §6.1): Google's ID token with tokeninfo
 * (audience = our client id, email verified), Facebook's access token with the Graph API (the
 * token's app = our app id, then the profile), Apple's authorization code exchanged at the
 * token endpoint (the returned ID token comes straight from Apple over TLS, so its claims are
 * read without checking its signature, as OpenID Connect Core §3.1.3.7 allows).
 */
export async function verifySocialCredential(
  endpoints: SocialEndpoints,
  provider: SocialProviderSettings,
  medium: SocialMedium,
  token: string,
  now: number = Date.now(),
): Promise<SocialIdentity> {
  const key = keyOf(medium, token);
  const known = verified.get(key);
  if (known && known.until > now) return known.identity;
  const identity =
    medium === "google"
      ? await verifyGoogle(endpoints, provider, token)
      : medium === "facebook"
        ? await verifyFacebook(endpoints, provider, token)
        : await verifyApple(endpoints, provider, token);
  for (const [k, entry] of verified) if (entry.until <= now) verified.delete(k);
  verified.set(key, { identity, until: now + REMEMBER_MS });
  return identity;
}

async function getJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new SocialVerificationError("The sign-in provider could not be reached.");
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body || typeof body !== "object")
    throw new SocialVerificationError("wrong credential.");
  return body;
}

const str = (value: unknown) => (typeof value === "string" && value ? value : null);
const lower = (value: unknown) => str(value)?.toLowerCase() ?? null;
const truthy = (value: unknown) => value === true || value === "true";

async function verifyGoogle(
  endpoints: SocialEndpoints,
  provider: SocialProviderSettings,
  token: string,
): Promise<SocialIdentity> {
  const url = new URL(endpoints.googleTokenInfoUrl);
  url.searchParams.set("id_token", token);
  const claims = await getJson(url.toString());
  // A token issued to another site's client id must not sign anyone in here.
  if (provider.clientId && claims.aud !== provider.clientId)
    throw new SocialVerificationError("wrong credential.");
  const id = str(claims.sub);
  if (!id) throw new SocialVerificationError("wrong credential.");
  const name =
    str(claims.name) ?? ([claims.given_name, claims.family_name].filter(str).join(" ") || null);
  return {
    medium: "google",
    id,
    email: truthy(claims.email_verified) ? lower(claims.email) : null,
    name,
  };
}

async function verifyFacebook(
  endpoints: SocialEndpoints,
  provider: SocialProviderSettings,
  token: string,
): Promise<SocialIdentity> {
  const base = endpoints.facebookGraphUrl.replace(/\/+$/, "");
  if (provider.clientId) {
    const app = await getJson(`${base}/app?access_token=${encodeURIComponent(token)}`);
    if (String(app.id ?? "") !== provider.clientId)
      throw new SocialVerificationError("wrong credential.");
  }
  const me = await getJson(
    `${base}/me?fields=id,name,email&access_token=${encodeURIComponent(token)}`,
  );
  const id = str(me.id);
  if (!id) throw new SocialVerificationError("wrong credential.");
  return { medium: "facebook", id, email: lower(me.email), name: str(me.name) };
}

async function verifyApple(
  endpoints: SocialEndpoints,
  provider: SocialProviderSettings,
  code: string,
): Promise<SocialIdentity> {
  const form = new URLSearchParams({
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
    code,
    grant_type: "authorization_code",
    ...(provider.redirectUrl ? { redirect_uri: provider.redirectUrl } : {}),
  });
  const answer = await getJson(endpoints.appleTokenUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  const claims = jwtClaims(str(answer.id_token));
  if (!claims || (provider.clientId && claims.aud !== provider.clientId))
    throw new SocialVerificationError("wrong credential.");
  const id = str(claims.sub);
  if (!id) throw new SocialVerificationError("wrong credential.");
  return { medium: "apple", id, email: lower(claims.email), name: null };
}

/** The payload of a JWT (not its signature: see verifyApple). */
export function jwtClaims(token: string | null): Record<string, unknown> | null {
  const part = token?.split(".")[1];
  if (!part) return null;
  try {
    const claims = JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as unknown;
    return claims && typeof claims === "object" ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
