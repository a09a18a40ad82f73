import { describe, expect, it } from "vitest";
import { trackRefreshSeconds, type TrackingData } from "~/features/tracking/tracking.server";
import { loader } from "~/routes/($lang).track-order";
import { commitSession, getSession } from "~/sessions/session.server";
import { advanceOrderLifecycle } from "../../backend/services/order-lifecycle";
import {
  BURGER_STORE,
  FOOD,
  addToCart,
  deliveryOrder,
  guestContact,
  newGuest,
  placeOrder,
  plainBurgerItem,
} from "../backend/commerce-helpers";
import { cookiePair } from "./header-test-support";
import { answerOf, routeArgs, shopSuite } from "./order-kit";

/**
 * /track-order (issue 14 item 1) against the real reference backend: the form's checks, the
 * four steps as the backend's lifecycle moves the order, when the page stops refreshing, the
 * delivery man for signed-in customers only, and 'Order not found' for anything not the
 * visitor's own.
 */
const shop = shopSuite();

interface Visitor {
  token?: string;
  guestId?: number;
}

async function open(path: string, visitor: Visitor): Promise<TrackingData | Response> {
  const session = await getSession(new Request("http://shop.test/"));
  if (visitor.token) session.set("token", visitor.token);
  if (visitor.guestId) session.set("guestId", String(visitor.guestId));
  const request = new Request(`http://shop.test${path}`, {
    headers: { Cookie: cookiePair(await commitSession(session)) },
  });
  return answerOf(async () => loader(await routeArgs(shop.api, request)));
}

const page = (answer: TrackingData | Response) => {
  expect(answer).not.toBeInstanceOf(Response);
  return answer as TrackingData;
};

