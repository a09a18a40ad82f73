import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadsFolderOf } from "../../backend/services/uploads";
import { startApi, type ApiHarness } from "./harness";
import { gif, jpeg, png as pngOf, webp } from "../fixtures/images";

/**
 * POST auth/vendor/register and auth/delivery-man/store (contract §7.8) as a browser-like client
 * sends them: multipart with the files. Refusals are one 403 naming every wrong field.
 */

let api: ApiHarness;
// A database file, so that the uploaded files land in a folder the test can read.
const folder = mkdtempSync(join(tmpdir(), "registration-"));
const databasePath = join(folder, "marketplace.sqlite");
beforeAll(async () => {
  api = await startApi({ databasePath });
});
afterAll(async () => {
  await api.close();
  rmSync(folder, { recursive: true, force: true });
});
const storedFile = (sub: string, name: unknown) =>
  new Uint8Array(readFileSync(join(uploadsFolderOf(databasePath), sub, String(name))));

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);
const png = (name = "logo.png") => new File([PNG], name, { type: "image/png" });
const html = () => new File(["<html><script>alert(1)</script>"], "logo.png", { type: "image/png" });
const big = () => {
  const bytes = new Uint8Array(2 * 1024 * 1024 + 10);
  bytes.set(PNG);
  return new File([bytes], "big.png", { type: "image/png" });
};

/** Downtown Dubai (zone 1) and a point in Dubai Marina (zone 2). */
const DOWNTOWN = { latitude: "25.2048", longitude: "55.2708" };
const MARINA = { latitude: "25.08", longitude: "55.14" };
const STRONG = "Souq#Store2026";

let serial = 0;
const unique = () => {
  serial += 1;
  return {
    email: `owner${serial}@stores.test`,
    phone: `+9715550${String(serial).padStart(5, "0")}`,
  };
};

function form(fields: Record<string, string>, files: [string, File][]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of files) body.append(name, file);
  return body;
}

const storeFields = (extra: Record<string, string> = {}) => ({
  f_name: "Mona",
  l_name: "Saeed",
  ...unique(),
  password: STRONG,
  translations: JSON.stringify([
    { locale: "en", key: "name", value: "Mona's Bakery" },
    { locale: "en", key: "address", value: "Boulevard 12, Downtown Dubai" },
  ]),
  ...DOWNTOWN,
  zone_id: "1",
  module_id: "2",
  tax: "5",
  minimum_delivery_time: "20",
  maximum_delivery_time: "40",
  delivery_time_type: "minute",
  business_plan: "commission",
  ...extra,
});
const storeFiles = (): [string, File][] => [
  ["logo", png()],
  ["cover_photo", png("cover.png")],
];

const dmFields = (extra: Record<string, string> = {}) => ({
  f_name: "Omar",
  l_name: "Farouk",
  ...unique(),
  password: STRONG,
  identity_type: "passport",
  identity_number: "P1234567",
  zone_id: "1",
  vehicle_id: "1",
  earning: "1",
  serve_for: JSON.stringify(["delivery"]),
  ...extra,
});
const dmFiles = (): [string, File][] => [
  ["image", png("me.png")],
  ["identity_image[]", png("front.png")],
  ["identity_image[]", png("back.png")],
];

