import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http } from "msw";
import { createAppLoadContext } from "~/context.server";
import { ensureGuestId } from "~/sessions/guest.server";
import { commitSession, getSession } from "~/sessions/session.server";
import { API, json, mswServer } from "../client/msw";

beforeAll(() => mswServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => mswServer.resetHandlers());
afterAll(() => mswServer.close());

async function contextFor(cookie?: string) {
  const request = new Request("http://shop.test/home", {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: API,
    apiTimeoutMs: 1000,
    forwardHost: false,
  });
}

describe("a guest id is made when a guest first needs one", () => {
  it("asks the backend once, keeps the id in the session cookie and sends it from then on", async () => {
    let made = 0;
    let cartQuery: string | null = null;
    mswServer.use(
      http.post(`${API}/auth/guest/request`, () => (made++, json({ guest_id: 4503599627370497 }))),
      http.get(`${API}/customer/cart/list`, ({ request }) => {
        cartQuery = new URL(request.url).searchParams.get("guest_id");
        return json([]);
      }),
    );
    const context = await contextFor();
    const { api, setCookie } = await ensureGuestId(context);
    expect(made).toBe(1);
    await api.cart.list();
    expect(cartQuery).toBe("4503599627370497");

    const cookie = (setCookie ?? "").split(";")[0];
    const again = await contextFor(cookie);
    expect(again.session.get("guestId")).toBe("4503599627370497");
    expect((await ensureGuestId(again)).setCookie).toBeNull();
    expect(made).toBe(1);
  });

  it("makes none for a signed-in customer", async () => {
    let made = 0;
    mswServer.use(http.post(`${API}/auth/guest/request`, () => (made++, json({ guest_id: 9 }))));
    const session = await getSession(new Request("http://shop.test/"));
    session.set("token", "t".repeat(40));
    const context = await contextFor((await commitSession(session)).split(";")[0]);
    expect((await ensureGuestId(context)).setCookie).toBeNull();
    expect(made).toBe(0);
  });
});
