import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/locales.$lang";
import { localeUrl } from "~/i18n/locale-json.server";
import { NAMESPACES } from "~/i18n/config";

const get = (path: string, lang: string, headers: Record<string, string> = {}) =>
  loader({
    request: new Request(`http://shop.test${path}`, { headers }),
    params: { lang },
    context: {} as never,
  });

describe("GET /locales/{lang}", () => {
  it("answers the language's strings as JSON, every namespace, cached for ever at its version", async () => {
    const response = await get(localeUrl("ar"), "ar");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
    const strings = (await response.json()) as Record<string, Record<string, unknown>>;
    expect(Object.keys(strings).sort()).toEqual([...NAMESPACES].sort());
    expect(strings.home).toMatchObject({ viewAll: "عرض الكل" });
  });

  it("gives another or no version a short cache", async () => {
    const response = await get("/locales/en?v=old", "en");
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=300");
    expect(((await response.json()) as { home: { viewAll: string } }).home.viewAll).toBe(
      "View all",
    );
  });

  it("a browser that takes Brotli gets the strings compressed once at the highest quality", async () => {
    const plain = await (await get(localeUrl("en"), "en")).text();
    const response = await get(localeUrl("en"), "en", { "Accept-Encoding": "gzip, deflate, br" });
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString()).toBe(plain);
    // Quality 11: the on-the-fly compression (quality 4) sent ~20 KB of these ~68 KB.
    expect(bytes.length).toBeLessThan(plain.length / 4);
    const refused = await get(localeUrl("en"), "en", { "Accept-Encoding": "gzip, br;q=0" });
    expect(refused.headers.get("Content-Encoding")).toBeNull();
    expect(await refused.text()).toBe(plain);
  });

  it("changes its URL when the strings change (the version is a hash of the content)", () => {
    expect(localeUrl("en")).toMatch(/^\/locales\/en\?v=[0-9a-f]{12}$/);
    expect(localeUrl("en")).not.toBe(localeUrl("ar"));
  });

  it.each(["zz", "", "../en", "EN"])("answers 404 for an unknown language %j", async (lang) => {
    await expect(get(`/locales/${lang}`, lang)).rejects.toMatchObject({ status: 404 });
  });
});

describe("the spec's own messages (issue 22 item 21)", () => {
  // Where each shows: the cart update toast, the wishlist drawer's empty tabs, a prescription
  // item's actions, the checkout's coupon refusal, the forgot-password phone step.
  const SPEC: Array<[namespace: string, key: string, english: string]> = [
    ["cart", "updated", "Item updated successfully."],
    ["wishlist", "empty.items", "No favourite items found"],
    ["wishlist", "empty.foods", "No favourite foods found"],
    ["wishlist", "empty.stores", "No favourite stores found"],
    ["wishlist", "empty.restaurants", "No favourite restaurants found"],
    ["product", "prescriptionRequired", "prescription is required"],
    ["checkout", "coupon.minimum", "To apply this coupon, total item amount should be minimum"],
    ["password", "request.phonePrompt", "Please enter your registered mobile number"],
  ];
  const strings = async (lang: "en" | "ar") =>
    (await (await get(localeUrl(lang), lang)).json()) as Record<string, Record<string, unknown>>;
  const at = (tree: Record<string, unknown>, key: string) =>
    key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

  it.each(SPEC)("%s:%s has the spec's English and real Arabic", async (namespace, key, english) => {
    const [en, ar] = await Promise.all([strings("en"), strings("ar")]);
    expect(String(at(en[namespace], key))).toContain(english);
    const arabic = String(at(ar[namespace], key)).replace(/\{\{\w+\}\}/g, "");
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    expect(arabic).not.toMatch(/[A-Za-z]{3,}/);
  });
});
