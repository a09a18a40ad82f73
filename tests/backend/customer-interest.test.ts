import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import {
  FOOD,
  GROCERY,
  SARA,
  bearer,
  loginAs,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";

/**
 * POST customer/update-interest and GET customer/info's selected_modules_for_interest (contract
 * §2.3, §5.11): the saved categories' modules are the customer's interest modules; saving one
 * module's page replaces that module's interests and keeps the others'.
 */
let api: ApiHarness & { clock: Clock };
let sara: string;
beforeAll(async () => {
  api = await startCommerceApi();
  sara = await loginAs(api, SARA);
});
afterAll(() => api.close());

const categoriesOf = (moduleId: number) =>
  (
    api.backend.db
      .prepare("SELECT id FROM categories WHERE module_id = ? AND parent_id = 0 ORDER BY id")
      .all(moduleId) as { id: number }[]
  ).map((row) => row.id);

const save = (interest: unknown, moduleId?: number) =>
  api.call("/customer/update-interest", {
    method: "POST",
    headers: bearer(sara, moduleId ? { moduleId: String(moduleId) } : {}),
    body: { interest },
  });

const info = async () =>
  (await api.call("/customer/info", { headers: bearer(sara, { "X-localization": "en" }) })).body;

const storedInterest = () =>
  JSON.parse(
    api.backend.db.prepare("SELECT interest FROM users WHERE id = ?").pluck().get(SARA.id) as
      string | "null",
  ) as number[] | null;

describe("customer interests", () => {
  it("lists the modules of the saved categories, replacing one module's choice at a time", async () => {
    expect((await info()).selected_modules_for_interest).toEqual([]);
    const [g1, g2, g3] = categoriesOf(GROCERY);
    const [f1] = categoriesOf(FOOD);

    const first = await save([g1, g2], GROCERY);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: "Interest updated successfully!" });
    expect((await info()).selected_modules_for_interest).toEqual([GROCERY]);

    expect((await save([f1], FOOD)).status).toBe(200);
    expect((await info()).selected_modules_for_interest).toEqual([GROCERY, FOOD].sort());
    expect(storedInterest()?.sort()).toEqual([g1, g2, f1].sort());

    // The grocery page again, g2 un-ticked and g3 ticked: food's interest stays.
    expect((await save([g1, g3], GROCERY)).status).toBe(200);
    expect(storedInterest()?.sort()).toEqual([g1, g3, f1].sort());
    const body = await info();
    expect(body.selected_modules_for_interest).toEqual([GROCERY, FOOD].sort());
    expect(body).not.toHaveProperty("interest");
  });

  it("drops unknown category ids and refuses an empty or malformed list", async () => {
    const before = storedInterest();
    const unknown = await save([999_999], GROCERY);
    expect(unknown.status).toBe(200);
    // Nothing known was chosen for grocery: its interests are cleared, food's kept.
    expect((await info()).selected_modules_for_interest).toEqual([FOOD]);
    expect(storedInterest()).toEqual(before?.filter((id) => !categoriesOf(GROCERY).includes(id)));

    for (const bad of [[], "", "soup"]) {
      const res = await save(bad, GROCERY);
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe("interest");
    }
    expect((await info()).selected_modules_for_interest).toEqual([FOOD]);
  });
});