async function post(path: string, body: FormData) {
  const res = await fetch(new URL(`/api/v1${path}`, api.baseUrl), {
    method: "POST",
    headers: { Accept: "application/json" },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const registerStore = (fields: Record<string, string>, files = storeFiles()) =>
  post("/auth/vendor/register", form(fields, files));
const registerDm = (fields: Record<string, string>, files = dmFiles()) =>
  post("/auth/delivery-man/store", form(fields, files));

const messages = (body: { errors: { code: string; message: string }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.code, e.message]));

describe("store registration", () => {
  it("stores the application (pending) with its files and answers the contract's shape", async () => {
    const fields = storeFields();
    const res = await registerStore(fields);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      store_id: expect.any(Number),
      type: "commission",
      message: "Application placed successfully",
    });
    const row = api.backend.db
      .prepare("SELECT * FROM vendor_applications WHERE id = ?")
      .get(res.body.store_id) as Record<string, unknown>;
    expect(row).toMatchObject({
      f_name: "Mona",
      l_name: "Saeed",
      email: fields.email,
      phone: fields.phone,
      store_name: "Mona's Bakery",
      store_address: "Boulevard 12, Downtown Dubai",
      zone_id: 1,
      module_id: 2,
      tax: 5,
      minimum_delivery_time: 20,
      maximum_delivery_time: 40,
      delivery_time_type: "minute",
      status: "pending",
    });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(STRONG);
    for (const name of [row.logo, row.cover_photo]) {
      expect(name).toMatch(/^[a-f0-9]{32}\.png$/);
      expect(storedFile("store", name)).toEqual(PNG);
    }
  });

  it("names every missing field at once, files included", async () => {
    const res = await registerStore({}, []);
    expect(res.status).toBe(403);
    expect(messages(res.body)).toEqual({
      f_name: "The f name field is required.",
      email: "The email field is required.",
      phone: "The phone field is required.",
      password: "The password field is required.",
      name: "The store name field is required.",
      address: "The store address field is required.",
      latitude: "The latitude field is required.",
      longitude: "The longitude field is required.",
      zone_id: "The zone id field is required.",
      module_id: "The module id field is required.",
      minimum_delivery_time: "The minimum delivery time field is required.",
      maximum_delivery_time: "The maximum delivery time field is required.",
      delivery_time_type: "The delivery time type field is required.",
      logo: "The logo field is required.",
      cover_photo: "The cover photo field is required.",
    });
  });

  it.each([
    ["Shortpw1!", null],
    ["shortpw1!", "The password must contain at least one uppercase and one lowercase letter."],
    ["Sh1!", "The password must be at least 8 characters."],
    ["12345678!", "The password must contain at least one uppercase and one lowercase letter."],
    ["Souqstore2026", "The password must contain at least one symbol."],
    ["Souq#Store", "The password must contain at least one number."],
    [
      "P@ssw0rd",
      "The given password has appeared in a data leak. Please choose a different password.",
    ],
  ])("password %s → %s", async (password, message) => {
    const res = await registerStore(storeFields({ password }));
    if (message === null) expect(res.status).toBe(200);
    else {
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual([{ code: "password", message }]);
    }
  });

  it("refuses a taken email (any case) and phone", async () => {
    const first = storeFields();
    expect((await registerStore(first)).status).toBe(200);
    const res = await registerStore(
      storeFields({ email: first.email.toUpperCase(), phone: first.phone }),
    );
    expect(res.status).toBe(403);
    expect(messages(res.body)).toEqual({
      email: "The email has already been taken.",
      phone: "The phone has already been taken.",
    });
  });

  /**
   * Issue 28 item 5: one application per contact and kind, however the phone is written —
   * `+971-55-…`, `(55)` and `00971…` are the same number to a person.
   */
  it("refuses the same phone written another way", async () => {
    const first = storeFields();
    expect((await registerStore(first)).status).toBe(200);
    const digits = first.phone.slice(1); // 9715550NNNNN
    for (const phone of [
      `+${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`,
      `+${digits.slice(0, 3)}(${digits.slice(3, 5)})${digits.slice(5)}`,
      `00${digits}`,
      digits,
    ]) {
      const again = await registerStore(storeFields({ phone }));
      expect(again.status, phone).toBe(403);
      expect(messages(again.body), phone).toEqual({ phone: "The phone has already been taken." });
    }
    // A delivery man already working, his number written another way.
    const working = await registerDm(dmFields({ phone: "+971-50-1000002" }));
    expect(messages(working.body)).toEqual({ phone: "The phone has already been taken." });
  });

  it("refuses a point outside the chosen zone, an unknown zone, and parcel as a store's module", async () => {
    const outside = await registerStore(storeFields(MARINA));
    expect(outside.status).toBe(403);
    expect(outside.body.errors).toEqual([{ code: "latitude", message: "Coordinates out of zone" }]);
    // the same point is right for its own zone
    expect((await registerStore(storeFields({ ...MARINA, zone_id: "2" }))).status).toBe(200);

    const noZone = await registerStore(storeFields({ zone_id: "99" }));
    expect(noZone.body.errors).toEqual([
      { code: "zone_id", message: "The selected zone id is invalid." },
    ]);
    const parcel = await registerStore(storeFields({ module_id: "5" }));
    expect(parcel.body.errors).toEqual([
      { code: "module_id", message: "The selected module id is invalid." },
    ]);
  });

  it("refuses a module the chosen zone does not offer", async () => {
    const db = api.backend.db;
    const pivot = db.prepare("SELECT * FROM module_zone WHERE module_id = 1 AND zone_id = 3").get();
    db.prepare("DELETE FROM module_zone WHERE module_id = 1 AND zone_id = 3").run();
    try {
      const res = await registerStore(
        storeFields({ module_id: "1", zone_id: "3", latitude: "25.264", longitude: "55.312" }),
      );
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual([
        { code: "module_id", message: "The selected module is not available in this zone." },
      ]);
    } finally {
      const row = pivot as Record<string, unknown>;
      db.prepare(
        `INSERT INTO module_zone (${Object.keys(row).join(",")}) VALUES (${Object.keys(row)
          .map(() => "?")
          .join(",")})`,
      ).run(...Object.values(row));
    }
  });

  it("refuses files that are not images, too large, and bad numbers; writes no file", async () => {
    const before = api.backend.db.prepare("SELECT COUNT(*) AS n FROM vendor_applications").get();
    const res = await registerStore(
      storeFields({
        phone: "call me maybe",
        email: "not-an-email",
        minimum_delivery_time: "40",
        maximum_delivery_time: "20",
        delivery_time_type: "weeks",
        tax: "150",
      }),
      [
        ["logo", html()],
        ["cover_photo", big()],
      ],
    );
    expect(res.status).toBe(403);
    expect(messages(res.body)).toEqual({
      phone: "The phone format is invalid.",
      email: "The email must be a valid email address.",
      maximum_delivery_time:
        "The maximum delivery time must be greater than or equal to the minimum delivery time.",
      delivery_time_type: "The selected delivery time type is invalid.",
      tax: "The tax may not be greater than 100.",
      logo: "The logo must be a file of type: jpg, png, gif, webp.",
      cover_photo: "The cover photo may not be greater than 2048 kilobytes.",
    });
    expect(api.backend.db.prepare("SELECT COUNT(*) AS n FROM vendor_applications").get()).toEqual(
      before,
    );
  });

  /**
   * Issue 28 item 15: a few hundred kilobytes can declare 20000 × 20000 pixels (1.6 GB to
   * decode). Pixel size is read from the header and capped at 8000 a side, 48 megapixels.
   */
  it("refuses pictures past 8000 pixels a side, whatever their format, and writes no file", async () => {
    const before = api.backend.db.prepare("SELECT COUNT(*) AS n FROM vendor_applications").get();
    const huge = new File([pngOf(20000, 20000)], "logo.png", { type: "image/png" });
    const wide = new File([webp("VP8X", 9000, 100)], "cover.webp", { type: "image/webp" });
    const res = await registerStore(storeFields(), [
      ["logo", huge],
      ["cover_photo", wide],
    ]);
    expect(res.status).toBe(403);
    expect(messages(res.body)).toEqual({
      logo: "The logo has invalid image dimensions.",
      cover_photo: "The cover photo has invalid image dimensions.",
    });
    const dm = await registerDm(dmFields(), [
      ["image", new File([jpeg(20000, 20000)], "me.jpg", { type: "image/jpeg" })],
      ["identity_image[]", png("front.png")],
      ["identity_image[]", new File([gif([1, 1], [20000, 20000])], "b.gif", { type: "image/gif" })],
    ]);
    expect(dm.status).toBe(403);
    expect(messages(dm.body)).toEqual({
      image: "The image has invalid image dimensions.",
      identity_image: "The identity image has invalid image dimensions.",
    });
    expect(api.backend.db.prepare("SELECT COUNT(*) AS n FROM vendor_applications").get()).toEqual(
      before,
    );
    // A large but sane picture is accepted.
    const ok = await registerStore(storeFields(), [
      ["logo", new File([pngOf(4000, 3000)], "logo.png", { type: "image/png" })],
      ["cover_photo", png("cover.png")],
    ]);
    expect(ok.status).toBe(200);
  });

  it("is closed while store registration is off", async () => {
    const db = api.backend.db;
    db.prepare(
      "UPDATE business_settings SET value = '0' WHERE key = 'toggle_store_registration'",
    ).run();
    try {
      const res = await registerStore(storeFields());
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe("store_registration");
    } finally {
      db.prepare(
        "UPDATE business_settings SET value = '1' WHERE key = 'toggle_store_registration'",
      ).run();
    }
  });
});

