import Database from "better-sqlite3";
import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStorefront, type Storefront } from "./storefront";

/**
 * Issue 22 item 15: every page of /ar, signed out and signed in, with the URL dialogs open, read
 * as the server sends it (what a browser without JavaScript shows). Any Latin word in the
 * visible text that the backend's own data does not hold — store, item and brand names, codes,
 * e-mails, the demo's option labels — is English from the storefront's code or config.
 *
 * The allow-list comes from the backend's database, never from the page: every Latin word of its
 * text columns, except a column's English text where the row has an `_ar` twin (the backend
 * answers that one in Arabic, so its English on an Arabic page is a leftover too).
 */
// The app signs its cookies with the process's secret (app/env.server.ts; tests/setup.ts sets it).
const SECRET = process.env.SESSION_SECRET!;
const DEMO = { phone: "+971500000001", password: "demo1234" };
/** The Dubai Mall, in the demo zones (backend/seed/geo-data.ts). */
const PLACE = { address: "دبي مول، وسط مدينة دبي", lat: 25.1985, lng: 55.2796 };

const cookieOptions = {
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  secrets: [SECRET],
};
// The app's own cookies (app/sessions/session.server.ts, prefs.server.ts), signed alike.
const sessions = createCookieSessionStorage({ cookie: { name: "__session", ...cookieOptions } });
const prefsCookie = createCookie("prefs", cookieOptions);
const pairOf = (setCookie: string) => setCookie.slice(0, setCookie.indexOf(";"));

let shop: Storefront;
let db: Database.Database;
beforeAll(async () => {
  shop = await startStorefront();
  // The first request builds the database; the walk reads it alongside.
  await shop.request({ path: "/healthz" });
  db = new Database(shop.databasePath, { readonly: true, fileMustExist: true });
});
afterAll(async () => {
  db?.close();
  await shop?.close();
});

const api = async (path: string, headers: Record<string, string> = {}) => {
  const res = await shop.request({ path: `/api/v1${path}`, headers });
  expect(res.status, path).toBe(200);
  return JSON.parse(res.body);
};

/**
 * Columns whose text is a name, a code or a place — what an Arabic page shows as the backend
 * keeps it, a store's own page title and what customers wrote (reviews) included.
 * Statuses, types, keys and English texts with an `_ar` twin are not names: they stay out, and
 * so do the demo's food options, tags, nutrition and allergens and other items' choices
 * (colours, sizes, packs), which the backend answers in Arabic (issue 23 item 3).
 */
const NAME_COLUMNS =
  /^(name|f_name|l_name|customer_name|contact_person_name|generic_name|email|code|ref_code|address|road|house|location|transaction_id|reference|meta_title|comment|reply)$/;
/** Leaves of JSON data that are settings of a choice, not its words. */
const SETTING_KEYS = new Set(["type", "required", "min", "max", "optionPrice", "price", "stock"]);
const isFile = (text: string) => /^https?:|\.(png|svg|webp|jpe?g|gif|webm|mp4)$/i.test(text);

