import { afterEach, describe, expect, it, vi } from "vitest";
import type { Customer } from "~/api/schemas/customer";
import type { CashbackOffer } from "~/api/schemas/home-content";
import type { CardContext } from "~/features/catalogue/card-models.server";
import {
  CASHBACK_FRESH_MS,
  clearCashbackCache,
  homeCashbackOffers,
} from "~/features/home-extras/cashback.server";
import {
  clearWelcome,
  flagWelcome,
  readWelcome,
  welcomeView,
} from "~/features/home-extras/welcome.server";
import type { HomeClient } from "~/features/home/section-data.server";
import type { MoneyFormat } from "~/features/catalogue/money";
import { getSession } from "~/sessions/session.server";

const money: MoneyFormat = { decimals: 2, symbol: "AED", direction: "left" };

async function session({ token = true, welcome = true } = {}) {
  const s = await getSession(new Request("http://shop.test/"));
  if (token) s.set("token", "t".repeat(40));
  if (welcome) flagWelcome(s);
  return s;
}

const newCustomer: Customer = {
  id: 7,
  f_name: "Lina",
  l_name: "Haddad",
  is_valid_for_discount: true,
  discount_amount: 10,
  discount_amount_type: "percentage",
  validity: "30 day",
};

describe("welcome flag and view (browsing §4 welcome modal)", () => {
  it("flagWelcome / readWelcome / clearWelcome keep a literal true in the session", async () => {
    const s = await session({ welcome: false });
    expect(readWelcome(s)).toBe(false);
    flagWelcome(s);
    expect(readWelcome(s)).toBe(true);
    clearWelcome(s);
    expect(readWelcome(s)).toBe(false);
    (s as unknown as { set: (k: string, v: unknown) => void }).set("welcome", "yes");
    expect(readWelcome(s)).toBe(false);
  });

  it("a new customer with is_valid_for_discount: the percentage and the validity", async () => {
    expect(welcomeView(await session(), newCustomer, money)).toEqual({
      discount: { amount: "10%", validity: "30 day" },
    });
  });

  it("an amount discount is a price with the config's currency and decimals", async () => {
    const amount = { ...newCustomer, discount_amount: 5, discount_amount_type: "amount" };
    expect(welcomeView(await session(), amount, money)?.discount?.amount).toBe("AED5.00");
    const right = { decimals: 3, symbol: " د.إ", direction: "right" } as const;
    expect(welcomeView(await session(), amount, right)?.discount?.amount).toBe("5.000 د.إ");
  });

  it("without the discount (not valid, or a zero amount): the welcome alone", async () => {
    const s = await session();
    expect(welcomeView(s, { ...newCustomer, is_valid_for_discount: false }, money)).toEqual({
      discount: null,
    });
    expect(welcomeView(s, { ...newCustomer, discount_amount: 0 }, money)).toEqual({
      discount: null,
    });
    expect(welcomeView(s, { id: 1, f_name: "A", l_name: "B" }, money)).toEqual({ discount: null });
  });

  it("nothing without the flag, without a profile or when signed out", async () => {
    expect(welcomeView(await session({ welcome: false }), newCustomer, money)).toBeNull();
    expect(welcomeView(await session(), null, money)).toBeNull();
    expect(welcomeView(await session({ token: false }), newCustomer, money)).toBeNull();
  });
});

const ctx: CardContext = { money, decimals: 2, moduleId: 1, moduleType: "grocery" };
const offer: CashbackOffer = {
  id: 3,
  title: "Weekend cashback",
  cashback_type: "percentage",
  cashback_amount: 10,
  min_purchase: 50,
  end_date: "2026-06-30 23:59:59",
};

function client(token: string | undefined, answer: () => Promise<CashbackOffer[]>) {
  const cashback = vi.fn(answer);
  const api = { state: { token, lang: "en", moduleId: 1 }, home: { cashback } };
  return { api: api as unknown as HomeClient, cashback };
}

describe("home cashback offers (browsing §9: stale time 10000 ms)", () => {
  afterEach(() => clearCashbackCache());

  it("maps the offers and reuses them for 10 s per customer, then asks again", async () => {
    let now = 1_000_000;
    const { api, cashback } = client("a".repeat(40), async () => [offer]);
    const first = await homeCashbackOffers(api, ctx, () => now);
    expect(first).toEqual([
      {
        id: 3,
        title: "Weekend cashback",
        amount: "10%",
        minPurchase: "AED50.00",
        endDate: "2026-06-30",
      },
    ]);
    now += CASHBACK_FRESH_MS - 1;
    await homeCashbackOffers(api, ctx, () => now);
    expect(cashback).toHaveBeenCalledTimes(1);
    now += 1;
    await homeCashbackOffers(api, ctx, () => now);
    expect(cashback).toHaveBeenCalledTimes(2);
  });

  it("customers never share an entry; guests make no call", async () => {
    const one = client("a".repeat(40), async () => [offer]);
    const two = client("b".repeat(40), async () => []);
    expect(await homeCashbackOffers(one.api, ctx)).toHaveLength(1);
    expect(await homeCashbackOffers(two.api, ctx)).toEqual([]);
    const guest = client(undefined, async () => [offer]);
    expect(await homeCashbackOffers(guest.api, ctx)).toEqual([]);
    expect(guest.cashback).not.toHaveBeenCalled();
  });

  it("a failure is not kept: the next request asks again", async () => {
    let fail = true;
    const { api, cashback } = client("c".repeat(40), async () => {
      if (fail) throw new Error("down");
      return [offer];
    });
    await expect(homeCashbackOffers(api, ctx)).rejects.toThrow("down");
    fail = false;
    expect(await homeCashbackOffers(api, ctx)).toHaveLength(1);
    expect(cashback).toHaveBeenCalledTimes(2);
  });
});
