import { describe, expect, it } from "vitest";
import { savedAddressSchema } from "~/api/schemas/address";
import { landingSchema, markedParts, pageHtmlSchema } from "~/api/schemas/content";
import { customerSchema } from "~/api/schemas/customer";
import { zoneIdSchema } from "~/api/schemas/geo";
import { storeSchema } from "~/api/schemas/home";
import { orderLineSchema } from "~/api/schemas/orders";

/**
 * The shapes a stock 6amMart 3.2 backend answers that the reference backend does not (issue 21):
 * each read through the client's schemas, so every reader gets a clean value.
 */

describe("an order line's variant", () => {
  const line = (variant: unknown) => orderLineSchema.parse({ id: 1, variant, variation: [] });

  it.each([["null"], ["NULL"], [""], ["  "], ["[]"], ["{}"], [null], [undefined], [42]])(
    "%j is no variant",
    (variant) => {
      expect(line(variant).variant).toBeNull();
    },
  );

  it("keeps a real variant, trimmed", () => {
    expect(line(" Red-XL ").variant).toBe("Red-XL");
  });

  it("reads stock's `variation: []` as no options", () => {
    expect(line("null").variation).toEqual([]);
  });
});

describe("zone ids as stock sends them", () => {
  const address = {
    id: 5,
    address_type: "home",
    contact_person_name: "Sara",
    contact_person_number: "+971500000002",
    address: "Marina Walk",
    latitude: "25.07",
    longitude: "55.13",
  };

  it.each([
    ['"[1]"', "[1]", 1, [1]],
    ['"[3,1]"', "[3,1]", 3, [3, 1]],
    ['"2"', "2", 2, [2]],
    ["a number", 4, 4, [4]],
    ["an array", [6, 7], 6, [6, 7]],
    ['"[]"', "[]", null, []],
    ["garbage", "zone one", null, []],
  ])("%s → zone_id %j, zone_ids %j", (_label, raw, one, list) => {
    const parsed = savedAddressSchema.parse({ ...address, zone_id: raw, zone_ids: raw });
    expect(parsed.zone_id).toEqual(one);
    expect(parsed.zone_ids).toEqual(list);
    expect(storeSchema.parse({ id: 1, name: "S", zone_id: raw }).zone_id).toEqual(one);
  });

  it('customer/info\'s `zone_id: "[1]"` is read as the ids', () => {
    const customer = customerSchema.parse({ id: 1, f_name: "A", l_name: "B", zone_id: "[1]" });
    expect(customer.zone_id).toEqual([1]);
  });

  it.each([
    ["[1]", "[1]"],
    ["[3, 1]", "[3,1]"],
    [[2, 1], "[2,1]"],
    [1, "[1]"],
    ["1", "[1]"],
  ])("get-zone-id's zone_id %j becomes the header string %s", (raw, header) => {
    expect(zoneIdSchema.parse({ zone_id: raw }).zone_id).toBe(header);
  });

  it("get-zone-id without a readable zone id fails (not a zone of 'null')", () => {
    expect(zoneIdSchema.safeParse({ zone_id: "[]" }).success).toBe(false);
    expect(zoneIdSchema.safeParse({ zone_id: null }).success).toBe(false);
  });
});

describe("a policy or about page", () => {
  it.each([
    ["{}", {}],
    ["[]", []],
    ['""', ""],
    ["null", null],
  ])("%s (unset on stock) is an empty page", (_label, body) => {
    expect(pageHtmlSchema.parse(body)).toBe("");
  });

  it.each([
    ["a number", 7],
    ["an object with keys", { content: "<p>x</p>" }],
    ["a list with entries", ["<p>x</p>"]],
  ])("%s is still a fault", (_label, body) => {
    expect(pageHtmlSchema.safeParse(body).success).toBe(false);
  });
});

describe("landing texts with stock's $…$ highlights", () => {
  it.each([
    ["$Your e-Commerce!$", [{ text: "Your e-Commerce!", highlight: true }]],
    [
      "Shop with $6amMart$ and $save$",
      [
        { text: "Shop with ", highlight: false },
        { text: "6amMart", highlight: true },
        { text: " and ", highlight: false },
        { text: "save", highlight: true },
      ],
    ],
    ["From $5 a trip", [{ text: "From $5 a trip", highlight: false }]],
    ["Empty $$ pair", [{ text: "Empty $$ pair", highlight: false }]],
    ["", []],
  ])("%j", (value, parts) => {
    expect(markedParts(value)).toEqual(parts);
  });

  it("the footer's texts (no highlights there) come without the signs", () => {
    const landing = landingSchema.parse({
      fixed_newsletter_title: "Join $6amMart$",
      fixed_footer_description: "$6amMart$ delivers",
      header_title: "  $Your e-Commerce!$ ",
    });
    expect(landing.fixed_newsletter_title).toBe("Join 6amMart");
    expect(landing.fixed_footer_description).toBe("6amMart delivers");
    expect(landing.header_title).toEqual([{ text: "Your e-Commerce!", highlight: true }]);
  });
});
