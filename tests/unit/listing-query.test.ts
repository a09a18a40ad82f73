import { describe, expect, it } from "vitest";
import { base64Utf8 } from "~/features/catalogue/urls";
import { canonicalListingHref, listingHref } from "~/features/listing/listing-hrefs";
import { priceRange, type ListingQuery } from "~/features/listing/listing-query";
import { decodeBase64Name, parseListingQuery } from "~/features/listing/listing-query.server";
import {
  normalizeSearchTerm,
  withoutRecentSearch,
  withRecentSearch,
} from "~/sessions/prefs.server";

/** The listing URL → ListingQuery (issue 10 item 2): every parameter untrusted. */
const parse = (search: string): ListingQuery => {
  const parsed = parseListingQuery(new URLSearchParams(search));
  if (!parsed.ok) throw new Error(`not a listing: ${parsed.reason}`);
  return parsed.query;
};

describe("parseListingQuery", () => {
  it("reads a full items listing", () => {
    expect(
      parse(
        "data_type=searched&search=%20green%20%20tea%20&view=list&page=3&filter=top_rated&filter=popular&rating=4&min_price=10&max_price=500&sort=high",
      ),
    ).toMatchObject({
      dataType: "searched",
      search: "green tea",
      tab: "items",
      view: "list",
      page: 3,
      filters: ["top_rated", "popular"],
      rating: 4,
      minPrice: 10,
      maxPrice: 500,
      sort: "high",
    });
  });

  it("keeps only the filters and sorts of the tab", () => {
    expect(parse("data_type=all&filter=free_delivery&filter=popular&sort=nearby")).toMatchObject({
      filters: ["popular"],
      sort: null,
    });
    expect(
      parse("data_type=all&tab=stores&filter=free_delivery&filter=currently_open&sort=nearby"),
    ).toMatchObject({ filters: ["free_delivery", "currently_open"], sort: "nearby" });
    // the stores tab has no price range
    expect(parse("data_type=all&tab=stores&min_price=5")).toMatchObject({ minPrice: null });
  });

  it("accepts filter words as a JSON list or a comma list, drops garbage", () => {
    expect(parse(`data_type=all&filter=${encodeURIComponent('["popular","x"]')}`).filters).toEqual([
      "popular",
    ]);
    expect(parse("data_type=all&filter=discounted,,top_rated").filters).toEqual([
      "discounted",
      "top_rated",
    ]);
    expect(parse(`data_type=all&filter=${encodeURIComponent("[1,{")}`).filters).toEqual([]);
  });

  it("pre-checks Discounted for data_type=discounted", () => {
    expect(parse("data_type=discounted").filters).toEqual(["discounted"]);
    expect(parse("data_type=discounted&tab=stores&filter=coupon").filters).toEqual([
      "discounted",
      "coupon",
    ]);
  });

  it("drops non-numeric brand ids and hides the stores tab for brands", () => {
    expect(parse("data_type=brand&brand_id=3,abc,-1,0,7&brand_id=3&tab=stores")).toMatchObject({
      brandIds: [3, 7],
      tab: "items",
    });
    expect(parse("data_type=all&brand_id=2&tab=stores").tab).toBe("items");
  });

  it.each(["page=-1", "page=abc", "page=0", "page=1.5", "page=99999999", "page="])(
    "%s reads as page 1",
    (param) => expect(parse(`data_type=all&${param}`).page).toBe(1),
  );

  it("cuts a 10 KB term to 100 characters", () => {
    expect(parse(`data_type=searched&search=${"é".repeat(10_240)}`).search).toHaveLength(100);
  });

  it.each([
    ["data_type=nope", "data_type"],
    ["search=x", "data_type"],
    ["data_type=category", "id"],
    ["data_type=category&id=0", "id"],
    ["data_type=condition&id=1e3", "id"],
  ])("%s is not a listing (%s)", (search, reason) => {
    expect(parseListingQuery(new URLSearchParams(search))).toEqual({ ok: false, reason });
  });

  it("decodes the category name (UTF-8 base64) and ignores a bad one", () => {
    const name = "خضار وفواكه";
    expect(parse(`data_type=category&id=3&name=${encodeURIComponent(base64Utf8(name))}`).name).toBe(
      name,
    );
    expect(decodeBase64Name("%%%")).toBeNull();
    expect(decodeBase64Name(btoa("\u00ff\u00fe"))).toBeNull(); // not UTF-8
    expect(decodeBase64Name("")).toBeNull();
  });
});

describe("priceRange (0–20000, thumbs at least 1 apart)", () => {
  it.each([
    [null, null, null, null],
    [0, 20000, null, null],
    [50, 10, 10, 50],
    [70, 70, 70, 71],
    [20000, 20000, 19999, null],
  ])("%s–%s → %s–%s", (min, max, low, high) => {
    expect(priceRange(min, max)).toEqual({ minPrice: low, maxPrice: high });
  });
});

describe("listing URLs", () => {
  it("builds the canonical in one order, without view and defaults, with its page", () => {
    const query = parse(
      "view=list&page=2&sort=low&filter=popular&data_type=searched&search=tea&min_price=0&max_price=20000",
    );
    expect(canonicalListingHref(query, 4)).toBe(
      "/home?data_type=searched&search=tea&module_id=4&filter=popular&sort=low&page=2",
    );
  });

  it("a tab switch clears the filters and goes back to page 1", () => {
    const query = parse("data_type=discounted&filter=popular&rating=3&page=4");
    expect(listingHref(query, 1, { tab: "stores", page: 1, clearFilters: true })).toBe(
      "/home?data_type=discounted&search=special-offer&module_id=1&tab=stores",
    );
  });
});

describe("recent searches", () => {
  it("saves a new term first, keeps 5, leaves a known term where it is", () => {
    expect(withRecentSearch(["a", "b", "c", "d", "e"], "  f  ")).toEqual(["f", "a", "b", "c", "d"]);
    expect(withRecentSearch(["a", "b"], "b")).toEqual(["a", "b"]);
    expect(withRecentSearch(["a"], "   ")).toEqual(["a"]);
    expect(withoutRecentSearch(["a", "b c"], " b  c ")).toEqual(["a"]);
    expect(normalizeSearchTerm("x".repeat(300))).toHaveLength(100);
    expect(normalizeSearchTerm(42)).toBe("");
  });
});
