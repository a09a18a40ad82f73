import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { test, expect, isJsProject, waitForHydration } from "./fixtures";
import { setPrefs } from "./support/session";

/**
 * Store and delivery-man registration (issue 14 item 8), one journey per project — with
 * JavaScript in English, without it in Arabic (dark): each form is refused once (the messages at
 * their fields, every typed value kept, the notice that files and password must be given
 * again), then sent: the confirmation page says the admin reviews it, and the backend's
 * database holds the application. axe audits the refused forms and the confirmation pages.
 * The validation matrix (every rule, the backend's refusals, files, closed registration) is in
 * tests/routes/registration.test.ts and tests/backend/registration.test.ts.
 */
type Lang = "en" | "ar";
const WORDS = {
  en: JSON.parse(readFileSync("public/locales/en/registration.json", "utf8")),
  ar: JSON.parse(readFileSync("public/locales/ar/registration.json", "utf8")),
} as Record<Lang, Registration>;
interface Registration {
  store: Record<string, string> & { submitted: Record<string, string> };
  deliveryman: Record<string, string> & {
    submitted: Record<string, string>;
    identityTypes: Record<string, string>;
    earnings: Record<string, string>;
  };
  fields: Record<string, string>;
  errors: Record<string, string> & { password: Record<string, string> };
  filesNotice: string;
}

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const image = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });
const STRONG = "Souq#Apply2026";

