import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import {
  BURGER_STORE,
  FOOD,
  GROCERY,
  SARA,
  bearer,
  loginAs,
  rawCall,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";

let api: ApiHarness & { clock: Clock };
let token: string;
beforeAll(async () => {
  api = await startCommerceApi();
  token = await loginAs(api);
});
afterAll(() => api.close());

const codes = (list: { code: string }[]) => list.map((c) => c.code);

describe("coupon lists", () => {
  it("lists running coupons of the module and zone, store-wise ones with the store name", async () => {
    const res = await api.call("/coupon/list/all", {
      headers: { moduleId: String(FOOD), zoneId: "[1]" },
    });
    expect(res.status).toBe(200);
    // OLD5 has expired; MARINA12 is for zone 2 only
    expect(codes(res.body)).toEqual(["WELCOME20", "DINNER15", "FREEDEL", "FANAR10"]);
    const fanar = res.body.find((c: { code: string }) => c.code === "FANAR10");
    expect(fanar).toMatchObject({
      coupon_type: "store_wise",
      data: "Al Fanar Grill",
      store: { id: 1, name: "Al Fanar Grill" },
      limit: 5,
      discount_type: "percent",
    });
    const marina = await api.call("/coupon/list/all", {
      headers: { moduleId: String(FOOD), zoneId: "[2]" },
    });
    expect(codes(marina.body)).toContain("MARINA12");
    const ar = await api.call("/coupon/list/all", {
      headers: { moduleId: String(FOOD), zoneId: "[1]", "X-localization": "ar" },
    });
    expect(ar.body[0].title).not.toBe(res.body[0].title);
  });

  it("needs zoneId and moduleId on coupon/list/all", async () => {
    const noZone = await api.call("/coupon/list/all", { headers: { moduleId: String(FOOD) } });
    expect(noZone.status).toBe(403);
    expect(noZone.body.errors[0].code).toBe("zoneId");
    const noModule = await api.call("/coupon/list/all", { headers: { zoneId: "[1]" } });
    expect(noModule.status).toBe(403);
    expect(noModule.body.errors[0].code).toBe("moduleId");
  });

  it("coupon/list needs a token and works without moduleId (exempt path)", async () => {
    expect(
      (await api.call("/coupon/list", { headers: { moduleId: String(GROCERY) } })).status,
    ).toBe(401);
    const all = await api.call("/coupon/list", { headers: bearer(token) });
    expect(all.status).toBe(200);
    expect(codes(all.body)).toEqual(expect.arrayContaining(["FRESH10", "WELCOME20", "TECH5"]));
    const grocery = await api.call("/coupon/list", {
      headers: bearer(token, { moduleId: String(GROCERY) }),
    });
    expect(codes(grocery.body)).toEqual(["FRESH10", "GROCERYFREE", "WEEKLY20", "FIRSTFRESH"]);
  });
});

describe("GET coupon/apply", () => {
  const apply = (code: string, storeId: number, auth = token) =>
    rawCall(api, `/coupon/apply?code=${encodeURIComponent(code)}&store_id=${storeId}`, {
      headers: bearer(auth, { moduleId: String(FOOD) }),
    });

  it("answers the coupon object when it applies", async () => {
    const res = await apply("FANAR10", 1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: "FANAR10",
      discount: 10,
      min_purchase: 60,
      store_id: 1,
      data: "[1]",
    });
  });

  it("answers 404 / 407 / 403 like the contract", async () => {
    expect(await apply("NOPE", BURGER_STORE)).toEqual({
      status: 404,
      body: { errors: [{ code: "coupon", message: "Coupon not found" }] },
    });
    expect((await apply("OLD5", BURGER_STORE)).status).toBe(407);
    expect((await apply("FANAR10", BURGER_STORE)).status).toBe(403);
    expect((await apply("MARINA12", BURGER_STORE)).status).toBe(403);
    // the demo customer already has an order: not a first order any more
    expect((await apply("WELCOME20", BURGER_STORE)).status).toBe(403);
    const sara = await loginAs(api, SARA);
    expect((await apply("WELCOME20", BURGER_STORE, sara)).status).toBe(200);
    // grocery coupon asked in the food module
    expect((await apply("FRESH10", BURGER_STORE)).status).toBe(404);
  });

  it("validates code and store_id, and needs a token", async () => {
    const res = await rawCall(api, "/coupon/apply", {
      headers: bearer(token, { moduleId: String(FOOD) }),
    });
    expect(res.status).toBe(403);
    expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual(["code", "store_id"]);
    expect(
      (
        await rawCall(api, "/coupon/apply?code=X&store_id=1", {
          headers: { moduleId: String(FOOD) },
        })
      ).status,
    ).toBe(401);
    expect((await apply("FANAR10", 999999)).status).toBe(404);
  });
});

describe("cashback", () => {
  it("lists running offers and computes the best cashback for an amount", async () => {
    const list = await api.call("/cashback/list", {
      headers: bearer(token, { moduleId: String(FOOD) }),
    });
    expect(list.status).toBe(200);
    expect(
      list.body.map((o: { cashback_type: string; cashback_amount: number }) => [
        o.cashback_type,
        o.cashback_amount,
      ]),
    ).toEqual([
      ["percentage", 5],
      ["amount", 10],
    ]);
    const big = await api.call("/cashback/getCashback", {
      headers: bearer(token, { moduleId: String(FOOD) }),
      query: { amount: 300 },
    });
    // 5 % of 300 = 15 beats the flat 10
    expect(big.body).toEqual({
      calculated_amount: 15,
      cashback_amount: 5,
      cashback_type: "percentage",
      min_purchase: 100,
      max_discount: 25,
      id: 1,
    });
    const small = await api.call("/cashback/getCashback", {
      headers: bearer(token, { moduleId: String(FOOD) }),
      query: { amount: 50 },
    });
    expect(small.body.calculated_amount).toBe(0);
    const bad = await api.call("/cashback/getCashback", {
      headers: bearer(token, { moduleId: String(FOOD) }),
      query: { amount: "lots" },
    });
    expect(bad.status).toBe(403);
    expect((await api.call("/cashback/list", { headers: { moduleId: String(FOOD) } })).status).toBe(
      401,
    );
  });
});
