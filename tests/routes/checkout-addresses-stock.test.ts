import { describe, expect, it } from "vitest";
import { DEMO, DOWNTOWN, FOOD, guestContact, plainBurgerItem } from "../backend/commerce-helpers";
import { toastKeysAfter } from "./header-test-support";
import {
  DOWNTOWN_ADDRESS,
  checkoutBrowser,
  newVisitor,
  placeFields,
  sessionOf,
  type Visitor,
} from "./checkout-kit";
import { shopSuite } from "./order-kit";

/**
 * Insert delivery location and Save this Address (issue 22 items 13 and 21) on the stock 6amMart
 * 3.2 profile, which has no quote and wants a distance and a point at order place: a guest's
 * saved address is offered elsewhere and used, the order carries its street number, house and
 * floor; a customer's goes to the address book (add, then update at the same point).
 */
const shop = shopSuite({ compat: "6ammart-3.2" });
const browser = checkoutBrowser({ apiBaseUrl: () => `${shop.api.baseUrl}/api/v1` });
const details = { road: "5", house: "12", floor: "3" };
const DUBAI_MALL = { latitude: 25.1985, longitude: 55.2796 };

/** The same browser after picking another location (the prefs cookie only). */
async function moveTo(visitor: Visitor, at: { latitude: number; longitude: number }) {
  const moved = await newVisitor(FOOD, { at });
  const prefs = moved.cookie.split("; ").find((pair) => pair.startsWith("prefs="))!;
  visitor.cookie = [
    ...visitor.cookie.split("; ").filter((pair) => !pair.startsWith("prefs=")),
    prefs,
  ].join("; ");
}

describe("on the 6ammart-3.2 profile", () => {
  it("a guest saves the address, is offered it elsewhere, delivers there with its details", async () => {
    const visitor = await newVisitor(FOOD);
    await browser.addToCart(visitor, FOOD, plainBurgerItem(shop.api).id);
    await browser.openCheckout(visitor);
    const saved = await browser.postCheckout(visitor, {
      intent: "save-delivery-details",
      ...details,
      save_address: "on",
    });
    expect(await toastKeysAfter(saved.response)).toEqual(["checkout:deliveryLocation.saved"]);

    await moveTo(visitor, DUBAI_MALL);
    expect((await browser.openCheckout(visitor)).guestSaved).toMatchObject({
      address: DOWNTOWN_ADDRESS,
      ...details,
    });
    const back = await browser.postCheckout(visitor, { intent: "use-saved-address" });
    expect(back.location).toBe("/checkout?page=cart");
    const view = await browser.openCheckout(visitor);
    expect(view.target).toMatchObject({ lat: DOWNTOWN.latitude, ...details, saved: true });

    const contact = { intent: "save-contact", ...guestContact, ...details, save_address: "on" };
    expect((await browser.postCheckout(visitor, contact)).status).toBe(303);
    const placed = await browser.postCheckout(visitor, placeFields(view.key));
    expect(placed.status, JSON.stringify(placed.data)).toBe(303);
    const guestId = Number((await sessionOf(visitor)).get("guestId"));
    const order = shop.api.backend.db
      .prepare("SELECT delivery_address FROM orders WHERE is_guest = 1 AND user_id = ?")
      .get(guestId) as { delivery_address: string };
    expect(JSON.parse(order.delivery_address)).toMatchObject({
      address: DOWNTOWN_ADDRESS,
      ...details,
    });
  });

  it("a customer's Save this Address: added to the address book, then updated there", async () => {
    const { demo, api } = shop;
    const visitor = await newVisitor(FOOD, { token: demo, at: DUBAI_MALL });
    await browser.addToCart(visitor, FOOD, plainBurgerItem(api).id);
    const rows = () =>
      api.backend.db
        .prepare("SELECT id, house FROM addresses WHERE user_id = ? AND latitude = ?")
        .all(DEMO.id, String(DUBAI_MALL.latitude)) as Array<{ id: number; house: string }>;
    expect(rows()).toEqual([]);
    for (const house of ["12", "14"]) {
      const answer = await browser.postCheckout(visitor, {
        intent: "save-delivery-details",
        ...details,
        house,
        save_address: "on",
      });
      expect(answer.location).toBe("/checkout?page=cart");
      expect(rows()).toEqual([{ id: expect.any(Number), house }]);
    }
    expect((await browser.openCheckout(visitor)).target).toMatchObject({
      kind: "saved",
      addressId: rows()[0].id,
      house: "14",
    });
  });
});
