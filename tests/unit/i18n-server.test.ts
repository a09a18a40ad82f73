import { describe, expect, it } from "vitest";
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
});
