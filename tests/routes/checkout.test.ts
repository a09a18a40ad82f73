import { readFileSync } from "node:fs";
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import type { CheckoutView } from "~/features/checkout/checkout-model.server";
import { action as cartAction } from "~/routes/($lang).cart";
import { action, loader } from "~/routes/($lang).checkout";
import { getSession } from "~/sessions/session.server";
import {
  BURGER_STORE,
  DEMO,
  DOWNTOWN,
  FOOD,
  GROCERY,
  OUTSIDE,
  SARA,
  bearer,
  emptyCart,
  guestContact,
  pickItem,
  plainBurgerItem,
} from "../backend/commerce-helpers";
import { DEIRA, PHARMACY, prescriptionItem, priceyBurgerItem } from "../backend/order-fixtures";
import { toastKeysAfter } from "./header-test-support";
import { DOWNTOWN_ADDRESS, MODULE_TYPES, newVisitor } from "./checkout-kit";
import { visitorAnswer, answerOf, routeArgs, shopSuite } from "./order-kit";

/**
 * /checkout (issue 13 items 2–3) against the real reference backend, as a visitor's browser
 * drives it: the cart filled through POST /cart, the page's loader read for what it shows, the
 * one checkout form posted with each of its intents, and the backend's order read from its
 * database afterwards. What the page says is asserted as the English text a customer reads
 * (checkout keys translated the way the form's useMessage does; the backend's text as it came).
 */
const shop = shopSuite();

const db = () => shop.api.backend.db;

// --- What the customer reads -------------------------------------------------------------------

const EN = JSON.parse(readFileSync("public/locales/en/checkout.json", "utf8")) as Record<
  string,
  unknown
>;
/** A message as the page shows it (checkout-parts.tsx useMessage): keys translated, else as is. */
function say(message: string): string {
  if (!message.startsWith("checkout:")) return message;
  const text = message
    .slice("checkout:".length)
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], EN);
  if (typeof text !== "string") throw new Error(`no English text for ${message}`);
  return text;
}

// --- The visitor's browser ---------------------------------------------------------------------

type Visitor = { cookie: string };

interface Answer {
  status: number;
  location: string | null;
  response: Response;
  /** The page's data (loader view, or the action's refusal). */
  data: { view?: CheckoutView; result?: SubmissionResult<string[]> } | null;
}

/** A route's loader or action (both take the same arguments here). */
type Handler = (args: ActionFunctionArgs) => Promise<unknown>;

/** One request as the browser sends it; the cookies it is given are kept (toasts are not). */
async function send(
  visitor: Visitor,
  handler: Handler,
  path: string,
  body?: URLSearchParams | FormData,
): Promise<Answer> {
  const request = new Request(`http://shop.test${path}`, {
    method: body ? "POST" : "GET",
    body,
    headers: { Cookie: visitor.cookie },
  });
  const args = await routeArgs(shop.api, request, 5000);
  const result = await answerOf(() => handler(args));
  return visitorAnswer<Answer["data"]>(visitor, result);
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** POST /cart as the item page's forms do (cart-action.test.ts). */
async function addToCart(
  visitor: Visitor,
  moduleId: number,
  itemId: number,
  extra: Record<string, string> = {},
) {
  const answer = await send(
    visitor,
    cartAction,
    "/cart",
    form({
      intent: "add",
      item_id: String(itemId),
      module_id: String(moduleId),
      quantity: "1",
      model: "Item",
      redirectTo: "/home",
      ...extra,
    }),
  );
  expect(answer.status).toBe(303);
  return answer;
}

/** GET /checkout?page=…: the page's view (and the draft's submission key, now in the session). */
async function openCheckout(visitor: Visitor, page = "cart"): Promise<CheckoutView> {
  const answer = await send(visitor, loader, `/checkout?page=${page}`);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return answer.data!.view!;
}

/** POST /checkout?page=…: the one checkout form, with its intent. */
const postCheckout = (visitor: Visitor, fields: Record<string, string> | FormData, page = "cart") =>
  send(
    visitor,
    action,
    `/checkout?page=${page}`,
    fields instanceof FormData ? fields : form(fields),
  );

/** What the refused form shows: its form error and each field's first error, in English. */
function errorsOf(answer: Answer): { form: string | null; fields: Record<string, string> } {
  expect(answer.status, `expected the page with errors, got ${answer.location}`).not.toBe(303);
  const error: Record<string, string[] | null> = answer.data?.result?.error ?? {};
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error)) {
    if (name && messages?.length) fields[name] = say(messages[0]);
  }
  const formErrors = error[""];
  return { form: formErrors?.length ? say(formErrors[0]) : null, fields };
}

async function sessionOf(visitor: Visitor) {
  return getSession(new Request("http://shop.test/", { headers: { Cookie: visitor.cookie } }));
}

const guestIdOf = async (visitor: Visitor) => Number((await sessionOf(visitor)).get("guestId"));

interface OrderRow {
  id: number;
  store_id: number;
  payment_method: string;
  order_type: string;
  order_amount: number;
  delivery_address: string;
  order_attachment: string | null;
}
const ordersOfGuest = (guestId: number) =>
  db()
    .prepare("SELECT * FROM orders WHERE user_id = ? AND is_guest = 1 ORDER BY id")
    .all(guestId) as OrderRow[];
const ordersOfUser = (userId: number) =>
  db()
    .prepare("SELECT * FROM orders WHERE user_id = ? AND is_guest = 0 ORDER BY id")
    .all(userId) as OrderRow[];
const orderLines = (orderId: number) =>
  db()
    .prepare("SELECT item_id, quantity, price FROM order_details WHERE order_id = ? ORDER BY id")
    .all(orderId) as Array<{ item_id: number; quantity: number; price: number }>;

async function serverCart(visitor: Visitor, moduleId: number) {
  const session = await sessionOf(visitor);
  const token = session.get("token");
  const res = await shop.api.call("/customer/cart/list", {
    headers: token ? bearer(token, { moduleId: String(moduleId) }) : { moduleId: String(moduleId) },
    query: token ? {} : { guest_id: String(session.get("guestId")) },
  });
  return res.body as Array<{ item_id: number; quantity: number }>;
}

