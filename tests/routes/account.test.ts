import type { SubmissionResult } from "@conform-to/react";
import { describe, expect, it } from "vitest";
import { writeSettings as writeBackendSettings } from "../../backend/services/settings";
import { clearEverySwrCache } from "~/api/cache.server";
import { loader as campaignLoader } from "~/routes/($lang).campaigns.$id";
import { loader as couponsLoader } from "~/routes/($lang).coupons";
import { action as loyaltyAction, loader as loyaltyLoader } from "~/routes/($lang).loyalty-points";
import { loader as referralLoader } from "~/routes/($lang).referral-code";
import { loader as settingsLoader } from "~/routes/($lang).settings";
import { action as walletAction, loader as walletLoader } from "~/routes/($lang).wallet";
import { commitSession, getSession } from "~/sessions/session.server";
import { serializePrefs, type Prefs } from "~/sessions/prefs.server";
import { DEMO, SARA, loginAs } from "../backend/commerce-helpers";
import { cookiePair, toastKeysAfter } from "./header-test-support";
import { answerOf, routeArgs, shopSuite } from "./order-kit";

/**
 * The account pages (issue 14 item 5) against the real reference backend: the login gate, the
 * config flags that hide them, the token owner's ledgers only, converting loyalty points.
 */
const shop = shopSuite();

/** Switches business settings; the storefront's cached /config is emptied so pages see it. */
function writeSettings(
  db: Parameters<typeof writeBackendSettings>[0],
  patch: Record<string, unknown>,
) {
  const previous = writeBackendSettings(db, patch);
  clearEverySwrCache();
  return previous;
}

async function args(path: string, token?: string, form?: Record<string, string>, prefs?: Prefs) {
  const session = await getSession(new Request("http://shop.test/"));
  if (token) session.set("token", token);
  const cookies = [cookiePair(await commitSession(session))];
  if (prefs) cookies.push(cookiePair(await serializePrefs(prefs)));
  const request = new Request(`http://shop.test${path}`, {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
    headers: { Cookie: cookies.join("; ") },
  });
  return routeArgs(shop.api, request);
}

type Loader = (a: Awaited<ReturnType<typeof args>>) => Promise<unknown>;
const open = async <T extends Loader>(run: T, path: string, token?: string, prefs?: Prefs) =>
  (await answerOf(async () => run(await args(path, token, undefined, prefs)))) as
    Awaited<ReturnType<T>> | Response;

const data = <T>(answer: T | Response): T => {
  expect(answer).not.toBeInstanceOf(Response);
  return answer as T;
};

const PAGES: Array<[string, Loader]> = [
  ["/wallet", walletLoader],
  ["/loyalty-points", loyaltyLoader],
  ["/coupons", couponsLoader],
  ["/referral-code", referralLoader],
  ["/settings", settingsLoader],
];

describe("the account pages' gates", () => {
  it.each(PAGES)("%s sends a guest to sign-in ('You must be login…')", async (path, run) => {
    const answer = (await open(run, `/ar${path}`)) as Response;
    expect(answer).toBeInstanceOf(Response);
    expect(answer.headers.get("Location")).toBe(
      `/ar/auth/sign-in?from=${encodeURIComponent(`/ar${path}`)}`,
    );
    expect(await toastKeysAfter(answer)).toEqual(["toasts.loginRequired"]);
  });

  it.each(PAGES)("%s under a segment that is no language is not found", async (path, run) => {
    const base = await args(`/xx${path}`);
    const answer = (await answerOf(() => run({ ...base, params: { lang: "xx" } }))) as Response;
    expect(answer.status).toBe(404);
  });

  it.each([
    ["/wallet", walletLoader, "wallet_status"],
    ["/loyalty-points", loyaltyLoader, "loyalty_point_status"],
    ["/referral-code", referralLoader, "ref_earning_status"],
  ] as const)("%s is not found while its flag is 0", async (path, run, key) => {
    const previous = writeSettings(shop.api.backend.db, { [key]: 0 });
    try {
      const answer = (await open(run, path, shop.demo)) as Response;
      expect(answer.status).toBe(404);
    } finally {
      writeSettings(shop.api.backend.db, previous);
    }
  });
});

