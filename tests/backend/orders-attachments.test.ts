import { isAbsolute, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createUploadStore } from "../../backend/services/uploads";
import { png as pngOf } from "../fixtures/images";
import type { ApiHarness } from "./harness";
import {
  addToCart,
  bearer,
  commerceSuite,
  deliveryOrder,
  guestContact,
  newGuest,
  orderRow,
  pickItem,
} from "./commerce-helpers";

/**
 * Prescription images as a real client sends them: multipart/form-data with `order_attachment[]`
 * (or `order_attachment`) files next to the text fields (contract §2.4, §7.7), stored and served
 * back under /storage/app/public/order/<file> (§1.6).
 */

const suite = commerceSuite();

const PHARMACY = 3;
/** Al Shifa Pharmacy takes prescription orders; the point is inside its zone. */
const RX_STORE = 25;
const RX_POINT = { latitude: 25.2273, longitude: 55.3208 };

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );
/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);
// Headers a decoder reads the pixel size from (a JFIF segment and a frame; a VP8 key frame).
const JPEG = bytes(
  [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
  "JFIF\0 scanned prescription".slice(0, 14),
  [0xff, 0xc0, 0x00, 0x0b, 8, 0x02, 0x58, 0x01, 0x90, 1, 1, 0x11, 0, 0xff, 0xd9],
);
const WEBP = bytes(
  "RIFF",
  [0x20, 0, 0, 0],
  "WEBPVP8 ",
  [0x14, 0, 0, 0, 0x30, 0x01, 0, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xf0, 0, 0, 0, 0, 0, 0, 0],
);

const file = (content: Uint8Array<ArrayBuffer>, name: string, type: string) =>
  new File([content], name, { type });

function formOf(fields: Record<string, unknown>, files: [field: string, file: File][] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [name, value] of files) form.append(name, value);
  return form;
}

const rxFields = (extra: Record<string, unknown> = {}) =>
  deliveryOrder(RX_STORE, { ...RX_POINT, ...extra });

