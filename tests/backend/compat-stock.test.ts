import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackend } from "../../backend/app";
import { BackendConfigError, compatFromEnv } from "../../backend/context";
import { writeSettings } from "../../backend/services/settings";
import { EnvError, parseEnv } from "../../server/env";
import type { ApiHarness } from "./harness";
import {
  BURGER_STORE,
  DEMO,
  FOOD,
  addToCart,
  bearer,
  newGuest,
  plainBurgerItem,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";

/**
 * The 6ammart-3.2 profile outside the order journey (compat-stock-orders.test.ts has that):
 * each row of the stock behaviours (backend/README.md "The 6ammart-3.2 profile"), and the
 * default profile, which keeps its extensions.
 */

type Api = ApiHarness & { clock: Clock };
let stock: Api;
let plain: Api;
beforeAll(async () => {
  stock = await startCommerceApi({ compat: "6ammart-3.2" });
  plain = await startCommerceApi();
});
afterAll(async () => {
  await stock.close();
  await plain.close();
});

const AR = { "X-localization": "ar" };
const EN = { "X-localization": "en" };
const login = (api: Api, extra: Record<string, unknown> = {}, headers = {}) =>
  api.call("/auth/login", {
    method: "POST",
    headers,
    body: { login_type: "manual", email_or_phone: DEMO.phone, password: DEMO.password, ...extra },
  });

describe("BACKEND_COMPAT", () => {
  it("is default when unset or empty, the stock profile by name, and stops the boot otherwise", () => {
    expect(compatFromEnv(undefined)).toBe("default");
    expect(compatFromEnv(" ")).toBe("default");
    expect(compatFromEnv("6ammart-3.2")).toBe("6ammart-3.2");
    expect(() => compatFromEnv("6ammart")).toThrow(BackendConfigError);
    expect(() => compatFromEnv("6ammart")).toThrow(/BACKEND_COMPAT.*"6ammart-3\.2".*got "6ammart"/);

    expect(parseEnv({}).BACKEND_COMPAT).toBe("default");
    expect(parseEnv({ BACKEND_COMPAT: "" }).BACKEND_COMPAT).toBe("default");
    expect(parseEnv({ BACKEND_COMPAT: "6ammart-3.2" }).BACKEND_COMPAT).toBe("6ammart-3.2");
    expect(() => parseEnv({ BACKEND_COMPAT: "stock" })).toThrow(EnvError);
    expect(() => parseEnv({ BACKEND_COMPAT: "stock" })).toThrow(
      /^Invalid environment variable BACKEND_COMPAT: .*6ammart-3\.2.* \(got "stock"\)$/,
    );
  });

  it("is read by a backend created without compat (npm run backend)", () => {
    const saved = process.env.BACKEND_COMPAT;
    try {
      process.env.BACKEND_COMPAT = "nope";
      expect(() => createBackend({ databasePath: ":memory:", orderStepSeconds: 0 })).toThrow(
        BackendConfigError,
      );
    } finally {
      if (saved === undefined) delete process.env.BACKEND_COMPAT;
      else process.env.BACKEND_COMPAT = saved;
    }
  });
});

describe("unknown routes (rows 1 and 9)", () => {
  it("stock: Laravel's 404 body naming the path, in English whatever the language", async () => {
    const logout = await stock.call("/auth/logout", { method: "POST", body: {} });
    expect(logout.status).toBe(404);
    expect(logout.body).toEqual({ message: "The route api/v1/auth/logout could not be found." });
    const token = (await login(stock)).body.token as string;
    const signedIn = await stock.call("/auth/logout", {
      method: "POST",
      headers: bearer(token),
      body: {},
    });
    expect(signedIn.status).toBe(404);
    // the token still works: there was nothing to revoke it
    expect((await stock.call("/customer/info", { headers: bearer(token, EN) })).status).toBe(200);

    const nested = await stock.call("/no/such/route/", { headers: AR });
    expect(nested.status).toBe(404);
    expect(nested.body).toEqual({
      message: "The route api/v1/no/such/route could not be found.",
    });
  });

  it("default: auth/logout revokes, and an unknown route is the contract's error body", async () => {
    const token = (await login(plain)).body.token as string;
    const logout = await plain.call("/auth/logout", { method: "POST", headers: bearer(token) });
    expect(logout.status).toBe(200);
    expect((await plain.call("/customer/info", { headers: bearer(token, EN) })).status).toBe(401);
    const missing = await plain.call("/no/such/route");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errors: [{ code: "not_found", message: "Route not found." }] });
  });
});

/** A guest with two burgers in the food cart, and a new account's sign-up body. */
async function guestWithCart(api: Api) {
  const guestId = await newGuest(api);
  const item = plainBurgerItem(api);
  const added = await addToCart(api, { guestId }, FOOD, {
    item_id: item.id,
    price: 1,
    quantity: 2,
  });
  expect(added.status).toBe(200);
  return { guestId, itemId: item.id };
}
const cartOf = (api: Api, token: string) =>
  api.call("/customer/cart/list", { headers: bearer(token, { moduleId: String(FOOD) }) });
const guestCart = (api: Api, guestId: number) =>
  api.call("/customer/cart/list", {
    headers: { moduleId: String(FOOD) },
    query: { guest_id: guestId },
  });

