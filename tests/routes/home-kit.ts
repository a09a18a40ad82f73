import { readSection, unpackSections, type PackedSection } from "~/features/home/packed-sections";
import { isSectionFailure } from "~/features/home/sections";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { createBackend } from "../../backend/app";
import { createInProcessFetch } from "../../server/in-process-fetch";
import { fixedClock } from "../backend/catalogue-fixtures";
import { createAppLoadContext } from "~/context.server";
import { clearCashbackCache } from "~/features/home-extras/cashback.server";
import type { HomeSection } from "~/features/home/sections";
import type { Prefs } from "~/sessions/prefs.server";
import { cookieFor } from "./header-test-support";

/**
 * For tests/routes/home*.test.ts: the /home loader against the seeded reference backend
 * (in-process, one per test file), reached through MSW so a test can make one endpoint fail
 * (`failing`) or change what it answers (`server.use`). Every call's path is logged.
 */
const backend = createBackend({ databasePath: ":memory:", orderStepSeconds: 0, now: fixedClock });
const backendFetch = createInProcessFetch(backend.api);

export const server = setupServer(
  http.all("*/api/v1/*", async ({ request }) =>
    backendFetch(request.url, await requestInit(request)),
  ),
);

// MSW's request cannot be handed over as is: the in-process fetch reads its body itself.
async function requestInit(request: Request): Promise<RequestInit> {
  const read = request.method !== "GET" && request.method !== "HEAD";
  return {
    method: request.method,
    headers: request.headers,
    body: read ? await request.arrayBuffer() : undefined,
  };
}

const pathOf = (url: string) => new URL(url).pathname.replace(/^.*\/api\/v1\//, "");

type Call = { path: string; zoneId: string | null; moduleId: string | null };

export interface ApiLog {
  /** Paths below /api/v1/ this test called, in order. */
  paths: () => string[];
  /** The calls with their zoneId and moduleId headers. */
  calls: () => Call[];
}

const calls: Call[] = [];

/** Starts the fake API for the calling test file; returns the call log (reset per test). */
export function useHomeApi(): ApiLog {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
    server.events.on("request:start", ({ request }) => {
      const { headers } = request;
      calls.push({
        path: pathOf(request.url),
        zoneId: headers.get("zoneId"),
        moduleId: headers.get("moduleId"),
      });
    });
  });
  beforeEach(() => clearCashbackCache());
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
  });
  afterAll(() => {
    server.close();
    backend.close();
  });
  return { paths: () => calls.map((c) => c.path), calls: () => [...calls] };
}

/** `path` (below /api/v1/) answers 500, or fails to connect at all. */
export function failing(path: string, how: "500" | "network" = "500") {
  server.use(
    http.get(`*/api/v1/${path}`, () =>
      how === "network"
        ? HttpResponse.error()
        : HttpResponse.json(
            { errors: [{ code: "server_error", message: "Boom" }] },
            { status: 500 },
          ),
    ),
  );
}

/** The backend's module list with `moduleId` no longer serving `zoneId`. */
export function moduleLeavesZone(moduleId: number, zoneId: number) {
  server.use(
    http.get("*/api/v1/module", async ({ request }) => {
      const answer = await backendFetch(request.url, await requestInit(request));
      const list = (await answer.json()) as Array<{ id: number; zones?: Array<{ id: number }> }>;
      return HttpResponse.json(
        list.map((m) =>
          m.id === moduleId ? { ...m, zones: (m.zones ?? []).filter((z) => z.id !== zoneId) } : m,
        ),
      );
    }),
  );
}

export const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

export const MODULE_IDS = { grocery: 1, food: 2, pharmacy: 3, ecommerce: 4, parcel: 5 } as const;
export type ModuleName = keyof typeof MODULE_IDS;

/** Downtown Dubai (zone 1), with `module` chosen. */
export const downtownWith = (module: ModuleName): Prefs => ({
  zoneIds: "[1]",
  address: "Downtown Dubai",
  lat: 25.2048,
  lng: 55.2708,
  moduleId: MODULE_IDS[module],
  moduleType: module,
});

let token: string | undefined;

/** The demo customer's token (logged in once per file). */
export async function demoToken(): Promise<string> {
  if (token) return token;
  const answer = await backendFetch("http://backend.test/api/v1/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({
      login_type: "manual",
      email_or_phone: "+971500000001",
      password: "demo1234",
    }),
  });
  token = ((await answer.json()) as { token: string }).token;
  return token;
}

let apiCounter = 0;

/**
 * A GET with the visitor's cookies (prefs, session token, the `js=1` hint) and user agent, and
 * the real load context built from them. Each call has its own API base URL unless one is
 * given, so the process-wide caches (config, modules, home sections) never leak between tests.
 */
export async function homeRequest(
  url: string,
  options: {
    prefs?: Prefs;
    token?: string;
    js?: boolean;
    userAgent?: string;
    /** Shared by requests that should share the process-wide caches (section-cache tests). */
    apiBaseUrl?: string;
  } = {},
) {
  const cookies = [await cookieFor({ token: options.token, prefs: options.prefs })];
  if (options.js) cookies.push("js=1");
  const headers = new Headers({ "User-Agent": options.userAgent ?? CHROME });
  const cookie = cookies.filter(Boolean).join("; ");
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(new URL(url, "http://shop.test"), { headers });
  apiCounter += 1;
  const context = await createAppLoadContext(request, {
    nonce: "test-nonce",
    apiBaseUrl: options.apiBaseUrl ?? `http://home-${apiCounter}.test/api/v1`,
    apiTimeoutMs: 5_000,
    forwardHost: false,
  });
  return { request, context, params: {} as Record<string, string | undefined> };
}

/** Runs a loader expecting it to throw or return a redirect; its Location. */
export async function redirectOf(run: () => Promise<unknown>): Promise<string> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (!(result instanceof Response) || !result.headers.get("Location"))
    throw new Error(`expected a redirect, got ${JSON.stringify(result)?.slice(0, 300)}`);
  return result.headers.get("Location")!;
}

export const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

/** Which sections arrived as values (true) and which as promises (false), by id. */
export const valueMap = (sections: HomeSection[]) =>
  Object.fromEntries(sections.map((s) => [s.id, !isPromise(s.data)]));

/**
 * Every section's data settled: the failed ones by id (a rejected promise, or the
 * SECTION_FAILED value the page uses instead of one), and the values by id.
 */
export async function settled(sections: HomeSection[]) {
  const results = await Promise.allSettled(sections.map((s) => s.data));
  const failed: Record<string, unknown> = {};
  const values: Record<string, unknown> = {};
  results.forEach((r, i) => {
    if (r.status === "rejected") failed[sections[i].id] = r.reason;
    else if (isSectionFailure(r.value)) failed[sections[i].id] = r.value;
    else values[sections[i].id] = r.value;
  });
  return { failed, values };
}

/**
 * The module home loader's sections as models, streamed ones included (a promise of the model):
 * what the page draws, read from the JSON text they travel as (ADR 044). For tests only: the
 * page itself never makes promises while rendering (features/home/packed-sections.ts).
 */
export function modelSections(sections: readonly PackedSection[]): HomeSection[] {
  return unpackSections(sections).map((section) => {
    const data = section.data as unknown;
    return data instanceof Promise
      ? ({ ...section, data: data.then((value) => readSection(value)) } as HomeSection)
      : section;
  });
}
