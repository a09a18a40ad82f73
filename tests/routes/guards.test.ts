import { describe, expect, it } from "vitest";
import { createAppLoadContext } from "~/context.server";
import { requireUser } from "~/features/auth/sign-in-gate.server";
import { requireZone } from "~/features/location/zone-gate.server";
import { serializePrefs } from "~/sessions/prefs.server";
import { commitSession, getSession } from "~/sessions/session.server";
import { takeToasts } from "~/sessions/flash.server";
import { loader as signInPage } from "~/routes/($lang).auth.sign-in";

/** Page gates for later routes (issue 2 item 9; foundations §6, browsing §8). */

async function contextFor(url: string, cookie = "") {
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  const context = await createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: "http://api.invalid/api/v1",
    apiTimeoutMs: 1000,
    forwardHost: false,
  });
  return { request, context };
}

/** The redirect a gate threw, and the toasts it queued for the next page. */
async function thrownBy(gate: Promise<unknown>) {
  const thrown = await gate.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  const flash = response.headers.get("Set-Cookie")!.split(";")[0];
  const next = new Request("http://shop.test/", { headers: { Cookie: flash } });
  return { response, toasts: (await takeToasts(next)).toasts };
}

describe("requireUser", () => {
  it("lets a signed-in customer through with the token", async () => {
    const session = await getSession(new Request("http://shop.test/"));
    session.set("token", "t".repeat(40));
    const cookie = (await commitSession(session)).split(";")[0];
    const { request, context } = await contextFor("http://shop.test/wallet", cookie);
    await expect(requireUser(request, context)).resolves.toBe("t".repeat(40));
  });

  it("sends a guest to sign in with the spec's message and comes back afterwards", async () => {
    const { request, context } = await contextFor("http://shop.test/ar/wallet?tab=2");
    const { response, toasts } = await thrownBy(requireUser(request, context));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/ar/auth/sign-in?from=%2Far%2Fwallet%3Ftab%3D2");
    expect(toasts).toEqual([expect.objectContaining({ key: "toasts.loginRequired" })]);
  });
});

describe("the sign-in page a gate sends to (docs/decisions/031)", () => {
  it.each(["from", "redirectTo"])(
    "takes the way back from `%s` (the gate's and the dialog's name)",
    async (param) => {
      const { request, context } = await contextFor(
        `http://shop.test/ar/auth/sign-in?${param}=%2Far%2Fwallet%3Ftab%3D2`,
      );
      const page = await signInPage({ request, context, params: { lang: "ar" } });
      expect(page).toMatchObject({ redirectTo: "/ar/wallet?tab=2" });
    },
  );

  it.each(["from", "redirectTo"])(
    "sends a signed-in customer straight back (`%s`)",
    async (param) => {
      const session = await getSession(new Request("http://shop.test/"));
      session.set("token", "t".repeat(40));
      const cookie = (await commitSession(session)).split(";")[0];
      const { request, context } = await contextFor(
        `http://shop.test/auth/sign-in?${param}=%2Fwallet%3Ftab%3D2`,
        cookie,
      );
      const answer = (await signInPage({ request, context, params: {} })) as Response;
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe("/wallet?tab=2");
    },
  );
});

describe("requireZone", () => {
  it("lets a visitor with a saved zone through", async () => {
    const cookie = (await serializePrefs({ zoneIds: "[1,2]" })).split(";")[0];
    const { request, context } = await contextFor("http://shop.test/campaigns", cookie);
    await expect(requireZone(request, context)).resolves.toBe("[1,2]");
  });

  it("sends a visitor without one to Pick Location with the spec's message", async () => {
    const { request, context } = await contextFor("http://shop.test/campaigns");
    const { response, toasts } = await thrownBy(requireZone(request, context));
    expect(response.headers.get("Location")).toBe("/location?redirectTo=%2Fcampaigns");
    expect(toasts).toEqual([expect.objectContaining({ key: "toasts.zoneRequired" })]);
  });
});
