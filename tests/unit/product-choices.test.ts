import { describe, expect, it } from "vitest";
import {
  evaluate,
  incrementBlock,
  matchVariation,
  optionAvailable,
  parseSelection,
  setAddOn,
  toggleFood,
  type ChoiceModel,
} from "~/features/product/choices";
import { selectionParams, variationKey, variationPayload } from "~/features/product/cart-payload";

/** The product view's rules (foundations §4–§5, browsing §4–§5), shared by server and browser. */

const base: ChoiceModel = {
  basePrice: 10,
  discount: null,
  stock: null,
  maxCart: null,
  choiceGroups: [],
  variations: [],
  foodGroups: [],
  addOns: [],
};
const ecommerce: ChoiceModel = {
  ...base,
  basePrice: 100,
  stock: 50,
  maxCart: 10,
  choiceGroups: [
    { title: "Storage", options: ["128GB", "256 GB"] },
    { title: "Color", options: ["Grey", "Silver"] },
  ],
  variations: [
    { type: "128GB-Grey", price: 120, stock: 0 },
    { type: "128GB-Silver", price: 120, stock: 3 },
    { type: "256GB-Grey", price: 150, stock: 14 },
    { type: "256GB-Silver", price: 150, stock: null },
  ],
};
const food: ChoiceModel = {
  ...base,
  basePrice: 20,
  maxCart: 5,
  foodGroups: [
    {
      name: "Side",
      multi: false,
      required: true,
      min: 0,
      max: 0,
      values: [
        { label: "Rice", price: 0 },
        { label: "Fries", price: 4 },
      ],
    },
    {
      name: "Dips",
      multi: true,
      required: false,
      min: 1,
      max: 2,
      values: [
        { label: "Hummus", price: 0 },
        { label: "Toum", price: 1 },
        { label: "Muhammara", price: 3 },
      ],
    },
  ],
  addOns: [
    { id: 6, name: "Cheese", price: 2.5 },
    { id: 7, name: "Bread", price: 1 },
  ],
};
const params = (query: string) => new URLSearchParams(query);

describe("ecommerce variations", () => {
  it("match the chosen options by type with dashes and spaces ignored", () => {
    expect(matchVariation(ecommerce, ["256 GB", "Grey"])).toMatchObject({ type: "256GB-Grey" });
    expect(matchVariation(ecommerce, ["128GB", "Silver"])).toMatchObject({ price: 120 });
    expect(matchVariation(ecommerce, ["512GB", "Grey"])).toBeNull();
    expect(matchVariation(base, [])).toBeUndefined();
  });

  it("open on the first options with units left, never on an out-of-stock one (issue 22 item 9)", () => {
    // 128GB-Grey has stock 0: the page opens on 128GB-Silver
    expect(parseSelection(ecommerce, params("")).choices).toEqual(["128GB", "Silver"]);
    // an asked option is kept; the others are the first that complete an available variation
    expect(parseSelection(ecommerce, params("choice_1=Grey")).choices).toEqual(["256 GB", "Grey"]);
    // unknown options count as not asked
    expect(parseSelection(ecommerce, params("choice_0=1TB&choice_1=Silver")).choices).toEqual([
      "128GB",
      "Silver",
    ]);
    // what the customer chose stays chosen, even out of stock
    expect(parseSelection(ecommerce, params("choice_0=128GB&choice_1=Grey")).choices).toEqual([
      "128GB",
      "Grey",
    ]);
    // nothing available: the first options, as before
    const soldOut = {
      ...ecommerce,
      variations: ecommerce.variations.map((v) => ({ ...v, stock: 0 })),
    };
    expect(parseSelection(soldOut, params("")).choices).toEqual(["128GB", "Grey"]);
  });

  it("marks the options that would name a variation without units (issue 22 item 9)", () => {
    expect(optionAvailable(ecommerce, ["128GB", "Silver"], 1, "Grey")).toBe(false);
    expect(optionAvailable(ecommerce, ["128GB", "Silver"], 1, "Silver")).toBe(true);
    expect(optionAvailable(ecommerce, ["256 GB", "Grey"], 0, "128GB")).toBe(false);
    expect(optionAvailable(ecommerce, ["256 GB", "Silver"], 0, "128GB")).toBe(true);
    expect(optionAvailable(base, [], 0, "x")).toBe(true);
  });

  it("a variation with stock 0: the spec's message, Out of Stock, no increment", () => {
    const result = evaluate(
      ecommerce,
      parseSelection(ecommerce, params("choice_0=128GB&choice_1=Grey")),
    );
    expect(result.messages).toContainEqual({ key: "variationOutOfStock" });
    expect(result.outOfStock).toBe(true);
    expect(result.canIncrement).toBe(false);
  });

  it("variation price × quantity; its stock stops the quantity with 'Out of Stock'", () => {
    const asked = parseSelection(ecommerce, params("choice_1=Silver&quantity=5"));
    const result = evaluate(ecommerce, asked);
    expect(result.selection.quantity).toBe(3);
    expect(result.total).toBe(360);
    expect(result.messages).toEqual([{ key: "outOfStock" }]);
    expect(incrementBlock(ecommerce, result.selection)).toEqual({ key: "outOfStock" });
  });

  it("maximum_cart_quantity stops it with 'Out of Limits' (stock not limiting)", () => {
    const asked = parseSelection(ecommerce, params("choice_0=256 GB&choice_1=Silver&quantity=12"));
    const result = evaluate(ecommerce, asked);
    expect(result.selection.quantity).toBe(10);
    expect(result.messages).toEqual([{ key: "outOfLimits" }]);
    expect(result.canIncrement).toBe(false);
  });

  it("a discount applies to the variation price", () => {
    const model = { ...ecommerce, discount: { kind: "percent" as const, value: 10 } };
    const result = evaluate(model, parseSelection(model, params("choice_0=256 GB&choice_1=Grey")));
    expect(result.total).toBeCloseTo(135);
  });
});