describe("row 4: sign-up and the guest cart", () => {
  // sign-up answers a token at once only without phone verification
  const noVerification = {
    centralize_login: { manual_login_status: 1, otp_login_status: 1, phone_verification_status: 0 },
  };
  const signUp = (api: Api, phone: string, guestId: number) =>
    api.call("/auth/sign-up", {
      method: "POST",
      body: { name: "Noor Haddad", phone, password: "secret123", guest_id: guestId },
    });

  it("stock: sign-up ignores guest_id, the cart stays the guest's", async () => {
    writeSettings(stock.backend.db, noVerification);
    const { guestId } = await guestWithCart(stock);
    const res = await signUp(stock, "+971555000301", guestId);
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect((await cartOf(stock, res.body.token)).body).toEqual([]);
    expect((await guestCart(stock, guestId)).body).toHaveLength(1);
  });

  it("stock: login with guest_id still merges the guest cart", async () => {
    const { guestId, itemId } = await guestWithCart(stock);
    const res = await login(stock, { guest_id: guestId });
    const cart = await cartOf(stock, res.body.token);
    expect(
      cart.body.map((l: { item_id: number; quantity: number }) => [l.item_id, l.quantity]),
    ).toEqual([[itemId, 2]]);
    expect((await guestCart(stock, guestId)).body).toEqual([]);
  });

  it("default: sign-up with guest_id takes the guest cart along", async () => {
    writeSettings(plain.backend.db, noVerification);
    const { guestId, itemId } = await guestWithCart(plain);
    const res = await signUp(plain, "+971555000302", guestId);
    const cart = await cartOf(plain, res.body.token);
    expect(cart.body.map((l: { item_id: number }) => l.item_id)).toEqual([itemId]);
    expect((await guestCart(plain, guestId)).body).toEqual([]);
  });
});

describe("row 6: stores/details", () => {
  it("stock: module_id but no module object; default: both", async () => {
    const stockStore = await stock.call(`/stores/details/${BURGER_STORE}`);
    expect(stockStore.status).toBe(200);
    expect(stockStore.body.module_id).toBe(FOOD);
    expect(stockStore.body).not.toHaveProperty("module");
    expect(stockStore.body.name).toEqual(expect.any(String));
    const plainStore = await plain.call(`/stores/details/${BURGER_STORE}`);
    expect(plainStore.body.module).toMatchObject({ id: FOOD });
  });
});

describe("row 7: landing texts", () => {
  it("stock: $…$ marks in the English and Arabic header title and the company title", async () => {
    const en = (await stock.call("/react-landing-page", { headers: EN })).body;
    expect(en.header_title).toBe("$Everything you need$, delivered");
    expect(en.company_title).toBe("$Souq Express$");
    const ar = (await stock.call("/react-landing-page", { headers: AR })).body;
    expect(ar.header_title).toBe("$كل ما تحتاجه$ يصلك إلى بابك");
    expect(ar.company_title).toBe("$سوق إكسبرس$");
    const flutter = (await stock.call("/flutter-landing-page", { headers: EN })).body;
    expect(flutter.fixed_header_title).toBe("$Everything you need$, delivered");
    const legacy = (await stock.call("/landing-page")).body;
    expect(legacy.hero_section.hero_section_heading).toBe("$Everything you need$, delivered");
  });

  it("default: the texts as the seed has them", async () => {
    const en = (await plain.call("/react-landing-page", { headers: EN })).body;
    expect(en.header_title).toBe("Everything you need, delivered");
    expect(en.company_title).toBe("Souq Express");
  });
});

describe("row 8: policy pages", () => {
  const removeRefundPolicy = (api: Api) =>
    api.backend.db.prepare("DELETE FROM static_pages WHERE key = 'refund_policy'").run();
  const emptyAboutUs = (api: Api) =>
    api.backend.db.prepare("UPDATE static_pages SET content = '' WHERE key = 'about_us'").run();

  it('stock: an unset page answers {}, an empty one "", a written one its HTML', async () => {
    removeRefundPolicy(stock);
    emptyAboutUs(stock);
    for (const headers of [EN, AR]) {
      const refund = await stock.call("/refund-policy", { headers });
      expect(refund.status).toBe(200);
      expect(refund.body).toEqual({});
      const about = await stock.call("/about-us", { headers });
      expect(about.status).toBe(200);
      expect(about.body).toBe("");
    }
    expect((await stock.call("/privacy-policy")).body).toMatch(/</);
  });

  it("default: an unset page is the empty string too", async () => {
    removeRefundPolicy(plain);
    const refund = await plain.call("/refund-policy");
    expect(refund.status).toBe(200);
    expect(refund.body).toBe("");
  });
});

describe("customer/info zone_id", () => {
  it("stock: sign-in keeps the zoneId header, answered as the JSON-array string", async () => {
    const token = (await login(stock, {}, { zoneId: "[1]" })).body.token as string;
    const info = await stock.call("/customer/info", { headers: bearer(token, EN) });
    expect(info.body.zone_id).toBe("[1]");
    await stock.call("/customer/update-zone", { headers: bearer(token, { zoneId: "[3]" }) });
    expect((await stock.call("/customer/info", { headers: bearer(token, EN) })).body.zone_id).toBe(
      "[3]",
    );
  });

  it("default: an integer, set by update-zone only", async () => {
    const token = (await login(plain, {}, { zoneId: "[2]" })).body.token as string;
    const before = (await plain.call("/customer/info", { headers: bearer(token, EN) })).body;
    expect(before.zone_id).toBeNull();
    await plain.call("/customer/update-zone", { headers: bearer(token, { zoneId: "[3]" }) });
    expect((await plain.call("/customer/info", { headers: bearer(token, EN) })).body.zone_id).toBe(
      3,
    );
  });
});

describe("what both profiles share", () => {
  it("GET vehicle/extra_charge (stock has it too) answers a number", async () => {
    for (const api of [plain, stock]) {
      const res = await api.call("/vehicle/extra_charge", { query: { distance: 5 } });
      expect(res.status).toBe(200);
      expect(typeof res.body).toBe("number");
    }
  });
});
