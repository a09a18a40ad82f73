import type { SubmissionResult } from "@conform-to/react";
import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppLoadContext } from "~/context.server";
import { action as pickAction } from "~/routes/($lang).location";
import { action, loader } from "~/routes/($lang).parcel-delivery-info";
import { getSession } from "~/sessions/session.server";
import type { Prefs } from "~/sessions/prefs.server";
import { startApi, type ApiHarness } from "../backend/harness";
import { cookieFor, cookiePair } from "./header-test-support";

/**
 * /parcel-delivery-info (issue 13 item 6; browsing §2; api-contract §7.7) against the real
 * reference backend: the category's form with the backend's charges; the spec's messages for an
 * empty form; the receiver picked through the Pick Location dialog coming back with what was
 * typed kept (the session's parcelDraft); a guest's cash order → /order-placed, a customer's →
 * the profile, digital → the payment page; the order the backend keeps has the category, the
 * receiver, the payer and the quoted charge.
 */
let api: ApiHarness;
let demo: string;
beforeAll(async () => {
  api = await startApi();
  const res = await api.call("/auth/login", {
    method: "POST",
    body: { login_type: "manual", email_or_phone: "+971500000001", password: "demo1234" },
  });
  demo = res.body.token as string;
});
afterAll(() => api.close());

const MALL = { lat: 25.1985, lng: 55.2796 };
/** Dubai Marina Walk (zone 2). */
const MARINA = { lat: 25.077, lng: 55.139 };
const PARCEL = 5;
const DOCUMENTS = 1;
const parcelHome: Prefs = {
  zoneIds: "[1]",
  moduleId: PARCEL,
  moduleType: "parcel",
  ...MALL,
  address: "The Dubai Mall",
};

/** A browser of one visitor: the session cookie follows every answer, as a browser's would. */
class Visitor {
  cookie = "";
  constructor(
    private readonly token?: string,
    private readonly prefs: Prefs = parcelHome,
    private readonly apiBaseUrl?: string,
  ) {}
  async start() {
    this.cookie = await cookieFor({ token: this.token, prefs: this.prefs });
    return this;
  }
  private keep(setCookies: string[]) {
    const jar = new Map(
      this.cookie
        .split("; ")
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
    );
    for (const setCookie of setCookies) {
      const pair = cookiePair(setCookie);
      jar.set(pair.slice(0, pair.indexOf("=")), pair);
    }
    this.cookie = [...jar.values()].join("; ");
  }
  async args(path: string, form?: Record<string, string>) {
    const request = new Request(`http://shop.test${path}`, {
      method: form ? "POST" : "GET",
      body: form ? new URLSearchParams(form) : undefined,
      headers: { Cookie: this.cookie },
    });
    const context = await createAppLoadContext(request, {
      nonce: "n",
      apiBaseUrl: this.apiBaseUrl ?? `${api.baseUrl}/api/v1`,
      apiTimeoutMs: 3000,
      forwardHost: false,
    });
    return { request, context, params: {} };
  }
  /** Runs a loader or action; its cookies are kept; a thrown Response is returned. */
  async run<T>(call: () => Promise<T>): Promise<T | Response> {
    let answer: T | Response;
    try {
      answer = await call();
    } catch (error) {
      if (!(error instanceof Response)) throw error;
      answer = error;
    }
    if (answer instanceof Response) this.keep(answer.headers.getSetCookie());
    else {
      const init = (answer as { init?: ResponseInit | null }).init;
      this.keep(new Headers(init?.headers).getSetCookie());
    }
    return answer;
  }
  async view(path = `/parcel-delivery-info?category_id=${DOCUMENTS}`) {
    const answer = await this.run(async () => loader(await this.args(path)));
    if (answer instanceof Response) throw new Error(`redirected: ${answer.status}`);
    return (answer as unknown as { data: { view: ViewOf } }).data.view;
  }
  async post(
    form: Record<string, string>,
    path = `/parcel-delivery-info?category_id=${DOCUMENTS}`,
  ) {
    return this.run(async () => action(await this.args(path, form)));
  }
  async session() {
    return getSession(new Request("http://shop.test/", { headers: { Cookie: this.cookie } }));
  }
}
type ViewOf = Awaited<
  ReturnType<typeof import("~/features/parcel/parcel-model.server").loadParcelView>