/** Every Latin word the backend's data may show on an Arabic page (see above). */
function backendWords(): Set<string> {
  const words = new Set<string>();
  const add = (value: unknown, key = ""): void => {
    if (typeof value === "string") {
      if (SETTING_KEYS.has(key) || isFile(value)) return;
      let parsed: unknown;
      try {
        parsed = /^[[{]/.test(value.trim()) ? JSON.parse(value) : undefined;
      } catch {
        parsed = undefined;
      }
      if (parsed !== undefined) return add(parsed, key);
      for (const word of latinWords(value)) words.add(word);
    } else if (Array.isArray(value)) value.forEach((v) => add(v, key));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) add(v, k);
  };
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  for (const { name: table } of tables) {
    const columns = (db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map(
      (c) => c.name,
    );
    const twinned = columns.filter((c) => columns.includes(`${c}_ar`));
    const shown = columns.filter(
      (c) => c.endsWith("_ar") || (NAME_COLUMNS.test(c) && !twinned.includes(c)),
    );
    const rows = db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[];
    for (const row of rows) {
      for (const column of shown) add(row[column]);
      // A row without its Arabic text is answered in English: that English is the backend's.
      for (const column of twinned) if (!row[`${column}_ar`]) add(row[column]);
    }
  }
  return words;
}

const latinWords = (text: string) =>
  (text.match(/[A-Za-z][A-Za-z0-9_]*(?:['’][A-Za-z]+)?/g) ?? []).map((w) => w.toLowerCase());

/**
 * What the storefront names itself in Latin letters on purpose: other companies' products (their
 * own Arabic badges and buttons keep the Latin name: "احصل عليه من Google Play"), file formats,
 * and English's own name in the language switcher. E-mail and web addresses are codes too.
 */
const NAMED =
  /\b(Google Play|App Store|Google|Facebook|Apple|JavaScript|OTP|English)\b|\b(jpe?g|png|gif|webp)\b/gi;
/** Clothing size letters stay Latin on Arabic labels too (backend/services/seed-words-ar.ts). */
const SIZE_LETTERS = /\b(S|M|L|XL)\b/g;
const ADDRESSES = /[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+/g;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: " " };

/** What a reader gets: the title, the body's text, and the alt and placeholder texts. */
function visibleText(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html)
    .replace(/<script\b[\s\S]*?<\/script>/g, " ")
    .replace(/<style\b[\s\S]*?<\/style>/g, " ")
    .replace(/<svg\b[\s\S]*?<\/svg>/g, " ");
  const attributes = [...body.matchAll(/\s(?:alt|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  return [title, body.replace(/<[^>]+>/g, " "), ...attributes]
    .join(" ")
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] !== "#") return ENTITIES[code] ?? whole;
      const n = code[1] === "x" ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return String.fromCodePoint(n);
    })
    .replace(/\s+/g, " ");
}

interface Visitor {
  cookie: string;
}

async function visitor(moduleType: string, signedIn: boolean): Promise<Visitor> {
  const { zone_id: zoneIds } = await api(`/config/get-zone-id?lat=${PLACE.lat}&lng=${PLACE.lng}`);
  const modules = (await api("/module", { zoneId: zoneIds })) as {
    id: number;
    module_type: string;
  }[];
  const module = modules.find((m) => m.module_type === moduleType)!;
  const prefs = await prefsCookie.serialize({
    zoneIds,
    moduleId: module.id,
    moduleType,
    address: PLACE.address,
    lat: PLACE.lat,
    lng: PLACE.lng,
  });
  const cookies = [pairOf(prefs)];
  if (signedIn) {
    const login = await shop.request({
      method: "POST",
      path: "/api/v1/auth/login",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        login_type: "manual",
        email_or_phone: DEMO.phone,
        password: DEMO.password,
        field_type: "phone",
      }),
    });
    const token = JSON.parse(login.body).token as string;
    await fillCart(token, module.id);
    const session = await sessions.getSession();
    session.set("token", token);
    cookies.push(pairOf(await sessions.commitSession(session)));
  }
  return { cookie: cookies.join("; ") };
}

/** A food item with its options and an add-on in the customer's cart: the drawer and checkout show them. */
async function fillCart(token: string, moduleId: number) {
  const item = db
    .prepare(
      `SELECT id, price, food_variations, add_ons FROM items WHERE module_id = ? AND food_variations IS NOT NULL AND food_variations != '[]' AND add_ons != '[]' ORDER BY id LIMIT 1`,
    )
    .get(moduleId) as { id: number; price: number; food_variations: string; add_ons: string };
  const groups = JSON.parse(item.food_variations) as {
    name: string;
    min?: number | string;
    values: { label: string }[];
  }[];
  const variation = groups.map((g) => ({
    name: g.name,
    values: { label: g.values.slice(0, Math.max(1, Number(g.min) || 1)).map((v) => v.label) },
  }));
  const addOn = (JSON.parse(item.add_ons) as (number | string)[])[0];
  const res = await shop.request({
    method: "POST",
    path: "/api/v1/customer/cart/add",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${token}`,
      moduleId: String(moduleId),
    },
    body: JSON.stringify({
      model: "Item",
      item_id: item.id,
      price: item.price,
      quantity: 1,
      variation,
      add_on_ids: [Number(addOn)],
      add_on_qtys: [1],
    }),
  });
  expect(res.status, res.body).toBe(200);
}

/** The English words of the page at `path` that the backend's data does not hold. */
async function strayEnglish(path: string, who: Visitor, allowed: Set<string>) {
  const res = await shop.request({ path, headers: { Cookie: who.cookie, Accept: "text/html" } });
  // Every page of the walk shows itself: a redirect (a lost session, a missing zone) would
  // leave the page unread.
  expect(res.status, `${path} answered ${res.status} ${res.headers.location ?? ""}`).toBe(200);
  const text = visibleText(res.body)
    .replace(ADDRESSES, " ")
    .replace(NAMED, " ")
    .replace(SIZE_LETTERS, " ");
  const stray = latinWords(text).filter((w) => !allowed.has(w));
  return [...new Set(stray)];
}

/** One of each: the first row of a table meeting `where`. */
const firstId = (table: string, where = "1 = 1") =>
  (db.prepare(`SELECT id FROM ${table} WHERE ${where} ORDER BY id LIMIT 1`).get() as { id: number })
    .id;

const DIALOGS = ["sign-in", "sign-up", "track-order", "cart", "menu", "map", "cashback"];
const SIGNED_IN_DIALOGS = ["wishlist", "logout", "track-order", "cart", "menu"];

function pagesSignedOut(): string[] {
  const module = `module_id = ${firstId("modules", "module_type = 'food'")}`;
  const food = firstId(
    "items",
    `${module} AND food_variations IS NOT NULL AND food_variations != '[]' AND add_ons != '[]'`,
  );
  const store = firstId("stores", `${module} AND status = 1`);
  const category = firstId("categories", `${module} AND parent_id = 0`);
  const moduleId = firstId("modules", "module_type = 'food'");
  const { name: categoryName } = db
    .prepare("SELECT name FROM categories WHERE id = ?")
    .get(category) as { name: string };
  return [
    "/ar",
    "/ar/home",
    "/ar/home?data_type=searched&search=burger",
    "/ar/home?data_type=all&dialog=listing-filters",
    "/ar/modules",
    "/ar/location",
    "/ar/categories",
    `/ar/category/${category}`,
    // A category listing reached from an English page's link: the URL's name is English.
    `/ar/home?data_type=category&id=${category}&module_id=${moduleId}&name=${encodeURIComponent(
      Buffer.from(categoryName).toString("base64"),
    )}`,
    `/ar/product/${food}`,
    // Other items' choices: clothing sizes and colours, phone storage, grocery weights, packs.
    ...['%"Color"%', '%"Storage"%', '%"Weight"%', '%"Pack"%'].map(
      (like) => `/ar/product/${firstId("items", `choice_options LIKE '${like}'`)}`,
    ),
    `/ar/store/${store}`,
    `/ar/store/${store}?dialog=store-map`,
    "/ar/store/latest",
    "/ar/store/popular",
    "/ar/store/top-offer-nearby",
    "/ar/all-brands",
    "/ar/campaigns",
    `/ar/campaigns/${firstId("campaigns")}`,
    "/ar/flash-sales",
    "/ar/track-order",
    "/ar/about-us",
    "/ar/privacy-policy",
    "/ar/terms-and-conditions",
    "/ar/refund-policy",
    "/ar/cancellation-policy",
    "/ar/shipping-policy",
    "/ar/help-and-support",
    "/ar/auth/sign-in",
    "/ar/auth/sign-up",
    "/ar/forgot-password",
    "/ar/store-registration",
    "/ar/deliveryman-registration",
    ...DIALOGS.map((d) => `/ar/home?dialog=${d}`),
    "/ar/home?dialog=language&to=en",
  ];
}

function pagesSignedIn(): string[] {
  const order = firstId("orders", "user_id = 1 AND is_guest = 0");
  return [
    "/ar/home",
    "/ar/profile",
    "/ar/settings",
    "/ar/addresses",
    "/ar/addresses/new",
    "/ar/my-orders",
    "/ar/my-orders?tab=history",
    `/ar/my-orders/${order}`,
    "/ar/wallet",
    "/ar/loyalty-points",
    "/ar/referral-code",
    "/ar/interest",
    "/ar/chatting",
    "/ar/coupons",
    "/ar/checkout?page=cart",
    ...SIGNED_IN_DIALOGS.map((d) => `/ar/home?dialog=${d}`),
  ];
}

describe("/ar, walked without a browser", () => {
  it("shows no English of our own on any page or URL dialog, signed out or in", async () => {
    const allowed = backendWords();
    const found: Record<string, string[]> = {};
    const walk = async (paths: string[], who: Visitor) => {
      // A few at a time: the machine has two cores.
      for (let i = 0; i < paths.length; i += 4) {
        const batch = paths.slice(i, i + 4);
        const stray = await Promise.all(batch.map((p) => strayEnglish(p, who, allowed)));
        batch.forEach((p, k) => {
          if (stray[k].length) found[p] = stray[k];
        });
      }
    };
    await walk(pagesSignedOut(), await visitor("food", false));
    for (const type of ["grocery", "pharmacy", "ecommerce", "parcel"])
      await walk([`/ar/home?m=${type}`], await visitor(type, false));
    await walk(["/ar/parcel-delivery-info?category_id=1"], await visitor("parcel", false));
    await walk(pagesSignedIn(), await visitor("food", true));
    expect(found).toEqual({});
  });
});
