import { describe, expect, it } from "vitest";
import { DEMO, SARA, bearer, commerceSuite, loginAs } from "./commerce-helpers";

/**
 * customer/wallet/* and customer/loyalty-point/* (contract §2.3, §5.12; issue 14 item 5): the
 * token owner's ledgers only, paged; points converted at loyalty_point_exchange_rate (10 in the
 * seed) once loyalty_point_minimum_point (100) is reached.
 */
const suite = commerceSuite();
const givePoints = (userId: number, points: number) =>
  suite.api.backend.db
    .prepare("UPDATE users SET loyalty_point = ? WHERE id = ?")
    .run(points, userId);

describe("wallet and loyalty ledgers", () => {
  it("lists the demo customer's wallet rows, filtered by type, paged", async () => {
    const all = await suite.api.call("/customer/wallet/transactions", {
      headers: bearer(suite.token),
      query: { limit: 10, offset: 1 },
    });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total_size: 1, limit: 10, offset: 1 });
    expect(all.body.data[0]).toMatchObject({ transaction_type: "add_fund", credit: 200 });
    const orders = await suite.api.call("/customer/wallet/transactions", {
      headers: bearer(suite.token),
      query: { limit: 10, offset: 1, type: "order" },
    });
    expect(orders.body).toMatchObject({ total_size: 0, data: [] });
  });

  it("refuses a missing page and a guest", async () => {
    const bad = await suite.api.call("/customer/wallet/transactions", {
      headers: bearer(suite.token),
    });
    expect(bad.status).toBe(403);
    expect(bad.body.errors.map((e: { code: string }) => e.code)).toEqual(["limit", "offset"]);
    const guest = await suite.api.call("/customer/loyalty-point/transactions", {
      query: { limit: 10, offset: 1 },
    });
    expect(guest.status).toBe(401);
  });

  it("answers the running bonuses", async () => {
    const res = await suite.api.call("/customer/wallet/bonuses", { headers: bearer(suite.token) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ title: "Top-up bonus", bonus_type: "percentage", bonus_amount: 5 }),
    ]);
  });

  it("converts points to the wallet, with a row in both ledgers, never another's", async () => {
    const sara = await loginAs(suite.api, SARA);
    givePoints(DEMO.id, 250);
    givePoints(SARA.id, 0);
    const below = await suite.api.call("/customer/loyalty-point/point-transfer", {
      method: "POST",
      headers: bearer(suite.token),
      body: { point: 50 },
    });
    expect(below.status).toBe(403);
    expect(below.body.errors[0].code).toBe("point");
    const tooMany = await suite.api.call("/customer/loyalty-point/point-transfer", {
      method: "POST",
      headers: bearer(sara),
      body: { point: 150 },
    });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.errors[0].message).toBe("Insufficient points.");

    const done = await suite.api.call("/customer/loyalty-point/point-transfer", {
      method: "POST",
      headers: bearer(suite.token),
      body: { point: 150 },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Point to wallet transfer successfully.");
    const info = await suite.api.call("/customer/info", {
      headers: bearer(suite.token, { "X-localization": "en" }),
    });
    expect(info.body).toMatchObject({ loyalty_point: 100, wallet_balance: 215 });
    const wallet = await suite.api.call("/customer/wallet/transactions", {
      headers: bearer(suite.token),
      query: { limit: 1, offset: 1, type: "loyalty_point" },
    });
    expect(wallet.body.data[0]).toMatchObject({ credit: 15, balance: 215, reference: "150" });
    const points = await suite.api.call("/customer/loyalty-point/transactions", {
      headers: bearer(suite.token),
      query: { limit: 10, offset: 1 },
    });
    expect(points.body.data[0]).toMatchObject({ debit: 150, balance: 100 });
    // Sara's ledgers stay hers: nothing of the demo customer's shows there.
    const saras = await suite.api.call("/customer/wallet/transactions", {
      headers: bearer(sara),
      query: { limit: 10, offset: 1, user_id: DEMO.id },
    });
    expect(saras.body.data.every((row: { user_id: number }) => row.user_id === SARA.id)).toBe(true);
    expect(saras.body.data.some((row: { reference: string }) => row.reference === "150")).toBe(
      false,
    );
  });
});

describe("add fund through the demo gateway", () => {
  const start = (token: string, body: Record<string, unknown>) =>
    suite.api.call("/customer/wallet/add-fund", { method: "POST", headers: bearer(token), body });
  const press = (link: string, outcome: string) =>
    fetch(link.replace(/^https?:\/\/[^/]+/, suite.api.baseUrl).split("?")[0], {
      method: "POST",
      body: new URLSearchParams({ token: new URL(link).searchParams.get("token")!, outcome }),
      redirect: "manual",
    });

  it("credits the amount and the running bonus once, then comes back with flag=success", async () => {
    const sara = await loginAs(suite.api, SARA);
    const before = (
      await suite.api.call("/customer/info", { headers: bearer(sara, { "X-localization": "en" }) })
    ).body.wallet_balance as number;
    const refused = await start(sara, {
      amount: 100,
      payment_method: "souq_pay",
      callback: "https://evil.example/x",
    });
    expect(refused.status).toBe(403);
    const started = await start(sara, {
      amount: 100,
      payment_method: "souq_pay",
      callback: "/wallet",
    });
    expect(started.status).toBe(200);
    const link = started.body.redirect_link as string;
    expect(link).toMatch(/\/api\/v1\/customer\/wallet\/add-fund\/pay\?token=[a-f0-9]{48}$/);
    const page = await fetch(link.replace(/^https?:\/\/[^/]+/, suite.api.baseUrl));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("100.00");

    const paid = await press(link, "success");
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get("location")!).search).toBe("?flag=success");
    const replay = await press(link, "success");
    expect(replay.status).toBe(410);
    const after = await suite.api.call("/customer/info", {
      headers: bearer(sara, { "X-localization": "en" }),
    });
    // 100 and the seed's 5% top-up bonus
    expect(after.body.wallet_balance).toBeCloseTo(before + 105, 2);
    const rows = await suite.api.call("/customer/wallet/transactions", {
      headers: bearer(sara),
      query: { limit: 1, offset: 1, type: "add_fund" },
    });
    expect(rows.body.data[0]).toMatchObject({ credit: 105, admin_bonus: 5, reference: "souq_pay" });
  });

  it("credits nothing when the payment is canceled", async () => {
    const started = await start(suite.token, {
      amount: 20,
      payment_method: "souq_pay",
      callback: "/wallet",
    });
    const before = (
      await suite.api.call("/customer/info", {
        headers: bearer(suite.token, { "X-localization": "en" }),
      })
    ).body.wallet_balance as number;
    const canceled = await press(started.body.redirect_link, "cancel");
    expect(new URL(canceled.headers.get("location")!).searchParams.get("flag")).toBe("cancel");
    const after = await suite.api.call("/customer/info", {
      headers: bearer(suite.token, { "X-localization": "en" }),
    });
    expect(after.body.wallet_balance).toBe(before);
  });
});