describe("delivery-man registration", () => {
  it("stores the application with the photo and identity images", async () => {
    const fields = dmFields();
    const res = await registerDm(fields);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Application placed successfully" });
    const row = api.backend.db
      .prepare("SELECT * FROM delivery_man_applications WHERE email = ?")
      .get(fields.email) as Record<string, unknown>;
    expect(row).toMatchObject({
      f_name: "Omar",
      l_name: "Farouk",
      phone: fields.phone,
      identity_type: "passport",
      identity_number: "P1234567",
      zone_id: 1,
      vehicle_id: 1,
      earning: 1,
      serve_for: '["delivery"]',
      status: "pending",
    });
    const identity = JSON.parse(String(row.identity_images)) as string[];
    expect(identity).toHaveLength(2);
    for (const name of [row.image, ...identity])
      expect(storedFile("delivery-man", name)).toEqual(PNG);
  });

  it("removes the files of an application whose row could not be written", async () => {
    const db = api.backend.db;
    const before = readdirSync(join(uploadsFolderOf(databasePath), "delivery-man")).length;
    db.exec(
      "CREATE TRIGGER refuse_dm BEFORE INSERT ON delivery_man_applications BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END",
    );
    try {
      const res = await registerDm(dmFields());
      expect(res.status).toBe(500);
      expect(readdirSync(join(uploadsFolderOf(databasePath), "delivery-man"))).toHaveLength(before);
    } finally {
      db.exec("DROP TRIGGER refuse_dm");
    }
  });

  it("names every missing field at once", async () => {
    const res = await registerDm({}, []);
    expect(res.status).toBe(403);
    expect(messages(res.body)).toEqual({
      f_name: "The f name field is required.",
      email: "The email field is required.",
      phone: "The phone field is required.",
      password: "The password field is required.",
      identity_type: "The identity type field is required.",
      identity_number: "The identity number field is required.",
      zone_id: "The zone id field is required.",
      vehicle_id: "The vehicle id field is required.",
      earning: "The earning field is required.",
      image: "The image field is required.",
      identity_image: "The identity image field is required.",
    });
  });

  it("refuses a phone or email of a delivery man already working, and a taken application", async () => {
    const working = await registerDm(
      dmFields({ email: "rashid@riders.souq.test", phone: "+971501000001" }),
    );
    expect(messages(working.body)).toEqual({
      email: "The email has already been taken.",
      phone: "The phone has already been taken.",
    });
    const first = dmFields();
    expect((await registerDm(first)).status).toBe(200);
    const again = await registerDm(dmFields({ phone: first.phone }));
    expect(again.body.errors).toEqual([
      { code: "phone", message: "The phone has already been taken." },
    ]);
  });

  it("refuses a weak password, unknown zone and vehicle, a bad identity type, and four identity images", async () => {
    const res = await registerDm(
      dmFields({
        password: "souq2026",
        zone_id: "42",
        vehicle_id: "9",
        identity_type: "library_card",
      }),
      [
        ["image", png()],
        ...[1, 2, 3, 4].map((i): [string, File] => ["identity_image[]", png(`id${i}.png`)]),
      ],
    );
    expect(messages(res.body)).toEqual({
      password: "The password must contain at least one uppercase and one lowercase letter.",
      zone_id: "The selected zone id is invalid.",
      vehicle_id: "The selected vehicle id is invalid.",
      identity_type: "The selected identity type is invalid.",
      identity_image: "The identity image may not have more than 3 items.",
    });
  });

  it("lists the vehicles in the request's language", async () => {
    const en = await api.call("/get-vehicles");
    expect(en.body.map((v: { type: string }) => v.type)).toEqual(["Bike", "Car", "Van"]);
    const ar = await api.call("/get-vehicles", { headers: { "X-localization": "ar" } });
    expect(ar.body[0]).toMatchObject({ id: 1, type: "دراجة" });
  });
});

