import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { writeSettings } from "../../backend/services/settings";
import { loader as rootLoader, meta as rootMeta } from "~/root";
import { slowReads, switchReads, SWITCH_FRESH_MS } from "~/api/shared-cache.server";
import { maintenanceOf } from "~/features/maintenance/maintenance-data";
import { startApi, type ApiHarness } from "../backend/harness";
import { answerOf, routeArgs } from "./order-kit";

/** Maintenance mode (issue 24 item 7): config maintenance_mode → every page a 503. */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
afterEach(() => {
  writeSettings(api.backend.db, { maintenance_mode: null });
  slowReads.clear();
  switchReads.clear();
});

const pageAt = async (path: string) =>
  answerOf(async () => rootLoader(await routeArgs(api, new Request(`http://shop.test${path}`))));

/** The error a boundary would see for a thrown `data()` answer (single fetch's shape). */
const boundaryError = (thrown: unknown) => {
  const { type, data, init } = thrown as {
    type: string;
    data: unknown;
    init: { status: number; statusText: string; headers: HeadersInit };
  };
  expect(type).toBe("DataWithResponseInit");
  return {
    status: init.status,
    headers: new Headers(init.headers),
    error: { status: init.status, statusText: init.statusText, data, internal: false },
  };
};

const thrownBy = async (path: string) => {
  try {
    await rootLoader(await routeArgs(api, new Request(`http://shop.test${path}`)));
  } catch (thrown) {
    return thrown;
  }
  return null;
};

describe("maintenance mode", () => {
  it("answers every page 503 with Retry-After and the branded page in the page's language", async () => {
    writeSettings(api.backend.db, { maintenance_mode: 1 });
    for (const path of ["/", "/home", "/store/1", "/cart", "/auth/sign-in", "/no-such-page"]) {
      const answer = boundaryError(await thrownBy(path));
      expect(answer.status, path).toBe(503);
      expect(Number(answer.headers.get("Retry-After")), path).toBeGreaterThan(0);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      const page = maintenanceOf(answer.error);
      expect(page).toMatchObject({ title: "We'll be back soon", businessName: "Souq Express" });
    }
    const arabic = maintenanceOf(boundaryError(await thrownBy("/ar/home")).error);
    expect(arabic?.title).toBe("سنعود قريبًا");
    expect(rootMeta({ error: boundaryError(await thrownBy("/ar/home")).error } as never)).toEqual(
      expect.arrayContaining([{ title: expect.stringContaining("سنعود قريبًا") }]),
    );
  });

  it("keeps the static policy pages up", async () => {
    writeSettings(api.backend.db, { maintenance_mode: 1 });
    for (const path of ["/terms-and-conditions", "/ar/privacy-policy", "/about-us/"]) {
      const answer = await pageAt(path);
      expect(answer, path).not.toBeInstanceOf(Response);
      expect(await thrownBy(path), path).toBeNull();
    }
  });

  it("is off by default: pages answer as usual", async () => {
    expect(await thrownBy("/home")).toBeNull();
  });

  it("shows within seconds of the switch, on and off, though /config is cached for a minute", async () => {
    const realNow = Date.now;
    let now = realNow();
    Date.now = () => now;
    try {
      expect(await thrownBy("/home")).toBeNull(); // the flag is cached: off
      writeSettings(api.backend.db, { maintenance_mode: 1 });
      now += SWITCH_FRESH_MS + 1;
      await thrownBy("/home"); // past the short window: served as is while it refreshes
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(boundaryError(await thrownBy("/home")).status).toBe(503);

      writeSettings(api.backend.db, { maintenance_mode: null });
      now += SWITCH_FRESH_MS + 1;
      await thrownBy("/home");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await thrownBy("/home")).toBeNull();
    } finally {
      Date.now = realNow;
    }
  });
});
