import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as storeLoader } from "~/routes/($lang).store.$id";
import { loader as sharedLoader } from "~/routes/($lang).store.$id_.z.$zones";
import { homeRequest, server, useHomeApi } from "./home-kit";
import { storeWithItems } from "./store-kit";

/**
 * ADR 033 point 3: a shared store page is whole or not made. When the store's items do not
 * come (the details did), the private /store/<id> shows its header with an inline "try again";
 * the shared /store/<id>/z/<zones> answers 503 instead — a cache would otherwise hand that
 * failure to everyone for up to ten minutes.
 */
useHomeApi();

describe("the shared store page when the items' call fails", () => {
  it("answers 503 with Retry-After, while the private page renders without its items", async () => {
    const { store } = await storeWithItems("grocery");
    server.use(
      http.get("*/api/v1/items/latest", () => new HttpResponse("<h1>Error</h1>", { status: 500 })),
    );
    const own = await homeRequest(`/store/${store.id}`);
    const page = await storeLoader({ ...own, params: { id: String(store.id) } });
    expect(page.itemsFailed).toBe(true);

    const args = await homeRequest(`/store/${store.id}/z/${store.zone_id}`);
    const error = await sharedLoader({
      ...args,
      params: { id: String(store.id), zones: String(store.zone_id) },
    }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(503);
    expect(Number((error as Response).headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
