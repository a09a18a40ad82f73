import { describe, expect, it } from "vitest";
import type { StoreCard } from "~/features/catalogue/card-models";
import type { HomeSection, ItemSectionData } from "~/features/home/sections";
import { loader } from "~/routes/($lang).home";
import {
  demoToken,
  downtownWith,
  failing,
  homeRequest,
  server,
  useHomeApi,
  modelSections,
} from "./home-kit";

/**
 * Issue 27 item 1 (ADR 035): a place's shelves are made once, not once a view. Against the
 * seeded backend, through the /home loader: a second visitor of the same zones, module and
 * language makes no upstream call for the shelves every such visitor sees; the store shelves
 * (distance badges) are made again for another spot; a signed-in customer's coupons and
 * personal shelves are never someone else's.
 */
const api = useHomeApi();

let base = 0;
/** An API base URL of its own: the process-wide caches start empty for this test. */
const freshBase = () => `http://section-cache-${++base}.test/api/v1`;

const shelves = ["items/popular", "items/discounted", "items/most-reviewed", "categories"];

async function home(apiBaseUrl: string, options: Parameters<typeof homeRequest>[1] = {}) {
  const data = await loader(await homeRequest("/home", { ...options, apiBaseUrl }));
  if ("listing" in data) throw new Error("answered with the listing, not the module home");
  return { ...data, sections: modelSections(data.sections) };
}

/** The sections' data, settled (a JavaScript browser's streamed ones included). */
const dataOf = async (sections: HomeSection[]) =>
  Object.fromEntries(
    await Promise.all(sections.map(async (s) => [s.id, await s.data] as const)),
  ) as Record<string, unknown>;

/** The calls made while `run` ran. */
async function callsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const before = api.paths().length;
  await run();
  return api.paths().slice(before);
}

describe("the home's shelves are made once per place", () => {
  it("a second guest of the same zone and module makes no call for them, and sees the same shelves", async () => {
    const apiBaseUrl = freshBase();
    const first = await home(apiBaseUrl, { prefs: downtownWith("grocery") });
    const firstCalls = api.paths();
    for (const path of shelves) expect(firstCalls, path).toContain(path);

    // Another spot of zone 1, another browser (the JS hint: streamed sections).
    const elsewhere = { ...downtownWith("grocery"), lat: 25.21, lng: 55.28 };
    let second!: Awaited<ReturnType<typeof home>>;
    const secondCalls = await callsDuring(async () => {
      second = await home(apiBaseUrl, { prefs: elsewhere, js: true });
      await dataOf(second.sections);
    });
    for (const path of shelves) expect(secondCalls, path).not.toContain(path);
    expect(await dataOf(second.sections)).toEqual(await dataOf(first.sections));
  });

  it("store shelves carry the distance from the customer: another spot makes them again", async () => {
    const apiBaseUrl = freshBase();
    await home(apiBaseUrl, { prefs: downtownWith("food") });
    const again = await callsDuring(() => home(apiBaseUrl, { prefs: downtownWith("food") }));
    expect(again).not.toContain("stores/top-offer-near-me");
    expect(again).not.toContain("items/most-reviewed");

    const farther = { ...downtownWith("food"), lat: 25.23, lng: 55.3 };
    let page!: Awaited<ReturnType<typeof home>>;
    const elsewhere = await callsDuring(async () => {
      page = await home(apiBaseUrl, { prefs: farther });
    });
    expect(elsewhere).toContain("stores/top-offer-near-me");
    expect(elsewhere).not.toContain("items/most-reviewed");
    const stores = (await dataOf(page.sections))["top-offers"] as StoreCard[];
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((store) => store.distance !== null)).toBe(true);
  });

  it("another language, zone or module is a shelf of its own", async () => {
    const apiBaseUrl = freshBase();
    await home(apiBaseUrl, { prefs: downtownWith("grocery") });
    for (const [url, prefs] of [
      ["/ar/home", downtownWith("grocery")],
      ["/home", { ...downtownWith("grocery"), zoneIds: "[2]", lat: 25.08, lng: 55.14 }],
      ["/home", downtownWith("pharmacy")],
    ] as const) {
      const made = await callsDuring(async () => {
        const data = await loader(await homeRequest(url, { prefs, apiBaseUrl }));
        if ("sections" in data) await dataOf(modelSections(data.sections));
      });
      expect(
        made.some((path) => path.startsWith("items/")),
        `${url} ${prefs.zoneIds}`,
      ).toBe(true);
    }
  });

  it("a signed-in customer's coupons and shelves are theirs: never served to a guest, nor a guest's to them", async () => {
    const apiBaseUrl = freshBase();
    const token = await demoToken();
    await home(apiBaseUrl, { prefs: downtownWith("grocery"), token });
    const guest = await callsDuring(() => home(apiBaseUrl, { prefs: downtownWith("grocery") }));
    expect(guest).toContain("coupon/list/all");
    expect(guest).not.toContain("customer/visit-again");
    const customer = await callsDuring(() =>
      home(apiBaseUrl, { prefs: downtownWith("grocery"), token }),
    );
    expect(customer).toContain("coupon/list/all");
    expect(customer).toContain("customer/visit-again");
    expect(customer).toContain("customer/suggested-items");
    expect(customer).not.toContain("items/popular");
  });

  it("a failed shelf is not kept: once the backend answers again, the next view has it", async () => {
    const apiBaseUrl = freshBase();
    failing("items/popular");
    const broken = await home(apiBaseUrl, { prefs: downtownWith("grocery") });
    expect((await dataOf(broken.sections))["popular-items"]).toEqual({ failed: true });
    // The remembered failure lasts 5 s (SwrCache failureMs); the test moves past it.
    const now = Date.now();
    const clock = globalThis.Date.now;
    globalThis.Date.now = () => now + 6_000;
    try {
      server.resetHandlers();
      const healed = await home(apiBaseUrl, { prefs: downtownWith("grocery") });
      const popular = (await dataOf(healed.sections))["popular-items"] as ItemSectionData;
      expect(popular.items.length).toBeGreaterThan(0);
    } finally {
      globalThis.Date.now = clock;
    }
  });
});
