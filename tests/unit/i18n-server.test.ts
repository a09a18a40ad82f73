import { describe, expect, it, vi } from "vitest";
import i18nServer, { i18nFor } from "~/i18n/i18next.server";
import { CARD_KEYS, distanceText } from "~/features/catalogue/card-rules";

describe("server translations (one instance per language, plain lookups remembered)", () => {
  it("answers plain lookups the same way every time, per language", async () => {
    const en = await i18nServer.getFixedT("en", "location");
    const ar = await i18nServer.getFixedT("ar", "location");
    expect(en("title")).toBe("Pick Location");
    expect(en("title")).toBe("Pick Location");
    expect(ar("title")).not.toBe("Pick Location");
    expect(ar("title")).toBe(ar("title"));
  });

  it("keeps namespaces apart", () => {
    const i18n = i18nFor("en");
    expect(i18n.getFixedT("en", "location")("title")).toBe("Pick Location");
    expect(i18n.getFixedT("en", "modules")("title")).toBe(
      "Select a type of module for your orders",
    );
  });

  it("still interpolates: calls with values are never answered from memory", () => {
    const t = i18nFor("en").getFixedT("en", "footer");
    expect(t("copyright", { name: "Souq" })).toBe("© Souq. All rights reserved.");
    expect(t("copyright", { name: "Other" })).toBe("© Other. All rights reserved.");
  });

  it("resolves the card rules' keys in both languages", () => {
    const en = i18nFor("en").getFixedT("en");
    const ar = i18nFor("ar").getFixedT("ar");
    expect(en(CARD_KEYS.closedNow)).toBe("CLOSED NOW");
    expect(ar(CARD_KEYS.closedNow)).not.toBe(CARD_KEYS.closedNow);
    const far = distanceText(1200, 2);
    expect(far && en(far.key, far.params)).toBe("1k+ km");
  });

  it("fills values into a template made once per key (issue 27: card labels in a loop)", () => {
    const i18n = i18nFor("en");
    const t = i18n.getFixedT("en", "cards");
    // i18next's inner lookup, which every uncached call runs (not in its public types).
    const { translator } = i18n as unknown as { translator: { translate: () => unknown } };
    const translate = vi.spyOn(translator, "translate");
    try {
      expect(t("addToCart", { name: "Fresh Milk" })).toBe("Add Fresh Milk to cart");
      expect(t("addToCart", { name: "Rice 5 kg" })).toBe("Add Rice 5 kg to cart");
      expect(t("addToCart", { name: "{{name}} $& \ue000" })).toBe("Add {{name}} $& \ue000 to cart");
      expect(translate.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      translate.mockRestore();
    }
  });

  it("fills numbers and picks plural forms by the real count, in both languages", () => {
    const en = i18nFor("en").getFixedT("en", "cards");
    expect(en("ratedCount", { rating: "4.50", count: 1 })).toBe(
      en("ratedCount", { rating: "4.50", count: 1 }),
    );
    expect(en("ratedCount", { rating: "4.50", count: 1 })).not.toBe(
      en("ratedCount", { rating: "4.50", count: 12 }),
    );
    const ar = i18nFor("ar").getFixedT("ar", "cards");
    const arabic = ar("addToCart", { name: "Fresh Milk" });
    expect(arabic).toContain("Fresh Milk");
    expect(arabic).not.toBe("Add Fresh Milk to cart");
    expect(ar("addToCart", { name: "Tea" })).toBe(arabic.replace("Fresh Milk", "Tea"));
  });

  it("remembers a plural template per count: star ratings on every card (issue 27)", () => {
    const i18n = i18nFor("en");
    const t = i18n.getFixedT("en", "cards");
    const { translator } = i18n as unknown as { translator: { translate: () => unknown } };
    t("ratedCount", { rating: "1.00", count: 7 });
    const translate = vi.spyOn(translator, "translate");
    try {
      expect(t("ratedCount", { rating: "4.50", count: 7 })).toBe(
        "Rated 4.50 out of 5 from 7 ratings",
      );
      expect(t("ratedCount", { rating: "3.00", count: 7 })).toBe(
        "Rated 3.00 out of 5 from 7 ratings",
      );
      expect(translate).not.toHaveBeenCalled();
      expect(t("ratedCount", { rating: "3.00", count: 1 })).toBe(
        "Rated 3.00 out of 5 from 1 rating",
      );
    } finally {
      translate.mockRestore();
    }
  });
});
