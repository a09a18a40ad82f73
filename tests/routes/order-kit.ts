import { afterAll, beforeAll } from "vitest";
import { createAppLoadContext } from "~/context.server";
import { DEMO, SARA, loginAs, startCommerceApi, type Clock } from "../backend/commerce-helpers";
import type { BackendOptions } from "../../backend/context";
import type { ApiHarness } from "../backend/harness";
import { cookiePair } from "./header-test-support";

/**
 * For the order pages' tests (checkout.test.ts, order-outcome.test.ts), which call the routes'
 * loaders and actions directly against the real reference backend.
 */

/**
 * One backend for the test file, started before its tests and closed after them, that takes
 * http://shop.test (the requests' origin) as a payment callback; DEMO's and SARA's tokens. Read
 * `shop.api`, `shop.demo` and `shop.sara` in the tests. `options` go to the backend (e.g.
 * `compat: "6ammart-3.2"`, the stock profile).
 */
export function shopSuite(options: Partial<BackendOptions> = {}) {
  const shop = {} as { api: ApiHarness & { clock: Clock }; demo: string; sara: string };
  beforeAll(async () => {
    shop.api = await startCommerceApi({ callbackOrigins: ["http://shop.test"], ...options });
    shop.demo = await loginAs(shop.api, DEMO);
    shop.sara = await loginAs(shop.api, SARA);
  });
  afterAll(() => shop.api.close());
  return shop;
}

/** A loader's or action's arguments for `request`, the app's API calls going to `api`. */
export async function routeArgs(api: ApiHarness, request: Request, apiTimeoutMs = 3000) {
  const context = await createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: `${api.baseUrl}/api/v1`,
    apiTimeoutMs,
    forwardHost: false,
  });
  return { request, context, params: {} };
}

/** What a loader or action answered, or the Response it threw (redirects, 4xx pages). */
export async function answerOf<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** What a route answered a visitor, read as the browser would: status, Location, data. */
export interface VisitorAnswer<D> {
  status: number;
  location: string | null;
  response: Response;
  data: D | null;
}

/**
 * Reads a loader's or action's result (a Response, or Remix `data()`) for `visitor`, whose
 * cookie jar takes the Set-Cookie headers — all but the flash, the next page's to show (and clear).
 */
export function visitorAnswer<D>(visitor: { cookie: string }, result: unknown): VisitorAnswer<D> {
  let response: Response;
  let data: D | null = null;
  if (result instanceof Response) response = result;
  else {
    // Remix `data()`: the value and its ResponseInit.
    const { data: value, init } = result as { data: D; init?: ResponseInit | null };
    data = value;
    response = new Response(null, { status: init?.status ?? 200, headers: init?.headers });
  }
  const jar = new Map(
    visitor.cookie
      .split("; ")
      .filter(Boolean)
      .map((p) => [p.split("=")[0], p] as const),
  );
  for (const set of response.headers.getSetCookie()) {
    const pair = cookiePair(set);
    if (!pair.startsWith("__flash=")) jar.set(pair.split("=")[0], pair);
  }
  visitor.cookie = [...jar.values()].join("; ");
  return { status: response.status, location: response.headers.get("Location"), response, data };
}
