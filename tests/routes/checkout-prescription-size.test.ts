import { describe, expect, it } from "vitest";
import { DEMO, emptyCart } from "../backend/commerce-helpers";
import { PHARMACY, prescriptionItem } from "../backend/order-fixtures";
import { gif, jpeg, png, webp } from "../fixtures/images";
import { checkoutBrowser, errorsOf, newVisitor, placeFields, say } from "./checkout-kit";
import { shopSuite } from "./order-kit";

/**
 * Issue 28 item 15, the storefront's part: a prescription image is refused at its field when
 * its pixel size is past the caps (8000 a side, 48 megapixels: app/lib/image-size.ts) — a
 * 389 KB PNG can declare 20000 × 20000 pixels — before the order goes to the backend, like the
 * profile photo and the chat. A picture at the caps is still accepted.
 */
const shop = shopSuite();
const browser = checkoutBrowser({ apiBaseUrl: () => `${shop.api.baseUrl}/api/v1` });

const ordersOf = () =>
  shop.api.backend.db
    .prepare("SELECT id FROM orders WHERE user_id = ? AND is_guest = 0")
    .all(DEMO.id).length;

async function readyPharmacyCustomer() {
  await emptyCart(shop.api, PHARMACY, shop.demo);
  const visitor = await newVisitor(PHARMACY, { token: shop.demo });
  await browser.addToCart(visitor, PHARMACY, prescriptionItem(shop.api).id);
  const view = await browser.openCheckout(visitor);
  expect(view.prescription.required).toBe(true);
  return { visitor, key: view.key };
}

function placeForm(key: string, files: File[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(placeFields(key))) body.set(name, value);
  for (const file of files) body.append("order_attachment", file);
  return body;
}

const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) =>
  new File([bytes], name, { type });

describe("prescription images past the pixel caps", () => {
  it.each([
    ["a 20000 × 20000 PNG", () => file(png(20000, 20000), "rx.png", "image/png")],
    ["an 8001 × 10 PNG (one side too long)", () => file(png(8001, 10), "rx.png", "image/png")],
    ["a 7000 × 7000 JPEG (49 megapixels)", () => file(jpeg(7000, 7000), "rx.jpg", "image/jpeg")],
    [
      "a GIF with a 10000 × 10 frame in a small screen",
      () => file(gif([100, 100], [10000, 10]), "rx.gif", "image/gif"),
    ],
    ["a 9000 × 9000 WebP", () => file(webp("VP8X", 9000, 9000), "rx.webp", "image/webp")],
  ])("%s is refused at the field; nothing is ordered", async (_label, make) => {
    const { visitor, key } = await readyPharmacyCustomer();
    const before = ordersOf();
    const refused = await browser.postCheckout(visitor, placeForm(key, [make()]));
    expect(refused.status).toBe(400);
    expect(errorsOf(refused).fields).toEqual({
      order_attachment: say("checkout:errors.imageDimensions"),
    });
    expect(ordersOf()).toBe(before);
  });

  it("one oversized image among good ones is refused too; a picture at the caps is ordered", async () => {
    const { visitor, key } = await readyPharmacyCustomer();
    const before = ordersOf();
    const mixed = await browser.postCheckout(
      visitor,
      placeForm(key, [
        file(png(10, 10), "a.png", "image/png"),
        file(png(20000, 20000), "b.png", "image/png"),
      ]),
    );
    expect(errorsOf(mixed).fields.order_attachment).toBe(say("checkout:errors.imageDimensions"));
    expect(ordersOf()).toBe(before);

    const placed = await browser.postCheckout(
      visitor,
      placeForm(key, [file(png(8000, 6000), "rx.png", "image/png")]),
    );
    expect(placed.status, JSON.stringify(placed.data?.result?.error)).toBe(303);
    expect(ordersOf()).toBe(before + 1);
  });
});
