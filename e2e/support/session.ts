import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import type { APIRequestContext, BrowserContext } from "@playwright/test";

/**
 * Real signed-in sessions and saved locations for e2e tests, made the way the app makes them:
 * the demo customer logs in against the running server's API for a real token, and the token
 * goes into a `__session` cookie signed with the e2e SESSION_SECRET by the same Remix cookie
 * storage (same name and options as app/sessions/session.server.ts). Zone and module state is a
 * signed `prefs` cookie (app/sessions/prefs.server.ts). If the app's cookie setup changes, these
 * cookies stop being accepted and the tests that use them fail loudly.
 */
export const E2E_SESSION_SECRET = process.env.E2E_SESSION_SECRET ?? "e2e-secret";

export const DEMO_CUSTOMER = { phone: "+971500000001", password: "demo1234" } as const;

/** The Dubai Mall, inside the demo zones (backend/seed/geo-data.ts). */
export const DEMO_PLACE = {
  address: "The Dubai Mall, Downtown Dubai",
  lat: 25.1985,
  lng: 55.2796,
} as const;

export type ModuleType = "grocery" | "food" | "pharmacy" | "ecommerce" | "parcel";

export interface PrefsState {
  zoneIds?: string;
  moduleId?: number;
  moduleType?: ModuleType;
  address?: string;
  lat?: number;
  lng?: number;
  theme?: "light" | "dark";
}

const cookieOptions = {
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  secrets: [E2E_SESSION_SECRET],
};

const sessionStorage = createCookieSessionStorage({
  cookie: { name: "__session", ...cookieOptions },
});
const prefsCookie = createCookie("prefs", { ...cookieOptions, maxAge: 60 * 60 * 24 * 365 });

/** The value part of a Set-Cookie header ("name=value; Path=/…" → "value"). */
const valueOf = (setCookie: string) =>
  setCookie.slice(setCookie.indexOf("=") + 1, setCookie.indexOf(";"));

let cachedToken: string | undefined;

/** Logs the demo customer in (once per worker) and returns the bearer token. */
export async function demoToken(
  request: APIRequestContext,
  options: { fresh?: boolean } = {},
): Promise<string> {
  if (cachedToken && !options.fresh) return cachedToken;
  const response = await request.post("/api/v1/auth/login", {
    data: {
      login_type: "manual",
      email_or_phone: DEMO_CUSTOMER.phone,
      password: DEMO_CUSTOMER.password,
      field_type: "phone",
    },
  });
  const body = (await response.json()) as { token?: string | null };
  if (!response.ok() || !body.token) {
    throw new Error(`demo login failed: ${response.status()} ${JSON.stringify(body)}`);
  }
  // A fresh token is for a test that signs out (which revokes it): the shared one stays valid.
  if (!options.fresh) cachedToken = body.token;
  return body.token;
}

/** Writes a signed prefs cookie (zone, module, address, theme) into the browser context. */
export async function setPrefs(
  context: BrowserContext,
  baseURL: string,
  prefs: PrefsState,
): Promise<void> {
  const value = valueOf(await prefsCookie.serialize(prefs));
  await context.addCookies([
    { name: "prefs", value, url: baseURL, httpOnly: true, sameSite: "Lax" },
  ]);
}

/**
 * A saved delivery location at the Dubai Mall with a module of the given type, resolved
 * against the running backend (zone ids and module ids are the seed's, not guessed).
 */
export async function demoLocation(
  request: APIRequestContext,
  moduleType: ModuleType | null,
): Promise<PrefsState> {
  const zone = await request.get(
    `/api/v1/config/get-zone-id?lat=${DEMO_PLACE.lat}&lng=${DEMO_PLACE.lng}`,
  );
  const { zone_id: zoneIds } = (await zone.json()) as { zone_id: string };
  if (!zone.ok() || typeof zoneIds !== "string") throw new Error(`no demo zone: ${zone.status()}`);
  const prefs: PrefsState = {
    zoneIds,
    address: DEMO_PLACE.address,
    lat: DEMO_PLACE.lat,
    lng: DEMO_PLACE.lng,
  };
  if (!moduleType) return prefs;

  const modules = await request.get("/api/v1/module", { headers: { zoneId: zoneIds } });
  const list = (await modules.json()) as Array<{ id: number; module_type: string }>;
  const chosen = list.find((m) => m.module_type === moduleType);
  if (!chosen) throw new Error(`no ${moduleType} module in the demo zone`);
  return { ...prefs, moduleId: chosen.id, moduleType };
}

/**
 * A `Cookie` header value carrying a real signed-in session (for `request` calls). `fresh` signs
 * in anew, for a test that signs out: logout revokes its token.
 */
export async function signedInCookieHeader(
  request: APIRequestContext,
  options: { fresh?: boolean } = {},
): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set("token", await demoToken(request, options));
  return `__session=${valueOf(await sessionStorage.commitSession(session))}`;
}

/** The `Cookie` header value of a saved location and module (nothing personal). */
export async function prefsCookieHeader(prefs: PrefsState): Promise<string> {
  return `prefs=${valueOf(await prefsCookie.serialize(prefs))}`;
}
