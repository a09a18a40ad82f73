import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import { expect } from "vitest";
import { startStorefront, type RawResponse, type Storefront } from "./storefront";

/**
 * What the built tests of the pages a shared cache keeps (ADR 033: shared-home.test.ts,
 * shared-pages.test.ts, shared-promotions.test.ts) share: a storefront with its own backend, the demo zones and modules,
 * and customers signed in with the cookies a browser holds.
 */
const SECRET = process.env.SESSION_SECRET!;
export const DEMO = { phone: "+971500000001", password: "demo1234" };
export const SECOND = { phone: "+971500000002", password: "demo1234" };
/** The Dubai Mall, in the demo zones (backend/seed/geo-data.ts). */
export const PLACE = { address: "The Dubai Mall", lat: 25.1985, lng: 55.2796 };
export const URL_ONLY = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

const cookieOptions = { httpOnly: true, sameSite: "lax" as const, path: "/", secrets: [SECRET] };
// The app's own cookies (app/sessions/session.server.ts, prefs.server.ts), signed alike.
const sessions = createCookieSessionStorage({ cookie: { name: "__session", ...cookieOptions } });
const prefsCookie = createCookie("prefs", cookieOptions);
export const pairOf = (setCookie: string) => setCookie.slice(0, setCookie.indexOf(";"));

/**
 * What differs between two renders of the same page for reasons other than the visitor: the
 * CSP nonce (per response) and the countdowns of flash sales and campaigns (the clock).
 */
export const normalised = (html: string) =>
  html
    .replace(/nonce="[^"]+"/g, 'nonce=""')
    .replace(/\\"[A-Za-z0-9+/]{22}==\\"/g, '\\"nonce\\"')
    .replace(/>\d{2}(?::\d{2}){3}</g, "><")
    .replace(/>[^<>]*\bleft</g, "><");

/** The page is the shared kind: public for a minute, no Vary: Cookie, no cookie set. */
export function expectShared(page: RawResponse, what: string) {
  expect(page.status, what).toBe(200);
  expect(page.headers["cache-control"], what).toBe(URL_ONLY);
  expect(String(page.headers.vary ?? ""), what).not.toMatch(/cookie/i);
  expect(page.headers["set-cookie"], what).toBeUndefined();
}

export type Signed = { token: string; cookie: string; auth: Record<string, string> };

export interface SharedFixture {
  shop: Storefront;
  /** The zones of PLACE as a URL names them (`1-2`) and as the zoneId header sends them. */
  zones: string;
  zoneHeader: string;
  modules: Array<{ id: number; module_type: string }>;
  get: (path: string, cookie?: string) => Promise<RawResponse>;
  api: <T>(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: unknown },
  ) => Promise<T>;
  /** A customer's cookies as a browser holds them (session, PLACE in `moduleId`, JS hint). */
  signIn: (who: { phone: string; password: string }, moduleId: number) => Promise<Signed>;
  /** A guest's cookie at PLACE in `moduleId` (no session, no JS hint). */
  located: (moduleId: number) => Promise<string>;
}

export async function startSharedFixture(): Promise<SharedFixture> {
  const shop = await startStorefront();
  const get = (path: string, cookie?: string) =>
    shop.request({ path, headers: cookie ? { Cookie: cookie } : {} });
  const api = async <T>(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<T> => {
    const res = await shop.request({
      method: init.method ?? "GET",
      path: `/api/v1${path}`,
      headers: { "Content-Type": "application/json", "X-localization": "en", ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    expect(res.status, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
    return JSON.parse(res.body) as T;
  };
  const place = await api<{ zone_id: string }>(
    `/config/get-zone-id?lat=${PLACE.lat}&lng=${PLACE.lng}`,
  );
  const zoneHeader = place.zone_id;
  const zones = (JSON.parse(zoneHeader) as number[]).sort((a, b) => a - b).join("-");
  const modules = await api<{ id: number; module_type: string }[]>("/module", {
    headers: { zoneId: zoneHeader },
  });

  async function located(moduleId: number) {
    const prefs = await prefsCookie.serialize({
      zoneIds: zoneHeader,
      moduleId,
      moduleType: modules.find((m) => m.id === moduleId)?.module_type,
      address: PLACE.address,
      lat: PLACE.lat,
      lng: PLACE.lng,
    });
    return pairOf(prefs);
  }

  async function signIn(who: { phone: string; password: string }, moduleId: number) {
    const { token } = await api<{ token: string }>("/auth/login", {
      method: "POST",
      body: { login_type: "manual", email_or_phone: who.phone, password: who.password },
    });
    const session = await sessions.getSession();
    session.set("token", token);
    const cookie = [
      pairOf(await sessions.commitSession(session)),
      await located(moduleId),
      "js=1",
    ].join("; ");
    const auth = {
      Authorization: `Bearer ${token}`,
      moduleId: String(moduleId),
      zoneId: zoneHeader,
    };
    return { token, cookie, auth };
  }

  return { shop, zones, zoneHeader, modules, get, api, signIn, located };
}
