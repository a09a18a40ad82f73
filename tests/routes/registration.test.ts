import type { SubmissionResult } from "@conform-to/react";
import type { Prefs } from "~/sessions/prefs.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slowReads } from "~/api/shared-cache.server";
import { createAppLoadContext } from "~/context.server";
import { honeypot } from "~/lib/honeypot.server";
import { action as dmAction, loader as dmLoader } from "~/routes/($lang).deliveryman-registration";
import { action as storeAction, loader as storeLoader } from "~/routes/($lang).store-registration";
import { startApi, type ApiHarness } from "../backend/harness";
import { gif, png as pngOf } from "../fixtures/images";
import { cookieFor } from "./header-test-support";

/**
 * /store-registration and /deliveryman-registration (issue 14 item 8; contract §7.8): the
 * actions called as a browser posts the multipart forms, against the real reference backend.
 * What the page shows after a refusal is the action's `result`: the messages at their fields
 * (our `registration:` keys, the backend's refusals worded by us), the typed values kept, the
 * passwords not echoed.
 */
let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);
const png = (name = "logo.png") => new File([PNG], name, { type: "image/png" });
const STRONG = "Souq#Store2026";

let serial = 0;
const unique = () => {
  serial += 1;
  return {
    email: `applicant${serial}@route.test`,
    phone: `+9715560${String(serial).padStart(5, "0")}`,
  };
};

const storeFields = (extra: Record<string, string> = {}) => ({
  f_name: "Mona",
  l_name: "Saeed",
  ...unique(),
  password: STRONG,
  confirm_password: STRONG,
  store_name: "Mona's Bakery",
  store_address: "Boulevard 12, Downtown Dubai",
  zone_id: "1",
  module_id: "2",
  latitude: "25.2048",
  longitude: "55.2708",
  tax: "5",
  minimum_delivery_time: "20",
  maximum_delivery_time: "40",
  delivery_time_type: "minute",
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
  confirm_password: STRONG,
  identity_type: "passport",
  identity_number: "P1234567",
  zone_id: "1",
  vehicle_id: "2",
  earning: "0",
  ...extra,
});
const dmFiles = (): [string, File][] => [
  ["image", png("me.png")],
  ["identity_image", png("front.png")],
  ["identity_image", png("back.png")],
];

type Answer = Response | { data: { result: SubmissionResult<string[]> }; init?: ResponseInit };

async function contextFor(request: Request, apiBaseUrl = `${api.baseUrl}/api/v1`) {
  return createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl,
    apiTimeoutMs: 3000,
    forwardHost: false,
  });
}

/** The form as a browser posts it: the fields, the files, the honeypot's fields. */
async function post(
  path: string,
  run: typeof storeAction | typeof dmAction,
  fields: Record<string, string>,
  files: [string, File][],
  { apiBaseUrl, honeypotFields = true }: { apiBaseUrl?: string; honeypotFields?: boolean } = {},
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of files) form.append(name, file);
  if (honeypotFields) {
    const props = honeypot().getInputProps({ validFromTimestamp: Date.now() - 5_000 });
    form.set(props.nameFieldName, "");
    if (props.validFromFieldName) form.set(props.validFromFieldName, props.encryptedValidFrom);
  }
  const request = new Request(`http://shop.test${path}`, { method: "POST", body: form });
  const context = await contextFor(request, apiBaseUrl);
  try {
    return (await run({ request, context, params: {} })) as Answer;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
const postStore = (
  fields: Record<string, string>,
  files = storeFiles(),
  path = "/store-registration",
) => post(path, storeAction, fields, files);
const postDm = (
  fields: Record<string, string>,
  files = dmFiles(),
  path = "/deliveryman-registration",
) => post(path, dmAction, fields, files);

function refusal(answer: Answer) {
  if (answer instanceof Response) throw new Error(`expected a refusal, got ${answer.status}`);
  return {
    status: answer.init?.status,
    errors: answer.data.result.error ?? {},
    values: (answer.data.result.initialValue ?? {}) as Record<string, unknown>,
  };
}
/** The first message of each field. */
const firstOf = (errors: Record<string, string[] | null>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.[0]]));

async function load<T>(
  path: string,
  loader: (args: never) => Promise<T>,
  prefs?: Prefs,
  apiBaseUrl?: string,
) {
  const request = new Request(`http://shop.test${path}`, {
    headers: prefs ? { Cookie: await cookieFor({ prefs }) } : {},
  });
  const context = await contextFor(request, apiBaseUrl);
  return loader({ request, context, params: {} } as never);
}