/**
 * Issue 28 item 5: the pictures of applications may take a bounded space (1 GB by default,
 * BACKEND_APPLICATION_UPLOADS_MB). Past it every application is refused with a clear message,
 * before any file is written.
 */
describe("the space for application files", () => {
  const full = mkdtempSync(join(tmpdir(), "registration-full-"));
  const fullDb = join(full, "marketplace.sqlite");
  const uploads = uploadsFolderOf(fullDb);
  let fullApi: ApiHarness;
  const filesIn = (sub: string) => {
    try {
      return readdirSync(join(uploads, sub)).length;
    } catch {
      return 0;
    }
  };
  beforeAll(async () => {
    // Already in the folders: 1 GB less 100 KB (sparse: no real disk).
    mkdirSync(join(uploads, "store"), { recursive: true });
    mkdirSync(join(uploads, "delivery-man"), { recursive: true });
    writeFileSync(join(uploads, "store", "old-application.png"), "");
    truncateSync(join(uploads, "store", "old-application.png"), 1024 * 1024 * 1024 - 100 * 1024);
    fullApi = await startApi({ databasePath: fullDb });
  });
  afterAll(async () => {
    await fullApi?.close();
    rmSync(full, { recursive: true, force: true });
  });
  const padded = (kb: number) => {
    const bytes = new Uint8Array(kb * 1024);
    bytes.set(PNG);
    return bytes;
  };
  const postTo = async (path: string, body: FormData) => {
    const res = await fetch(new URL(`/api/v1${path}`, fullApi.baseUrl), {
      method: "POST",
      headers: { Accept: "application/json" },
      body,
    });
    return { status: res.status, body: await res.json() };
  };

  it("takes an application that fits, then refuses the next one with 503 and writes nothing", async () => {
    const small = [
      ["logo", new File([padded(10)], "logo.png", { type: "image/png" })],
      ["cover_photo", new File([padded(10)], "cover.png", { type: "image/png" })],
    ] as [string, File][];
    expect((await postTo("/auth/vendor/register", form(storeFields(), small))).status).toBe(200);
    expect(filesIn("store")).toBe(3);

    const large = [
      ["logo", new File([padded(60)], "logo.png", { type: "image/png" })],
      ["cover_photo", new File([padded(60)], "cover.png", { type: "image/png" })],
    ] as [string, File][];
    const refused = await postTo("/auth/vendor/register", form(storeFields(), large));
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      errors: [
        {
          code: "applications",
          message: "New applications cannot be accepted at the moment. Please try again later.",
        },
      ],
    });
    const dm = await postTo(
      "/auth/delivery-man/store",
      form(dmFields(), [
        ["image", new File([padded(50)], "me.png", { type: "image/png" })],
        ["identity_image[]", new File([padded(50)], "id.png", { type: "image/png" })],
      ]),
    );
    expect(dm.status).toBe(503);
    expect(filesIn("store")).toBe(3);
    expect(filesIn("delivery-man")).toBe(0);
    // A form with wrong fields is still told about its fields first.
    const wrong = await postTo("/auth/vendor/register", form(storeFields({ email: "x" }), large));
    expect(wrong.status).toBe(403);
  });
});
