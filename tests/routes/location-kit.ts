import { http, HttpResponse, type HttpHandler } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { createAppLoadContext } from "~/context.server";
import { takeToasts } from "~/sessions/flash.server";
import { getPrefs, serializePrefs, type Prefs } from "~/sessions/prefs.server";

/**
 * Shared by tests/routes/location*.test.ts and modules*.test.ts: a fake /api/v1 (MSW) with a
 * tiny Dubai — two places inside zone 1, one (Liwa) outside every zone — and helpers to call
 * loaders and actions with real cookies and a real load context.
 */

export const PLACES = {
  "dubai-mall": {
    name: "The Dubai Mall",
    address: "The Dubai Mall, Downtown Dubai",
    lat: 25.1985,
    lng: 55.2796,
  },
  marina: {
    name: "Dubai Marina Walk",
    address: "Dubai Marina Walk, Dubai Marina",
    lat: 25.077,
    lng: 55.139,
  },
  liwa: { name: "Liwa Oasis", address: "Liwa Oasis, Al Dhafra", lat: 23.135, lng: 53.77 },
} as const;

export const NO_ZONE_MESSAGE = "Service not available in this area";

/** Zone 1 is around Downtown, zone 2 around the Marina; Liwa is in neither. */
export function zoneOf(lat: number, lng: number): number | null {
  if (Math.abs(lat - 25.2) < 0.1 && Math.abs(lng - 55.28) < 0.1) return 1;
  if (Math.abs(lat - 25.08) < 0.1 && Math.abs(lng - 55.14) < 0.1) return 2;
  return null;
}

export interface FakeModule {
  id: number;
  module_name: string;
  module_type: string;
  zones: number[];
}

export const MODULES: FakeModule[] = [
  { id: 1, module_name: "Grocery", module_type: "grocery", zones: [1, 2] },
  { id: 2, module_name: "Food", module_type: "food", zones: [1] },
  { id: 3, module_name: "Pharmacy", module_type: "pharmacy", zones: [2] },
  { id: 9, module_name: "Car rental", module_type: "rental", zones: [1, 2] },
];

export interface ApiLog {
  calls: { path: string; query: URLSearchParams; headers: Headers }[];
  paths: () => string[];
}

let modules: FakeModule[] = MODULES;
const log: ApiLog = { calls: [], paths: () => log.calls.map((c) => c.path) };

const path = (p: string) => `*/api/v1/${p}`;

function record(request: Request) {
  const url = new URL(request.url);
  log.calls.push({
    path: url.pathname.replace(/^.*\/api\/v1\//, ""),
    query: url.searchParams,
    headers: request.headers,
  });
  return url.searchParams;
}

const notFound = (code: string, message: string) =>
  HttpResponse.json({ errors: [{ code, message }] }, { status: 404 });

export const handlers: HttpHandler[] = [
  http.get(path("config/place-api-autocomplete"), ({ request }) => {
    const text = record(request).get("search_text")?.toLowerCase() ?? "";
    const found = Object.entries(PLACES).filter(([, p]) => p.name.toLowerCase().includes(text));
    return HttpResponse.json({
      suggestions: found.map(([id, p]) => ({
        placePrediction: {
          placeId: id,
          text: { text: p.address },
          structuredFormat: { mainText: { text: p.name } },
        },
      })),
    });
  }),
  http.get(path("config/place-api-details"), ({ request }) => {
    const id = record(request).get("placeid") ?? "";
    const place = PLACES[id as keyof typeof PLACES];
    if (!place) return notFound("placeid", "Place not found.");
    return HttpResponse.json({
      id,
      formattedAddress: place.address,
      location: { latitude: place.lat, longitude: place.lng },
    });
  }),
  http.get(path("config/geocode-api"), ({ request }) => {
    const q = record(request);
    const lat = Number(q.get("lat"));
    const lng = Number(q.get("lng"));
    const place = Object.values(PLACES).find(
      (p) => Math.abs(p.lat - lat) < 0.01 && Math.abs(p.lng - lng) < 0.01,
    );
    return HttpResponse.json({
      results: place
        ? [{ formatted_address: place.address }]
        : [{ formatted_address: `Near ${lat}, ${lng}` }],
    });
  }),
  http.get(path("config/get-zone-id"), ({ request }) => {
    const q = record(request);
    const zone = zoneOf(Number(q.get("lat")), Number(q.get("lng")));
    if (zone === null) return notFound("coordinates", NO_ZONE_MESSAGE);
    return HttpResponse.json({
      zone_id: `[${zone}]`,
      zone_data: [{ id: zone, name: `Zone ${zone}` }],
    });
  }),
  http.get(path("zone/list"), ({ request }) => {
    record(request);
    // The boxes zoneOf() answers for, as zone/list's polygons (contract §2.1).
    const box = (lat: number, lng: number) =>
      [
        [lat - 0.09, lng - 0.09],
        [lat - 0.09, lng + 0.09],
        [lat + 0.09, lng + 0.09],
        [lat + 0.09, lng - 0.09],
      ].map(([a, b]) => ({ lat: a, lng: b }));
    return HttpResponse.json([
      { id: 1, name: "Zone 1", display_name: "Downtown", formated_coordinates: box(25.2, 55.28) },
      { id: 2, name: "Zone 2", display_name: "Marina", formated_coordinates: box(25.08, 55.14) },
    ]);
  }),
  http.get(path("module"), ({ request }) => {
    record(request);
    const header = request.headers.get("zoneId");
    const wanted: number[] = header ? JSON.parse(header) : [];
    return HttpResponse.json(
      modules
        .filter((m) => !header || m.zones.some((z) => wanted.includes(z)))
        .map((m) => ({
          id: m.id,
          module_name: m.module_name,
          module_type: m.module_type,
          icon_full_url: null,
          zones: m.zones.filter((z) => !header || wanted.includes(z)).map((id) => ({ id })),
        })),
    );
  }),
  http.get(path("config"), ({ request }) => {
    record(request);
    return HttpResponse.json({
      business_name: "Demo",
      default_location: { lat: "25.1985", lng: "55.2796" },
    });
  }),
];

export const server = setupServer(...handlers);

/** Starts the fake API for the calling test file. */
export function useFakeApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    modules = MODULES;
    log.calls = [];
  });
  afterAll(() => server.close());
  return log;
}