describe("/wallet", () => {
  it("shows the balance, the rows of a type, the bonuses; a bad page is page 1", async () => {
    const all = data(await open(walletLoader, "/wallet?page=zz&type=nope", shop.demo));
    expect(all).toMatchObject({ filter: "all", page: 1, pages: 1, failed: false });
    expect(all.balance).toMatch(/200\.00/);
    expect(all.lines[0]).toMatchObject({ type: "add_fund", credit: true, known: true });
    expect(all.lines[0].amount).toMatch(/^\+.*200\.00/);
    expect(all.bonuses[0]).toMatchObject({ title: "Top-up bonus", bonus: "5%" });
    const orders = data(await open(walletLoader, "/wallet?type=order", shop.demo));
    expect(orders).toMatchObject({ filter: "order" });
    expect(
      orders.lines.every((l) =>
        ["order_place", "order_refund", "partial_payment"].includes(l.type),
      ),
    ).toBe(true);
  });

  it("never shows another customer's wallet, whatever the URL names", async () => {
    const sara = await loginAs(shop.api, SARA);
    const saras = data(await open(walletLoader, `/wallet?user_id=${DEMO.id}&id=${DEMO.id}`, sara));
    expect(saras.lines.some((l) => l.type === "add_fund" && l.amount.includes("200"))).toBe(false);
    expect(saras.balance).not.toMatch(/200\.00/);
  });
});

describe("/loyalty-points", () => {
  type Refusal = { data: { result: SubmissionResult<string[]> }; init: ResponseInit | null };
  const convert = async (token: string, point: string, lang = "") =>
    answerOf(async () => loyaltyAction(await args(`${lang}/loyalty-points`, token, { point })));

  it("converts points to the wallet ('Point to wallet transfer successfully.')", async () => {
    const sara = await loginAs(shop.api, SARA);
    shop.api.backend.db.prepare("UPDATE users SET loyalty_point = 300 WHERE id = ?").run(SARA.id);
    const before = data(await open(loyaltyLoader, "/loyalty-points", sara));
    expect(before).toMatchObject({
      points: 300,
      rate: 10,
      minimum: 100,
      walletOn: true,
      lines: [],
    });

    const low = (await convert(sara, "50")) as unknown as Refusal;
    expect(low.init?.status).toBe(400);
    expect(low.data.result.error?.point?.[0]).toMatch(/minimum/i);
    const garbage = (await convert(sara, "1.5")) as unknown as Refusal;
    expect(garbage.data.result.error?.point).toEqual(["account:loyalty.errors.whole"]);

    const done = (await convert(sara, "200", "/ar")) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/ar/loyalty-points");
    expect(await toastKeysAfter(done)).toEqual(["account:loyalty.transferred"]);
    const after = data(await open(loyaltyLoader, "/loyalty-points", sara));
    expect(after.points).toBe(100);
    expect(after.lines[0]).toMatchObject({
      type: "point_to_wallet",
      credit: false,
      amount: "-200",
    });
    const wallet = data(await open(walletLoader, "/wallet?type=loyalty_point", sara));
    expect(wallet.lines[0]).toMatchObject({ type: "loyalty_point", credit: true });
    expect(wallet.lines[0].amount).toMatch(/20\.00/);
  });
});