async function placed(visitor: Visitor, contactNumber?: string): Promise<number> {
  await addToCart(shop.api, visitor, FOOD, { item_id: plainBurgerItem(shop.api).id, price: 1 });
  const contact = contactNumber
    ? { ...guestContact, contact_person_number: contactNumber }
    : guestContact;
  const res = await placeOrder(
    shop.api,
    FOOD,
    deliveryOrder(BURGER_STORE, visitor.guestId ? { guest_id: visitor.guestId, ...contact } : {}),
    visitor.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order_id;
}

/** One lifecycle step for every moving order, a minute later. */
const step = () => {
  shop.api.clock.now = new Date(shop.api.clock.now.getTime() + 60_000);
  advanceOrderLifecycle(shop.api.backend.db, shop.api.clock.now);
};

const PHONE = guestContact.contact_person_number;

describe("/track-order", () => {
  it("shows the bare form without a query, and the spec's messages for an incomplete one", async () => {
    const bare = page(await open("/track-order", {}));
    expect(bare).toMatchObject({
      title: "Track order",
      refreshSeconds: 10,
      errors: null,
      tracking: null,
      notFound: false,
    });

    const guest = page(await open("/track-order?order_id=&contact_number=", {}));
    expect(guest.errors).toEqual({
      orderId: "tracking:errors.needOrderId",
      phone: "tracking:errors.needContactNumber",
    });
    // A signed-in customer is not asked for a phone.
    const signedIn = page(await open("/track-order?order_id=", { token: shop.demo }));
    expect(signedIn.errors).toEqual({ orderId: "tracking:errors.needOrderId" });
    const onlyPhone = page(await open("/track-order?order_id=12&contact_number=", {}));
    expect(onlyPhone.errors).toEqual({ phone: "tracking:errors.needContactNumber" });
    expect(onlyPhone.query).toEqual({ orderId: "12", phone: "" });
  });

  it("follows a guest's order through the four steps, the phone typed without '+', and stops at Delivered", async () => {
    const guestId = await newGuest(shop.api);
    const orderId = await placed({ guestId });
    const path = `/track-order?order_id=${orderId}&contact_number=${encodeURIComponent(PHONE.slice(1))}`;
    const seen: [string, boolean[], boolean][] = [];
    for (let i = 0; i < 8; i++) {
      const data = page(await open(path, { guestId }));
      const t = data.tracking!;
      seen.push([t.status, t.steps.map((s) => s.reached), t.final]);
      if (t.final) break;
      step();
    }
    const statuses = seen.map(([s]) => s);
    expect(statuses[0]).toBe("pending");
    expect(statuses).toContain("confirmed");
    expect(statuses).toContain("picked_up");
    expect(statuses.at(-1)).toBe("delivered");
    expect(seen[0][1]).toEqual([true, false, false, false]);
    expect(seen.find(([s]) => s === "confirmed")![1]).toEqual([true, true, false, false]);
    expect(seen.find(([s]) => s === "picked_up")![1]).toEqual([true, true, true, false]);
    expect(seen.at(-1)![1]).toEqual([true, true, true, true]);
    // Refreshing (final false) until delivered, then never again.
    expect(seen.map(([, , final]) => final)).toEqual([...seen.slice(0, -1).map(() => false), true]);

    const done = page(await open(path, { guestId })).tracking!;
    expect(done.steps.every((s) => s.at && /\d{1,2}:\d{2}/.test(s.at))).toBe(true);
    // A guest sees no delivery man's contact, even when the order had one.
    expect(done.deliveryMan).toBeNull();
    // The guest order-placed page's link (`phone`) works too.
    const viaLink = page(
      await open(`/track-order?order_id=${orderId}&phone=${encodeURIComponent(PHONE)}`, {
        guestId,
      }),
    );
    expect(viaLink.tracking?.id).toBe(orderId);
  });

  it("shows the delivery man's place while picked up, else the receiver's; contact and chat for the signed-in owner", async () => {
    const orderId = await placed({ token: shop.demo });
    const path = `/track-order?order_id=${orderId}`;
    const pending = page(await open(path, { token: shop.demo })).tracking!;
    expect(pending.map?.who).toBe("receiver");
    expect(pending.deliveryMan).toBeNull();
    step();
    const confirmed = page(await open(path, { token: shop.demo })).tracking!;
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.map?.who).toBe("receiver");
    const dm = confirmed.deliveryMan!;
    expect(dm.name).toMatch(/\S/);
    expect(dm.phone).toMatch(/^\+?\d+/);
    expect(dm.chatHref).toBe(
      `/profile?page=inbox&type=delivery_man&id=${dm.id}&routeName=delivery_man_id&chatFrom=true`,
    );
    step();
    const onTheWay = page(await open(path, { token: shop.demo })).tracking!;
    expect(onTheWay.status).toBe("picked_up");
    expect(onTheWay.map?.who).toBe("deliveryMan");
    const dmRow = shop.api.backend.db
      .prepare("SELECT lat, lng FROM delivery_men WHERE id = ?")
      .get(dm.id) as { lat: number; lng: number };
    expect(onTheWay.map).toMatchObject({ lat: dmRow.lat, lng: dmRow.lng });
  });

  it("says 'Order not found' for anyone else's order: another customer, a guest, another guest with the right phone", async () => {
    const mine = await placed({ token: shop.demo });
    const sara = page(await open(`/track-order?order_id=${mine}`, { token: shop.sara }));
    expect(sara).toMatchObject({ notFound: true, tracking: null });
    const guest = await newGuest(shop.api);
    const asGuest = page(
      await open(`/track-order?order_id=${mine}&contact_number=${encodeURIComponent(PHONE)}`, {
        guestId: guest,
      }),
    );
    expect(asGuest).toMatchObject({ notFound: true, tracking: null });

    const guestOrder = await placed({ guestId: guest });
    const withPhone = `/track-order?order_id=${guestOrder}&contact_number=${encodeURIComponent(PHONE)}`;
    // The right phone but another browser's guest id, or no guest id at all.
    const stranger = await newGuest(shop.api);
    expect(page(await open(withPhone, { guestId: stranger }))).toMatchObject({ notFound: true });
    expect(page(await open(withPhone, {}))).toMatchObject({ notFound: true });
    // The owner with a wrong phone.
    expect(
      page(
        await open(`/track-order?order_id=${guestOrder}&contact_number=%2B10000000`, {
          guestId: guest,
        }),
      ),
    ).toMatchObject({ notFound: true });
    // And the owner with the right one.
    expect(page(await open(withPhone, { guestId: guest })).tracking?.id).toBe(guestOrder);
  });

  it("never fails on odd input: 'Order not found', no backend error", async () => {
    for (const query of [
      "order_id=abc&contact_number=x",
      "order_id=-1&contact_number=1",
      "order_id=99999999999999999999&contact_number=%2B1",
      "order_id=1e3&contact_number=%00",
      `order_id=${"9".repeat(60)}&contact_number=${"1".repeat(80)}`,
    ]) {
      const data = page(await open(`/track-order?${query}`, { token: shop.demo }));
      expect(data.notFound, query).toBe(true);
    }
    const ar = page(await open("/ar/track-order?order_id=&contact_number=", {}));
    expect(ar.title).toBe("تتبع الطلب");
  });

  it("finds a guest's order by any common way of writing its phone (issue 22 item 4)", async () => {
    const guestId = await newGuest(shop.api);
    // Checkout stores E.164 in the marketplace's country (AE in the seed).
    const orderId = await placed({ guestId }, "+971501112233");
    const track = (phone: string) =>
      open(`/track-order?order_id=${orderId}&contact_number=${encodeURIComponent(phone)}`, {
        guestId,
      }).then(page);
    for (const phone of [
      "0501112233",
      "971501112233",
      "+971 50 111 2233",
      "00971501112233",
      "050-111-2233",
    ]) {
      const data = await track(phone);
      expect(data.notFound, phone).toBe(false);
      expect(data.tracking?.id, phone).toBe(orderId);
    }
    for (const phone of ["0501112234", "501112233999"]) {
      expect((await track(phone)).notFound, phone).toBe(true);
    }
    // An order stored before checkout took a country ("+0501112233") is still found.
    const older = await placed({ guestId }, "+0501112233");
    const legacy = page(
      await open(`/track-order?order_id=${older}&contact_number=0501112233`, { guestId }),
    );
    expect(legacy.tracking?.id).toBe(older);
  });

  it("shows the delivery time chosen at checkout (issue 22 item 3)", async () => {
    const guestId = await newGuest(shop.api);
    await addToCart(shop.api, { guestId }, FOOD, {
      item_id: plainBurgerItem(shop.api).id,
      price: 1,
    });
    const res = await placeOrder(
      shop.api,
      FOOD,
      deliveryOrder(BURGER_STORE, {
        guest_id: guestId,
        ...guestContact,
        schedule_at: "2025-01-15 18:00:00",
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = page(
      await open(
        `/track-order?order_id=${res.body.order_id}&contact_number=${encodeURIComponent(PHONE)}`,
        { guestId },
      ),
    );
    // 18:00 in Dubai, as the customer chose it; a "now" order has none (below).
    expect(data.tracking?.scheduledFor).toMatch(/06:00\s?(PM|pm)/);
    const now = await placed({ guestId });
    const nowData = page(
      await open(`/track-order?order_id=${now}&contact_number=${encodeURIComponent(PHONE)}`, {
        guestId,
      }),
    );
    expect(nowData.tracking?.scheduledFor).toBeNull();
  });

  it("refreshes every 10 s unless TRACK_REFRESH_SECONDS (1–60) says otherwise", () => {
    expect(trackRefreshSeconds(undefined)).toBe(10);
    expect(trackRefreshSeconds("2")).toBe(2);
    for (const odd of ["0", "61", "-1", "1.5", "abc", ""])
      expect(trackRefreshSeconds(odd), odd).toBe(10);
  });
});
