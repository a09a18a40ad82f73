import http from "node:http";
import type Database from "better-sqlite3";
import { serializePrefs } from "~/sessions/prefs.server";
import { getSession } from "~/sessions/session.server";

/**
 * A browser without JavaScript, as the scale test drives the storefront over HTTP: it keeps
 * the cookies it is given, posts forms as documents, and comes from its own address (the
 * X-Forwarded-For a CDN in front of nginx would send). The same visitor may talk to nginx or
 * to one replica directly: its cookies are signed with the secret every replica shares.
 */
export interface Answer {
  status: number;
  location: string | null;
  body: string;
}

export class Visitor {
  private jar = new Map<string, string>();

  constructor(
    /** The site's public origin (PUBLIC_URL): the Origin of its form posts. */
    private readonly site: string,
    readonly address: string,
  ) {}

  get cookie() {
    return [...this.jar.values()].join("; ");
  }

  setCookie(setCookie: string) {
    const pair = setCookie.split(";")[0];
    const name = pair.slice(0, pair.indexOf("="));
    if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(setCookie)) this.jar.delete(name);
    else if (name !== "__flash") this.jar.set(name, pair);
  }

  /**
   * GET (no form) or POST `form` to `origin + path`; redirects are not followed. Through
   * node:http, not fetch: fetch adds its own `Sec-Fetch-Mode: cors`, and the storefront answers
   * a fetch differently from a document navigation.
   */
  async send(origin: string, path: string, form?: Record<string, string>): Promise<Answer> {
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const headers: Record<string, string> = {
      Accept: "text/html",
      "Sec-Fetch-Mode": "navigate",
      "X-Forwarded-For": this.address,
      ...(this.cookie ? { Cookie: this.cookie } : {}),
      ...(body
        ? {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": String(Buffer.byteLength(body)),
            Origin: this.site,
          }
        : {}),
    };
    const answer = await new Promise<{ res: http.IncomingMessage; text: string }>(
      (resolve, reject) => {
        const req = http.request(`${origin}${path}`, { method: form ? "POST" : "GET", headers });
        req.on("response", (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ res, text: Buffer.concat(chunks).toString("utf8") }));
          res.on("error", reject);
        });
        req.on("error", reject);
        req.end(body);
      },
    );
    for (const set of answer.res.headers["set-cookie"] ?? []) this.setCookie(set);
    return {
      status: answer.res.statusCode ?? 0,
      location: answer.res.headers.location ?? null,
      body: answer.text,
    };
  }

  /** The guest id the storefront keeps in this visitor's session cookie. */
  async guestId(): Promise<number> {
    const session = await getSession(new Request(this.site, { headers: { Cookie: this.cookie } }));
    return Number(session.get("guestId"));
  }
}

/** Downtown Dubai, in the demo's zone 1 (tests/backend/commerce-helpers.ts). */
const DOWNTOWN = { lat: 25.1972, lng: 55.2744, address: "Burj Khalifa, Downtown Dubai" };
const GROCERY = 1;
/** More units than every scale test together orders. */
const ORDERABLE_STOCK = 100_000;

/**
 * A plain grocery item of a store open round the clock (the seed's "Corner Mini Mart", h24 in
 * zone 1): the test runs at any hour. Its stock is raised to ORDERABLE_STOCK, so every order fits.
 */
export function orderableItem(db: Database.Database): number {
  const row = db
    .prepare(
      `SELECT items.id FROM items JOIN stores ON stores.id = items.store_id
       WHERE stores.name = 'Corner Mini Mart' AND items.status = 1
         AND items.food_variations IS NULL AND (items.variations IS NULL OR items.variations = '[]')
       ORDER BY items.stock DESC, items.id LIMIT 1`,
    )
    .get() as { id: number } | undefined;
  if (!row) throw new Error("no orderable item in the seed's Corner Mini Mart");
  // A seeded item holds at most 150 (this one 143); the kill test alone places ~140 orders on a quiet 2-core
  // machine and more on a faster one, and the last test's cart add then failed as "out of
  // stock" (an empty checkout without a form). The cluster's database is this run's own copy.
  db.prepare("UPDATE items SET stock = ? WHERE id = ?").run(ORDERABLE_STOCK, row.id);
  return row.id;
}

/**
 * A guest at Downtown with `itemId` in the cart and the contact details saved, as the checkout
 * pages get there (tests/routes/checkout.test.ts does the same through the route modules).
 * Answers the checkout form's submission key.
 */
export async function readyGuest(origin: string, site: string, address: string, itemId: number) {
  const visitor = new Visitor(site, address);
  const prefs = await serializePrefs({
    zoneIds: "[1]",
    moduleId: GROCERY,
    moduleType: "grocery",
    ...DOWNTOWN,
  });
  visitor.setCookie(prefs);
  const added = await visitor.send(origin, "/cart", {
    intent: "add",
    item_id: String(itemId),
    module_id: String(GROCERY),
    quantity: "1",
    model: "Item",
    redirectTo: "/home",
  });
  if (added.status !== 303)
    throw new Error(`cart add: ${added.status} ${added.body.slice(0, 300)}`);
  const page = await visitor.send(origin, "/checkout?page=cart");
  const key = /<input type="hidden" name="key" value="([^"]+)"/.exec(page.body)?.[1];
  if (page.status !== 200 || !key) {
    const said = /<main[\s\S]*?<\/main>/.exec(page.body)?.[0].replace(/<[^>]+>/g, " ") ?? "";
    throw new Error(`checkout page: ${page.status}, no key; it said: ${said.slice(0, 300)}`);
  }
  const saved = await visitor.send(origin, "/checkout?page=cart", {
    intent: "save-contact",
    contact_person_name: "Scale Tester",
    contact_person_number: "+971501234567",
    contact_person_email: "scale@example.com",
  });
  if (saved.status !== 303) throw new Error(`save contact: ${saved.status}`);
  return { visitor, key, cookie: visitor.cookie };
}

export const placeForm = (key: string) => ({
  intent: "place",
  key,
  payment_method: "cash_on_delivery",
});

/** The orders the backend holds for a guest. */
export function guestOrders(db: Database.Database, guestId: number): number[] {
  return (
    db
      .prepare("SELECT id FROM orders WHERE user_id = ? AND is_guest = 1 ORDER BY id")
      .all(guestId) as Array<{ id: number }>
  ).map((row) => row.id);
}

/** A visitor holding exactly `cookie` (a second tab, or the same form posted twice). */
export function sameSession(site: string, address: string, cookie: string): Visitor {
  const visitor = new Visitor(site, address);
  for (const pair of cookie.split("; ").filter(Boolean)) visitor.setCookie(pair);
  return visitor;
}
