import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/($lang).logout";
import { API, json, mswServer } from "../client/msw";
import { cookieFor, post, sessionAfter, toastKeysAfter } from "./header-test-support";

beforeAll(() => mswServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => mswServer.resetHandlers());
afterAll(() => mswServer.close());

/** Records the Authorization header of every POST /auth/logout, answering with `answer`. */
function watchRevokes(
  answer: () => Response = () => json({ message: "Logged out successfully." }),
) {
  const seen: Array<string | null> = [];
  mswServer.use(
    http.post(`${API}/auth/logout`, ({ request }) => {
      seen.push(request.headers.get("Authorization"));
      return answer();
    }),
  );
  return seen;
}

async function logout(url: string, fields: Record<string, string>, signedIn = true) {
  const cookie = signedIn ? await cookieFor({ token: "t".repeat(40) }) : "";
  const { request, context } = await post(url, fields, cookie);
  return (await action({ request, context, params: {} })) as Response;
}

describe("logout action (browsing spec §4 sign out)", () => {
  it("clears the token, keeps the guest id, says 'Logout successful.' and goes to /home", async () => {
    const revokes = watchRevokes();
    const response = await logout("http://shop.test/logout", { redirectTo: "/category/3?page=2" });
    // issue 7 item 10: the token is revoked at the API, not just forgotten here
    expect(revokes).toEqual([`Bearer ${"t".repeat(40)}`]);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/home");
    const session = await sessionAfter(response);
    expect(session.get("token")).toBeUndefined();
    expect(session.get("guestId")).toBe("12");
    expect(await toastKeysAfter(response)).toEqual(["chrome:logout.success"]);
  });

  it("stays on the landing page when it was there, in either language", async () => {
    expect(
      (await logout("http://shop.test/logout", { redirectTo: "/" })).headers.get("Location"),
    ).toBe("/");
    expect(
      (await logout("http://shop.test/ar/logout", { redirectTo: "/ar" })).headers.get("Location"),
    ).toBe("/ar");
    expect(
      (await logout("http://shop.test/ar/logout", { redirectTo: "/ar/home" })).headers.get(
        "Location",
      ),
    ).toBe("/ar/home");
  });

  it.each([["https://evil.example/"], ["//evil.example/"], [""], ["/\\evil"]])(
    "a tampered return target %j still signs out and goes to /home",
    async (redirectTo) => {
      const response = await logout("http://shop.test/logout", { redirectTo });
      expect(response.headers.get("Location")).toBe("/home");
      expect((await sessionAfter(response)).get("token")).toBeUndefined();
    },
  );

  it.each([
    ["a backend error", () => json({ errors: [{ code: "x", message: "boom" }] }, 500)],
    ["a backend without the route (real 6amMart)", () => json({ message: "Not found" }, 404)],
    ["an already dead token", () => json({ message: "Unauthenticated." }, 401)],
    ["an unreachable backend", () => HttpResponse.error()],
  ])("still signs out locally after %s", async (_name, answer) => {
    const revokes = watchRevokes(answer);
    const response = await logout("http://shop.test/logout", { redirectTo: "/home" });
    expect(revokes).toHaveLength(1);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/home");
    expect((await sessionAfter(response)).get("token")).toBeUndefined();
    expect(await toastKeysAfter(response)).toEqual(["chrome:logout.success"]);
  });

  it("a visitor who is not signed in is just sent on, without a toast", async () => {
    const revokes = watchRevokes();
    const response = await logout("http://shop.test/logout", { redirectTo: "/home" }, false);
    expect(revokes).toEqual([]);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/home");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("GET never signs anyone out", async () => {
    const cookie = await cookieFor({ token: "t".repeat(40) });
    const { request, context } = await post("http://shop.test/logout", {}, cookie);
    const response = loader({ request, context, params: {} });
    expect(response.headers.get("Location")).toBe("/home");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(context.session.get("token")).toBe("t".repeat(40));
  });
});
