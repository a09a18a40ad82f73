import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { OrderDetailsPage } from "~/features/my-orders/order-details-view";
import { GuestOrderPlaced } from "~/features/order-outcome/guest-order-placed";
import type { TrackingData } from "~/features/tracking/tracking.server";
import { TrackingDetails } from "~/features/tracking/tracking-view";
import type { Lang } from "~/i18n/config";
import { i18nFor } from "~/i18n/i18next.server";
import { loader as orderLoader } from "~/routes/($lang).my-orders_.$orderId";
import { loader as placedLoader } from "~/routes/($lang).order-placed";
import { loader as trackLoader } from "~/routes/($lang).track-order";
import { commitSession, getSession, type GuestContact } from "~/sessions/session.server";
import {
  BURGER_STORE,
  DOWNTOWN,
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
 * What a customer sees right after placing (issue 22 item 19), from the real reference
 * backend's answers rendered as the server sends them: tracking without a maps key (the place in
 * words and a link, no grey box with coordinates) and with one (Google's static picture); the
 * guest's order-placed page with the items and the total; a parcel's type, sender and pickup on
 * the order page and the guest's page; and Track order, not Cancel, as the order's main action.
 */
// Every check holds on the stock 6amMart 3.2 profile too (parcel_category and guest order
// details are stock's own answers).
const PROFILES = { reference: shopSuite(), "6ammart-3.2": shopSuite({ compat: "6ammart-3.2" }) };
let shop: ReturnType<typeof shopSuite>;

interface Visitor {
  token?: string;
  guestId?: number;
  contact?: GuestContact;
}

async function routeRequest(path: string, visitor: Visitor) {
  const session = await getSession(new Request("http://shop.test/"));
  if (visitor.token) session.set("token", visitor.token);
  if (visitor.guestId) session.set("guestId", String(visitor.guestId));
  if (visitor.contact) session.set("guestContact", visitor.contact);
  const request = new Request(`http://shop.test${path}`, {
    headers: { Cookie: cookiePair(await commitSession(session)) },
  });
  return routeArgs(shop.api, request);
}

/** The page as the server renders it, under a root whose shell data carries `mapsKey`. */
async function render(ui: ReactNode, lang: Lang = "en", mapsKey: string | null = null) {
  const shell = { publicEnv: { googleMapsKey: mapsKey } };
  const handler = createStaticHandler([
    { id: "root", path: "*", loader: () => shell, element: ui },
  ]);
  const context = await handler.query(new Request("http://shop.test/page"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <I18nextProvider i18n={i18nFor(lang)}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
  return html.replace(/&amp;/g, "&").replace(/&#x27;/g, "'");
}

/** The text a reader gets: tags dropped, spaces folded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const GUEST: GuestContact = {
  name: guestContact.contact_person_name,
  phone: guestContact.contact_person_number,
  email: guestContact.contact_person_email,
};

/** A guest's cash order of two plain burgers. */
async function guestBurgers() {
  const guestId = await newGuest(shop.api);
  const item = plainBurgerItem(shop.api);
  await addToCart(shop.api, { guestId }, FOOD, { item_id: item.id, price: 1, quantity: 2 });
  const res = await placeOrder(
    shop.api,
    FOOD,
    deliveryOrder(BURGER_STORE, { guest_id: guestId, ...guestContact }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const name = (
    shop.api.backend.db.prepare("SELECT name FROM items WHERE id = ?").get(item.id) as {
      name: string;
    }
  ).name;
  return { guestId, orderId: res.body.order_id as number, itemName: name };
}

const PARCEL = 5;
const DOCUMENTS = 1;
const SENDER = { name: "Sami Sender", phone: "+971503334455", address: "The Dubai Mall" };

/** A cash parcel of documents, sent from The Dubai Mall to Dubai Marina. */
async function parcelOrder(visitor: { token?: string; guestId?: number }) {
  const res = await placeOrder(
    shop.api,
    PARCEL,
    {
      order_amount: 1,
      payment_method: "cash_on_delivery",
      order_type: "parcel",
      parcel_category_id: DOCUMENTS,
      charge_payer: "receiver",
      // stock 6amMart requires it (the reference backend measures it when it is missing)
      distance: 19.5,
      address: SENDER.address,
      ...DOWNTOWN,
      contact_person_name: SENDER.name,
      contact_person_number: SENDER.phone,
      receiver_details: JSON.stringify({
        contact_person_name: "Rania Receiver",
        contact_person_number: "+971502223344",
        address: "Marina Walk, Dubai Marina",
        latitude: 25.077,
        longitude: 55.139,
      }),
      ...(visitor.guestId ? { guest_id: visitor.guestId } : {}),
    },
    visitor.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order_id as number;
}

const categoryName = (lang: "en" | "ar") =>
  (
    shop.api.backend.db
      .prepare(
        `SELECT ${lang === "ar" ? "name_ar" : "name"} AS n FROM parcel_categories WHERE id = ?`,
      )
      .get(DOCUMENTS) as { n: string }
  ).n;

describe.each(Object.keys(PROFILES) as (keyof typeof PROFILES)[])(
  "on the %s profile",
  (profile) => {
    beforeAll(() => {
      shop = PROFILES[profile];
    });

    describe("tracking's map (issue 22 item 19)", () => {
      async function tracked() {
        const order = await guestBurgers();
        const data = (await trackLoader(
          await routeRequest(
            `/track-order?order_id=${order.orderId}&contact_number=${encodeURIComponent(GUEST.phone)}`,
            { guestId: order.guestId },
          ),
        )) as TrackingData;
        expect(data.tracking?.map).toMatchObject({ who: "receiver" });
        return data.tracking!;
      }

      it("without a maps key: the delivery place in words and a Google Maps link, no grey box or coordinates", async () => {
        const tracking = await tracked();
        const html = await render(<TrackingDetails tracking={tracking} refreshSeconds={10} />);
        const text = textOf(html);
        expect(text).toContain("Delivery location");
        expect(text).toContain("Burj Khalifa, Downtown Dubai");
        expect(text).toContain("Open in Google Maps");
        expect(html).toContain(
          `href="https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${DOWNTOWN.latitude},${DOWNTOWN.longitude}`)}"`,
        );
        // No picture of nothing, and no raw coordinates in the text.
        expect(html).not.toContain('role="img"');
        expect(html).not.toMatch(/<img\b/);
        expect(text).not.toContain(DOWNTOWN.latitude.toFixed(5));
      });

      it("with a maps key and before any script: Google's static picture of the place with a pin", async () => {
        const tracking = await tracked();
        const html = await render(
          <TrackingDetails tracking={tracking} refreshSeconds={10} />,
          "ar",
          "test-key",
        );
        const img = html.match(/<img\b[^>]*>/)?.[0] ?? "";
        expect(img).toContain('alt="موقع التوصيل"');
        const src = new URL(img.match(/src="([^"]+)"/)![1]);
        expect(`${src.origin}${src.pathname}`).toBe(
          "https://maps.googleapis.com/maps/api/staticmap",
        );
        const at = `${DOWNTOWN.latitude},${DOWNTOWN.longitude}`;
        expect(Object.fromEntries(src.searchParams)).toMatchObject({
          center: at,
          markers: at,
          key: "test-key",
          language: "ar",
        });
        expect(textOf(html)).toContain("افتح في خرائط جوجل");
      });
    });

    describe("the guest's order-placed page (issue 22 item 19)", () => {
      it("lists what was ordered and the amounts down to the backend's total", async () => {
        const order = await guestBurgers();
        const data = await placedLoader(
          await routeRequest(`/order-placed?order_id=${order.orderId}&flag=success`, {
            guestId: order.guestId,
            contact: GUEST,
          }),
        );
        if (data.kind !== "placed") throw new Error(`expected the placed page, got ${data.kind}`);
        expect(data.lines).toEqual([
          expect.objectContaining({ name: order.itemName, quantity: 2, total: expect.any(String) }),
        ]);
        const row = shop.api.backend.db
          .prepare("SELECT order_amount FROM orders WHERE id = ?")
          .get(order.orderId) as { order_amount: number };
        expect(data.amounts.at(-1)).toEqual(["total", data.order.total]);
        expect(data.order.total).toContain(row.order_amount.toFixed(2));

        const text = textOf(
          await render(
            <GuestOrderPlaced
              order={data.order}
              trackHref={data.trackHref}
              lines={data.lines}
              amounts={data.amounts}
            />,
          ),
        );
        expect(text).toContain(order.itemName);
        expect(text).toContain("2 pieces");
        expect(text).toMatch(new RegExp(`Total ${data.order.total.replace(/[.$]/g, "\\$&")}`));
      });

      it("shows a guest's parcel: its type, sender and pickup address, in Arabic", async () => {
        const guestId = await newGuest(shop.api);
        const orderId = await parcelOrder({ guestId });
        const data = await placedLoader(
          await routeRequest(`/ar/order-placed?order_id=${orderId}&flag=success`, {
            guestId,
            contact: { ...GUEST, phone: SENDER.phone },
          }),
        );
        if (data.kind !== "placed") throw new Error(`expected the placed page, got ${data.kind}`);
        expect(data.order.parcel).toEqual({
          category: categoryName("ar"),
          chargePayer: "receiver",
          sender: SENDER,
        });
        // A parcel goes to its receiver: that is the order's address.
        expect(data.order.address).toBe("Marina Walk, Dubai Marina");
        const text = textOf(
          await render(
            <GuestOrderPlaced
              order={data.order}
              trackHref={data.trackHref}
              lines={data.lines}
              amounts={data.amounts}
            />,
            "ar",
          ),
        );
        expect(text).toContain(`نوع الطرد ${categoryName("ar")}`);
        expect(text).toContain(`المرسل ${SENDER.name} · ${SENDER.phone}`);
        expect(text).toContain(`عنوان الاستلام ${SENDER.address}`);
      });
    });

    describe("the order page after placing (issue 22 item 19)", () => {
      const openOrder = async (path: string, token: string) =>
        answerOf(async () => {
          const args = await routeRequest(path, { token });
          return orderLoader({ ...args, params: { orderId: path.match(/my-orders\/(\d+)/)![1] } });
        });
      type Details = Exclude<Awaited<ReturnType<typeof openOrder>>, Response>;

      it("shows a parcel's type, sender and pickup address, and the receiver as its address", async () => {
        const orderId = await parcelOrder({ token: shop.demo });
        const answer = (await openOrder(
          `/my-orders/${orderId}?from=checkout`,
          shop.demo,
        )) as Details;
        expect(answer.order.parcel).toEqual({
          category: categoryName("en"),
          chargePayer: "receiver",
          sender: SENDER,
        });
        const text = textOf(
          await render(<OrderDetailsPage order={answer.order} fromCheckout reasons={null} />),
        );
        expect(text).toContain(`Parcel type ${categoryName("en")}`);
        expect(text).toContain(`Sender ${SENDER.name} · ${SENDER.phone}`);
        expect(text).toContain(`Pickup address ${SENDER.address}`);
        expect(text).toContain("Delivery fee paid by Receiver");
        expect(text).toContain("Receiver Rania Receiver, Marina Walk, Dubai Marina");
      });

      it("makes Track order the main action and Cancel order a quiet last one", async () => {
        await addToCart(shop.api, { token: shop.demo }, FOOD, {
          item_id: plainBurgerItem(shop.api).id,
          price: 1,
        });
        const res = await placeOrder(shop.api, FOOD, deliveryOrder(BURGER_STORE), shop.demo);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const answer = (await openOrder(
          `/my-orders/${res.body.order_id}?from=checkout`,
          shop.demo,
        )) as Details;
        expect(answer.order.canCancel).toBe(true);
        const html = await render(
          <OrderDetailsPage order={answer.order} fromCheckout reasons={null} />,
        );
        const links = [...html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/g)].map(([, attrs, inner]) => ({
          name: textOf(inner),
          filled: /\bbg-(primary|destructive)\b/.test(attrs),
        }));
        const actions = links.filter((l) =>
          ["Track order", "My orders", "Cancel order"].includes(l.name),
        );
        expect(actions).toEqual([
          { name: "Track order", filled: true },
          { name: "My orders", filled: false },
          { name: "Cancel order", filled: false },
        ]);
      });
    });
  },
);