describe("store registration page", () => {
  it("lists every zone and the store modules (not parcel) with their zones; starts at the visitor's location", async () => {
    const page = await load("/store-registration?active=active", storeLoader, {
      zoneIds: "[2]",
      moduleId: 1,
      moduleType: "grocery",
      lat: 25.08,
      lng: 55.14,
      address: "Marina",
    });
    expect(page.open).toBe(true);
    expect(page.unavailable).toBe(false);
    expect(page.zones.map((z) => z.name)).toEqual(["Downtown Dubai", "Dubai Marina", "Deira"]);
    expect(page.modules.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(page.modules[0].zoneIds).toEqual([1, 2, 3]);
    expect(page.start).toEqual({ lat: 25.08, lng: 55.14, zoneId: 2 });
  });

  it("a backend that cannot be reached: both pages say the form cannot be shown (no 500)", async () => {
    const down = "http://127.0.0.1:9/api/v1";
    const store = await load("/store-registration", storeLoader, undefined, down);
    expect(store).toMatchObject({ unavailable: true, zones: [], modules: [] });
    const dm = await load("/deliveryman-registration", dmLoader, undefined, down);
    expect(dm).toMatchObject({ unavailable: true, zones: [], vehicles: [] });
  });

  it("an empty post names every required field, files included", async () => {
    const { status, errors } = refusal(await postStore({}, []));
    expect(status).toBe(400);
    expect(firstOf(errors)).toEqual({
      f_name: "registration:errors.firstName",
      email: "registration:errors.emailRequired",
      phone: "registration:errors.phoneRequired",
      password: "registration:errors.password.required",
      confirm_password: "registration:errors.confirmRequired",
      store_name: "registration:errors.storeName",
      store_address: "registration:errors.storeAddress",
      zone_id: "registration:errors.zone",
      module_id: "registration:errors.module",
      latitude: "registration:errors.latitude",
      longitude: "registration:errors.longitude",
      minimum_delivery_time: "registration:errors.minTime",
      maximum_delivery_time: "registration:errors.maxTime",
      delivery_time_type: "registration:errors.timeType",
      logo: "registration:errors.logo",
      cover_photo: "registration:errors.cover",
    });
  });

  it.each([
    ["Sh0rt!", "registration:errors.password.min"],
    ["lowercase1!", "registration:errors.password.mixed"],
    ["Uppercase1", "registration:errors.password.symbols"],
    ["Upper#case", "registration:errors.password.numbers"],
  ])(
    "the password rule: %s → %s, every other value kept, no password echoed",
    async (password, key) => {
      const fields = storeFields({ password, confirm_password: password });
      const { errors, values } = refusal(await postStore(fields));
      expect(firstOf(errors)).toEqual({ password: key });
      expect(values).toMatchObject({
        f_name: "Mona",
        email: fields.email,
        store_name: "Mona's Bakery",
        latitude: "25.2048",
        zone_id: "1",
        module_id: "2",
      });
      expect(values).not.toHaveProperty("password");
      expect(values).not.toHaveProperty("confirm_password");
    },
  );

  it("refuses a confirmation that differs, a bad phone and email, and a maximum time below the minimum", async () => {
    const { errors } = refusal(
      await postStore(
        storeFields({
          confirm_password: "Souq#Store2027",
          phone: "05 55 12",
          email: "mona@",
          minimum_delivery_time: "50",
          maximum_delivery_time: "30",
        }),
      ),
    );
    expect(firstOf(errors)).toEqual({
      confirm_password: "registration:errors.confirmMismatch",
      phone: "registration:errors.phoneInvalid",
      email: "registration:errors.emailInvalid",
      maximum_delivery_time: "registration:errors.maxBelowMin",
    });
  });

  it("refuses pictures past 8000 pixels a side (issue 28), at their fields", async () => {
    const { errors } = refusal(
      await postStore(storeFields(), [
        ["logo", new File([pngOf(20000, 20000)], "logo.png", { type: "image/png" })],
        ["cover_photo", png("cover.png")],
      ]),
    );
    expect(firstOf(errors)).toEqual({ logo: "registration:errors.imageDimensions" });
  });

  it("refuses files that are not images or larger than 2 MB", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const { errors } = refusal(
      await postStore(storeFields(), [
        ["logo", new File(["%PDF-1.4"], "logo.pdf", { type: "application/pdf" })],
        ["cover_photo", new File([big], "cover.png", { type: "image/png" })],
      ]),
    );
    expect(firstOf(errors)).toEqual({
      logo: "registration:errors.imageType",
      cover_photo: "registration:errors.imageSize",
    });
  });

  it("the backend's refusals land on their fields in our words: point outside the zone, taken email and phone, leaked password", async () => {
    const outside = refusal(
      await postStore(storeFields({ latitude: "25.08", longitude: "55.14" })),
    );
    expect(outside.status).toBe(400);
    expect(firstOf(outside.errors)).toEqual({ latitude: "registration:errors.outsideZone" });
    expect(outside.values).toMatchObject({ latitude: "25.08", longitude: "55.14" });

    const first = storeFields();
    const ok = await postStore(first);
    expect(ok).toBeInstanceOf(Response);
    const taken = refusal(await postStore(storeFields({ email: first.email, phone: first.phone })));
    expect(firstOf(taken.errors)).toEqual({
      email: "registration:errors.emailTaken",
      phone: "registration:errors.phoneTaken",
    });

    const leaked = refusal(
      await postStore(storeFields({ password: "P@ssw0rd", confirm_password: "P@ssw0rd" })),
    );
    expect(firstOf(leaked.errors)).toEqual({ password: "registration:errors.password.leaked" });
  });

  it("on an Arabic page (the backend answers in Arabic) the same refusals still land in our words", async () => {
    const AR = "/ar/store-registration";
    const first = storeFields();
    expect(await postStore(first, storeFiles(), AR)).toBeInstanceOf(Response);
    const taken = refusal(
      await postStore(storeFields({ email: first.email, phone: first.phone }), storeFiles(), AR),
    );
    expect(firstOf(taken.errors)).toEqual({
      email: "registration:errors.emailTaken",
      phone: "registration:errors.phoneTaken",
    });
    const leaked = refusal(
      await postStore(
        storeFields({ password: "P@ssw0rd", confirm_password: "P@ssw0rd" }),
        storeFiles(),
        AR,
      ),
    );
    expect(firstOf(leaked.errors)).toEqual({ password: "registration:errors.password.leaked" });
  });

  it("a module the chosen zone does not offer is refused on the module field", async () => {
    const db = api.backend.db;
    db.prepare("DELETE FROM module_zone WHERE module_id = 4 AND zone_id = 3").run();
    const { errors } = refusal(
      await postStore(
        storeFields({ module_id: "4", zone_id: "3", latitude: "25.264", longitude: "55.312" }),
      ),
    );
    expect(firstOf(errors)).toEqual({ module_id: "registration:errors.moduleNotInZone" });
  });

  it("a sent application goes to the confirmation page (303), in the page's language, and the backend keeps it", async () => {
    const fields = storeFields();
    const answer = await postStore(fields, storeFiles(), "/ar/store-registration?active=active");
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/ar/store-registration/submitted");
    const row = api.backend.db
      .prepare("SELECT * FROM vendor_applications WHERE email = ?")
      .get(fields.email) as Record<string, unknown>;
    expect(row).toMatchObject({
      store_name: "Mona's Bakery",
      store_address: "Boulevard 12, Downtown Dubai",
      zone_id: 1,
      module_id: 2,
      business_plan: "commission",
      status: "pending",
    });
  });

  it("refuses a post without the honeypot's fields (not our form), values kept", async () => {
    const answer = await post("/store-registration", storeAction, storeFields(), storeFiles(), {
      honeypotFields: false,
    });
    const { errors, values } = refusal(answer);
    expect(errors[""]).toEqual(["registration:errors.refused"]);
    expect(values.f_name).toBe("Mona");
  });

  it("a backend that cannot be reached: 503 with the message, values kept", async () => {
    const answer = await post("/store-registration", storeAction, storeFields(), storeFiles(), {
      apiBaseUrl: "http://127.0.0.1:9/api/v1",
    });
    const { status, errors, values } = refusal(answer);
    expect(status).toBe(503);
    expect(errors[""]).toEqual(["registration:errors.unavailable"]);
    expect(values.store_name).toBe("Mona's Bakery");
  });

  it("a backend whose space for application files is full: 503 with our words, values kept", async () => {
    const previous = process.env.BACKEND_APPLICATION_UPLOADS_MB;
    process.env.BACKEND_APPLICATION_UPLOADS_MB = "0";
    try {
      const { status, errors, values } = refusal(await postStore(storeFields()));
      expect(status).toBe(503);
      expect(errors[""]).toEqual(["registration:errors.full"]);
      expect(values.store_name).toBe("Mona's Bakery");
    } finally {
      if (previous === undefined) delete process.env.BACKEND_APPLICATION_UPLOADS_MB;
      else process.env.BACKEND_APPLICATION_UPLOADS_MB = previous;
    }
  });

  it("a post that is not a form is refused (415), never a 500", async () => {
    const request = new Request("http://shop.test/store-registration", {
      method: "POST",
      body: JSON.stringify(storeFields()),
      headers: { "Content-Type": "application/json" },
    });
    const context = await contextFor(request);
    const answer = await storeAction({ request, context, params: {} }).catch((e: unknown) => e);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(415);
  });

  it("closed registration: the page says so and a post is refused", async () => {
    const db = api.backend.db;
    db.prepare(
      "UPDATE business_settings SET value = '0' WHERE key = 'toggle_store_registration'",
    ).run();
    // the config is cached for a minute: this test wants the change now
    slowReads.clear();
    try {
      const page = await load("/store-registration", storeLoader);
      expect(page.open).toBe(false);
      const { status, errors } = refusal(await postStore(storeFields()));
      expect(status).toBe(403);
      expect(errors[""]).toEqual(["registration:errors.closed"]);
    } finally {
      db.prepare(
        "UPDATE business_settings SET value = '1' WHERE key = 'toggle_store_registration'",
      ).run();
      slowReads.clear();
    }
  });
});