function application(table: "vendor_applications" | "delivery_man_applications", email: string) {
  const path = process.env.E2E_DB_PATH;
  if (!path) throw new Error("E2E_DB_PATH is not set (playwright.config.ts sets it)");
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT * FROM ${table} WHERE email = ?`).get(email) as
      Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

/** A field of the registration form (the footer's newsletter has an email field too). */
const field = (page: Page, label: string) =>
  page.locator("form[enctype='multipart/form-data']").getByLabel(label, { exact: true });

test("a store and a delivery man apply: refused once with the values kept, then sent and stored", async ({
  page,
  context,
  baseURL,
  checkA11y,
}, testInfo) => {
  const js = isJsProject(testInfo);
  const lang: Lang = js ? "en" : "ar";
  const w = WORDS[lang];
  const prefix = lang === "ar" ? "/ar" : "";
  const stamp = `${Date.now()}${testInfo.project.name.length}`;
  const store = { email: `store${stamp}@apply.test`, phone: `+97155${stamp.slice(-8)}` };

  // Without JavaScript: dark, and a chosen location in Dubai Marina, where the store's point
  // starts.
  if (!js)
    await setPrefs(context, baseURL!, {
      theme: "dark",
      zoneIds: "[2]",
      lat: 25.08,
      lng: 55.14,
      address: "Dubai Marina",
    });

  // The store form, reached from the footer.
  await page.goto(`${prefix}/about-us`);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: lang === "en" ? "Become a seller" : "كن بائعًا" })
    .click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/store-registration\\?active=active$`));
  await expect(page.getByRole("heading", { level: 1, name: w.store.title })).toBeVisible();
  // /about-us ships no script, so the link was a document load: let React take the form over
  // before typing into it (page.goto does this wait on its own, a click does not).
  if (js) await waitForHydration(page);
  if (!js) await expect(field(page, w.fields.latitude)).toHaveValue("25.08");
  await field(page, w.fields.firstName).fill("Mona");
  await field(page, w.fields.email).fill(store.email);
  await field(page, w.fields.phone).fill(store.phone);
  await field(page, w.store.storeName).fill("Mona's Bakery");
  await field(page, w.store.storeAddress).fill("Boulevard 12, Downtown Dubai");
  await field(page, w.fields.zone).selectOption({
    label: lang === "en" ? "Downtown Dubai" : "وسط مدينة دبي",
  });
  await field(page, w.store.module).selectOption({ index: 2 });
  // a point in Dubai Marina: outside Downtown Dubai
  await field(page, w.fields.latitude).fill("25.08");
  await field(page, w.fields.longitude).fill("55.14");
  await field(page, w.store.minTime).fill("20");
  await field(page, w.store.maxTime).fill("40");
  await field(page, w.store.logo).setInputFiles(image("logo.png"));
  await field(page, w.store.cover).setInputFiles(image("cover.png"));
  const password = field(page, w.fields.password);
  const confirm = field(page, w.fields.confirmPassword);
  await password.fill(STRONG);
  await confirm.fill(STRONG);
  await page.getByRole("button", { name: w.store.submit }).click();

  // Refused by the backend: the point is outside the zone, said at the latitude.
  await expect(field(page, w.fields.latitude)).toHaveAccessibleDescription(w.errors.outsideZone);
  await expect(page.getByText(w.errors.summary)).toBeVisible();
  await expect(page.getByText(w.filesNotice)).toBeVisible();
  await expect(field(page, w.store.storeName)).toHaveValue("Mona's Bakery");
  await expect(field(page, w.fields.email)).toHaveValue(store.email);
  await expect(field(page, w.fields.longitude)).toHaveValue("55.14");
  await expect(field(page, w.store.minTime)).toHaveValue("20");
  await checkA11y(page);

  // Fixed and sent: the files and the password given again.
  await field(page, w.fields.latitude).fill("25.2048");
  await field(page, w.fields.longitude).fill("55.2708");
  await field(page, w.store.logo).setInputFiles(image("logo.png"));
  await field(page, w.store.cover).setInputFiles(image("cover.png"));
  await password.fill(STRONG);
  await confirm.fill(STRONG);
  await page.getByRole("button", { name: w.store.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/store-registration/submitted$`));
  await expect(
    page.getByRole("heading", { level: 1, name: w.store.submitted.title }),
  ).toBeVisible();
  await expect(page.getByText(w.store.submitted.next)).toBeVisible();
  await checkA11y(page);
  expect(application("vendor_applications", store.email)).toMatchObject({
    f_name: "Mona",
    phone: store.phone,
    store_name: "Mona's Bakery",
    zone_id: 1,
    latitude: 25.2048,
    status: "pending",
  });

  // The delivery man: a weak password (the browser's check with JS, the server's without) and
  // the phone of a delivery man already working (the backend's).
  const rider = { email: `rider${stamp}@apply.test`, phone: `+97156${stamp.slice(-8)}` };
  await page.goto(`${prefix}/deliveryman-registration`);
  await field(page, w.fields.firstName).fill("Omar");
  await field(page, w.fields.email).fill(rider.email);
  await field(page, w.fields.phone).fill("+971501000001");
  await field(page, w.deliveryman.photo).setInputFiles(image("me.png"));
  await field(page, w.fields.zone).selectOption({ index: 1 });
  await field(page, w.deliveryman.vehicle).selectOption({ index: 2 });
  await page.getByRole("radio", { name: w.deliveryman.earnings["0"] }).check();
  await field(page, w.deliveryman.identityType).selectOption({
    label: w.deliveryman.identityTypes.passport,
  });
  await field(page, w.deliveryman.identityNumber).fill("P7654321");
  await field(page, w.deliveryman.identityImages).setInputFiles([
    image("front.png"),
    image("back.png"),
  ]);
  const dmPassword = field(page, w.fields.password);
  const dmConfirm = field(page, w.fields.confirmPassword);
  await dmPassword.fill("souq2026");
  await dmConfirm.fill("souq2026");
  await page.getByRole("button", { name: w.deliveryman.submit }).click();
  await expect(dmPassword).toHaveAccessibleDescription(new RegExp(escape(w.errors.password.mixed)));

  await dmPassword.fill(STRONG);
  await dmConfirm.fill(STRONG);
  if (!js) {
    // the server's answer emptied the file inputs (the notice says so): choose them again
    await expect(page.getByText(w.filesNotice)).toBeVisible();
    await field(page, w.deliveryman.photo).setInputFiles(image("me.png"));
    await field(page, w.deliveryman.identityImages).setInputFiles([
      image("front.png"),
      image("back.png"),
    ]);
  }
  await page.getByRole("button", { name: w.deliveryman.submit }).click();
  await expect(field(page, w.fields.phone)).toHaveAccessibleDescription(
    new RegExp(escape(w.errors.phoneTaken)),
  );
  await expect(field(page, w.deliveryman.identityNumber)).toHaveValue("P7654321");
  await expect(field(page, w.fields.email)).toHaveValue(rider.email);
  await expect(page.getByRole("radio", { name: w.deliveryman.earnings["0"] })).toBeChecked();
  await checkA11y(page);

  await field(page, w.fields.phone).fill(rider.phone);
  await field(page, w.deliveryman.photo).setInputFiles(image("me.png"));
  await field(page, w.deliveryman.identityImages).setInputFiles([
    image("front.png"),
    image("back.png"),
  ]);
  await dmPassword.fill(STRONG);
  await dmConfirm.fill(STRONG);
  await page.getByRole("button", { name: w.deliveryman.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/deliveryman-registration/submitted$`));
  await expect(
    page.getByRole("heading", { level: 1, name: w.deliveryman.submitted.title }),
  ).toBeVisible();
  const row = application("delivery_man_applications", rider.email);
  expect(row).toMatchObject({
    f_name: "Omar",
    phone: rider.phone,
    earning: 0,
    identity_number: "P7654321",
  });
  expect(JSON.parse(String(row?.identity_images))).toHaveLength(2);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
