import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, expect } from "vitest";
import { clearEverySwrCache } from "~/api/cache.server";
import { serializePrefs, type Prefs } from "~/sessions/prefs.server";
import { commitSession, getSession } from "~/sessions/session.server";
import { createBackend } from "../../backend/app";
import { writeSettings } from "../../backend/services/settings";
import { DEMO, DOWNTOWN, NOW, SARA, loginAs, type Clock } from "../backend/commerce-helpers";
import type { ApiHarness } from "../backend/harness";
import { cookiePair } from "./header-test-support";
import { visitorAnswer, answerOf, routeArgs } from "./order-kit";

/**
 * The reference backend on its stock 6amMart 3.2 profile (`compat: "6ammart-3.2"`): POST
 * customer/order/quote is Laravel's 404 with its body, order/place wants `distance` and a point.
 * An express layer in front of it only watches: it counts the quote calls and keeps the place
 * bodies; config/distance-api can be taken down (Google's error body) to exercise the
 * straight-line fallback.
 */

export type QuotelessApi = ApiHarness & {
  clock: Clock;
  /** How many times the storefront asked for a quote. */
  quoteCalls: () => number;
  /** While true, config/distance-api answers Google's error body (no distanceMeters). */
  distanceDown: { value: boolean };
  /** Every JSON body POSTed to customer/order/place, in order. */
  placeBodies: Record<string, unknown>[];
};

export async function startQuotelessApi(): Promise<QuotelessApi> {
  const clock: Clock = { now: new Date(NOW) };
  const backend = createBackend({
    databasePath: ":memory:",
    orderStepSeconds: 0,
    now: () => clock.now,
    callbackOrigins: ["http://shop.test"],
    compat: "6ammart-3.2",
  });
  let quoteCalls = 0;
  const distanceDown = { value: false };
  const placeBodies: Record<string, unknown>[] = [];
  const app = express();
  // Parsed here, read, and passed on: the backend's own JSON parser skips a parsed body.
  app.post("/api/v1/customer/order/place", express.json(), (req, _res, next) => {
    placeBodies.push({ ...(req.body as Record<string, unknown>) });
    next();
  });
  app.post("/api/v1/customer/order/quote", (_req, _res, next) => {
    quoteCalls++;
    next();
  });
  app.get("/api/v1/config/distance-api", (_req, res, next) => {
    if (!distanceDown.value) return next();
    res.json({ error: { code: 403, message: "The provided API key is invalid." } });
  });
  app.use("/api/v1", backend.api);
  app.use(backend.web);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call: ApiHarness["call"] = async (path, init = {}) => {
    const url = new URL(`/api/v1${path}`, baseUrl);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { Accept: "application/json", ...init.headers };
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    if (body) headers["Content-Type"] = "application/json";
    const res = await fetch(url, { method: init.method ?? "GET", headers, body });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  };
  return {
    backend,
    baseUrl,
    call,
    clock,
    quoteCalls: () => quoteCalls,
    distanceDown,
    placeBodies,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      backend.close();
    },
  };
}

/** One quoteless backend for the test file, with DEMO's and SARA's tokens. */
export function quotelessSuite() {
  const shop = {} as { api: QuotelessApi; demo: string; sara: string };
  beforeAll(async () => {
    shop.api = await startQuotelessApi();
    shop.demo = await loginAs(shop.api, DEMO);
    shop.sara = await loginAs(shop.api, SARA);
  });
  afterAll(() => shop.api.close());
  return shop;
}

/**
 * Business settings for the length of `run` (backend/services/settings.ts writeSettings), with
 * the storefront's cached /config dropped on both sides so the page reads them at once.
 */
export async function withSettings<T>(
  api: ApiHarness,
  patch: Record<string, unknown>,
  run: () => Promise<T>,
): Promise<T> {
  const before = writeSettings(api.backend.db, patch);
  clearEverySwrCache();
  try {
    return await run();
  } finally {
    writeSettings(api.backend.db, before);
    clearEverySwrCache();
  }
}

// --- The visitor's browser (as tests/routes/checkout.test.ts drives it) -----------------------

export type Visitor = { cookie: string };
const MODULE_TYPES: Record<number, Prefs["moduleType"]> = {
  1: "grocery",
  2: "food",
  3: "pharmacy",
  4: "ecommerce",
  5: "parcel",
};

export async function newVisitor(
  moduleId: number,
  { token, at = DOWNTOWN }: { token?: string; at?: { latitude: number; longitude: number } } = {},
): Promise<Visitor> {
  const prefs: Prefs = {
    zoneIds: "[1]",
    moduleId,
    moduleType: MODULE_TYPES[moduleId],
    address: "Downtown Dubai",
    lat: at.latitude,
    lng: at.longitude,
  };
  const pairs = [cookiePair(await serializePrefs(prefs))];
  if (token) {
    const session = await getSession(new Request("http://shop.test/"));
    session.set("token", token);
    pairs.push(cookiePair(await commitSession(session)));
  }
  return { cookie: pairs.join("; ") };
}

export interface Answer<V> {
  status: number;
  location: string | null;
  response: Response;
  data: { view?: V; result?: SubmissionResult<string[]> } | null;
}

type Handler = (args: ActionFunctionArgs) => Promise<unknown>;

/** One request as the browser sends it; the cookies it is given are kept (toasts are not). */
export async function send<V>(
  api: ApiHarness,
  visitor: Visitor,
  handler: Handler,
  path: string,
  body?: URLSearchParams | FormData,
): Promise<Answer<V>> {
  const request = new Request(`http://shop.test${path}`, {
    method: body ? "POST" : "GET",
    body,
    headers: { Cookie: visitor.cookie },
  });
  const args = await routeArgs(api, request, 5000);
  const result = await answerOf(() => handler(args));
  return visitorAnswer<Answer<V>["data"]>(visitor, result);
}

/** The first error of each field of a refused form ("" = the form's own), as posted. */
export function errorsOf(answer: Answer<unknown>): Record<string, string> {
  expect(answer.status, `expected the page with errors, got ${answer.location}`).toBe(400);
  const error: Record<string, string[] | null> = answer.data?.result?.error ?? {};
  return Object.fromEntries(
    Object.entries(error).flatMap(([name, messages]) =>
      messages?.length ? [[name, messages[0]]] : [],
    ),
  );
}

/** The order id a Place Order redirect names (guest or signed-in target). */
export function placedOrderId(location: string | null): number {
  const url = new URL(location ?? "", "http://shop.test");
  const id = Number(url.searchParams.get("order_id") ?? url.searchParams.get("orderId"));
  expect(id, `not an order page: ${location}`).toBeGreaterThan(100000);
  return id;
}
