import { describe, expect, it } from "vitest";
import { itemDetailsSchema } from "~/api/schemas/item-details";
import type { CardContext } from "~/features/catalogue/card-models.server";
import { availabilityOf, clockText, toItemDetailView } from "~/features/product/item-view.server";

/** The item view builder (browsing §2 product detail view, foundations §3–§5). */

const ctx: CardContext = {
  money: { decimals: 2, symbol: "AED", direction: "left" },
  decimals: 2,
  moduleId: 4,
  moduleType: "ecommerce",
  timeZone: "Asia/Dubai",
};
const noon = new Date("2026-03-10T08:00:00Z"); // 12:00 in Dubai

const parse = (raw: Record<string, unknown>) =>
  itemDetailsSchema.parse({ id: 7, name: "Tablet", price: 100, ...raw });

describe("toItemDetailView", () => {
  it("ecommerce: price range from first and last variation, choices matched to variations, store link", () => {
    const view = toItemDetailView(
      parse({
        slug: "tablet-7",
        module_id: 4,
        module_type: "ecommerce",
        stock: "12",
        image_full_url: "https://img/a.png",
        images_full_url: ["https://img/a.png", "https://img/b.png", null],
        variations: [
          { type: "128GB-Grey", price: 120, stock: 0 },
          { type: "256GB-Grey", price: "150", stock: 4 },
          { price: 1 }, // no type: dropped, not an error
        ],
        choice_options: [
          { name: "choice_3", title: "Storage", options: ["128GB", "256GB"] },
          { name: "choice_2", title: "Color", options: ["Grey"] },
        ],
        store_details: { id: 3, name: "Gadget Hub", slug: "gadget-hub", zone_id: 1 },
        tags: [{ id: 1, tag: "New" }, "Sale", { name: "Gift" }],
        category_ids: [{ id: "12", name: "Tablets" }],
        maximum_cart_quantity: 5,
      }),
      ctx,
      { now: noon },
    );
    expect(view.path).toBe("/product/tablet-7?module_id=4");
    expect(view.images).toEqual(["https://img/a.png", "https://img/b.png"]);
    expect(view.price).toBe("AED120.00 - AED150.00");
    expect(view.inStock).toBe(true);
    expect(view.store).toMatchObject({
      name: "Gadget Hub",
      href: "/store/gadget-hub?module_id=4&module_type=ecommerce&store_zone_id=1",
      paths: ["/store/3", "/store/gadget-hub"],
    });
    expect(view.tags).toEqual(["New", "Sale", "Gift"]);
    expect(view.categories[0]).toMatchObject({ id: 12, name: "Tablets" });
    expect(view.choices).toMatchObject({ stock: 12, maxCart: 5, foodGroups: [] });
    expect(view.choices.variations).toHaveLength(2);
    expect(view.seo).toMatchObject({ lowPrice: 120, highPrice: 150, inStock: true });
  });

  it("food: groups, add-ons, no stock limit, the 130-character short description", () => {
    const description = `<p>${"Grilled ".repeat(30)}</p>`;
    const view = toItemDetailView(
      parse({
        module_type: "food",
        stock: 0,
        description,
        food_variations: [
          {
            name: "Side",
            type: "single",
            required: "on",
            values: [{ label: "Rice", optionPrice: "0" }],
          },
          { name: "Empty", type: "multi", values: [] },
        ],
        add_ons: [{ id: 6, name: "Cheese", price: "2.5" }, { name: "no id" }],
      }),
      { ...ctx, moduleType: "food", moduleId: 2 },
      { now: noon },
    );
    expect(view.choices.stock).toBeNull();
    expect(view.inStock).toBeNull();
    expect(view.choices.foodGroups).toEqual([
      {
        name: "Side",
        multi: false,
        required: true,
        min: 0,
        max: 0,
        values: [{ label: "Rice", price: 0 }],
      },
    ]);
    expect(view.choices.addOns).toEqual([{ id: 6, name: "Cheese", price: 2.5 }]);
    expect(view.description).not.toContain("<p>");
    expect(view.shortDescription!.length).toBeLessThanOrEqual(130);
    expect(view.shortDescription!.endsWith("…")).toBe(true);
  });

  it("pharmacy: the first generic name and the prescription notice; food_variations '' is none", () => {
    const view = toItemDetailView(
      parse({
        module_type: "pharmacy",
        generic_name: ["Paracetamol", "Acetaminophen"],
        is_prescription_required: 1,
        food_variations: "",
      }),
      { ...ctx, moduleType: "pharmacy", moduleId: 3 },
      { now: noon },
    );
    expect(view.genericName).toBe("Paracetamol");
    expect(view.prescription).toBe(true);
    expect(view.choices.foodGroups).toEqual([]);
  });

  it("a campaign item keeps product_type=campaign in its URL", () => {
    const view = toItemDetailView(parse({ available_date_starts: "2026-01-01" }), ctx, {
      now: noon,
      campaign: true,
    });
    expect(view.campaign).toBe(true);
    expect(view.path).toBe("/product/7?module_id=4&product_type=campaign");
  });
});

describe("availabilityOf (food time windows, marketplace time)", () => {
  const item = (starts: string, ends: string, schedule = false) => ({
    available_time_starts: starts,
    available_time_ends: ends,
    schedule_order: schedule,
  });
  const at = (options: Partial<Parameters<typeof availabilityOf>[1]> = {}) => ({
    food: true,
    campaign: false,
    now: noon,
    timeZone: "Asia/Dubai",
    ...options,
  });

  it.each([
    ["06:00:00", "12:00:00", "open"],
    ["12:00:01", "23:00:00", "closed"],
    ["22:00:00", "13:00:00", "open"],
    ["bad", "12:00", "open"],
  ])("%s–%s at 12:00 → %s", (starts, ends, state) => {
    expect(availabilityOf(item(starts, ends), at()).state).toBe(state);
  });

  it("outside the window: 'later' when the store schedules, with the hh:mm a window", () => {
    expect(availabilityOf(item("18:00:00", "23:30:00", true), at())).toEqual({
      state: "later",
      window: "06:00 PM - 11:30 PM",
    });
  });

  it("other modules and campaign items have no hours here", () => {
    expect(availabilityOf(item("18:00", "19:00"), at({ food: false })).state).toBe("open");
    expect(availabilityOf(item("18:00", "19:00"), at({ campaign: true })).state).toBe("open");
  });

  it("clockText is hh:mm a", () => {
    expect([0, 3600 * 12, 3600 * 13 + 60 * 5].map(clockText)).toEqual([
      "12:00 AM",
      "12:00 PM",
      "01:05 PM",
    ]);
  });
});
