import { http, HttpResponse } from "msw";
import { server, MODULE_IDS, type ModuleName } from "./home-kit";

/**
 * For tests/routes/store*.test.ts and categories*.test.ts: ask the seeded backend (through the
 * same MSW server) for test data by PROPERTY — a store with a review plan, a category with
 * sub-categories — never by hard-coded id or count (the seed grows).
 */
export async function apiGet<T = unknown>(
  path: string,
  module: ModuleName,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await fetch(`http://lookup.test/api/v1/${path}`, {
    headers: {
      Accept: "application/json",
      zoneId: "[1]",
      moduleId: String(MODULE_IDS[module]),
      "X-localization": "en",
      ...headers,
    },
  });
  return (await answer.json()) as T;
}

export type RawStore = {
  id: number;
  slug: string | null;
  name: string;
  module_id: number;
  zone_id: number;
  avg_rating: number;
  rating_count: number;
  reviews_section: boolean;
  open: number;
  active: boolean;
  latitude: string;
  longitude: string;
  address: string;
  created_at: string;
};

/** The default zone's stores of a module (one big page). */
export async function storesOf(module: ModuleName): Promise<RawStore[]> {
  const page = await apiGet<{ stores: RawStore[] }>(
    "stores/get-stores/all?store_type=all&limit=200&offset=1",
    module,
  );
  return page.stores;
}

/** The first store of the module that has items (its page then has groups to show). */
export async function storeWithItems(
  module: ModuleName,
  where: (s: RawStore) => boolean = () => true,
) {
  for (const store of await storesOf(module)) {
    if (!where(store)) continue;
    const items = await apiGet<{ total_size: number; products: Array<{ name: string }> }>(
      `items/latest?store_id=${store.id}&category_id=0&limit=50&offset=1`,
      module,
    );
    if (items.total_size > 0) return { store, items: items.products, total: items.total_size };
  }
  throw new Error(`no ${module} store with items in the default zone`);
}

const ORIGINAL = "x-test-original";

/** The backend's own answer to a request a test handler intercepted (GET only). */
async function original(request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(ORIGINAL, "1");
  return fetch(request.url, { headers });
}

/** Every API call of the test: full URL and when it started and ended (ms). */
export type Timed = { url: URL; start: number; end: number };

/**
 * Every API call waits `ms` before it is answered (the design §5 budget's "100 ms added
 * upstream"); returns the calls with their start and end times.
 */
export function slowUpstream(ms: number) {
  const timed: Timed[] = [];
  server.use(
    http.get("*/api/v1/*", async ({ request }) => {
      // a handler that returns nothing hands the request to the next one (the backend)
      if (request.headers.get(ORIGINAL)) return undefined;
      const entry: Timed = { url: new URL(request.url), start: performance.now(), end: 0 };
      timed.push(entry);
      await new Promise((resolve) => setTimeout(resolve, ms));
      const answer = await original(request);
      entry.end = performance.now();
      return answer;
    }),
  );
  return timed;
}

/** The store details answer with some fields changed (a closed store, no review plan…). */
export function patchDetails(patch: Record<string, unknown>) {
  server.use(
    http.get("*/api/v1/stores/details/:id", async ({ request }) => {
      if (request.headers.get(ORIGINAL)) return undefined;
      const body = (await (await original(request)).json()) as Record<string, unknown> | null;
      return HttpResponse.json(body ? { ...body, ...patch } : null);
    }),
  );
}