describe("delivery-man registration page", () => {
  it("lists every zone and the vehicles in the page's language", async () => {
    const page = await load("/ar/deliveryman-registration", dmLoader);
    expect(page.open).toBe(true);
    expect(page.zones).toHaveLength(3);
    expect(page.vehicles.map((v) => v.name)).toEqual(["دراجة", "سيارة", "شاحنة صغيرة"]);
  });

  it("an empty post names every required field, the photo and identity images included", async () => {
    const { errors } = refusal(await postDm({}, []));
    expect(firstOf(errors)).toEqual({
      f_name: "registration:errors.firstName",
      email: "registration:errors.emailRequired",
      phone: "registration:errors.phoneRequired",
      password: "registration:errors.password.required",
      confirm_password: "registration:errors.confirmRequired",
      identity_type: "registration:errors.identityType",
      identity_number: "registration:errors.identityNumber",
      zone_id: "registration:errors.zone",
      vehicle_id: "registration:errors.vehicle",
      earning: "registration:errors.earning",
      image: "registration:errors.photo",
      identity_image: "registration:errors.identityImages",
    });
  });

  it("refuses an identity image whose frame is past 8000 pixels a side (issue 28)", async () => {
    const bomb = new File([gif([1, 1], [20000, 20000])], "id.gif", { type: "image/gif" });
    const { errors } = refusal(
      await postDm(dmFields(), [
        ["image", png()],
        ["identity_image", png("front.png")],
        ["identity_image", bomb],
      ]),
    );
    expect(firstOf(errors)).toEqual({ identity_image: "registration:errors.imageDimensions" });
  });

  it("refuses four identity images and a phone a working delivery man has", async () => {
    const many = refusal(
      await postDm(dmFields(), [
        ["image", png()],
        ...[1, 2, 3, 4].map((i): [string, File] => ["identity_image", png(`id${i}.png`)]),
      ]),
    );
    expect(firstOf(many.errors)).toEqual({
      identity_image: "registration:errors.tooManyIdentityImages",
    });
    const taken = refusal(await postDm(dmFields({ phone: "+971501000002" })));
    expect(firstOf(taken.errors)).toEqual({ phone: "registration:errors.phoneTaken" });
    expect(taken.values).toMatchObject({ phone: "+971501000002", identity_number: "P1234567" });
  });

  it("a sent application goes to the confirmation page and the backend keeps it with its images", async () => {
    const fields = dmFields();
    const answer = await postDm(fields);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe(
      "/deliveryman-registration/submitted",
    );
    const row = api.backend.db
      .prepare("SELECT * FROM delivery_man_applications WHERE email = ?")
      .get(fields.email) as Record<string, unknown>;
    expect(row).toMatchObject({
      identity_type: "passport",
      vehicle_id: 2,
      earning: 0,
      serve_for: '["delivery"]',
    });
    expect(JSON.parse(String(row.identity_images))).toHaveLength(2);
  });
});