describe("coupons, referral code, settings", () => {
  it("lists the customer's coupons of the chosen module", async () => {
    const coupons = data(
      await open(couponsLoader, "/coupons", shop.demo, { zoneIds: "[1]", moduleId: 2 }),
    );
    expect(coupons.failed).toBe(false);
    expect(coupons.coupons.length).toBeGreaterThan(0);
    expect(coupons.coupons[0]).toEqual(
      expect.objectContaining({ code: expect.any(String), discount: expect.any(String) }),
    );
  });

  it("asks for a module before listing coupons", async () => {
    const coupons = data(await open(couponsLoader, "/coupons", shop.demo, { zoneIds: "[1]" }));
    expect(coupons).toMatchObject({ needsModule: true, coupons: [], failed: false });
  });

  it("shows the customer's own referral code and a sign-up link to share", async () => {
    const referral = data(await open(referralLoader, "/ar/referral-code", shop.demo));
    expect(referral.code).toBe("SOUQDEMO01");
    expect(referral.shareUrl).toBe("http://shop.test/ar/auth/sign-up?ref_code=SOUQDEMO01");
  });

  it("knows the language and theme", async () => {
    const settings = data(await open(settingsLoader, "/ar/settings", shop.demo, { theme: "dark" }));
    expect(settings).toMatchObject({ lang: "ar", theme: "dark", push: false });
  });
});

describe("the campaigns page gate", () => {
  it("sends a visitor without a zone to pick one ('You must pick a zone…')", async () => {
    const base = await args("/ar/campaigns/1", shop.demo);
    const answer = (await answerOf(() =>
      campaignLoader({ ...base, params: { id: "1" } }),
    )) as Response;
    expect(answer).toBeInstanceOf(Response);
    expect(answer.headers.get("Location")).toBe(
      `/ar/location?redirectTo=${encodeURIComponent("/ar/campaigns/1")}`,
    );
    expect(await toastKeysAfter(answer)).toEqual(["toasts.zoneRequired"]);
  });
});

describe("/wallet add fund", () => {
  type Refusal = { data: { result: SubmissionResult<string[]> }; init: ResponseInit | null };
  const post = async (token: string, form: Record<string, string>, lang = "") =>
    answerOf(async () => walletAction(await args(`${lang}/wallet`, token, form)));

  it("goes through the gateway's page and comes back with the fund added", async () => {
    const sara = await loginAs(shop.api, SARA);
    const before = data(await open(walletLoader, "/wallet", sara));
    expect(before.addFund?.gateways[0]).toMatchObject({ key: "souq_pay" });
    const low = (await post(sara, { amount: "0", gateway: "souq_pay" })) as unknown as Refusal;
    expect(low.data.result.error?.amount).toEqual(["account:wallet.errors.amount"]);
    const bogus = (await post(sara, { amount: "50", gateway: "bogus" })) as unknown as Refusal;
    expect(bogus.data.result.error?.gateway).toEqual(["account:wallet.errors.gateway"]);

    const go = (await post(sara, { amount: "50", gateway: "souq_pay" }, "/ar")) as Response;
    expect(go.status).toBe(303);
    const link = new URL(go.headers.get("Location")!);
    expect(link.pathname).toBe("/api/v1/customer/wallet/add-fund/pay");
    const paid = await fetch(new URL(link.pathname, shop.api.baseUrl), {
      method: "POST",
      body: new URLSearchParams({ token: link.searchParams.get("token")!, outcome: "success" }),
      redirect: "manual",
    });
    expect(paid.headers.get("location")).toBe("http://shop.test/ar/wallet?flag=success");
    const after = data(await open(walletLoader, "/ar/wallet?flag=success", sara));
    expect(after.outcome).toBe("success");
    expect(after.lines[0]).toMatchObject({ type: "add_fund", credit: true });
    expect(after.lines[0].amount).toMatch(/50\.00/);
  });

  it("is not offered while add_fund_status is 0", async () => {
    const previous = writeSettings(shop.api.backend.db, { add_fund_status: 0 });
    try {
      expect(data(await open(walletLoader, "/wallet", shop.demo)).addFund).toBeNull();
      const answer = (await post(shop.demo, { amount: "50", gateway: "souq_pay" })) as Response;
      expect(answer.status).toBe(404);
    } finally {
      writeSettings(shop.api.backend.db, previous);
    }
  });
});
