import { describe, expect, it } from "vitest";
import {
  breadcrumbLd,
  itemListLd,
  jsonLdMeta,
  productLd,
  storeLd,
  storeTypeFor,
} from "~/lib/structured-data";

describe("structured data", () => {
  it("a product with one price has an Offer; a range has an AggregateOffer", () => {
    const base = {
      name: "Fresh Milk",
      url: "https://shop.test/product/fresh-milk?module_id=1",
      images: ["https://shop.test/milk.png"],
      price: 4.5,
      currency: "AED",
      inStock: true,
      storeName: "Corner Mini Mart",
      rating: { value: 4.25, count: 3 },
    };
    const single = productLd(base);
    expect(single.offers).toMatchObject({
      "@type": "Offer",
      price: 4.5,
      priceCurrency: "AED",
      availability: "https://schema.org/InStock",
      seller: { "@type": "Organization", name: "Corner Mini Mart" },
    });
    expect(single.aggregateRating).toMatchObject({ ratingValue: 4.3, ratingCount: 3 });
    const range = productLd({ ...base, highPrice: 9, inStock: false });
    expect(range.offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: 4.5,
      highPrice: 9,
      availability: "https://schema.org/OutOfStock",
    });
  });

  it("states no rating nobody gave and no empty fields", () => {
    const product = productLd({
      name: "Bread",
      url: "https://shop.test/product/1",
      images: [],
      price: 2,
      currency: "AED",
      inStock: true,
      description: "",
      rating: { value: 0, count: 0 },
    });
    expect(product).not.toHaveProperty("aggregateRating");
    expect(product).not.toHaveProperty("image");
    expect(product).not.toHaveProperty("description");
  });

  it("stores are typed by module, with address and geo", () => {
    expect(storeTypeFor("food")).toBe("Restaurant");
    expect(storeTypeFor("grocery")).toBe("GroceryStore");
    expect(storeTypeFor("pharmacy")).toBe("Pharmacy");
    expect(storeTypeFor("ecommerce")).toBe("Store");
    const store = storeLd({
      name: "Spice Route",
      url: "https://shop.test/store/spice-route",
      moduleType: "food",
      address: "Downtown Dubai",
      latitude: 25.19,
      longitude: 55.27,
      rating: { value: 4.5, count: 12 },
    });
    expect(store).toMatchObject({
      "@type": "Restaurant",
      address: { "@type": "PostalAddress", streetAddress: "Downtown Dubai" },
      geo: { "@type": "GeoCoordinates", latitude: 25.19, longitude: 55.27 },
      aggregateRating: { ratingValue: 4.5, ratingCount: 12 },
    });
    expect(storeLd({ name: "X", url: "u", moduleType: "food" })).not.toHaveProperty("geo");
  });

  it("breadcrumbs and item lists are numbered; a later page continues the numbering", () => {
    expect(
      breadcrumbLd([
        { name: "Home", url: "https://shop.test/home" },
        { name: "Milk", url: "https://shop.test/product/1" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.test/home" },
      { "@type": "ListItem", position: 2, name: "Milk", item: "https://shop.test/product/1" },
    ]);
    const list = itemListLd([{ name: "A", url: "https://shop.test/a" }], { startPosition: 13 });
    expect(list).toMatchObject({ numberOfItems: 1, itemListElement: [{ position: 13 }] });
  });

  it("one document gets the context; several become a graph", () => {
    expect(jsonLdMeta({ "@type": "Thing" })).toEqual({
      "script:ld+json": { "@context": "https://schema.org", "@type": "Thing" },
    });
    const graph = jsonLdMeta([{ "@type": "A" }, { "@type": "B" }])["script:ld+json"];
    expect(graph).toEqual({
      "@context": "https://schema.org",
      "@graph": [{ "@type": "A" }, { "@type": "B" }],
    });
  });
});
