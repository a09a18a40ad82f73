import express from "express";
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type ApiHarness } from "./harness";
import { fixedClock } from "./catalogue-fixtures";
import { localiseMessages } from "../../backend/http/localise";
import { FRAMEWORK_ENGLISH, MESSAGES_AR, messageAr } from "../../backend/http/messages-ar";

const AR = { "X-localization": "ar" };
const EN = { "X-localization": "en" };

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ now: fixedClock });
});
afterAll(() => api.close());

describe("X-localization: ar translates the backend's messages", () => {
  it("an English request gets the routes' own bodies, byte for byte", async () => {
    const url = new URL("/api/v1/config/get-zone-id?lat=abc", api.baseUrl);
    const plain = await (await fetch(url)).text();
    const english = await (await fetch(url, { headers: EN })).text();
    expect(plain).toBe('{"errors":[{"code":"lat","message":"The lat must be a number."}]}');
    expect(english).toBe(plain);

    const unauthenticated = await api.call("/customer/info", { headers: EN });
    expect(unauthenticated.body).toEqual({ message: "Unauthenticated." });
  });

  it("a fixed top-level message is Arabic", async () => {
    const unauthenticated = await api.call("/customer/info", { headers: AR });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body).toEqual({ message: "يرجى تسجيل الدخول." });

    const subscribed = await api.call("/newsletter/subscribe", {
      method: "POST",
      headers: AR,
      body: { email: "localise@example.com" },
    });
    expect(subscribed.body).toEqual({ message: "تم الاشتراك بنجاح" });
  });

  it("errors[].message is Arabic and errors[].code is left alone", async () => {
    const missing = await api.call("/no-such-route", { headers: AR });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errors: [{ code: "not_found", message: "المسار غير موجود." }] });

    const noEmail = await api.call("/newsletter/subscribe", {
      method: "POST",
      headers: AR,
      body: {},
    });
    expect(noEmail.body).toEqual({
      errors: [{ code: "email", message: "حقل البريد الإلكتروني مطلوب." }],
    });
  });

  it("messages built at runtime go through the patterns (unknown field names kept)", async () => {
    const notNumber = await api.call("/config/get-zone-id", { headers: AR, query: { lat: "abc" } });
    expect(notNumber.body).toEqual({ errors: [{ code: "lat", message: "يجب أن يكون lat رقمًا." }] });
    const noLng = await api.call("/config/get-zone-id", { headers: AR, query: { lat: "25.2" } });
    expect(noLng.body).toEqual({ errors: [{ code: "lng", message: "حقل lng مطلوب." }] });

    expect(messageAr("The email field is required.")).toBe("حقل البريد الإلكتروني مطلوب.");
    expect(messageAr("The f name field is required.")).toBe("حقل الاسم الأول مطلوب.");
    expect(messageAr("The contact person number may not be greater than 20 characters.")).toBe(
      "يجب ألا يتجاوز طول رقم جهة الاتصال 20 حرفًا.",
    );
    expect(messageAr("please try again after 42 seconds")).toBe(
      "يُرجى المحاولة مرة أخرى بعد 42 ثانية",
    );
    expect(messageAr("Too many failed attempts. Please try again in 1 minute.")).toBe(
      "محاولات فاشلة كثيرة. يرجى المحاولة مرة أخرى بعد دقيقة واحدة.",
    );
    expect(messageAr("Karak Chai: Please select an option of Size.")).toBe(
      "Karak Chai: يرجى اختيار أحد خيارات Size.",
    );
    expect(messageAr("The minimum points to transfer is 200.")).toBe(
      "الحد الأدنى للنقاط القابلة للتحويل هو 200.",
    );
  });

  it("the storefront's own Arabic is used where its locale has the same sentence", () => {
    const locale = (ns: string) => ({
      en: JSON.parse(fs.readFileSync(`public/locales/en/${ns}.json`, "utf8")),
      ar: JSON.parse(fs.readFileSync(`public/locales/ar/${ns}.json`, "utf8")),
    });
    const account = locale("account");
    expect(messageAr(account.en.loyalty.transferred)).toBe(account.ar.loyalty.transferred);
    const checkout = locale("checkout");
    expect(messageAr(checkout.en.placed)).toBe(checkout.ar.placed);
    const location = locale("location");
    expect(messageAr(location.en.errors.noZone)).toBe(location.ar.errors.noZone);
  });
});