/** Changes which modules the fake /module serves (until the test ends). */
export function setModules(list: FakeModule[]) {
  modules = list;
}

let apiCounter = 0;

/**
 * A request plus the real load context built from its cookies. Each call gets its own API base
 * URL, so the process-wide caches (config, modules) never leak between tests.
 */
export async function appRequest(
  url: string,
  options: {
    method?: "GET" | "POST";
    form?: Record<string, string>;
    prefs?: Prefs;
    userAgent?: string;
  } = {},
) {
  const headers = new Headers();
  if (options.prefs) headers.set("Cookie", (await serializePrefs(options.prefs)).split(";")[0]);
  if (options.userAgent) headers.set("User-Agent", options.userAgent);
  const init: RequestInit = { method: options.method ?? "GET", headers };
  if (options.form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    init.body = new URLSearchParams(options.form).toString();
  }
  const request = new Request(new URL(url, "http://shop.test"), init);
  apiCounter += 1;
  const context = await createAppLoadContext(request, {
    nonce: "test-nonce",
    apiBaseUrl: `http://api-${apiCounter}.test/api/v1`,
    apiTimeoutMs: 2_000,
    forwardHost: false,
  });
  return { request, context, params: {} as Record<string, string | undefined> };
}

/** The prefs a response's Set-Cookie would leave in the browser (null when it sets none). */
export async function prefsFrom(response: Response): Promise<Prefs | null> {
  const cookie = setCookies(response).find((c) => c.startsWith("prefs="));
  if (!cookie) return null;
  return getPrefs(new Request("http://shop.test", { headers: { Cookie: cookie.split(";")[0] } }));
}

export const setCookies = (response: Response): string[] => response.headers.getSetCookie();

/** The i18n keys of the toasts a response queues for the next page. */
export async function toastKeysFrom(response: Response): Promise<string[]> {
  const cookie = setCookies(response).find((c) => c.startsWith("__flash="));
  if (!cookie) return [];
  const { toasts } = await takeToasts(
    new Request("http://shop.test", { headers: { Cookie: cookie.split(";")[0] } }),
  );
  return toasts.map((t) => t.key ?? t.text ?? "");
}

/** Runs a loader/action expecting it to throw or return a redirect Response. */
export async function expectRedirect(run: () => Promise<unknown>): Promise<Response> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (!(result instanceof Response))
    throw new Error(`expected a redirect, got ${JSON.stringify(result)?.slice(0, 300)}`);
  return result;
}
