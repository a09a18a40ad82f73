import { describe, expect, it } from "vitest";
import { createAppLoadContext } from "~/context.server";
import { action, loader } from "~/routes/push-token";
import { cookieFor, cookiePair } from "./header-test-support";
import { shopSuite } from "./order-kit";

/**
 * POST /push-token (foundations §4 "Push notifications", §7 cm-firebase-token; ADR 024): the
 * device's FCM token reaches the backend for the signed-in customer, once per token; guests
 * and malformed tokens are refused without a backend call.
 */
const shop = shopSuite();

async function post(token: string | undefined, body: Record<string, string>, cookie = "") {
  const request = new Request("http://shop.test/push-token", {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { Cookie: [await cookieFor({ token }), cookie].filter(Boolean).join("; ") },
  });
  const context = await createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: `${shop.api.baseUrl}/api/v1`,
    apiTimeoutMs: 3000,
    forwardHost: false,
  });
  return action({ request, context, params: {} });
}

const storedToken = (userId: number) =>
  (
    shop.api.backend.db
      .prepare("SELECT cm_firebase_token AS t FROM users WHERE id = ?")
      .get(userId) as {
      t: string | null;
    }
  ).t;

describe("/push-token", () => {
  it("hands a signed-in customer's FCM token to the backend, and skips a repeat", async () => {
    const first = await post(shop.demo, { token: "fcm:device-A_1" });
    expect(first.status).toBe(204);
    expect(storedToken(1)).toBe("fcm:device-A_1");
    const setCookie = first.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^__push=.*HttpOnly/i);

    // the same token again with the cookie: nothing sent (a backend change would show)
    shop.api.backend.db
      .prepare("UPDATE users SET cm_firebase_token = 'changed' WHERE id = 1")
      .run();
    const again = await post(shop.demo, { token: "fcm:device-A_1" }, cookiePair(setCookie));
    expect(again.status).toBe(204);
    expect(storedToken(1)).toBe("changed");
    // a new token is sent
    expect((await post(shop.demo, { token: "fcm:device-B" }, cookiePair(setCookie))).status).toBe(
      204,
    );
    expect(storedToken(1)).toBe("fcm:device-B");
    // the cookie of one customer does not skip another's registration
    expect((await post(shop.sara, { token: "fcm:device-A_1" }, cookiePair(setCookie))).status).toBe(
      204,
    );
    expect(storedToken(2)).toBe("fcm:device-A_1");
  });

  it("refuses guests, malformed tokens and GET", async () => {
    expect((await post(undefined, { token: "fcm:x" })).status).toBe(401);
    for (const token of ["", "has space", "<script>", "x".repeat(5000)]) {
      expect((await post(shop.demo, { token })).status).toBe(400);
    }
    expect((await post(shop.demo, {})).status).toBe(400);
    expect(storedToken(1)).toBe("fcm:device-B");
    expect((await loader()).status).toBe(405);
  });

  it("leaves the session alone when the backend no longer takes the customer's token", async () => {
    const answer = await post("dead-token-of-nobody", { token: "fcm:device-C" });
    expect(answer.status).toBe(401);
    // no sign-out cookie, no "expired" toast taken from the page
    expect(answer.headers.get("Set-Cookie")).toBeNull();
    expect(answer.headers.get("Location")).toBeNull();
  });
});