describe("localiseMessages on its own", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.use(localiseMessages);
    app.get("/unknown", (_req, res) => res.json({ message: "A message nobody wrote yet." }));
    app.get("/data", (_req, res) =>
      res.json({
        name: "Successfully added!",
        code: "Coupon expired",
        messages: [{ message: "Coupon expired" }],
        data: { message: "Coupon expired" },
      }),
    );
    app.get("/object-errors", (_req, res) =>
      res.status(404).json({ errors: { code: "product-001", message: "Product not found!" } }),
    );
    app.get("/list", (_req, res) => res.json(["Coupon expired", null]));
    app.get("/sent", (_req, res) => res.send({ message: "Coupon expired" }));
    server = await new Promise((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (p: string, headers: Record<string, string> = AR) =>
    (await fetch(`${base}${p}`, { headers })).json();

  it("an unknown message passes through unchanged", async () => {
    expect(await get("/unknown")).toEqual({ message: "A message nobody wrote yet." });
  });

  it("a body without a top-level message or errors is untouched, nested data included", async () => {
    const english = await get("/data", EN);
    expect(await get("/data")).toEqual(english);
    expect(await get("/list")).toEqual(["Coupon expired", null]);
  });

  it("the single-object errors form and res.send of an object are translated too", async () => {
    expect(await get("/object-errors")).toEqual({
      errors: { code: "product-001", message: "المنتج غير موجود!" },
    });
    expect(await get("/sent")).toEqual({ message: "انتهت صلاحية القسيمة" });
    expect(await get("/sent", { "X-localization": "en" })).toEqual({ message: "Coupon expired" });
  });
});

/*
 * Every English message written in backend/: the last argument of the calls that answer with
 * one, `message: "…"` / `message = "…"`, custom errors, validation sentences ("The …") and
 * upper-case constants. Templates (`…${x}…`) are checked with their expressions filled in.
 */
function backendMessages() {
  const root = path.resolve("backend");
  const skipped = /[\\/](seed|db|scripts)[\\/]|payment-page/;
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return files(p);
      return p.endsWith(".ts") && !skipped.test(p) ? [p] : [];
    });
  const literals = new Map<string, string>();
  const templates = new Map<string, string>();
  const add = (file: string, text: string | undefined, template: string | undefined) => {
    if (text !== undefined) literals.set(text, file);
    if (template !== undefined) templates.set(template, file);
  };
  const str = String.raw`(?:"((?:[^"\\]|\\.)*)"|\x60([^\x60]*)\x60)`;
  const call = /\b(?:sendError|sendMessage|sendFieldError|refuse|fail)\(((?:[^()]|\([^()]*\))*)\)/g;
  const lastArg = new RegExp(String.raw`${str}\s*,?\s*$`);
  const assigned = new RegExp(String.raw`\bmessage\s*[:=]\s*${str}`, "g");
  for (const file of files(root)) {
    const src = fs
      .readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    const rel = path.relative(root, file);
    for (const m of src.matchAll(call)) {
      const arg = lastArg.exec(m[1]);
      if (arg) add(rel, arg[1], arg[2]);
    }
    for (const m of src.matchAll(assigned)) add(rel, m[1], m[2]);
    for (const m of src.matchAll(/new \w+Error\(\s*"((?:[^"\\]|\\.)*)"\s*\)/g))
      add(rel, m[1], undefined);
    for (const m of src.matchAll(/"(The [^"]*)"/g)) add(rel, m[1], undefined);
    for (const m of src.matchAll(/\x60(The [^\x60]*)\x60/g)) add(rel, undefined, m[1]);
    for (const m of src.matchAll(/\bconst [A-Z_]+ = "([^"]* [^"]*)"/g)) add(rel, m[1], undefined);
  }
  // Firebase's own codes ("INVALID_CODE") are relayed as they are, like the real backend does
  for (const text of literals.keys()) if (!/[a-z]/.test(text)) literals.delete(text);
  return { literals, templates };
}

/** A template with sample values: `a ? "x" : "y"` / `a ?? "x"` give "x", anything else "7". */
const sample = (template: string) =>
  template.replace(/\$\{[^{}]*?\?\??\s*"([^"]*)"[^{}]*\}/g, "$1").replace(/\$\{[^{}]*\}/g, "7");

describe("every message in backend/ has its Arabic", () => {
  const { literals, templates } = backendMessages();

  it("finds the messages (the scan itself works)", () => {
    expect(literals.size).toBeGreaterThan(150);
    expect(literals.has("Successfully added!")).toBe(true);
    expect(literals.has("Invalid OTP.")).toBe(true);
    expect(literals.has("Coupon expired")).toBe(true);
    expect(templates.has("The ${human(field)} field is required.")).toBe(true);
  });

  // Laravel's own English (the stock profile's 404 and 500) is not ours to translate
  const framework = (text: string) => FRAMEWORK_ENGLISH.some((english) => english.test(text));

  it("each literal English message is in MESSAGES_AR", () => {
    const missing = [...literals].filter(
      ([text]) => !Object.hasOwn(MESSAGES_AR, text) && !framework(text),
    );
    expect(missing.map(([text, file]) => `${file}: ${text}`)).toEqual([]);
  });

  it("each message template is matched by a pattern", () => {
    const untranslated = [...templates]
      .map(([template, file]) => ({ file, template, text: sample(template) }))
      // "${name}: ${failure.message}" joins two translated parts; nothing of its own to say
      .filter(({ text }) => /[a-z]{2}/i.test(text) && !framework(text))
      .filter(({ text }) => messageAr(text) === text);
    expect(untranslated.map(({ file, template }) => `${file}: ${template}`)).toEqual([]);
  });

  it("no Arabic is left empty or English", () => {
    for (const [english, arabic] of Object.entries(MESSAGES_AR)) {
      expect(arabic, english).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