>;

type Refusal = { data: { result: SubmissionResult<string[]> }; init: ResponseInit | null };
const refusal = (answer: unknown) => {
  expect(answer).not.toBeInstanceOf(Response);
  const { data, init } = answer as Refusal;
  return { status: init?.status, result: data.result };
};
const location = (answer: unknown) => {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.status).toBe(303);
  return response.headers.get("Location")!;
};

const orderRow = (id: number) =>
  api.backend.db.prepare("SELECT * FROM orders WHERE id = ?").get(id) as Record<string, unknown>;

/** The receiver's point through the Pick Location dialog, as the page's Pick button does. */
async function pickReceiver(visitor: Visitor, typed: Record<string, string>, lang = "") {
  const base = `${lang}/parcel-delivery-info?category_id=${DOCUMENTS}`;
  const toDialog = location(await visitor.post({ ...typed, intent: "pick-receiver" }, base));
  expect(toDialog).toBe(`${lang}/location?redirectTo=${encodeURIComponent(base)}`);
  const back = location(
    await visitor.run(async () =>
      pickAction(
        await visitor.args(`${lang}/location`, {
          lat: String(MARINA.lat),
          lng: String(MARINA.lng),
          redirectTo: base,
        }),
      ),
    ),
  );
  expect(back).toBe(`${base}&lat=${MARINA.lat}&lng=${MARINA.lng}`);
  return back;
}

const complete = (view: ViewOf, extra: Record<string, string> = {}) => ({
  intent: "place",
  key: view.defaults.key,
  sender_name: "Sami Sender",
  sender_phone: "+971503334455",
  sender_address: "current",
  receiver_name: "Rania Receiver",
  receiver_phone: "+971502223344",
  receiver_address: view.defaults.receiver_address,
  receiver_lat: view.defaults.receiver_lat,
  receiver_lng: view.defaults.receiver_lng,
  charge_payer: "sender",
  payment_method: "cash_on_delivery",
  ...extra,
});

