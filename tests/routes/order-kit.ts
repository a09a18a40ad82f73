import { afterAll, beforeAll } from "vitest";
import { createAppLoadContext } from "~/context.server";
import { DEMO, SARA, loginAs, startCommerceApi, type Clock } from "../backend/commerce-helpers";
import type { ApiHarness } from "../backend/harness";

/**
 * For the order pages' tests (checkout.test.ts, order-outcome.test.ts), which call the routes'
 * loaders and actions directly against the real reference backend.
 */

/**
 * One backend for the test file, started before its tests and closed after them, that takes
 * http://shop.test (the requests' origin) as a payment callback; DEMO's and SARA's tokens. Read
 * `shop.api`, `shop.demo` and `shop.sara` in the tests.
 */
export function shopSuite() {
  const shop = {} as { api: ApiHarness & { clock: Clock }; demo: string; sara: string };
  beforeAll(async () => {
    shop.api = await startCommerceApi({ callbackOrigins: ["http://shop.test"] });
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