describe("food variations and add-ons", () => {
  it("a required group left empty and a multi group outside min…max give the spec's messages", () => {
    const result = evaluate(
      food,
      parseSelection(food, params("food_1=Hummus&food_1=Toum&food_1=Muhammara")),
    );
    expect(result.messages).toEqual([
      { key: "variationRequired", params: { name: "Side" }, group: 0 },
      { key: "variationMinMax", params: { name: "Dips", min: 1, max: 2 }, group: 1 },
    ]);
  });

  it("an optional multi group left empty is fine", () => {
    expect(evaluate(food, parseSelection(food, params("food_0=Rice"))).messages).toEqual([]);
  });

  it("total = (price + option prices) × quantity + add-ons × their quantities", () => {
    const asked = parseSelection(
      food,
      params("food_0=Fries&food_1=Toum&add_on_ids[]=6&add_on_qty_6=2&add_on_ids[]=7&quantity=3"),
    );
    const result = evaluate(food, asked);
    expect(result.messages).toEqual([]);
    expect(result.unit).toBe(25);
    expect(result.total).toBe(25 * 3 + 2.5 * 2 + 1);
  });

  it("single groups take one value and toggle off; multi groups add and remove", () => {
    let s = parseSelection(food, params("food_0=Rice&food_0=Fries"));
    expect(s.food[0]).toEqual(["Rice"]);
    s = toggleFood(food, s, 0, "Fries");
    expect(s.food[0]).toEqual(["Fries"]);
    s = toggleFood(food, s, 0, "Fries");
    expect(s.food[0]).toEqual([]);
    s = toggleFood(food, toggleFood(food, s, 1, "Hummus"), 1, "Toum");
    expect(s.food[1]).toEqual(["Hummus", "Toum"]);
    expect(toggleFood(food, s, 1, "Hummus").food[1]).toEqual(["Toum"]);
  });

  it("ticking an add-on sets 1, unticking removes it; quantities stay 1–100", () => {
    let s = setAddOn(parseSelection(food, params("")), 6, 1);
    expect(s.addOns).toEqual([{ id: 6, quantity: 1 }]);
    s = setAddOn(s, 6, 500);
    expect(s.addOns).toEqual([{ id: 6, quantity: 100 }]);
    expect(setAddOn(s, 6, 0).addOns).toEqual([]);
  });

  it("food is not limited by stock, only by maximum_cart_quantity", () => {
    const result = evaluate(food, parseSelection(food, params("food_0=Rice&quantity=9")));
    expect(result.selection.quantity).toBe(5);
    expect(result.messages).toEqual([{ key: "outOfLimits" }]);
  });
});

describe("quantity and garbage", () => {
  it.each([
    ["quantity=-1", 1],
    ["quantity=abc", 1],
    ["quantity=1.5", 1],
    ["quantity=4&step=1", 5],
    ["quantity=4&step=-1", 3],
    ["quantity=1&step=-1", 1],
    ["quantity=99999999999", 1],
  ])("?%s → quantity %i", (query, quantity) => {
    expect(parseSelection(base, params(query)).quantity).toBe(quantity);
  });

  it("an add-on's quantity: the last value sent wins (its − / + come after its input)", () => {
    const s = parseSelection(food, params("add_on_ids[]=6&add_on_qty_6=1&add_on_qty_6=2"));
    expect(s.addOns).toEqual([{ id: 6, quantity: 2 }]);
  });

  it("unknown add-ons, labels and duplicates are ignored", () => {
    const s = parseSelection(
      food,
      params("add_on_ids[]=99&add_on_ids[]=6&add_on_ids[]=6&add_on_qty_6=x&food_0=Pizza"),
    );
    expect(s.addOns).toEqual([{ id: 6, quantity: 1 }]);
    expect(s.food).toEqual([[], []]);
  });

  it("decrement is off at 1; an item without stock cannot be bought", () => {
    expect(evaluate(base, parseSelection(base, params(""))).canDecrement).toBe(false);
    const empty = { ...base, stock: 0 };
    const result = evaluate(empty, parseSelection(empty, params("")));
    expect(result.outOfStock).toBe(true);
    expect(result.messages).toEqual([{ key: "outOfStock" }]);
  });
});

describe("cart payloads", () => {
  it("variation payloads are the API's shapes and compare with cart lines", () => {
    const e = parseSelection(ecommerce, params("choice_0=256 GB&choice_1=Silver"));
    expect(variationPayload(ecommerce, e)).toEqual([{ type: "256GB-Silver" }]);
    expect(variationKey(variationPayload(ecommerce, e))).toBe(
      variationKey([{ type: "256GB - Silver", price: 150 }]),
    );
    const f = parseSelection(food, params("food_0=Rice&food_1=Toum&food_1=Hummus"));
    expect(variationPayload(food, f)).toEqual([
      { name: "Side", values: { label: ["Rice"] } },
      { name: "Dips", values: { label: ["Toum", "Hummus"] } },
    ]);
    expect(variationKey(variationPayload(food, f))).toBe(
      variationKey([
        { name: "Dips", values: { label: ["Hummus", "Toum"] } },
        { name: "Side", values: [{ label: "Rice" }] },
      ]),
    );
    expect(variationKey("garbage")).toBe("");
  });

  it("selectionParams round-trips through parseSelection", () => {
    const s = parseSelection(
      food,
      params("food_0=Fries&food_1=Toum&add_on_ids[]=7&add_on_qty_7=4&quantity=2"),
    );
    expect(parseSelection(food, selectionParams(food, s))).toEqual(s);
  });
});
