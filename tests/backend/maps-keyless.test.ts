import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSettings } from "../../backend/services/settings";
import { startApi, type ApiHarness } from "./harness";

/**
 * Row 10 of the stock behaviours, in both profiles: a 6amMart whose map_api_key_server is the
 * empty string cannot ask Google, and passes the failure on. Without the setting (the seed) the
 * place endpoints answer as a backend with a key does.
 */

const ROUTE = {
  origin_lat: 25.1972,
  origin_lng: 55.2744,
  destination_lat: 25.08,
  destination_lng: 55.14,
};

for (const compat of ["default", "6ammart-3.2"] as const) {
  describe(`config/* place endpoints without a maps key (${compat})`, () => {
    let api: ApiHarness;
    beforeAll(async () => {
      api = await startApi({ compat });
    });
    afterAll(() => api.close());
    const keyless = (on: boolean) =>
      writeSettings(api.backend.db, { map_api_key_server: on ? "" : null });

    it("answers from the gazetteer while the key setting is absent or set", async () => {
      keyless(false);
      const found = await api.call("/config/place-api-autocomplete", {
        query: { search_text: "Burj" },
      });
      expect(found.status).toBe(200);
      expect(found.body.suggestions.length).toBeGreaterThan(0);
      writeSettings(api.backend.db, { map_api_key_server: "server-key" });
      const placeId = found.body.suggestions[0].placePrediction.placeId as string;
      expect(
        (await api.call("/config/place-api-details", { query: { placeid: placeId } })).status,
      ).toBe(200);
      expect(
        (await api.call("/config/geocode-api", { query: { lat: 25.1972, lng: 55.2744 } })).body
          .status,
      ).toBe("OK");
      expect(
        (await api.call("/config/distance-api", { query: ROUTE })).body.distanceMeters,
      ).toBeGreaterThan(0);
    });

    it('with map_api_key_server "": autocomplete 200 with no body, the others Laravel\'s 500', async () => {
      keyless(true);
      try {
        const url = new URL("/api/v1/config/place-api-autocomplete?search_text=Burj", api.baseUrl);
        const autocomplete = await fetch(url, { headers: { Accept: "application/json" } });
        expect(autocomplete.status).toBe(200);
        expect(await autocomplete.text()).toBe("");

        const failures = [
          await api.call("/config/geocode-api", { query: { lat: 25.1972, lng: 55.2744 } }),
          await api.call("/config/place-api-details", { query: { placeid: "any-place" } }),
          await api.call("/config/distance-api", { query: ROUTE }),
        ];
        for (const failure of failures) {
          expect(failure.status).toBe(500);
          expect(failure.body).toEqual({ message: "Server Error" });
        }
        // English in any language, as Laravel writes it
        const arabic = await api.call("/config/geocode-api", {
          headers: { "X-localization": "ar" },
          query: { lat: 25.1972, lng: 55.2744 },
        });
        expect(arabic.body).toEqual({ message: "Server Error" });
        // the parameters are still checked first (403, as the validator answers before Google)
        const noText = await api.call("/config/place-api-autocomplete");
        expect(noText.status).toBe(403);
        expect(noText.body.errors[0].code).toBe("search_text");
      } finally {
        keyless(false);
      }
      expect(
        (await api.call("/config/geocode-api", { query: { lat: 25.1972, lng: 55.2744 } })).status,
      ).toBe(200);
    });
  });
}
