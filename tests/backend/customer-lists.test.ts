import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import {
  FOOD,
  GROCERY,
  SARA,
  bearer,
  loginAs,
  pickItem,
  plainBurgerItem,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";

let api: ApiHarness & { clock: Clock };
let token: string;
let sara: string;
beforeAll(async () => {
  api = await startCommerceApi();
  token = await loginAs(api);
  sara = await loginAs(api, SARA);
});
afterAll(() => api.close());

const wish = (method: "POST" | "DELETE", body: Record<string, unknown>, auth = token) =>
  api.call(method === "POST" ? "/customer/wish-list/add" : "/customer/wish-list/remove", {
    method,
    headers: bearer(auth),
    ...(method === "POST" ? { body } : { query: body as Record<string, number> }),
  });

describe("wish-list", () => {
  it("adds items and stores, refuses duplicates with 409 and answers both lists", async () => {
    const item = plainBurgerItem(api);
    expect((await wish("POST", { item_id: item.id })).status).toBe(200);
    expect((await wish("POST", { store_id: 18 })).status).toBe(200);
    const duplicate = await wish("POST", { item_id: item.id });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: expect.any(String) });

    const all = await api.call("/customer/wish-list", { headers: bearer(token) });
    expect(all.status).toBe(200);
    expect(all.body.item.map((i: { id: number }) => i.id)).toEqual([item.id]);
    expect(all.body.store.map((s: { id: number }) => s.id)).toEqual([18]);
    expect(all.body.store[0]).toHaveProperty("open");
    // moduleId narrows both lists to that module
    const grocery = await api.call("/customer/wish-list", {
      headers: bearer(token, { moduleId: String(GROCERY), zoneId: "[1]" }),
    });
    expect(grocery.body).toMatchObject({ item: [], store: [expect.objectContaining({ id: 18 })] });
    const food = await api.call("/customer/wish-list", {
      headers: bearer(token, { moduleId: String(FOOD) }),
    });
    expect(food.body.store).toEqual([]);
    // another customer's list is their own
    expect((await api.call("/customer/wish-list", { headers: bearer(sara) })).body).toEqual({
      item: [],
      store: [],
    });
  });

  it("wants exactly one of item_id / store_id, and known ids", async () => {
    const both = await wish("POST", { item_id: 1, store_id: 1 });
    expect(both.status).toBe(403);
    expect(both.body.errors[0].code).toBe("data");
    expect((await wish("POST", {})).status).toBe(403);
    expect((await wish("POST", { item_id: 999999 })).status).toBe(404);
    expect((await wish("POST", { item_id: "x" })).status).toBe(403);
  });

  it("removes entries, 404 when absent", async () => {
    const item = plainBurgerItem(api);
    expect((await wish("DELETE", { item_id: item.id })).status).toBe(200);
    const again = await wish("DELETE", { item_id: item.id });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: expect.any(String) });
    expect((await wish("DELETE", { store_id: 18 }, sara)).status).toBe(404);
  });
});

describe("visit-again, suggestions and the review reminder", () => {
  it("lists the store of the seeded delivered order with up to 5 items", async () => {
    const res = await api.call("/customer/visit-again", {
      headers: bearer(token, { moduleId: String(FOOD), zoneId: "[1]" }),
    });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { id: number }) => s.id)).toEqual([1]);
    expect(res.body[0].items.length).toBeGreaterThan(0);
    expect(res.body[0].items.length).toBeLessThanOrEqual(5);
    // only the module asked for: the grocery order's store, and nothing for parcel (no stores)
    const grocery = await api.call("/customer/visit-again", {
      headers: bearer(token, { moduleId: String(GROCERY) }),
    });
    expect(grocery.body.map((s: { id: number }) => s.id)).toEqual([15]);
    const parcel = await api.call("/customer/visit-again", {
      headers: bearer(token, { moduleId: "5" }),
    });
    expect(parcel.body).toEqual([]);
    expect((await api.call("/customer/visit-again", { headers: bearer(sara) })).body).toEqual([]);
  });

  it("suggests up to 5 items of the module, from the customer's interests when set", async () => {
    const plain = await api.call("/customer/suggested-items", {
      headers: bearer(token, { moduleId: String(GROCERY), zoneId: "[1]" }),
    });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBe(5);
    expect(plain.body.every((i: { module_id: number }) => i.module_id === GROCERY)).toBe(true);
    const sample = pickItem(api, 18);
    const categoryId = JSON.parse(
      api.backend.db
        .prepare("SELECT category_ids FROM items WHERE id = ?")
        .pluck()
        .get(sample.id) as string,
    )[0].id;
    await api.call("/customer/update-interest", {
      method: "POST",
      headers: bearer(token),
      body: { interest: [Number(categoryId)] },
    });
    const liked = await api.call("/customer/suggested-items", {
      headers: bearer(token, { moduleId: String(GROCERY), zoneId: "[1]" }),
    });
    expect(liked.body.length).toBeGreaterThan(0);
    for (const item of liked.body as { category_ids: { id: string }[] }[]) {
      expect(item.category_ids.map((c) => c.id)).toContain(String(categoryId));
    }
  });

  it("reminds about the delivered, unreviewed order until dismissed", async () => {
    const res = await api.call("/customer/review-reminder", { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(res.body.order_id).toBe(100001);
    expect(res.body.images.length).toBeGreaterThan(0);
    expect(res.body.images[0]).toMatch(/\/storage\/app\/public\/product\//);
    // someone else's dismissal changes nothing
    expect(
      (
        await api.call("/customer/review-reminder-cancel", {
          headers: bearer(sara),
          query: { order_id: 100001 },
        })
      ).body,
    ).toBe("success");
    expect(
      (await api.call("/customer/review-reminder", { headers: bearer(token) })).body.order_id,
    ).toBe(100001);
    const cancel = await api.call("/customer/review-reminder-cancel", {
      headers: bearer(token),
      query: { order_id: 100001 },
    });
    expect(cancel.body).toBe("success");
    expect((await api.call("/customer/review-reminder", { headers: bearer(token) })).body).toEqual({
      order_id: null,
      images: [],
    });
    expect(
      (await api.call("/customer/review-reminder-cancel", { headers: bearer(token), query: {} }))
        .status,
    ).toBe(403);
  });
});