/** The guest's contact form. */
const GUEST = guestContact;

/** A guest with `itemId` in the cart and their contact details saved; answers the draft's key. */
async function readyGuest(
  moduleId: keyof typeof MODULE_TYPES,
  itemId: number,
  options: { at?: { latitude: number; longitude: number }; quantity?: number } = {},
) {
  const visitor = await newVisitor(moduleId, { at: options.at });
  await addToCart(visitor, moduleId, itemId, { quantity: String(options.quantity ?? 1) });
  const view = await openCheckout(visitor);
  expect(view.lines.length).toBeGreaterThan(0);
  const saved = await postCheckout(visitor, { intent: "save-contact", ...GUEST });
  expect(saved.status).toBe(303);
  return { visitor, key: view.key };
}

/** A signed-in customer's visitor with only `itemId` (× quantity) in that module's server cart. */
async function readyCustomer(
  token: string,
  moduleId: keyof typeof MODULE_TYPES,
  itemId: number,
  quantity = 1,
) {
  await emptyCart(shop.api, moduleId, token);
  const visitor = await newVisitor(moduleId, { token });
  await addToCart(visitor, moduleId, itemId, { quantity: String(quantity) });
  const view = await openCheckout(visitor);
  return { visitor, view, key: view.key };
}

/** The quote the backend gives for a guest's delivery to Burj Khalifa (what place charges). */
async function backendQuote(moduleId: number, storeId: number, auth: { guestId?: number }) {
  const res = await shop.api.call("/customer/order/quote", {
    method: "POST",
    headers: { moduleId: String(moduleId), zoneId: "[1]" },
    body: {
      order_type: "delivery",
      store_id: storeId,
      address: DOWNTOWN_ADDRESS,
      ...DOWNTOWN,
      guest_id: auth.guestId,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { order_amount: number; items_price: number; dm_tips: number };
}

const place = (key: string, extra: Record<string, string> = {}) => ({
  intent: "place",
  key,
  payment_method: "cash_on_delivery",
  ...extra,
});

// --- 1. A guest's cash order --------------------------------------------------------------------

describe("guest checkout", () => {
  it("shows the cart, the backend's total and the payment methods; places a cash order with the contact details", async () => {
    const { api } = shop;
    const burger = plainBurgerItem(api);
    const visitor = await newVisitor(FOOD);
    await addToCart(visitor, FOOD, burger.id, { quantity: "2" });
    const guestId = await guestIdOf(visitor);
    const view = await openCheckout(visitor);
    expect(view.lines).toMatchObject([{ itemId: burger.id, quantity: 2 }]);
    expect(view.signedIn).toBe(false);
    expect(view.target).toMatchObject({ kind: "location", address: DOWNTOWN_ADDRESS });
    const quote = await backendQuote(FOOD, BURGER_STORE, { guestId });
    expect(view.summary?.total).toContain(quote.order_amount.toFixed(2));
    expect(view.payments.find((p) => p.id === "cash_on_delivery")).toMatchObject({
      available: true,
    });
    expect(view.payments.find((p) => p.id === "digital_payment")).toMatchObject({
      available: true,
    });
    // Guests have no wallet.
    expect(view.payments.map((p) => p.id)).not.toContain("wallet");

    // Place Order before the contact details: the page says what is missing, nothing is ordered.
    const noContact = await postCheckout(visitor, place(view.key));
    expect(errorsOf(noContact).form).toBe(say("checkout:errors.noContact"));
    expect(ordersOfGuest(guestId)).toEqual([]);

    // The contact form with bad input: each field says why, and what was typed stays.
    const typed = {
      intent: "save-contact",
      contact_person_name: " ",
      contact_person_number: "call me",
      contact_person_email: "nope",
    };
    const bad = await postCheckout(visitor, typed);
    expect(bad.status).toBe(400);
    expect(errorsOf(bad).fields).toEqual({
      contact_person_name: "Name is required",
      contact_person_number: say("checkout:errors.phoneInvalid"),
      contact_person_email: "Please insert a valid email.",
    });
    expect(bad.data?.result?.initialValue).toMatchObject({
      contact_person_number: "call me",
      contact_person_email: "nope",
    });
    expect((await sessionOf(visitor)).get("guestContact")).toBeUndefined();

    const saved = await postCheckout(visitor, {
      intent: "save-contact",
      ...GUEST,
      contact_person_number: "971501234567",
      house: "12",
    });
    expect(saved.location).toBe("/checkout?page=cart");
    expect(await toastKeysAfter(saved.response)).toEqual(["checkout:contact.saved"]);
    expect((await sessionOf(visitor)).get("guestContact")).toEqual({
      name: GUEST.contact_person_name,
      phone: "+971501234567",
      email: GUEST.contact_person_email,
      house: "12",
    });
    expect((await openCheckout(visitor)).guestContact).toMatchObject({ phone: "+971501234567" });

    const placed = await postCheckout(visitor, place(view.key));
    const [order] = ordersOfGuest(guestId);
    expect(placed.status).toBe(303);
    expect(placed.location).toBe(`/order-placed?order_id=${order.id}&flag=success`);
    expect(order).toMatchObject({
      store_id: BURGER_STORE,
      payment_method: "cash_on_delivery",
      order_type: "delivery",
      order_amount: quote.order_amount,
    });
    expect(orderLines(order.id)).toEqual([
      { item_id: burger.id, quantity: 2, price: burger.price },
    ]);
    expect(JSON.parse(order.delivery_address)).toMatchObject({
      contact_person_name: GUEST.contact_person_name,
      contact_person_number: "+971501234567",
      contact_person_email: GUEST.contact_person_email,
      address: DOWNTOWN_ADDRESS,
      house: "12",
      latitude: String(DOWNTOWN.latitude),
      longitude: String(DOWNTOWN.longitude),
    });
    expect(await serverCart(visitor, FOOD)).toEqual([]);
    expect((await sessionOf(visitor)).get("checkout")).toBeUndefined();
    // The next visit is a new checkout with a new key.
    const next = await openCheckout(visitor);
    expect(next.key).not.toBe(view.key);
    expect(next.lines).toEqual([]);
  });
});

// --- 2. One order per submission ---------------------------------------------------------------

// --- Insert delivery location and Save this Address (issue 22 items 13 and 21) -----------------

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

const details = { road: "5", house: "12", floor: "3" };

describe("Insert delivery location and Save this Address (issue 22 items 13 and 21)", () => {
  it("a guest's details go with the order; saved, the address is offered at the next checkout elsewhere and Deliver here uses it", async () => {
    const { api } = shop;
    const burger = plainBurgerItem(api);
    const visitor = await newVisitor(FOOD);
    await addToCart(visitor, FOOD, burger.id);
    const before = await openCheckout(visitor);
    expect(before.target).toMatchObject({ kind: "location", house: null, saved: false });
    expect(before.guestSaved).toBeNull();

    // Too long: said under the field, nothing kept.
    const long = await postCheckout(visitor, {
      intent: "save-delivery-details",
      ...details,
      house: "x".repeat(101),
    });
    expect(long.status).toBe(400);
    expect(errorsOf(long).fields).toEqual({ house: "Please keep this shorter." });
    expect((await sessionOf(visitor)).get("guestAddress")).toBeUndefined();

    const saved = await postCheckout(visitor, {
      intent: "save-delivery-details",
      ...details,
      save_address: "on",
    });
    expect(saved.location).toBe("/checkout?page=cart");
    expect(await toastKeysAfter(saved.response)).toEqual(["checkout:deliveryLocation.saved"]);
    expect((await sessionOf(visitor)).get("guestAddress")).toEqual({
      address: DOWNTOWN_ADDRESS,
      lat: DOWNTOWN.latitude,
      lng: DOWNTOWN.longitude,
      ...details,
    });
    expect((await openCheckout(visitor)).target).toMatchObject({ ...details, saved: true });

    // Elsewhere: the saved address is offered, not used; the details stay with their point.
    await moveTo(visitor, DUBAI_MALL);
    const elsewhere = await openCheckout(visitor);
    expect(elsewhere.target).toMatchObject({ lat: DUBAI_MALL.latitude, house: null, saved: false });
    expect(elsewhere.guestSaved).toMatchObject({ address: DOWNTOWN_ADDRESS, ...details });

    const back = await postCheckout(visitor, { intent: "use-saved-address" });
    expect(back.status).toBe(303);
    expect(back.location).toBe("/checkout?page=cart");
    expect(await toastKeysAfter(back.response)).toEqual(["location:toasts.newAddressSelected"]);
    const there = await openCheckout(visitor);
    expect(there.target).toMatchObject({
      address: DOWNTOWN_ADDRESS,
      lat: DOWNTOWN.latitude,
      lng: DOWNTOWN.longitude,
      ...details,
      saved: true,
    });
    expect(there.guestSaved).toBeNull();

    // The order carries them.
    const guestId = await guestIdOf(visitor);
    // The contact form as it opens here: the point's details and Save this Address filled in.
    const contact = { intent: "save-contact", ...GUEST, ...details, save_address: "on" };
    expect((await postCheckout(visitor, contact)).status).toBe(303);
    const placed = await postCheckout(visitor, place(there.key));
    expect(placed.status).toBe(303);
    const [order] = ordersOfGuest(guestId);
    expect(JSON.parse(order.delivery_address)).toMatchObject({
      address: DOWNTOWN_ADDRESS,
      ...details,
    });
  });

  it("the guest contact form's Save this Address keeps the address; unticked, it is let go", async () => {
    const visitor = await newVisitor(FOOD);
    await addToCart(visitor, FOOD, plainBurgerItem(shop.api).id);
    await openCheckout(visitor);
    const kept = await postCheckout(visitor, {
      intent: "save-contact",
      ...GUEST,
      house: "7",
      save_address: "on",
    });
    expect(await toastKeysAfter(kept.response)).toEqual([
      "checkout:contact.saved",
      "checkout:deliveryLocation.saved",
    ]);
    expect((await sessionOf(visitor)).get("guestAddress")).toMatchObject({
      address: DOWNTOWN_ADDRESS,
      house: "7",
    });
    const dropped = await postCheckout(visitor, { intent: "save-contact", ...GUEST, house: "7" });
    expect(await toastKeysAfter(dropped.response)).toEqual(["checkout:contact.saved"]);
    expect((await sessionOf(visitor)).get("guestAddress")).toBeUndefined();
  });

  it("a saved address no zone serves any more says why and leaves the location as it was", async () => {
    const visitor = await newVisitor(FOOD, { at: OUTSIDE });
    await postCheckout(visitor, {
      intent: "save-delivery-details",
      ...details,
      save_address: "on",
    });
    expect((await sessionOf(visitor)).get("guestAddress")).toMatchObject({
      lat: OUTSIDE.latitude,
    });
    await moveTo(visitor, DOWNTOWN);
    const refused = await postCheckout(visitor, { intent: "use-saved-address" });
    expect(refused.location).toBe("/checkout?page=cart");
    expect(await toastKeysAfter(refused.response)).toEqual(["Service not available in this area"]);
    expect(refused.response.headers.get("Set-Cookie")).not.toContain("prefs=");
  });

  it("a customer's Save this Address goes to the address book at the chosen point (updated, not doubled); unticked, to this order only", async () => {
    const { api, demo } = shop;
    const count = () =>
      (
        db().prepare("SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?").get(DEMO.id) as {
          n: number;
        }
      ).n;
    const { visitor } = await readyCustomer(demo, FOOD, plainBurgerItem(api).id);
    await moveTo(visitor, DUBAI_MALL);
    const first = count();
    try {
      const once = await postCheckout(visitor, {
        intent: "save-delivery-details",
        ...details,
        save_address: "on",
      });
      expect(once.location).toBe("/checkout?page=cart");
      expect(count()).toBe(first + 1);
      const row = db()
        .prepare("SELECT * FROM addresses WHERE user_id = ? ORDER BY id DESC LIMIT 1")
        .get(DEMO.id) as Record<string, unknown>;
      expect(row).toMatchObject({ address: DOWNTOWN_ADDRESS, ...details });
      expect((await openCheckout(visitor)).target).toMatchObject({
        kind: "saved",
        addressId: row.id,
        ...details,
      });

      await postCheckout(visitor, {
        intent: "save-delivery-details",
        ...details,
        house: "14",
        save_address: "on",
      });
      expect(count()).toBe(first + 1);
      expect(
        db()
          .prepare("SELECT house FROM addresses WHERE id = ?")
          .get(row.id as number),
      ).toEqual({ house: "14" });

      db()
        .prepare("DELETE FROM addresses WHERE id = ?")
        .run(row.id as number);
      const once2 = await postCheckout(visitor, { intent: "save-delivery-details", ...details });
      expect(await toastKeysAfter(once2.response)).toEqual(["checkout:deliveryLocation.kept"]);
      expect(count()).toBe(first);
      expect((await openCheckout(visitor)).target).toMatchObject({
        kind: "location",
        ...details,
        saved: false,
      });
    } finally {
      db()
        .prepare(
          "DELETE FROM addresses WHERE user_id = ? AND address = ? AND id > 0 AND house IN ('12','14')",
        )
        .run(DEMO.id, DOWNTOWN_ADDRESS);
    }
  });
});

describe("the guest's phone takes a country (issue 22 item 4)", () => {
  it("stores E.164: the marketplace's country by default, the chosen one otherwise", async () => {
    const visitor = await newVisitor(FOOD);
    const cases: Array<[Record<string, string>, string]> = [
      // "0501112233" was saved as "+0501112233", which tracking with 971… never found.
      [{ contact_person_number: "0501112233" }, "+971501112233"],
      [{ contact_person_number: "050 111 2233", contact_person_country: "AE" }, "+971501112233"],
      [{ contact_person_number: "971501112233", contact_person_country: "AE" }, "+971501112233"],
      [{ contact_person_number: "0100 000 0000", contact_person_country: "EG" }, "+201000000000"],
      [
        { contact_person_number: "+20 100 000 0000", contact_person_country: "AE" },
        "+201000000000",
      ],
    ];
    for (const [fields, stored] of cases) {
      const saved = await postCheckout(visitor, { intent: "save-contact", ...GUEST, ...fields });
      expect(saved.status, JSON.stringify(fields)).toBe(303);
      expect((await sessionOf(visitor)).get("guestContact")?.phone, JSON.stringify(fields)).toBe(
        stored,
      );
    }
    // Too short once the country's code is in: refused next to the field.
    const short = await postCheckout(visitor, {
      intent: "save-contact",
      ...GUEST,
      contact_person_number: "05011",
      contact_person_country: "AE",
    });
    expect(errorsOf(short).fields).toEqual({
      contact_person_number: say("checkout:errors.phoneInvalid"),
    });
  });
});

describe("Place Order is idempotent", () => {
  it("places one order for two simultaneous posts; a stale key places nothing", async () => {
    const { api } = shop;
    const { visitor, key } = await readyGuest(FOOD, plainBurgerItem(api).id);
    const guestId = await guestIdOf(visitor);

    // A form from before (a key this session never handed out, never placed): look again.
    const stale = await postCheckout(visitor, place("a-key-from-another-checkout"));
    expect(errorsOf(stale).form).toBe(say("checkout:errors.expired"));
    expect(ordersOfGuest(guestId)).toEqual([]);

    // Double click: the same cookie and form twice at once.
    const before = visitor.cookie;
    const [first, second] = await Promise.all([
      postCheckout({ cookie: before }, place(key)),
      postCheckout({ cookie: before }, place(key)),
    ]);
    const orders = ordersOfGuest(guestId);
    expect(orders).toHaveLength(1);
    const location = `/order-placed?order_id=${orders[0].id}&flag=success`;
    expect([first.status, second.status]).toEqual([303, 303]);
    expect([first.location, second.location]).toEqual([location, location]);
    // The re-posted form (known bugs below) never places a second one either.
    await postCheckout({ cookie: before }, place(key));
    expect(ordersOfGuest(guestId)).toHaveLength(1);
  });
});

// --- 3. A signed-in customer -------------------------------------------------------------------

describe("signed-in checkout", () => {
  it("selects only the customer's own saved addresses", async () => {
    const { api, demo } = shop;
    const { visitor, view } = await readyCustomer(demo, FOOD, plainBurgerItem(api).id);
    const own = view.savedAddresses ?? [];
    expect(own.length).toBeGreaterThan(0);
    const theirs = db()
      .prepare("SELECT id FROM addresses WHERE user_id = ? ORDER BY id LIMIT 1")
      .get(SARA.id) as { id: number };
    expect(own.map((a) => a.id)).not.toContain(theirs.id);

    const refused = await postCheckout(visitor, {
      intent: "select-address",
      address_id: String(theirs.id),
    });
    expect(refused.location).toBe("/checkout?page=cart");
    expect(await toastKeysAfter(refused.response)).toEqual(["checkout:address.notFound"]);
    expect((await sessionOf(visitor)).get("checkout")?.addressId).toBeUndefined();

    const chosen = own[own.length - 1];
    const ok = await postCheckout(visitor, {
      intent: "select-address",
      address_id: String(chosen.id),
    });
    expect(await toastKeysAfter(ok.response)).toEqual(["checkout:address.selected"]);
    expect((await sessionOf(visitor)).get("checkout")?.addressId).toBe(chosen.id);
    expect((await openCheckout(visitor)).target).toMatchObject({
      kind: "saved",
      addressId: chosen.id,
    });
  });

  it("View Saved Address lists the addresses of other zones too, marked; choosing one says why (issue 22 item 13)", async () => {
    const { api, demo } = shop;
    const added = await api.call("/customer/address/add", {
      method: "POST",
      headers: { Authorization: `Bearer ${demo}` },
      body: {
        address_type: "other",
        address_label: "Deira flat",
        contact_person_name: "Demo",
        contact_person_number: "+971500000001",
        address: "Deira, Dubai",
        ...DEIRA,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const deira = db()
      .prepare("SELECT id FROM addresses WHERE user_id = ? ORDER BY id DESC LIMIT 1")
      .get(DEMO.id) as { id: number };
    try {
      // The burger store delivers in Downtown; the Deira flat is in another zone. It used to be
      // left out, and a customer whose addresses were all elsewhere read "no saved address".
      const { visitor, view } = await readyCustomer(demo, FOOD, plainBurgerItem(api).id);
      const listed = view.savedAddresses ?? [];
      expect(listed.find((a) => a.id === deira.id)).toMatchObject({
        label: "Deira flat",
        outsideZone: true,
      });
      expect(listed.filter((a) => a.id !== deira.id).length).toBeGreaterThan(0);
      expect(listed.filter((a) => a.id !== deira.id).every((a) => !a.outsideZone)).toBe(true);

      const before = (await sessionOf(visitor)).get("checkout")?.addressId;
      const refused = await postCheckout(visitor, {
        intent: "select-address",
        address_id: String(deira.id),
      });
      expect(refused.location).toBe("/checkout?page=cart");
      expect(await toastKeysAfter(refused.response)).toEqual(["checkout:address.outsideZone"]);
      expect(say("checkout:address.outsideZone")).toBe(
        "Outside this store’s delivery area: it can’t deliver to this address.",
      );
      expect((await sessionOf(visitor)).get("checkout")?.addressId).toBe(before);
      expect((await openCheckout(visitor)).target?.addressId).not.toBe(deira.id);
    } finally {
      db().prepare("DELETE FROM addresses WHERE id = ?").run(deira.id);
    }
  });

  it("applies and removes coupons with the backend's refusals under the field", async () => {
    const { api, demo } = shop;
    const cheap = plainBurgerItem(api);
    const { visitor, key } = await readyCustomer(demo, FOOD, cheap.id);

    // A code the backend does not know: its own message, the typed code kept in the field.
    const unknown = await postCheckout(visitor, {
      intent: "apply-coupon",
      key,
      coupon_code: "NOSUCH1",
    });
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown).fields).toEqual({ coupon_code: "Coupon not found" });
    expect(unknown.data?.result?.initialValue).toMatchObject({ coupon_code: "NOSUCH1" });
    expect((await sessionOf(visitor)).get("checkout")?.coupon).toBeUndefined();

    // DINNER15 wants 80 of items; one plain burger is less.
    expect(cheap.price).toBeLessThan(80);
    const low = await postCheckout(visitor, {
      intent: "apply-coupon",
      key,
      coupon_code: "DINNER15",
    });
    expect(errorsOf(low).fields).toEqual({
      coupon_code: "To apply this coupon, total item amount should be minimum 80",
    });
    expect((await openCheckout(visitor)).summary?.rows.map((r) => r.key)).not.toContain("coupon");

    const pricey = priceyBurgerItem(api);
    await addToCart(visitor, FOOD, pricey.id, { quantity: "4" });
    const good = await postCheckout(visitor, {
      intent: "apply-coupon",
      key,
      coupon_code: "DINNER15",
    });
    expect(good.location).toBe("/checkout?page=cart");
    expect(await toastKeysAfter(good.response)).toEqual(["checkout:coupon.applied"]);
    const withCoupon = await openCheckout(visitor);
    expect(withCoupon.coupon).toMatchObject({ code: "DINNER15", title: "AED 15 off dinner" });
    expect(withCoupon.summary?.rows).toContainEqual(
      expect.objectContaining({
        key: "coupon",
        minus: true,
        amount: expect.stringContaining("15.00"),
      }),
    );

    const removed = await postCheckout(visitor, { intent: "remove-coupon", key });
    expect(removed.location).toBe("/checkout?page=cart");
    const without = await openCheckout(visitor);
    expect(without.coupon.code).toBe("");
    expect(without.summary?.rows.map((r) => r.key)).not.toContain("coupon");
    await emptyCart(api, FOOD, demo);
  });

  it("sends a digital order to the backend's payment page and a cash order to the order view", async () => {
    const { api, demo } = shop;
    const burger = plainBurgerItem(api);
    const { visitor, key } = await readyCustomer(demo, FOOD, burger.id);
    const config = (await api.call("/config")).body as {
      active_payment_method_list: Array<{ gateway: string }>;
    };
    const gateway = config.active_payment_method_list[0].gateway;
    const before = ordersOfUser(DEMO.id).length;
    const paid = await postCheckout(visitor, place(key, { payment_method: "digital_payment" }));
    expect(paid.status).toBe(303);
    const orders = ordersOfUser(DEMO.id);
    expect(orders).toHaveLength(before + 1);
    const order = orders[orders.length - 1];
    expect(order).toMatchObject({ payment_method: "digital_payment", store_id: BURGER_STORE });
    const url = new URL(paid.location!);
    expect(`${url.origin}${url.pathname}`).toBe("http://shop.test/payment-mobile");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      order_id: String(order.id),
      customer_id: String(DEMO.id),
      payment_method: gateway,
      payment_platform: "web",
      callback: "http://shop.test/order-placed",
      payment_token: expect.stringMatching(/.{16,}/),
    });
    expect(await serverCart(visitor, FOOD)).toEqual([]);

    const cash = await readyCustomer(demo, FOOD, burger.id);
    const placed = await postCheckout(cash.visitor, place(cash.key));
    const latest = ordersOfUser(DEMO.id).at(-1)!;
    expect(latest.payment_method).toBe("cash_on_delivery");
    expect(placed.location).toBe(`/profile?orderId=${latest.id}&page=my-orders&from=checkout`);
  });
});

describe("offline payment", () => {
  it("shows the backend's methods and their inputs; a required input is asked for; the details reach the order", async () => {
    const { api, demo } = shop;
    const burger = plainBurgerItem(api);
    const { visitor, view, key } = await readyCustomer(demo, FOOD, burger.id);
    expect(view.payments.find((p) => p.id === "offline_payment")).toMatchObject({
      available: true,
    });
    const method = view.offlineMethods[0];
    const required = method.method_informations.find((i) => i.is_required)!;
    const before = ordersOfUser(DEMO.id).length;
    const offline = { payment_method: "offline_payment", offline_method_id: String(method.id) };

    const missing = await postCheckout(visitor, place(key, offline));
    expect(missing.status).toBe(400);
    expect(errorsOf(missing).fields[`offline_${required.customer_input}`]).toBe(
      say("checkout:errors.offlineInput"),
    );
    expect(ordersOfUser(DEMO.id)).toHaveLength(before);

    const placed = await postCheckout(
      visitor,
      place(key, { ...offline, [`offline_${required.customer_input}`]: "TX-4242" }),
    );
    expect(placed.status).toBe(303);
    const order = ordersOfUser(DEMO.id).at(-1)!;
    expect(order).toMatchObject({ payment_method: "offline_payment", payment_status: "unpaid" });
    expect(placed.location).toBe(`/profile?orderId=${order.id}&page=my-orders&from=checkout`);
    const stored = db()
      .prepare("SELECT * FROM offline_payments WHERE order_id = ?")
      .get(order.id) as { payment_info: string } | undefined;
    expect(stored?.payment_info).toContain("TX-4242");
  });
});

// --- 4. The backend's refusals, shown on the page with the choices kept --------------------------

const DRAFT = { dm_tips: "5", order_note: "Ring twice", payment_method: "cash_on_delivery" };

async function expectDraftKept(visitor: Visitor) {
  expect((await sessionOf(visitor)).get("checkout")).toMatchObject({
    tip: 5,
    note: "Ring twice",
    payment: "cash_on_delivery",
  });
  const view = await openCheckout(visitor);
  expect(view.tips.chosen).toBe(5);
  expect(view.note).toBe("Ring twice");
}

describe("refusals", () => {
  it("store closed now, and a schedule in the past", async () => {
    const { api } = shop;
    // Wok & Roll (food, zone 1) with no opening hours left.
    const wokStore = 10;
    const item = pickItem(api, wokStore, "food_variations IS NULL");
    const { visitor, key } = await readyGuest(FOOD, item.id);
    const guestId = await guestIdOf(visitor);
    const hours = db().prepare("SELECT * FROM store_schedules WHERE store_id = ?").all(wokStore);
    db().prepare("DELETE FROM store_schedules WHERE store_id = ?").run(wokStore);
    try {
      const closed = await postCheckout(visitor, place(key, DRAFT));
      expect(errorsOf(closed).form).toBe(
        "The store is closed now. You can schedule the order for later.",
      );
      await expectDraftKept(visitor);
    } finally {
      const insert = db().prepare(
        `INSERT INTO store_schedules (${Object.keys(hours[0] as object).join(", ")}) VALUES (${Object.keys(
          hours[0] as object,
        )
          .map(() => "?")
          .join(", ")})`,
      );
      for (const row of hours) insert.run(...Object.values(row as object));
    }

    const past = await postCheckout(
      visitor,
      place(key, { ...DRAFT, schedule_at: "2020-01-01 12:00:00" }),
    );
    expect(errorsOf(past).fields.schedule_at).toBe("You can not schedule an order in the past.");
    await expectDraftKept(visitor);
    expect(ordersOfGuest(guestId)).toEqual([]);
  });

  it("a store closed now: the first time it opens is chosen, the total shown, the order taken for then (issue 22 item 12)", async () => {
    const { api } = shop;
    const wokStore = 10;
    const item = pickItem(api, wokStore, "food_variations IS NULL");
    const { visitor, key } = await readyGuest(FOOD, item.id);
    const guestId = await guestIdOf(visitor);
    const hours = db().prepare("SELECT * FROM store_schedules WHERE store_id = ?").all(wokStore);
    // Evenings only: closed at the backend's noon, open at 20:00 every day.
    db().prepare("DELETE FROM store_schedules WHERE store_id = ?").run(wokStore);
    const evening = db().prepare(
      "INSERT INTO store_schedules (store_id, day, opening_time, closing_time) VALUES (?, ?, '20:00:00', '23:00:00')",
    );
    for (let day = 0; day < 7; day++) evening.run(wokStore, day);
    // The page's slots start from the storefront's own clock: at noon in Dubai today, so the
    // first one is 20:00 whenever this runs (from 19:30 Dubai time on it was 20:30 or later).
    const noonInDubai = new Date();
    noonInDubai.setUTCHours(8, 0, 0, 0);
    vi.useFakeTimers({ toFake: ["Date"], now: noonInDubai });
    try {
      const view = await openCheckout(visitor);
      // Was: the total hidden behind "The store is closed now…" until a time was picked.
      expect(view.refusal).toBeNull();
      expect(view.summary?.total).toMatch(/\d/);
      const [first] = view.schedule.slots;
      expect(view.schedule.chosen).toBe(first.value);
      // hh:mm a, never "20:00".
      expect(first.label).toBe("08:00 PM");
      const placed = await postCheckout(
        visitor,
        place(key, { ...DRAFT, schedule_at: first.value }),
      );
      expect(placed.status, JSON.stringify(placed.data?.result?.error)).toBe(303);
      const [order] = ordersOfGuest(guestId);
      expect(order).toMatchObject({ store_id: wokStore, scheduled: 1 });
    } finally {
      vi.useRealTimers();
      db().prepare("DELETE FROM store_schedules WHERE store_id = ?").run(wokStore);
      const insert = db().prepare(
        `INSERT INTO store_schedules (${Object.keys(hours[0] as object).join(", ")}) VALUES (${Object.keys(
          hours[0] as object,
        )
          .map(() => "?")
          .join(", ")})`,
      );
      for (const row of hours) insert.run(...Object.values(row as object));
    }
  });

  it("lines of two stores (a cart the one-store rule would not have let through)", async () => {
    const { api } = shop;
    const { visitor, key } = await readyGuest(FOOD, plainBurgerItem(api).id);
    const guestId = await guestIdOf(visitor);
    // Wok & Roll's dish slipped into the guest's server cart beside the burger.
    const other = pickItem(api, 10, "food_variations IS NULL");
    const at = new Date().toISOString();
    db()
      .prepare(
        `INSERT INTO carts (user_id, is_guest, module_id, item_id, item_type, price, quantity, created_at, updated_at)
         VALUES (?, 1, ?, ?, 'Item', ?, 1, ?, ?)`,
      )
      .run(guestId, FOOD, other.id, other.price, at, at);
    const refused = await postCheckout(visitor, place(key, DRAFT));
    expect(errorsOf(refused).form).toBe("All items of an order must come from the same store.");
    await expectDraftKept(visitor);
    expect(ordersOfGuest(guestId)).toEqual([]);
    db().prepare("DELETE FROM carts WHERE user_id = ? AND is_guest = 1").run(guestId);
  });

  it("out of coverage", async () => {
    const { api } = shop;
    const { visitor, key } = await readyGuest(FOOD, plainBurgerItem(api).id, { at: OUTSIDE });
    const refused = await postCheckout(visitor, place(key, DRAFT));
    expect(errorsOf(refused).form).toBe("Out of coverage!");
    await expectDraftKept(visitor);
    expect(ordersOfGuest(await guestIdOf(visitor))).toEqual([]);
  });

  it("the store's minimum order", async () => {
    const { api } = shop;
    // Fresh Basket Market (grocery, zone 1): minimum order 50.
    const item = pickItem(api, 15, "price < 20 AND stock >= 5 AND variations = '[]'");
    const { visitor, key } = await readyGuest(GROCERY, item.id);
    const refused = await postCheckout(visitor, place(key, DRAFT));
    expect(errorsOf(refused).form).toBe("The minimum order amount of this store is 50.");
    await expectDraftKept(visitor);
  });

  it("stock that ran out after the item was added", async () => {
    const { api } = shop;
    // Corner Mini Mart (grocery, zone 1, no minimum); a flash sale's item counts the sale's stock.
    const item = pickItem(
      api,
      18,
      "stock >= 20 AND variations = '[]' AND (maximum_cart_quantity IS NULL OR maximum_cart_quantity >= 3) " +
        "AND id NOT IN (SELECT item_id FROM flash_sale_items)",
    ) as ReturnType<typeof pickItem> & { name: string };
    const { visitor, key } = await readyGuest(GROCERY, item.id, { quantity: 3 });
    db().prepare("UPDATE items SET stock = 2 WHERE id = ?").run(item.id);
    try {
      const refused = await postCheckout(visitor, place(key, DRAFT));
      expect(errorsOf(refused).form).toBe(`${item.name}: only 2 left in stock.`);
      await expectDraftKept(visitor);
    } finally {
      db().prepare("UPDATE items SET stock = ? WHERE id = ?").run(item.stock, item.id);
    }
  });
});

// --- 5. Prescription images ---------------------------------------------------------------------

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);
const png = (name = "rx.png") => new File([PNG], name, { type: "image/png" });

function placeForm(key: string, files: File[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(place(key))) body.set(name, value);
  for (const file of files) body.append("order_attachment", file);
  return body;
}

describe("prescription images", () => {
  it("refuses too many, too large, non-image and disguised files; places the order with one image", async () => {
    const { api, demo } = shop;
    const rx = prescriptionItem(api);
    const { visitor, key, view } = await readyCustomer(demo, PHARMACY, rx.id);
    expect(view.prescription).toEqual({ required: true, accepted: true });
    const before = ordersOfUser(DEMO.id).length;
    const attachmentError = async (files: File[]) =>
      errorsOf(await postCheckout(visitor, placeForm(key, files))).fields.order_attachment;

    expect(await attachmentError([png(), png(), png(), png()])).toBe(
      "Maximum 3 images can be send at a time.",
    );
    const big = new Uint8Array(5 * 1024 * 1024);
    big.set(PNG);
    expect(await attachmentError([new File([big], "big.png", { type: "image/png" })])).toBe(
      say("checkout:errors.imageSize"),
    );
    expect(
      await attachmentError([new File(["take two a day"], "rx.txt", { type: "text/plain" })]),
    ).toBe(say("checkout:errors.imageType"));
    const pdf = new File(["%PDF-1.4\n1 0 obj << >> endobj\n%%EOF"], "rx.png", {
      type: "image/png",
    });
    expect(await attachmentError([pdf])).toMatch(/^The order attachment must be a file of type: /);
    expect(await attachmentError([])).toBe("Please upload your prescription image");
    expect(ordersOfUser(DEMO.id)).toHaveLength(before);

    const placed = await postCheckout(visitor, placeForm(key, [png()]));
    const order = ordersOfUser(DEMO.id).at(-1)!;
    expect(placed.location).toBe(`/profile?orderId=${order.id}&page=my-orders&from=checkout`);
    expect(JSON.parse(order.order_attachment ?? "null")).toEqual([expect.stringMatching(/\.png$/)]);
    expect(orderLines(order.id)).toMatchObject([{ item_id: rx.id, quantity: 1 }]);
  });
});

// --- 6. Buy Now ---------------------------------------------------------------------------------

describe("Buy Now", () => {
  it("orders only the Buy Now line and leaves the cart as it was", async () => {
    const { api } = shop;
    const burger = plainBurgerItem(api);
    const other = pickItem(
      api,
      BURGER_STORE,
      `food_variations IS NULL AND maximum_cart_quantity IS NULL AND id != ${burger.id}`,
    );
    const visitor = await newVisitor(FOOD);
    await addToCart(visitor, FOOD, burger.id);
    const buy = await addToCart(visitor, FOOD, other.id, { intent: "buy-now", quantity: "2" });
    expect(buy.location).toBe("/checkout?page=buy_now");
    const guestId = await guestIdOf(visitor);
    const view = await openCheckout(visitor, "buy_now");
    expect(view.lines).toMatchObject([{ itemId: other.id, quantity: 2 }]);
    await postCheckout(visitor, { intent: "save-contact", ...GUEST }, "buy_now");

    const placed = await postCheckout(visitor, place(view.key), "buy_now");
    const [order] = ordersOfGuest(guestId);
    expect(placed.location).toBe(`/order-placed?order_id=${order.id}&flag=success`);
    expect(orderLines(order.id)).toEqual([{ item_id: other.id, quantity: 2, price: other.price }]);
    expect(await serverCart(visitor, FOOD)).toMatchObject([{ item_id: burger.id, quantity: 1 }]);
    // The Buy Now line is gone: the page has nothing more to order.
    expect((await openCheckout(visitor, "buy_now")).lines).toEqual([]);
  });
});

// --- Payment limits (COD maximum, wallet balance) -----------------------------------------------

/** The FOOD zone-1 COD maximum lowered to 1 while `run` runs. */
async function withCodMaximumOfOne(run: () => Promise<void>) {
  const select =
    "SELECT maximum_cod_order_amount AS max FROM module_zone WHERE module_id = ? AND zone_id = 1";
  const update =
    "UPDATE module_zone SET maximum_cod_order_amount = ? WHERE module_id = ? AND zone_id = 1";
  const { max } = db().prepare(select).get(FOOD) as { max: number };
  db().prepare(update).run(1, FOOD);
  try {
    await run();
  } finally {
    db().prepare(update).run(max, FOOD);
  }
}

const COD_OVER_LIMIT =
  "The total amount of the order, exceeds maximum amount of the cash on delivery method";

describe("payment limits", () => {
  it("cash on delivery above the zone's maximum: unavailable with the spec's message, never placed", async () => {
    const { api } = shop;
    const { visitor, key } = await readyGuest(FOOD, plainBurgerItem(api).id);
    await withCodMaximumOfOne(async () => {
      const view = await openCheckout(visitor);
      const cod = view.payments.find((p) => p.id === "cash_on_delivery")!;
      expect(cod.available).toBe(false);
      expect(say((cod.note as { key: string }).key)).toBe(COD_OVER_LIMIT);
      expect(view.payment).not.toBe("cash_on_delivery");
      const refused = await postCheckout(visitor, place(key));
      expect(Object.keys(errorsOf(refused).fields)).toEqual(["payment_method"]);
      expect(ordersOfGuest(await guestIdOf(visitor))).toEqual([]);
    });
  });

  it("the wallet when its balance does not cover the total: unavailable, never placed", async () => {
    const { api, sara } = shop;
    db().prepare("UPDATE users SET wallet_balance = 1 WHERE id = ?").run(SARA.id);
    const { visitor, key, view } = await readyCustomer(sara, FOOD, plainBurgerItem(api).id);
    const wallet = view.payments.find((p) => p.id === "wallet")!;
    expect(wallet).toMatchObject({ available: false, note: { key: "checkout:payment.walletLow" } });
    const before = ordersOfUser(SARA.id).length;
    const refused = await postCheckout(visitor, place(key, { payment_method: "wallet" }));
    expect(Object.keys(errorsOf(refused).fields)).toEqual(["payment_method"]);
    expect((await sessionOf(visitor)).get("checkout")?.payment).toBe("wallet");
    expect(ordersOfUser(SARA.id)).toHaveLength(before);
    await emptyCart(api, FOOD, sara);
  });
});

describe("replays and the backend's own refusals", () => {
  it("a re-posted Place Order after the success answers the same redirect", async () => {
    const { api } = shop;
    const { visitor, key } = await readyGuest(FOOD, plainBurgerItem(api).id);
    const guestId = await guestIdOf(visitor);
    const before = visitor.cookie;
    const placed = await postCheckout(visitor, place(key));
    const [order] = ordersOfGuest(guestId);
    expect(placed.location).toBe(`/order-placed?order_id=${order.id}&flag=success`);
    // The back button / a reload of the POST: the browser sends the form (and its cookie) again.
    for (const cookie of [before, visitor.cookie]) {
      const again = await postCheckout({ cookie }, place(key));
      expect(again.status).toBe(303);
      expect(again.location).toBe(placed.location);
    }
    expect(ordersOfGuest(guestId)).toHaveLength(1);
  });

  it("an expired coupon (the backend's 407) is refused with its message, not applied", async () => {
    const { api, demo } = shop;
    const { visitor, key } = await readyCustomer(demo, FOOD, plainBurgerItem(api).id);
    const old = await postCheckout(visitor, { intent: "apply-coupon", key, coupon_code: "OLD5" });
    expect(await toastKeysAfter(old.response)).toEqual([]);
    expect(errorsOf(old).fields).toEqual({ coupon_code: "Coupon expired" });
    expect((await sessionOf(visitor)).get("checkout")?.coupon).toBeUndefined();
    const view = await openCheckout(visitor);
    expect(view.coupon.code).toBe("");
    expect(view.summary).not.toBeNull();
    await emptyCart(api, FOOD, demo);
  });

  it("placing cash on delivery above the maximum says why", async () => {
    const { api } = shop;
    const { visitor, key } = await readyGuest(FOOD, plainBurgerItem(api).id);
    await withCodMaximumOfOne(async () => {
      const refused = await postCheckout(visitor, place(key));
      expect(errorsOf(refused).fields).toEqual({ payment_method: COD_OVER_LIMIT });
    });
  });

  it("paying with a wallet that is too low says why", async () => {
    const { api, sara } = shop;
    db().prepare("UPDATE users SET wallet_balance = 1 WHERE id = ?").run(SARA.id);
    const { visitor, key } = await readyCustomer(sara, FOOD, plainBurgerItem(api).id);
    const refused = await postCheckout(visitor, place(key, { payment_method: "wallet" }));
    // The page's own wording of the wallet note, or the backend's refusal: either says why.
    expect([say("checkout:payment.walletLow"), "Insufficient balance in your wallet"]).toContain(
      errorsOf(refused).fields.payment_method,
    );
    await emptyCart(api, FOOD, sara);
  });
});
