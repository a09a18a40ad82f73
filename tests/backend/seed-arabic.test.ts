import { describe, expect, it } from "vitest";
import { commerceSuite, bearer, deliveryOrder } from "./commerce-helpers";

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

describe("the demo's options and tags in Arabic (issue 23 item 3)", () => {
  it("answers option groups, options, tags and choice titles in the language asked", async () => {
    const { api } = suite;
    const item = api.backend.db
      .prepare(
        "SELECT id, module_id FROM items WHERE food_variations LIKE '%\"Side\"%' AND tags IS NOT NULL AND tags != '[]' ORDER BY id LIMIT 1",
      )
      .get() as { id: number; module_id: number };
    const ask = async (lang: string) =>
      (
        await api.call(`/items/details/${item.id}`, {
          headers: { moduleId: String(item.module_id), zoneId: "[1]", "X-localization": lang },
        })
      ).body;
    const [en, ar] = [await ask("en"), await ask("ar")];
    const words = (body: any) => [
      ...body.food_variations.flatMap((g: any) => [g.name, ...g.values.map((v: any) => v.label)]),
      ...body.tags.map((t: any) => t.tag),
    ];
    for (const word of words(en)) expect(word).toMatch(LATIN);
    for (const word of words(ar)) {
      expect(word).toMatch(ARABIC);
      expect(word).not.toMatch(LATIN);
    }
    // Prices, limits and the shape are untouched.
    expect(ar.food_variations.map((g: any) => [g.type, g.min, g.max, g.required])).toEqual(
      en.food_variations.map((g: any) => [g.type, g.min, g.max, g.required]),
    );

    const phone = api.backend.db
      .prepare("SELECT id, module_id FROM items WHERE choice_options LIKE '%\"Color\"%' LIMIT 1")
      .get() as { id: number; module_id: number };
    const choices = (
      await api.call(`/items/details/${phone.id}`, {
        headers: { moduleId: String(phone.module_id), zoneId: "[1]", "X-localization": "ar" },
      })
    ).body;
    expect(choices.choice_options.map((c: any) => c.title)).toContain("اللون");
  });

  it("takes an option back in Arabic, keeps the stored one, and shows each language its own", async () => {
    const { api, token } = suite;
    const row = api.backend.db
      .prepare(
        "SELECT id, module_id, store_id, price, food_variations FROM items WHERE food_variations LIKE '%\"Side\"%' ORDER BY id LIMIT 1",
      )
      .get() as {
      id: number;
      module_id: number;
      store_id: number;
      price: number;
      food_variations: string;
    };
    const headers = (lang: string) =>
      bearer(token, { moduleId: String(row.module_id), zoneId: "[1]", "X-localization": lang });
    await api.call("/customer/cart/remove", { method: "DELETE", headers: headers("en") });
    const details = (await api.call(`/items/details/${row.id}`, { headers: headers("ar") })).body;
    // What a customer picks on the Arabic page: the first option of every group, in Arabic.
    const variation = details.food_variations.map((g: any) => ({
      name: g.name,
      values: {
        label: g.values.slice(0, Math.max(1, Number(g.min) || 1)).map((v: any) => v.label),
      },
    }));
    for (const word of variation.flatMap((v: any) => [v.name, ...v.values.label]))
      expect(word).toMatch(ARABIC);
    const added = await api.call("/customer/cart/add", {
      method: "POST",
      headers: headers("ar"),
      body: { model: "Item", item_id: row.id, price: row.price, quantity: 1, variation },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const stored = JSON.parse(
      (
        api.backend.db.prepare("SELECT variation FROM carts WHERE item_id = ?").get(row.id) as {
          variation: string;
        }
      ).variation,
    );
    const groups = JSON.parse(row.food_variations);
    expect(stored).toEqual(
      groups.map((g: any) => ({
        name: g.name,
        values: {
          label: g.values.slice(0, Math.max(1, Number(g.min) || 1)).map((v: any) => v.label),
        },
      })),
    );
    // The same choice sent in English is the same line: the backend says it is already there.
    const again = await api.call("/customer/cart/add", {
      method: "POST",
      headers: headers("en"),
      body: { model: "Item", item_id: row.id, price: row.price, quantity: 1, variation: stored },
    });
    expect(again.status).toBe(403);
    expect(again.body.errors[0].code).toBe("cart_item");
    const list = async (lang: string) =>
      (await api.call("/customer/cart/list", { headers: headers(lang) })).body as any[];
    const [enCart, arCart] = [await list("en"), await list("ar")];
    expect(enCart).toHaveLength(1);
    expect(enCart[0].variation).toEqual(stored);
    expect(arCart[0].variation).toEqual(variation);
    // The Arabic cart marks the chosen options of its Arabic groups.
    const chosen = arCart[0].item.food_variations.flatMap((g: any) =>
      g.values.filter((v: any) => v.isSelected).map((v: any) => v.label),
    );
    expect(chosen).toEqual(variation.flatMap((v: any) => v.values.label));

    // Ordered, the line keeps the stored options and shows each language its own.
    const placed = await api.call("/customer/order/place", {
      method: "POST",
      headers: headers("ar"),
      body: deliveryOrder(row.store_id),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const lines = async (lang: string) =>
      (
        await api.call("/customer/order/details", {
          headers: headers(lang),
          query: { order_id: placed.body.order_id },
        })
      ).body as any[];
    const [enLine] = await lines("en");
    const [arLine] = await lines("ar");
    expect(enLine.variation).toEqual(stored);
    expect(arLine.variation).toEqual(variation);
    expect(enLine.variant).toContain(`${stored[0].name}: ${stored[0].values.label[0]}`);
    expect(arLine.variant).toContain(`${variation[0].name}: ${variation[0].values.label[0]}`);
  });
});

describe("other items' choices in Arabic (issue 23 item 3: colours, sizes, packs)", () => {
  it("answers choices and variation types in Arabic, takes an Arabic type back as the stored one", async () => {
    const { api, token } = suite;
    const row = api.backend.db
      .prepare(
        "SELECT id, module_id, store_id, variations FROM items WHERE choice_options LIKE '%\"Storage\"%' AND choice_options LIKE '%\"Color\"%' ORDER BY id LIMIT 1",
      )
      .get() as { id: number; module_id: number; store_id: number; variations: string };
    const headers = (lang: string) =>
      bearer(token, { moduleId: String(row.module_id), zoneId: "[1]", "X-localization": lang });
    const details = async (lang: string) =>
      (await api.call(`/items/details/${row.id}`, { headers: headers(lang) })).body;
    const [en, ar] = [await details("en"), await details("ar")];
    const options = (body: any) => body.choice_options.flatMap((c: any) => c.options as string[]);
    for (const option of options(en)) expect(option).toMatch(LATIN);
    for (const option of options(ar)) {
      expect(option).toMatch(ARABIC);
      expect(option).not.toMatch(LATIN);
    }
    // Each Arabic type is the Arabic options, joined as the page joins them (spaces dropped).
    const stored = JSON.parse(row.variations) as Array<{
      type: string;
      price: number;
      stock: number;
    }>;
    expect(ar.variations.map((v: any) => v.price)).toEqual(stored.map((v) => v.price));
    const [storages, colors] = ar.choice_options.map((c: any) =>
      (c.options as string[]).map((o) => o.replace(/\s+/g, "")),
    );
    for (const variation of ar.variations) {
      const [storage, color] = (variation.type as string).replace(/\s+/g, "").split("-");
      expect(storages).toContain(storage);
      expect(colors).toContain(color);
    }
    const at = stored.findIndex((v) => v.stock > 0);
    const english = stored[at];
    const shown = ar.variations[at] as { type: string; price: number };
    expect(shown.type).not.toMatch(LATIN);

    await api.call("/customer/cart/remove", { method: "DELETE", headers: headers("en") });
    const added = await api.call("/customer/cart/add", {
      method: "POST",
      headers: headers("ar"),
      body: {
        model: "Item",
        item_id: row.id,
        price: shown.price,
        quantity: 1,
        variation: [{ type: shown.type, price: shown.price }],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const storedLine = JSON.parse(
      (
        api.backend.db.prepare("SELECT variation FROM carts WHERE item_id = ?").get(row.id) as {
          variation: string;
        }
      ).variation,
    );
    expect(storedLine[0].type).toBe(english.type);
    // The same choice sent in English is the same line.
    const again = await api.call("/customer/cart/add", {
      method: "POST",
      headers: headers("en"),
      body: {
        model: "Item",
        item_id: row.id,
        price: english.price,
        quantity: 1,
        variation: [{ type: english.type, price: english.price }],
      },
    });
    expect(again.status).toBe(403);
    expect(again.body.errors[0].code).toBe("cart_item");
    const cart = async (lang: string) =>
      (await api.call("/customer/cart/list", { headers: headers(lang) })).body as any[];
    expect((await cart("en"))[0].variation[0].type).toBe(english.type);
    expect((await cart("ar"))[0].variation[0].type).toBe(shown.type);

    const placed = await api.call("/customer/order/place", {
      method: "POST",
      headers: headers("ar"),
      body: deliveryOrder(row.store_id),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const line = async (lang: string) =>
      (
        (
          await api.call("/customer/order/details", {
            headers: headers(lang),
            query: { order_id: placed.body.order_id },
          })
        ).body as any[]
      )[0];
    expect((await line("en")).variant).toBe(english.type);
    expect((await line("ar")).variant).toBe(shown.type);
  });
});

describe("one name per control on an Arabic item page", () => {
  it("never gives a food option the Arabic name of a different add-on of the same item", async () => {
    const { api } = suite;
    const items = api.backend.db
      .prepare(
        "SELECT id, module_id FROM items WHERE food_variations IS NOT NULL AND food_variations != '[]' AND add_ons != '[]'",
      )
      .all() as { id: number; module_id: number }[];
    expect(items.length).toBeGreaterThan(0);
    const ask = async (item: { id: number; module_id: number }, lang: string) =>
      (
        await api.call(`/items/details/${item.id}`, {
          headers: { moduleId: String(item.module_id), zoneId: "[1]", "X-localization": lang },
        })
      ).body;
    const clashes: string[] = [];
    for (const item of items) {
      const [en, ar] = [await ask(item, "en"), await ask(item, "ar")];
      // The same words in English too ("Jalapeños" as an option and an add-on) are the seed's
      // own choice; a clash made by the translation is ours.
      const addOns = new Map<string, string>(
        ar.add_ons.map((a: any, i: number) => [a.name, en.add_ons[i].name.toLowerCase()]),
      );
      ar.food_variations.forEach((group: any, g: number) =>
        group.values.forEach((value: any, v: number) => {
          const english = en.food_variations[g].values[v].label.toLowerCase();
          const addOn = addOns.get(value.label);
          if (addOn !== undefined && addOn !== english) clashes.push(`${item.id}: ${value.label}`);
        }),
      );
    }
    expect(clashes).toEqual([]);
  });
});
