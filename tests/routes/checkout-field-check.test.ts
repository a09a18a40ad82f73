import { describe, expect, it } from "vitest";
import { FOOD, guestContact, plainBurgerItem } from "../backend/commerce-helpers";
import { checkoutBrowser, errorsOf, newVisitor, say, sessionOf } from "./checkout-kit";
import { shopSuite } from "./order-kit";

/**
 * A checkout dialog's field checked by the server. Until the browser's own check has loaded
 * (useLazyValidation), Conform posts the dialog's form with a validate intent when the visitor
 * leaves a field. That post once counted as "refresh" and was answered with a 303 back to the
 * page without the dialog: the contact dialog closed under a guest still typing (the stock-js
 * e2e journey's Save button "detached from the DOM" on a loaded machine).
 */
const shop = shopSuite();
const browser = checkoutBrowser({ apiBaseUrl: () => `${shop.api.baseUrl}/api/v1` });

/** Conform's validate intent for `name`, as its client serialises it (@conform-to/dom). */
const validating = (name: string) => JSON.stringify({ type: "validate", payload: { name } });

async function guestAtCheckout() {
  const visitor = await newVisitor(FOOD);
  await browser.addToCart(visitor, FOOD, plainBurgerItem(shop.api).id);
  await browser.openCheckout(visitor);
  return visitor;
}

describe("a dialog field checked by the server", () => {
  it("the contact dialog's check answers with its field's message and stays on the dialog; Save still saves", async () => {
    const visitor = await guestAtCheckout();
    const draftBefore = (await sessionOf(visitor)).get("checkout");

    const checked = await browser.postCheckout(visitor, {
      contact_person_name: "Huda Stock",
      contact_person_country: "AE",
      contact_person_number: "call me",
      contact_person_email: "",
      house: "",
      floor: "",
      road: "",
      __intent__: validating("contact_person_number"),
    });
    expect(checked.status).toBe(400);
    expect(checked.location).toBeNull();
    // Handed to the contact dialog (the route picks a reply by its intent), with the message.
    expect(checked.data?.result?.initialValue).toMatchObject({
      intent: "save-contact",
      contact_person_name: "Huda Stock",
    });
    expect(errorsOf(checked).fields.contact_person_number).toBe(
      say("checkout:errors.phoneInvalid"),
    );
    // Nothing was kept: a check is not a save.
    const session = await sessionOf(visitor);
    expect(session.get("guestContact")).toBeUndefined();
    expect(session.get("checkout")).toEqual(draftBefore);

    const saved = await browser.postCheckout(visitor, { intent: "save-contact", ...guestContact });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe("/checkout?page=cart");
    expect((await sessionOf(visitor)).get("guestContact")).toMatchObject({
      name: guestContact.contact_person_name,
    });
  });

  it("the delivery-location dialog's check goes back to that dialog", async () => {
    const visitor = await guestAtCheckout();
    const checked = await browser.postCheckout(visitor, {
      road: "5",
      house: "12",
      floor: "",
      __intent__: validating("house"),
    });
    expect(checked.status).toBe(400);
    expect(checked.location).toBeNull();
    expect(checked.data?.result?.initialValue).toMatchObject({
      intent: "save-delivery-details",
      house: "12",
    });
  });
});
