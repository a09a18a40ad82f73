import { describe, expect, it } from "vitest";
import { commerceSuite, bearer } from "./commerce-helpers";

/**
 * The demo's own words in the language asked (issue 23): nutrition, allergens, store delivery
 * times and the wallet bonus come in Arabic with X-localization: ar, as stored in English
 * otherwise.
 */
const suite = commerceSuite();
const ARABIC = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;

describe("the demo's own words in Arabic", () => {
  it("answers nutrition, allergens and delivery times in the language asked", async () => {
    const { api } = suite;
    const item = api.backend.db
      .prepare(
        "SELECT id, module_id FROM items WHERE nutritions_name IS NOT NULL AND allergies_name IS NOT NULL AND nutritions_name != '[]' AND allergies_name != '[]' ORDER BY id LIMIT 1",
      )
      .get() as { id: number; module_id: number };
    expect(item).toBeDefined();
    const ask = (lang: string) =>
      api.call(`/items/details/${item.id}`, {
        headers: { moduleId: String(item.module_id), zoneId: "[1]", "X-localization": lang },
      });
    const [en, ar] = [(await ask("en")).body, (await ask("ar")).body];
    expect(en.nutritions_name.length).toBeGreaterThan(0);
    for (const word of en.nutritions_name) expect(word).toMatch(LATIN);
    for (const word of [...ar.nutritions_name, ...ar.allergies_name]) {
      expect(word).toMatch(ARABIC);
      expect(word).not.toMatch(LATIN);
    }
    expect(ar.store_details?.delivery_time ?? "").not.toMatch(/min|day/);

    const stores = async (lang: string) =>
      (
        await api.call("/stores/get-stores/all", {
          headers: { moduleId: "2", zoneId: "[1]", "X-localization": lang },
          query: { offset: 1, limit: 20 },
        })
      ).body.stores as Array<{ delivery_time: string }>;
    for (const store of await stores("en")) expect(store.delivery_time).toMatch(/^\d+-\d+ min$/);
    for (const store of await stores("ar")) expect(store.delivery_time).toMatch(/^\d+-\d+ دقيقة$/);
  });

  it("answers the wallet bonus in the language asked", async () => {
    const { api, token } = suite;
    const ask = (lang: string) =>
      api.call("/customer/wallet/bonuses", { headers: bearer(token, { "X-localization": lang }) });
    const [en] = (await ask("en")).body;
    const [ar] = (await ask("ar")).body;
    expect(en.title).toBe("Top-up bonus");
    expect(ar.title).toMatch(ARABIC);
    expect(ar.description).toMatch(ARABIC);
    expect(ar.description).not.toMatch(LATIN);
    expect(ar.bonus_amount).toBe(en.bonus_amount);
  });
});
