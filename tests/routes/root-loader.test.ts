import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { createAppLoadContext } from "~/context.server";
import { loadShell } from "~/shell/root-loader.server";
import { slowReads } from "~/api/shared-cache.server";
import { commitSession, getSession } from "~/sessions/session.server";
import { API, json, mswServer } from "../client/msw";
import { unpack } from "~/lib/packed-data";

beforeAll(() => mswServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  mswServer.resetHandlers();
  slowReads.clear();
});
afterAll(() => mswServer.close());

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

async function shellFor(url: string, headers: Record<string, string> = {}) {
  const request = new Request(url, { headers: { "User-Agent": BROWSER, ...headers } });
  const context = await createAppLoadContext(request, {
    nonce: "n0nce",
    apiBaseUrl: API,
    apiTimeoutMs: 1000,
    forwardHost: false,
  });
  return loadShell(request, context);
}

describe("the page frame's loader", () => {
  it("renders branding, modules and the language from the URL", async () => {
    const { shell } = await shellFor("http://shop.test/ar/home");
    expect(shell.lang).toBe("ar");
    expect(shell.dir).toBe("rtl");
    expect(shell.config?.businessName).toBe("Souq Express");
    expect(shell.config?.policies).toEqual({ refund: true, cancellation: true, shipping: false });
    expect(unpack(shell.modules).map((m) => m.type)).toEqual(["grocery", "food"]);
    expect(shell.backendDown).toBe(false);
  });

  it("makes no guest id on a page view, for people or crawlers (no guest row per view)", async () => {
    let requests = 0;
    mswServer.use(
      http.post(`${API}/auth/guest/request`, () => (requests++, json({ guest_id: 1 }))),
    );
    for (const agent of [BROWSER, "Googlebot/2.1 (+http://www.google.com/bot.html)"]) {
      const { headers } = await shellFor("http://shop.test/", { "User-Agent": agent });
      expect(headers.get("Set-Cookie") ?? "").not.toContain("__session=");
    }
    expect(requests).toBe(0);
  });

  it("answers a cookie-less page from cache while a slow backend refreshes it", async () => {
    await shellFor("http://shop.test/home"); // warms the shared reads
    // Past the fresh window the backend takes longer than the API timeout (1 s here): the page
    // must not wait for it.
    const later = Date.now() + 10 * 60_000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      mswServer.use(
        http.all(`${API}/*`, async () => {
          await new Promise((resolve) => setTimeout(resolve, 3000));
          return json({});
        }),
      );
      const started = realNow();
      const { shell } = await shellFor("http://shop.test/home");
      expect(realNow() - started).toBeLessThan(300);
      expect(shell.config?.businessName).toBe("Souq Express");
      expect(unpack(shell.modules).length).toBeGreaterThan(0);
    } finally {
      Date.now = realNow;
    }
  });

  it("still answers with a frame when the backend is down", async () => {
    mswServer.use(http.all(`${API}/*`, () => HttpResponse.error()));
    const { shell } = await shellFor("http://shop.test/home");
    expect(shell.backendDown).toBe(true);
    expect(shell.config).toBeNull();
    expect(shell.modules.json).toBe("[]");
  });

  it("signs out a dead token: clears it, flashes the message, redirects home", async () => {
    mswServer.use(
      http.get(`${API}/customer/info`, () => json({ message: "Unauthenticated." }, 401)),
    );
    const session = await getSession(new Request("http://shop.test/"));
    session.set("token", "t".repeat(40));
    const cookie = (await commitSession(session)).split(";")[0];
    const thrown = await shellFor("http://shop.test/ar/home", { Cookie: cookie }).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/ar/home");
    const cookies = thrown.headers.getSetCookie() as string[];
    const cleared = await getSession(
      new Request("http://shop.test/", {
        headers: { Cookie: cookies.find((c: string) => c.startsWith("__session="))!.split(";")[0] },
      }),
    );
    expect(cleared.get("token")).toBeUndefined();
    expect(cookies.some((c: string) => c.startsWith("__flash="))).toBe(true);
  });

  it("counts cart lines and wishlist entries for the header badges", async () => {
    mswServer.use(
      http.get(`${API}/customer/info`, () => json({ id: 1, f_name: "Demo", l_name: "Customer" })),
      http.get(`${API}/customer/cart/list`, () =>
        json([
          { id: 1, quantity: 1, price: 4, item: { id: 7, name: "Milk", price: 4 } },
          { id: 2, quantity: 3, price: 2, item: { id: 8, name: "Bread", price: 2 } },
        ]),
      ),
      http.get(`${API}/customer/wish-list`, () =>
        json({ item: [{ id: 5 }], store: [{ id: 2 }, { id: 3 }] }),
      ),
    );
    const { serializePrefs } = await import("~/sessions/prefs.server");
    const session = await getSession(new Request("http://shop.test/"));
    session.set("token", "t".repeat(40));
    const cookie = [
      (await commitSession(session)).split(";")[0],
      (await serializePrefs({ zoneIds: "[1]", moduleId: 1, moduleType: "grocery" })).split(";")[0],
    ].join("; ");
    const { shell } = await shellFor("http://shop.test/home", { Cookie: cookie });
    expect(shell.user?.name).toBe("Demo Customer");
    expect(shell.counts).toEqual({ cart: 2, wishlist: 3 });
  });
});

describe("a config that is not a config (issue 7 item 13: half answers)", () => {
  // 200 with a body that fails the schema is a backend fault: the "can't reach" banner and no
  // config, never a storefront whose flags are all off.
  it.each([
    ["{}", {}],
    ["[]", []],
    ["null", null],
    ["a string", "ok"],
    ["business_name of the wrong type", { business_name: 7, refund_policy: 1 }],
    ["only flags", { refund_policy: 1, cancelation_policy: 1, shipping_policy: 1 }],
  ])("200 %s → backend down, no config", async (_label, body) => {
    mswServer.use(http.get(`${API}/config`, () => json(body as never)));
    const { shell } = await shellFor("http://shop.test/home");
    expect(shell.backendDown).toBe(true);
    expect(shell.config).toBeNull();
  });

  it("a config with its business name but no policy flags is a real config (flags off)", async () => {
    mswServer.use(http.get(`${API}/config`, () => json({ business_name: "Souq Express" })));
    const { shell } = await shellFor("http://shop.test/home");
    expect(shell.backendDown).toBe(false);
    expect(shell.config?.policies).toEqual({ refund: false, cancellation: false, shipping: false });
  });
});
