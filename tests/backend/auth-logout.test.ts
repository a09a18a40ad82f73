import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import { bearer, loginAs, startCommerceApi, type Clock } from "./commerce-helpers";

/** Issue 7 item 10: POST /auth/logout revokes the bearer token it is called with. */
let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

const info = (token: string) => api.call("/customer/info", { headers: bearer(token) });
const logout = (headers: Record<string, string>) =>
  api.call("/auth/logout", { method: "POST", headers, body: {} });

describe("POST /auth/logout", () => {
  it("kills the token: every later call with it answers 401", async () => {
    const token = await loginAs(api);
    expect((await info(token)).status).toBe(200);
    const res = await logout(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    const after = await info(token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: "Unauthenticated." });
    // cart/order routes fall back to "no user" too
    const cart = await api.call("/customer/cart/list", {
      headers: bearer(token, { moduleId: "2" }),
    });
    expect(cart.status).toBe(403);
    expect(cart.body.errors[0].code).toBe("guest_id");
    // and the same token cannot log out twice
    expect((await logout(bearer(token))).status).toBe(401);
  });

  it("signs out only this device", async () => {
    const phone = await loginAs(api);
    const laptop = await loginAs(api);
    expect((await logout(bearer(laptop))).status).toBe(200);
    expect((await info(laptop)).status).toBe(401);
    expect((await info(phone)).status).toBe(200);
  });

  it("answers 401 without a token, with Bearer null or with garbage", async () => {
    expect((await logout({})).status).toBe(401);
    expect((await logout({ Authorization: "Bearer null" })).status).toBe(401);
    expect((await logout({ Authorization: `Bearer ${"x".repeat(5000)}` })).status).toBe(401);
  });
});
