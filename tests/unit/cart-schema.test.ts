import { describe, expect, it } from "vitest";
import { cartSchema } from "~/api/schemas/cart";

describe("cart entries (contract §5.8)", () => {
  it("keeps a line whose item carries the catalogue's string ids and nulls", () => {
    const [line] = cartSchema.parse([
      {
        id: 5,
        price: "25",
        quantity: 2,
        variation: [],
        add_on_ids: [1],
        add_on_qtys: [2],
        item_type: "App\\Models\\Item",
        item: {
          id: 701,
          name: "Arayes with Cheese",
          slug: null,
          price: 25,
          stock: "0",
          maximum_cart_quantity: 5,
          category_ids: [{ id: "12", position: 1, name: "Grill" }],
          addons: [{ id: 1, name: "Toum", price: "3", quantity: 2, isChecked: true }],
        },
      },
    ]);
    expect(line).toMatchObject({ id: 5, price: 25, quantity: 2 });
    expect(line.item.maximum_cart_quantity).toBe(5);
    expect(line.item.addons?.[0]).toMatchObject({ price: 3, quantity: 2 });
  });
});
