import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSettings } from "../../backend/services/settings";
import { startApi, type ApiHarness } from "./harness";
import { fixedClock } from "./catalogue-fixtures";

/**
 * The calls behind what the incumbent web client offered (issue 24), in both profiles: the
 * storefront reads them on a stock 6amMart 3.2 as on the reference backend.
 */

const profiles = ["default", "6ammart-3.2"] as const;
const apis = new Map<string, ApiHarness>();
beforeAll(async () => {
  for (const compat of profiles) apis.set(compat, await startApi({ now: fixedClock, compat }));
});
afterAll(async () => {
  for (const api of apis.values()) await api.close();
});

describe.each(profiles)("profile %s", (compat) => {
  const api = () => apis.get(compat)!;

  it("config maintenance_mode follows the operator's switch", async () => {
    expect((await api().call("/config")).body.maintenance_mode).toBe(false);
    writeSettings(api().backend.db, { maintenance_mode: 1 });
    try {
      expect((await api().call("/config")).body.maintenance_mode).toBe(true);
    } finally {
      writeSettings(api().backend.db, { maintenance_mode: null });
    }
    expect((await api().call("/config")).body.maintenance_mode).toBe(false);
  });
});