async function post(
  path: string,
  body: BodyInit,
  headers: Record<string, string> = {},
  init: RequestInit = {},
): ReturnType<ApiHarness["call"]> {
  const res = await fetch(new URL(`/api/v1${path}`, suite.api.baseUrl), {
    method: "POST",
    headers: { Accept: "application/json", moduleId: String(PHARMACY), zoneId: "[1]", ...headers },
    body,
    ...init,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

const prescriptionPlace = (form: FormData, headers: Record<string, string> = {}) =>
  post("/customer/order/prescription/place", form, headers);

const attachmentError = (message: string) => ({
  errors: [{ code: "order_attachment", message }],
});

const orderCount = () =>
  (suite.api.backend.db.prepare("SELECT COUNT(*) AS n FROM orders").get() as { n: number }).n;

describe("multipart prescription uploads", () => {
  it("places a guest's multipart prescription order and serves the images back byte for byte", async () => {
    const guestId = await newGuest(suite.api);
    const form = formOf({ ...rxFields(), guest_id: guestId, ...guestContact }, [
      ["order_attachment[]", file(PNG, "rx-front.png", "image/png")],
      ["order_attachment[]", file(JPEG, "rx-back.jpg", "image/jpeg")],
    ]);
    const res = await prescriptionPlace(form);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: guestId, offline_payments: null });

    const row = orderRow(suite.api, res.body.order_id);
    expect(row).toMatchObject({ is_guest: 1, prescription_order: 1 });
    const names: string[] = JSON.parse(row.order_attachment);
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(names[1]).toMatch(/^[a-f0-9]{32}\.jpg$/);

    // a prescription order's details are the order object (quirk 5)
    const details = await suite.api.call("/customer/order/details", {
      query: { order_id: res.body.order_id, guest_id: guestId },
    });
    expect(details.status).toBe(200);
    expect(details.body.order_attachment).toEqual(names);
    const urls: string[] = details.body.order_attachment_full_url;
    expect(urls).toEqual(names.map((n) => `${suite.api.baseUrl}/storage/app/public/order/${n}`));

    for (const [index, expected] of [
      [0, { bytes: PNG, type: "image/png" }],
      [1, { bytes: JPEG, type: "image/jpeg" }],
    ] as const) {
      const image = await fetch(urls[index]);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe(expected.type);
      expect(image.headers.get("x-content-type-options")).toBe("nosniff");
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(expected.bytes);
    }
  });

  it("reads guest_id from the form, so a guest's form without one is the 401 of apiGuestCheck", async () => {
    const form = formOf({ ...rxFields(), ...guestContact }, [
      ["order_attachment[]", file(PNG, "rx.png", "image/png")],
    ]);
    const res = await prescriptionPlace(form);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: "Unauthorized" });
  });

  it("takes a single `order_attachment` file with order/place for prescription-only medicine", async () => {
    const rx = pickItem(suite.api, RX_STORE, "is_prescription_required = 1 AND stock > 2");
    await addToCart(suite.api, { token: suite.token }, PHARMACY, {
      item_id: rx.id,
      price: rx.price,
    });
    const without = await post("/customer/order/place", formOf(rxFields()), bearer(suite.token));
    expect(without.status).toBe(403);
    expect(without.body.errors[0].code).toBe("prescription");

    const res = await post(
      "/customer/order/place",
      formOf(rxFields(), [["order_attachment", file(WEBP, "rx.webp", "image/webp")]]),
      bearer(suite.token),
    );
    expect(res.status).toBe(200);
    const names: string[] = JSON.parse(orderRow(suite.api, res.body.order_id).order_attachment);
    expect(names).toEqual([expect.stringMatching(/^[a-f0-9]{32}\.webp$/)]);
    const image = await fetch(`${suite.api.baseUrl}/storage/app/public/order/${names[0]}`);
    expect(image.headers.get("content-type")).toBe("image/webp");
    const cart = await suite.api.call("/customer/cart/list", {
      headers: bearer(suite.token, { moduleId: String(PHARMACY) }),
    });
    expect(cart.body).toEqual([]);
  });

  it("refuses a fourth file, a non-image and an oversize image with 403 and places nothing", async () => {
    const before = orderCount();
    const png = () => file(PNG, "rx.png", "image/png");
    const refusal = async (files: [string, File][]) =>
      prescriptionPlace(formOf(rxFields(), files), bearer(suite.token));

    const four = await refusal([
      ["order_attachment[]", png()],
      ["order_attachment[]", png()],
      ["order_attachment[]", png()],
      ["order_attachment[]", png()],
    ]);
    expect(four.status).toBe(403);
    expect(four.body).toEqual(
      attachmentError("The order attachment may not have more than 3 items."),
    );

    // the declared type and name say PNG; the bytes are a web page
    const html = await refusal([
      ["order_attachment[]", file(bytes("<html><script>alert(1)</script>"), "rx.png", "image/png")],
    ]);
    expect(html.status).toBe(403);
    expect(html.body).toEqual(
      attachmentError("The order attachment must be a file of type: jpg, png, gif, webp."),
    );
    // an SVG is an image but can carry script
    const svg = await refusal([
      [
        "order_attachment",
        file(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"), "rx.svg", "image/svg+xml"),
      ],
    ]);
    expect(svg.status).toBe(403);
    // real PNG bytes declared as something else entirely
    const mislabelled = await refusal([["order_attachment", file(PNG, "rx.html", "text/html")]]);
    expect(mislabelled.status).toBe(403);

    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const oversize = await refusal([["order_attachment[]", file(big, "rx.png", "image/png")]]);
    expect(oversize.status).toBe(403);
    expect(oversize.body).toEqual(
      attachmentError("The order attachment may not be greater than 2048 kilobytes."),
    );
    expect(orderCount()).toBe(before);
  });

  it("refuses a prescription picture past 8000 pixels a side and places nothing (issue 28)", async () => {
    const before = orderCount();
    const huge = await prescriptionPlace(
      formOf(rxFields(), [
        ["order_attachment[]", file(pngOf(20000, 20000), "rx.png", "image/png")],
      ]),
      bearer(suite.token),
    );
    expect(huge.status).toBe(403);
    expect(huge.body).toEqual(
      attachmentError("The order attachment has invalid image dimensions."),
    );
    expect(orderCount()).toBe(before);
  });

  it("accepts three full-size images and refuses a larger body with 413, declared or streamed", async () => {
    const full = new Uint8Array(2 * 1024 * 1024);
    full.set(PNG);
    const three = formOf(rxFields(), [
      ["order_attachment[]", file(full, "a.png", "image/png")],
      ["order_attachment[]", file(full, "b.png", "image/png")],
      ["order_attachment[]", file(full, "c.png", "image/png")],
    ]);
    expect((await prescriptionPlace(three, bearer(suite.token))).status).toBe(200);

    const before = orderCount();
    const tooLarge = attachmentError(
      "The order attachments may not be greater than 6 MB in total.",
    );
    const huge = new Uint8Array(8 * 1024 * 1024);
    huge.set(PNG);
    // FormData has a Content-Length: refused before the body is read
    const declared = await prescriptionPlace(
      formOf(rxFields(), [["order_attachment[]", file(huge, "rx.png", "image/png")]]),
      bearer(suite.token),
    );
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual(tooLarge);

    // a chunked body has none: it is counted while it arrives and refused once past the cap,
    // without waiting for its end
    const boundary = "----rx-boundary";
    const head = bytes(
      `--${boundary}\r\nContent-Disposition: form-data; name="order_attachment[]"; filename="rx.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    );
    // after 8 MB the client holds the rest back: the answer must come without the body's end
    let sent = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= 8 * 1024 * 1024) {
          await held;
          return controller.close();
        }
        controller.enqueue(new Uint8Array(256 * 1024));
        sent += 256 * 1024;
      },
    });
    const streamed = await post(
      "/customer/order/prescription/place",
      stream,
      bearer(suite.token, { "Content-Type": `multipart/form-data; boundary=${boundary}` }),
      { duplex: "half" } as RequestInit,
    );
    release();
    expect(streamed.status).toBe(413);
    expect(streamed.body).toEqual(tooLarge);
    expect(orderCount()).toBe(before);
  });

  it("answers a malformed multipart body with 403 and the contract's error body", async () => {
    const invalid = { errors: [{ code: "data", message: "The request body is invalid." }] };
    const attempts: [contentType: string, body: string][] = [
      ["multipart/form-data", "guest_id=1"],
      ["multipart/form-data; boundary=xyz", "no parts in here"],
      [
        "multipart/form-data; boundary=xyz",
        '--xyz\r\nContent-Disposition: form-data; name="store_id"\r\n\r\n25',
      ],
    ];
    for (const [contentType, body] of attempts) {
      const res = await post("/customer/order/prescription/place", body, {
        ...bearer(suite.token),
        "Content-Type": contentType,
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(invalid);
    }
  });

  it("keeps taking JSON bodies that name their files", async () => {
    const res = await suite.api.call("/customer/order/prescription/place", {
      method: "POST",
      headers: bearer(suite.token, { moduleId: String(PHARMACY) }),
      body: rxFields({ order_attachment: ["rx-1.jpg", "rx-2.jpg"] }),
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(orderRow(suite.api, res.body.order_id).order_attachment)).toEqual([
      "rx-1.jpg",
      "rx-2.jpg",
    ]);
    const tooMany = await suite.api.call("/customer/order/prescription/place", {
      method: "POST",
      headers: bearer(suite.token, { moduleId: String(PHARMACY) }),
      body: rxFields({ order_attachment: ["1.jpg", "2.jpg", "3.jpg", "4.jpg"] }),
    });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.errors[0].code).toBe("order_attachment");
  });
});

describe("the order storage folder", () => {
  it("serves only uploaded files: a missing one is a 404, not artwork", async () => {
    for (const name of ["0123456789abcdef0123456789abcdef.png", "rx-1.jpg", "..%2Forders.sqlite"]) {
      const res = await fetch(`${suite.api.baseUrl}/storage/app/public/order/${name}`);
      expect(res.status).toBe(404);
    }
    // other folders still draw their art from the name
    const art = await fetch(
      `${suite.api.baseUrl}/storage/app/public/product/fresh-red-apples-101.svg`,
    );
    expect(art.status).toBe(200);
    expect(art.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("keeps a file database's uploads in an absolute folder beside it", () => {
    const name = "0123456789abcdef0123456789abcdef.jpg";
    const path = createUploadStore("data/marketplace.sqlite").pathOf("order", name)!;
    expect(isAbsolute(path)).toBe(true);
    expect(path).toBe(resolve(join("data", "marketplace-uploads", "order", name)));
    expect(createUploadStore("data/marketplace.sqlite").pathOf("order", "../x.jpg")).toBeNull();
  });
});
