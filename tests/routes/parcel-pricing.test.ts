import { describe, expect, it } from "vitest";
import type { loadParcelView } from "~/features/parcel/parcel-model.server";
import { formatPrice, type MoneyFormat } from "~/features/catalogue/money";
import { action as pickAction } from "~/routes/($lang).location";
import { action, loader } from "~/routes/($lang).parcel-delivery-info";
import { getSession } from "~/sessions/session.server";
import {
  errorsOf,
  newVisitor,
  placedOrderId,
  quotelessSuite,
  send,
  type Visitor,
} from "./quoteless-kit";

/**
 * /parcel-delivery-info on a backend WITHOUT the quote extension (ADR 027): the charges are
 * worked out by the storefront (features/parcel/parcel-local-quote.server.ts) from the category's
 * rates, config and the road distance between sender and receiver — and the parcel order the
 * backend stores charges exactly them.
 */
const shop = quotelessSuite();
type View = Awaited<ReturnType<typeof loadParcelView>>;

const PARCEL = 5;
/** Documents: 2.50 a km, at least 10. */
const DOCUMENTS = 1;
const MALL = { latitude: 25.1985, longitude: 55.2796 };
const MARINA = { lat: 25.077, lng: 55.139 };
const PAGE = `/parcel-delivery-info?category_id=${DOCUMENTS}`;
const MONEY: MoneyFormat = { decimals: 2, symbol: "AED", direction: "left" };

async function view(visitor: Visitor, path = PAGE): Promise<View> {
  const answer = await send<View>(shop.api, visitor, loader, path);
  expect(answer.status).toBe(200);
  return answer.data!.view!;
}

const post = (visitor: Visitor, fields: Record<string, string>) =>
  send<View>(shop.api, visitor, action, PAGE, new URLSearchParams(fields));

/** The receiver's point through the Pick Location dialog; the page as it comes back. */
async function pickReceiver(visitor: Visitor, point: { lat: number; lng: number }) {
  const toDialog = await post(visitor, { intent: "pick-receiver" });
  expect(toDialog.location).toBe(`/location?redirectTo=${encodeURIComponent(PAGE)}`);
  const back = await send(
    shop.api,
    visitor,
    pickAction,
    "/location",
    new URLSearchParams({ lat: String(point.lat), lng: String(point.lng), redirectTo: PAGE }),
  );
  expect(back.status).toBe(303);
  return view(visitor, back.location!);
}

const complete = (page: View) => ({
  intent: "place",
  key: page.defaults.key,
  sender_name: "Sami Sender",
  sender_phone: "+971503334455",
  sender_address: "current",
  receiver_name: "Rania Receiver",
  receiver_phone: "+971502223344",
  receiver_address: page.defaults.receiver_address,
  receiver_lat: page.defaults.receiver_lat,
  receiver_lng: page.defaults.receiver_lng,
  charge_payer: "sender",
  payment_method: "cash_on_delivery",
});

describe("parcel charges without the quote extension", () => {
  it("shows the storefront's charges, by road, and places the parcel at exactly them", async () => {
    const visitor = await newVisitor(PARCEL, { token: shop.demo, at: MALL });
    // No receiver yet: the minimum (10) and the service charge (3).
    const first = await view(visitor);
    expect(first.charges).toMatchObject({
      distanceKm: 0,
      delivery: formatPrice(10, MONEY),
      total: formatPrice(13, MONEY),
    });
    const page = await pickReceiver(visitor, MARINA);
    const charges = page.charges!;
    expect(charges.distanceSource).toBe("road");
    // Mall → Marina is some 19 km in a straight line, more by road: past the minimum.
    expect(charges.distanceKm!).toBeGreaterThan(19);
    const delivery = Math.round(charges.distanceKm! * 2.5 * 100) / 100;
    expect(charges.delivery).toBe(formatPrice(delivery, MONEY));
    expect(charges.total).toBe(formatPrice(delivery + 3, MONEY));

    const before = shop.api.placeBodies.length;
    const placed = await post(visitor, complete(page));
    expect(placed.status, JSON.stringify(placed.data?.result?.error)).toBe(303);
    const order = shop.api.backend.db
      .prepare("SELECT * FROM orders WHERE id = ?")
      .get(placedOrderId(placed.location)) as Record<string, number>;
    expect(formatPrice(order.order_amount, MONEY)).toBe(charges.total);
    expect(formatPrice(order.delivery_charge, MONEY)).toBe(charges.delivery);
    expect(order.additional_charge).toBe(3);
    expect(order.distance).toBe(charges.distanceKm);
    expect(shop.api.placeBodies).toHaveLength(before + 1);
    expect(shop.api.placeBodies.at(-1)).toMatchObject({
      order_type: "parcel",
      distance: charges.distanceKm,
      order_amount: order.order_amount,
    });
  });

  // After the first case: by now this process knows the backend has no quote.
  it("prices a guest's parcel before any guest id exists, and says when the distance is a straight line", async () => {
    const visitor = await newVisitor(PARCEL, { at: MALL });
    // No post yet, so no guest id: the charges are the storefront's all the same.
    const first = await view(visitor);
    const session = await getSession(
      new Request("http://shop.test/", { headers: { Cookie: visitor.cookie } }),
    );
    expect(session.get("guestId")).toBeUndefined();
    expect(first.charges).toMatchObject({ distanceKm: 0, total: formatPrice(13, MONEY) });
    shop.api.distanceDown.value = true;
    try {
      const page = await pickReceiver(visitor, MARINA);
      expect(page.charges).toMatchObject({ distanceSource: "straight" });
      expect(page.charges!.total).not.toBeNull();
    } finally {
      shop.api.distanceDown.value = false;
    }
  });

  it("says a receiver outside every zone is out of coverage, and places nothing", async () => {
    const visitor = await newVisitor(PARCEL, { token: shop.demo, at: MALL });
    await view(visitor);
    // The dialog refuses a point outside every zone: the receiver's zone closes after the pick.
    const marina = await pickReceiver(visitor, MARINA);
    expect(marina.charges).not.toBeNull();
    const before = shop.api.placeBodies.length;
    shop.api.backend.db.prepare("UPDATE zones SET status = 0 WHERE id = 2").run();
    try {
      const page = await view(visitor);
      expect(page.quoteError).toEqual({ key: "parcel:errors.outOfCoverage" });
      const refused = await post(visitor, complete(page));
      expect(errorsOf(refused)).toEqual({ "": "parcel:errors.outOfCoverage" });
      expect(shop.api.placeBodies).toHaveLength(before);
    } finally {
      shop.api.backend.db.prepare("UPDATE zones SET status = 1 WHERE id = 2").run();
    }
  });

  it("asked the backend for its quote once, and never again", () => {
    expect(shop.api.quoteCalls()).toBe(1);
  });
});