describe("the parcel form", () => {
  it("shows the chosen category and the backend's charges: its per-km rate and minimum", async () => {
    const visitor = await new Visitor().start();
    const view = await visitor.view();
    expect(view.category).toMatchObject({ id: DOCUMENTS, name: "Documents" });
    expect(view.senders).toEqual([{ value: "current", label: null, address: "The Dubai Mall" }]);
    expect(view.receiverPicked).toBe(false);
    expect(view.defaults.key).toMatch(/^[\w-]{16,}$/);
    // The key stays the visitor's for the next view (kept in the session's draft).
    expect((await visitor.view()).defaults.key).toBe(view.defaults.key);
    // A guest without a guest id yet (no post so far): the category's own rates, no quote.
    expect(view.charges).toMatchObject({ distanceKm: null, delivery: null, total: null });
    expect(view.charges?.perKm).toMatch(/2\.50/);
    expect(view.charges?.minimum).toMatch(/10\.00/);
    // Small Package has no rates of its own: the platform's (config 3 per km, minimum 12).
    const platform = await visitor.view("/parcel-delivery-info?category_id=2");
    expect(platform.charges?.perKm).toMatch(/3\.00/);
    expect(platform.charges?.minimum).toMatch(/12\.00/);
    // A customer is quoted at once: no receiver yet, distance 0, the minimum (10) + service (3).
    const customer = await (await new Visitor(demo).start()).view();
    expect(customer.charges).toMatchObject({ distanceKm: 0 });
    expect(customer.charges?.delivery).toMatch(/10\.00/);
    expect(customer.charges?.total).toMatch(/13\.00/);
  });

  it("is 404 for a malformed or unknown category, and asks for a location first", async () => {
    const visitor = await new Visitor().start();
    for (const path of [
      "/parcel-delivery-info?category_id=",
      "/parcel-delivery-info?category_id=abc",
      "/parcel-delivery-info?category_id=0",
      "/parcel-delivery-info?category_id=999",
    ]) {
      const answer = await visitor.run(async () => loader(await visitor.args(path)));
      expect((answer as Response).status).toBe(404);
    }
    const nowhere = await new Visitor(undefined, {}).start();
    const gate = await nowhere.run(async () =>
      loader(await nowhere.args("/ar/parcel-delivery-info?category_id=1")),
    );
    expect((gate as Response).headers.get("Location")).toBe(
      `/ar/location?redirectTo=${encodeURIComponent("/ar/parcel-delivery-info?category_id=1")}`,
    );
  });

  it("without a category (the incumbent's bookmarked URL) goes to the parcel home to choose one", async () => {
    const visitor = await new Visitor().start();
    for (const [path, home] of [
      ["/parcel-delivery-info", /^\/home\?module_id=\d+$/],
      ["/ar/parcel-delivery-info", /^\/ar\/home\?module_id=\d+$/],
    ] as const) {
      const answer = await visitor.run(async () => loader(await visitor.args(path)));
      expect((answer as Response).status, path).toBe(302);
      expect((answer as Response).headers.get("Location"), path).toMatch(home);
    }
  });

  it("refuses an empty form with the messages of each field", async () => {
    const visitor = await new Visitor().start();
    const view = await visitor.view();
    const { status, result } = refusal(
      await visitor.post({ intent: "place", key: view.defaults.key }),
    );
    expect(status).toBe(400);
    expect(result.error).toMatchObject({
      sender_name: ["parcel:errors.senderNameRequired"],
      sender_phone: ["parcel:errors.phoneRequired"],
      receiver_name: ["parcel:errors.receiverNameRequired"],
      receiver_phone: ["parcel:errors.phoneRequired"],
      receiver_address: ["parcel:errors.receiverAddressRequired"],
      receiver_lat: ["parcel:errors.pickReceiver"],
    });
    const short = refusal(
      await visitor.post(
        complete(view, {
          sender_phone: "12345",
          receiver_address: "Marina",
          receiver_lat: "25.077",
          receiver_lng: "55.139",
          charge_payer: "receiver",
          payment_method: "digital_payment",
        }),
      ),
    );
    expect(short.result.error).toEqual({
      sender_phone: ["parcel:errors.phoneInvalid"],
      payment_method: ["parcel:errors.receiverPaysCash"],
    });
  });

  it("will not place without a picked receiver, whatever the page's hidden point says", async () => {
    const visitor = await new Visitor().start();
    const view = await visitor.view();
    const forged = refusal(
      await visitor.post(
        complete(view, {
          receiver_address: "Marina",
          receiver_lat: "25.077",
          receiver_lng: "55.139",
        }),
      ),
    );
    expect(forged.result.error).toEqual({ receiver_address: ["parcel:errors.pickReceiver"] });
  });
});

