import { describe, expect, it } from "vitest";
import { checkoutTarget } from "~/features/cart/cart-drawer";
import { freeDeliveryPercent } from "~/features/cart/cart-view";
import { lineLimit, lineTotal, quantityProblem, variationText } from "~/features/cart/cart-rules";

type Line = Parameters<typeof lineTotal>[0];
const line = (item: Record<string, unknown>, extra: Record<string, unknown> = {}): Line =>
  ({
    price: 10,
    quantity: 2,
    variation: [] as unknown[],
    ...extra,
    item: { addons: [], ...item },
  }) as Line;

describe("cart rules (foundations §4, §5, §9)", () => {
  it("limits non-food lines by stock (the variation's own when it has one) and every line by maximum_cart_quantity", () => {
    expect(lineLimit(line({ module_type: "grocery", stock: 3 }))).toEqual({ max: 3, by: "stock" });
    expect(lineLimit(line({ module_type: "food", stock: 0 }))).toBeNull();
    expect(lineLimit(line({ module_type: "food", maximum_cart_quantity: 4 }))).toEqual({
      max: 4,
      by: "limit",
    });
    expect(
      lineLimit(
        line(
          { module_type: "ecommerce", stock: 50, variations: [{ type: "S-Red", stock: 2 }] },
          { variation: [{ type: "S Red" }] },
        ),
      ),
    ).toEqual({ max: 2, by: "stock" });
    expect(quantityProblem(line({ module_type: "grocery", stock: 3 }), 4)).toBe("outOfStock");
    expect(
      quantityProblem(line({ module_type: "grocery", stock: 9, maximum_cart_quantity: 3 }), 4),
    ).toBe("outOfLimits");
    expect(quantityProblem(line({ module_type: "grocery", stock: 3 }), 3)).toBeNull();
  });

  it("prices a line as unit × quantity plus each add-on × its quantity", () => {
    expect(
      lineTotal(
        line({
          addons: [
            { id: 1, name: "Cheese", price: 1.5, quantity: 2 },
            { id: 2, name: "x", price: 9, quantity: 0 },
          ],
        }),
      ),
    ).toBe(23);
  });

  it("writes both variation shapes for people", () => {
    expect(variationText([{ type: "L-Red" }])).toBe("L-Red");
    expect(
      variationText([
        { name: "Side", values: { label: ["Rice"] } },
        { name: "Dips", values: { label: ["Hummus", "Toum"] } },
      ]),
    ).toBe("Side: Rice · Dips: Hummus, Toum");
    expect(variationText("garbage")).toBe("");
  });

  it("caps the free-delivery progress at 0–100 %", () => {
    expect(freeDeliveryPercent(75, 150)).toBe(50);
    expect(freeDeliveryPercent(400, 150)).toBe(100);
    expect(freeDeliveryPercent(-5, 150)).toBe(0);
  });

  it("sends the drawer's checkout button where foundations §4 says", () => {
    const location = { pathname: "/store/x", search: "?module_id=1" };
    const localize = (path: string) => `/ar${path}`;
    expect(checkoutTarget({ signedIn: true, guestCheckout: false, location, localize })).toBe(
      "/ar/checkout?page=cart",
    );
    expect(checkoutTarget({ signedIn: false, guestCheckout: true, location, localize })).toBe(
      "/store/x?module_id=1&dialog=checkout-as",
    );
    // Guest checkout off: sign in first, then checkout.
    expect(checkoutTarget({ signedIn: false, guestCheckout: false, location, localize })).toBe(
      "/store/x?module_id=1&dialog=sign-in&redirectTo=%2Far%2Fcheckout%3Fpage%3Dcart",
    );
  });
});
