import i18next from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nOptions } from "~/i18n/i18n";
import ar from "~/i18n/resources/ar";
import en from "~/i18n/resources/en";
import { useLocalize, usePageT } from "~/i18n/use-page-t";

/**
 * The cards' texts without an i18next subscription each (issue 27): usePageT keeps what it
 * looked up, so it must answer exactly what i18next answers — per value, per plural form, per
 * language — however often the same sentence is asked.
 */
async function browserI18n(lang: "en" | "ar") {
  // A browser's instance: none of the server's memo (i18next.server.ts) in front of it.
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ ...i18nOptions, lng: lang, resources: { en, ar } });
  return i18n;
}

type Ask = (t: ReturnType<typeof usePageT<"cards">>) => string;

function Probe({ asks }: { asks: Ask[] }) {
  const t = usePageT("cards");
  const localize = useLocalize();
  return <pre>{JSON.stringify([...asks.map((ask) => ask(t)), localize("/home")])}</pre>;
}

const ASKS: Ask[] = [
  (t) => t("oldPrice"),
  (t) => t("oldPrice"),
  (t) => t("addToCart", { name: "Fresh Apple" }),
  (t) => t("addToCart", { name: "Feta $& 'cheese' \u0000" }),
  (t) => t("perUnit", { unit: "kg" }),
  (t) => t("ratingCount", { count: 1 }),
  (t) => t("ratingCount", { count: 12 }),
  (t) => t("ratedCount", { rating: "4.50", count: 1 }),
  (t) => t("ratedCount", { rating: "3.00", count: 7 }),
  (t) => t("discountOff", { discount: "10%" }),
  (t) => t("common:toasts.loginRequired"),
  (t) => t("noSuchKey.anywhere"),
  // A fallback text: the translation when there is one, else the text (filled in), every time.
  (t) => t("oldPrice", { defaultValue: "Was" }),
  (t) => t("noSuchKey.title", { defaultValue: "Items" }),
  (t) => t("noSuchKey.title", { defaultValue: "Other items" }),
  (t) => t("noSuchKey.title", { defaultValue: "Items" }),
  (t) => t("noSuchKey.add", { name: "Tea", defaultValue: "Add {{name}} now" }),
  (t) => t("noSuchKey.add", { name: "Milk", defaultValue: "Add {{name}} now" }),
  (t) => t("addToCart", { name: "Milk", defaultValue: "Add {{name}} now" }),
];

async function render(lang: "en" | "ar") {
  const i18n = await browserI18n(lang);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <Probe asks={ASKS} />
    </I18nextProvider>,
  );
  const json = html.replace(/^<pre>|<\/pre>$/g, "").replace(/&quot;/g, '"');
  const fresh = i18n.getFixedT(null, "cards");
  return { got: JSON.parse(json.replace(/&#x27;/g, "'").replace(/&amp;/g, "&")), fresh };
}

describe("usePageT", () => {
  it.each(["en", "ar"] as const)("answers what i18next answers, every time (%s)", async (lang) => {
    const { got, fresh } = await render(lang);
    const expected = [
      ...ASKS.map((ask) => ask(fresh as unknown as Parameters<Ask>[0])),
      lang === "en" ? "/home" : "/ar/home",
    ];
    expect(got).toEqual(expected);
  });

  it("fills the sentence per call and picks plural forms by count", async () => {
    const { got } = await render("en");
    expect(got[2]).toBe("Add Fresh Apple to cart");
    expect(got[3]).toBe("Add Feta $& 'cheese' \u0000 to cart");
    expect(got[7]).toBe("Rated 4.50 out of 5 from 1 rating");
    expect(got[8]).toBe("Rated 3.00 out of 5 from 7 ratings");
    expect(got[10]).toBe("You must be login to access this page.");
    expect(got.slice(12, 19)).toEqual([
      "Original price",
      "Items",
      "Other items",
      "Items",
      "Add Tea now",
      "Add Milk now",
      "Add Milk to cart",
    ]);
  });
});
