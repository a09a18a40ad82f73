import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import {
  BURGER_STORE,
  ECOMMERCE,
  FOOD,
  GROCERY,
  addToCart,
  newGuest,
  pickItem,
  plainBurgerItem,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";

let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

describe("cart lines", () => {
  it("adds a plain item for a guest and answers the full cart with the formatted item", async () => {
    const guestId = await newGuest(api);
    const item = plainBurgerItem(api);
    const res = await addToCart(api, { guestId }, FOOD, {
      item_id: item.id,
      price: 1.25,
      quantity: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [line] = res.body;
    expect(line).toMatchObject({
      user_id: guestId,
      module_id: FOOD,
      item_id: item.id,
      is_guest: true,
      add_on_ids: [],
      add_on_qtys: [],
      item_type: "App\\Models\\Item",
      // quirk 11: the cart keeps the client's price; orders recompute it
      price: 1.25,
      quantity: 2,
      variation: [],
    });
    expect(line.item).toMatchObject({ id: item.id, store_id: BURGER_STORE, module_type: "food" });
    expect(line.item.image_full_url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/storage\/app\/public\/product\//,
    );
    expect(line.item).not.toHaveProperty("delivery_time");
    expect(line.item).not.toHaveProperty("free_delivery");
    expect(line.item).not.toHaveProperty("unit");
    expect(Array.isArray(line.item.addons)).toBe(true);
  });

  it("refuses the same item and variation twice (403 cart_item) but allows another variation", async () => {
    const guestId = await newGuest(api);
    const burger = pickItem(api, BURGER_STORE, "food_variations LIKE '%\"Patty\"%'");
    const single = [{ name: "Patty", values: { label: ["Single"] } }];
    expect(
      (
        await addToCart(api, { guestId }, FOOD, {
          item_id: burger.id,
          price: burger.price,
          variation: single,
        })
      ).status,
    ).toBe(200);
    const twice = await addToCart(api, { guestId }, FOOD, {
      item_id: burger.id,
      price: burger.price,
      variation: single,
    });
    expect(twice.status).toBe(403);
    expect(twice.body.errors[0].code).toBe("cart_item");
    const double = [
      { name: "Patty", values: { label: ["Double"] } },
      { name: "Add extras", values: { label: ["Fried egg", "Beef bacon"] } },
    ];
    const res = await addToCart(api, { guestId }, FOOD, {
      item_id: burger.id,
      price: burger.price + 22,
      variation: JSON.stringify(double),
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const patty = res.body[1].item.food_variations.find(
      (g: { name: string }) => g.name === "Patty",
    );
    expect(
      patty.values.map((v: { label: string; isSelected: boolean }) => [v.label, v.isSelected]),
    ).toEqual([
      ["Single", false],
      ["Double", true],
    ]);
  });

  it("checks food variations against the item", async () => {
    const guestId = await newGuest(api);
    const burger = pickItem(api, BURGER_STORE, "food_variations LIKE '%\"Patty\"%'");
    const missingRequired = await addToCart(api, { guestId }, FOOD, {
      item_id: burger.id,
      price: burger.price,
    });
    expect(missingRequired.status).toBe(403);
    expect(missingRequired.body.errors[0]).toEqual({
      code: "variation",
      message: "Please select an option of Patty.",
    });
    const unknownLabel = await addToCart(api, { guestId }, FOOD, {
      item_id: burger.id,
      price: burger.price,
      variation: [{ name: "Patty", values: { label: ["Triple"] } }],
    });
    expect(unknownLabel.status).toBe(403);
    const twoSingles = await addToCart(api, { guestId }, FOOD, {
      item_id: burger.id,
      price: burger.price,
      variation: [{ name: "Patty", values: { label: ["Single", "Double"] } }],
    });
    expect(twoSingles.status).toBe(403);
    const garbage = await addToCart(api, { guestId }, FOOD, {
      item_id: burger.id,
      price: burger.price,
      variation: "{oops",
    });
    expect(garbage.status).toBe(403);
    expect(garbage.body.errors[0].code).toBe("variation");
  });

  it("keeps add-ons with their quantities and refuses add-ons the item does not offer", async () => {
    const guestId = await newGuest(api);
    const item = pickItem(api, BURGER_STORE, "food_variations IS NULL AND add_ons != '[]'");
    const addOnId = JSON.parse(item.add_ons)[0] as number;
    const res = await addToCart(api, { guestId }, FOOD, {
      item_id: item.id,
      price: item.price,
      add_on_ids: [addOnId],
      add_on_qtys: [2],
    });
    expect(res.status).toBe(200);
    expect(res.body[0].add_on_ids).toEqual([addOnId]);
    expect(res.body[0].add_on_qtys).toEqual([2]);
    expect(res.body[0].item.add_ons).toContain(addOnId);
    expect(res.body[0].item.addons.find((a: { id: number }) => a.id === addOnId)).toMatchObject({
      isChecked: true,
      quantity: 2,
    });
    const foreign = await addToCart(api, { guestId }, FOOD, {
      item_id: item.id,
      price: item.price,
      add_on_ids: [1],
      add_on_qtys: [1],
      quantity: 3,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.errors[0].code).toBe("add_on_ids");
  });

  it("checks non-food variations, their stock and the maximum cart quantity", async () => {
    const guestId = await newGuest(api);
    const phone = pickItem(api, 32, "variations LIKE '%128GB-Grey%'");
    const none = await addToCart(api, { guestId }, ECOMMERCE, {
      item_id: phone.id,
      price: phone.price,
    });
    expect(none.status).toBe(403);
    expect(none.body.errors[0].code).toBe("variation");
    const soldOut = await addToCart(api, { guestId }, ECOMMERCE, {
      item_id: phone.id,
      price: phone.price,
      variation: [{ type: "128GB-Grey" }],
    });
    expect(soldOut.status).toBe(403);
    expect(soldOut.body.errors[0]).toEqual({ code: "stock", message: "Out of stock" });
    const tooMany = await addToCart(api, { guestId }, ECOMMERCE, {
      item_id: phone.id,
      price: phone.price,
      quantity: (phone.maximum_cart_quantity ?? 0) + 1,
      variation: [{ type: "256GB-Silver" }],
    });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.errors[0]).toEqual({
      code: "cart_item_limit",
      message: "Maximum cart quantity limit over",
    });
    const ok = await addToCart(api, { guestId }, ECOMMERCE, {
      item_id: phone.id,
      price: 1477,
      variation: [{ type: "256GB Silver" }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body[0].variation).toEqual([{ type: "256GB-Silver", price: 1477, stock: 33 }]);
  });

  it("refuses items without stock, unknown items and items of another module", async () => {
    const guestId = await newGuest(api);
    const empty = pickItem(api, 15, "stock = 0");
    const res = await addToCart(api, { guestId }, GROCERY, { item_id: empty.id, price: 5 });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe("stock");
    const unknown = await addToCart(api, { guestId }, GROCERY, { item_id: 999_999, price: 5 });
    expect(unknown.status).toBe(404);
    const food = plainBurgerItem(api);
    const wrongModule = await addToCart(api, { guestId }, GROCERY, { item_id: food.id, price: 5 });
    expect(wrongModule.status).toBe(403);
    expect(wrongModule.body.errors[0].code).toBe("item_id");
  });

  it("answers 403 with field codes for garbage input", async () => {
    const guestId = await newGuest(api);
    const res = await addToCart(api, { guestId }, FOOD, {
      item_id: "1e400",
      model: "Thing",
      price: "cheap",
      quantity: 0,
    });
    expect(res.status).toBe(403);
    expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual([
      "item_id",
      "model",
      "price",
      "quantity",
    ]);
    const listLike = await addToCart(api, { guestId }, FOOD, {
      item_id: plainBurgerItem(api).id,
      price: 1,
      add_on_ids: "not-a-list",
    });
    expect(listLike.status).toBe(403);
    expect(listLike.body.errors[0].code).toBe("add_on_ids");
  });
});