describe("hostile or unlucky requests", () => {
  it("answer 503, never a 500, when the backend is down; a stranger's address id is no sender", async () => {
    // Port 9 (discard): nothing listens there.
    const down = await new Visitor(undefined, parcelHome, "http://127.0.0.1:9/api/v1").start();
    const page = await down.run(async () =>
      loader(await down.args("/parcel-delivery-info?category_id=1")),
    );
    expect((page as Response).status).toBe(503);
    const post = await down.run(async () =>
      action(await down.args("/parcel-delivery-info?category_id=1", { intent: "place" })),
    );
    expect((post as Response).status).toBe(503);

    const visitor = await new Visitor(demo).start();
    await visitor.view();
    location(await visitor.post({ intent: "refresh", sender_address: "999999" }));
    const view = await visitor.view();
    expect(view.defaults.sender_address).toBe("current");
  });

  it("without the parcel instructions (a backend that lacks or fails the call) the form goes on without them", async () => {
    // A layer in front of the backend that has no parcel-instructions route (Laravel's 404).
    const app = express();
    app.get("/api/v1/customer/order/parcel-instructions", (_req, res) => {
      res.status(404).json({
        message: "The route api/v1/customer/order/parcel-instructions could not be found.",
      });
    });
    app.use("/api/v1", api.backend.api);
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    try {
      const port = (server.address() as AddressInfo).port;
      const visitor = await new Visitor(
        demo,
        parcelHome,
        `http://127.0.0.1:${port}/api/v1`,
      ).start();
      const view = await visitor.view();
      expect(view.instructions).toEqual([]);
      expect(view.charges).not.toBeNull();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("says a pickup point outside every zone is out of coverage, in the charges and on Place", async () => {
    // A saved address the backend would refuse today (zones can change after it was saved).
    const at = new Date().toISOString();
    const { lastInsertRowid } = api.backend.db
      .prepare(
        `INSERT INTO addresses (user_id, address_type, contact_person_name, contact_person_number,
           address, latitude, longitude, zone_id, address_label, created_at, updated_at)
         VALUES (1, 'other', 'Demo', '+971500000001', 'Liwa Oasis', '23.1', '53.75', 1, 'Liwa', ?, ?)`,
      )
      .run(at, at);
    const visitor = await new Visitor(demo).start();
    await visitor.view();
    const liwa = String(lastInsertRowid);
    location(await visitor.post({ intent: "refresh", sender_address: liwa }));
    const back = await pickReceiver(visitor, { sender_address: liwa });
    const view = await visitor.view(back);
    expect(view.defaults.sender_address).toBe(liwa);
    expect(view.quoteError).toEqual({ key: "parcel:errors.outOfCoverage" });
    expect(view.charges).toBeNull();
    const placed = refusal(
      await visitor.post(
        complete(view, {
          sender_address: liwa,
          sender_name: "Demo",
          sender_phone: "+971500000001",
        }),
      ),
    );
    expect(placed.result.error).toEqual({ "": ["parcel:errors.outOfCoverage"] });
    api.backend.db.prepare("DELETE FROM addresses WHERE id = ?").run(lastInsertRowid);
  });
});

describe("without guest checkout", () => {
  it("a guest is sent to sign in first, coming back to the form", async () => {
    // Its own backend (the config is cached per backend): guest checkout switched off.
    const closed = await startApi();
    try {
      closed.backend.db
        .prepare("UPDATE business_settings SET value = '0' WHERE key = 'guest_checkout_status'")
        .run();
      const guest = await new Visitor(undefined, parcelHome, `${closed.baseUrl}/api/v1`).start();
      const gate = await guest.run(async () =>
        loader(await guest.args("/parcel-delivery-info?category_id=1")),
      );
      expect((gate as Response).headers.get("Location")).toBe(
        `/auth/sign-in?from=${encodeURIComponent("/parcel-delivery-info?category_id=1")}`,
      );
    } finally {
      await closed.close();
    }
  });
});

describe("placing a parcel", () => {
  it("a guest picks the receiver (typed values kept), places a cash order and lands on order-placed", async () => {
    const visitor = await new Visitor().start();
    await visitor.view();
    const back = await pickReceiver(visitor, {
      sender_name: "Sami Sender",
      sender_phone: "+971503334455",
      receiver_name: "Rania Receiver",
      charge_payer: "receiver",
    });
    const view = await visitor.view(back);
    expect(view.receiverPicked).toBe(true);
    expect(view.defaults).toMatchObject({
      sender_name: "Sami Sender",
      sender_phone: "+971503334455",
      receiver_name: "Rania Receiver",
      receiver_lat: String(MARINA.lat),
      receiver_lng: String(MARINA.lng),
      charge_payer: "receiver",
    });
    expect(view.defaults.receiver_address).not.toBe("");
    // Now the distance counts: Mall → Marina is some 19 km at 2.5 per km.
    expect(view.charges!.distanceKm!).toBeGreaterThan(15);
    expect(view.payments).toEqual({ cash: true, digital: false });
    // The operator's parcel instructions (issue 24 item 4), none chosen yet.
    expect(view.instructions).toEqual([
      "Handle with care, the parcel is fragile",
      "Keep the parcel upright",
      "Call the receiver before arriving",
      "Leave the parcel at the reception",
      "Do not leave the parcel unattended",
    ]);
    expect(view.defaults.delivery_instruction).toBe("");
    // A refused post keeps the chosen instruction.
    const refused = await visitor.post(
      complete(view, { sender_name: "", delivery_instruction: "Keep the parcel upright" }),
    );
    expect(refusal(refused).status).toBe(400);
    expect((await visitor.view()).defaults.delivery_instruction).toBe("Keep the parcel upright");

    const placed = location(
      await visitor.post(
        // a national number with its country, as the phone field's picker sends it
        complete(view, {
          charge_payer: "receiver",
          receiver_phone: "050 222 3344",
          receiver_country: "AE",
          delivery_instruction: "Keep the parcel upright",
        }),
      ),
    );
    const match = /^\/order-placed\?order_id=(\d+)&flag=success$/.exec(placed);
    expect(match).not.toBeNull();
    const order = orderRow(Number(match![1]));
    const quotedDelivery = Number(view.charges!.delivery!.replace(/[^\d.]/g, ""));
    expect(order).toMatchObject({
      order_type: "parcel",
      is_guest: 1,
      parcel_category_id: DOCUMENTS,
      charge_payer: "receiver",
      payment_method: "cash_on_delivery",
      delivery_charge: quotedDelivery,
      delivery_instruction: "Keep the parcel upright",
    });
    expect(JSON.parse(String(order.receiver_details))).toMatchObject({
      contact_person_name: "Rania Receiver",
      contact_person_number: "+971502223344",
      address: view.defaults.receiver_address,
      latitude: String(MARINA.lat),
    });
    expect(JSON.parse(String(order.delivery_address))).toMatchObject({
      contact_person_name: "Sami Sender",
      contact_person_number: "+971503334455",
      address: "The Dubai Mall",
    });
    // The guest's order pages read the order with the sender's phone; the draft is gone.
    const session = await visitor.session();
    expect(session.get("guestContact")).toMatchObject({ phone: "+971503334455" });
    expect(session.get("parcelDraft")).toBeUndefined();
    expect(session.get("guestId")).toBe(String(order.user_id));

    // The same form posted again (back button, double click) places nothing more.
    const count = () =>
      (api.backend.db.prepare("SELECT COUNT(*) AS n FROM orders").get() as { n: number }).n;
    const before = count();
    const again = await visitor.post(complete(view, { charge_payer: "receiver" }));
    expect(refusal(again).result.error).toMatchObject({ "": ["parcel:errors.expired"] });
    expect(count()).toBe(before);
  });

  it("a customer's sender details come from the account; cash → the profile, digital → the payment page", async () => {
    const visitor = await new Visitor(demo).start();
    const first = await visitor.view("/ar/parcel-delivery-info?category_id=1");
    expect(first.defaults.sender_phone).toBe("+971500000001");
    expect(first.defaults.sender_name).not.toBe("");
    // The chosen location first, then the customer's saved addresses.
    expect(first.senders[0].value).toBe("current");
    expect(first.senders.length).toBeGreaterThan(1);

    const back = await pickReceiver(visitor, { receiver_name: "Rania" }, "/ar");
    const view = await visitor.view(back);
    const placed = location(
      await visitor.post(
        complete(view, {
          sender_name: view.defaults.sender_name,
          sender_phone: view.defaults.sender_phone,
        }),
        "/ar/parcel-delivery-info?category_id=1",
      ),
    );
    expect(placed).toMatch(/^\/ar\/profile\?orderId=\d+&page=my-orders&from=checkout$/);

    await visitor.view("/ar/parcel-delivery-info?category_id=1");
    const again = await pickReceiver(visitor, { receiver_name: "Rania" }, "/ar");
    const next = await visitor.view(again);
    const digital = location(
      await visitor.post(
        complete(next, {
          sender_name: next.defaults.sender_name,
          sender_phone: next.defaults.sender_phone,
          payment_method: "digital_payment",
        }),
        "/ar/parcel-delivery-info?category_id=1",
      ),
    );
    const url = new URL(digital);
    expect(url.pathname).toBe("/payment-mobile");
    expect(url.searchParams.get("callback")).toBe("http://shop.test/ar/order-placed");
    expect(url.searchParams.get("payment_token")).toBeTruthy();
    expect(orderRow(Number(url.searchParams.get("order_id")))).toMatchObject({
      order_type: "parcel",
      user_id: 1,
      is_guest: 0,
      payment_method: "digital_payment",
      payment_status: "unpaid",
    });
  });
});
