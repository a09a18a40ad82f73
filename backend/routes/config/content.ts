import type { Router } from "express";
import type { BackendDeps } from "../../context";
import { sendFieldError } from "../../http/params";
import { localeOf } from "../../http/request";
import { formatContextOf, parseJson } from "../../services/format";
import { storageUrl } from "../../services/images";
import { marketClock } from "../../services/schedule";
import { allSettings } from "../../services/settings";
import { registerLandingRoutes } from "./landing";

/** Static pages, newsletter, testimonials, most-tips and the item name lists. */

const PAGES: Record<string, string> = {
  "/terms-and-conditions": "terms_and_conditions",
  "/about-us": "about_us",
  "/privacy-policy": "privacy_policy",
  "/refund-policy": "refund_policy",
  "/shipping-policy": "shipping_policy",
  // sic: the contract's path is "cancelation"
  "/cancelation": "cancellation_policy",
};

// A pragmatic e-mail check (what Laravel's `email` rule accepts in practice).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function registerContentRoutes(router: Router, deps: BackendDeps) {
  const { db } = deps;
  registerLandingRoutes(router, deps);

  for (const [path, key] of Object.entries(PAGES)) {
    router.get(path, (req, res) => {
      const locale = localeOf(req);
      const row = (db
        .prepare("SELECT content FROM static_pages WHERE key = ? AND locale = ?")
        .get(key, locale) ??
        db.prepare("SELECT content FROM static_pages WHERE key = ? AND locale = 'en'").get(key)) as
        { content: string } | undefined;
      // 6ammart-3.2 row 8: stock answers an unset page (no row at all) with an empty object
      if (!row && deps.options.compat === "6ammart-3.2") return res.json({});
      // The real API answers a bare JSON string of HTML.
      res.json(row?.content ?? "");
    });
  }

  router.post("/newsletter/subscribe", (req, res) => {
    const raw = (req.body ?? {}).email;
    const email = typeof raw === "string" ? raw.trim() : "";
    if (!email) return sendFieldError(res, "email", "The email field is required.");
    if (email.length > 255 || !EMAIL.test(email))
      return sendFieldError(res, "email", "The email must be a valid email address.");
    const exists = db.prepare("SELECT 1 FROM newsletters WHERE email = ?").get(email);
    if (exists) return sendFieldError(res, "email", "The email has already been taken.");
    const now = marketClock(deps.options.now()).dateTime;
    db.prepare("INSERT INTO newsletters (email, created_at, updated_at) VALUES (?, ?, ?)").run(
      email,
      now,
      now,
    );
    res.json({ message: "Subscription successful" });
  });

  router.get("/testimonial", (req, res) => {
    const ctx = formatContextOf(req, deps.options);
    const list = (allSettings(db, ctx.locale).get("testimonials") ?? []) as Record<
      string,
      unknown
    >[];
    res.json(
      list.map(({ review_ar: _ar, ...t }) => ({
        ...t,
        reviewer_image_full_url: storageUrl(
          ctx.origin,
          "reviewer_image",
          t.reviewer_image as string,
        ),
        status: 1,
      })),
    );
  });

  router.get("/most-tips", (_req, res) => {
    res.json({ most_tips_amount: mostTips(deps) });
  });

  const nameList = (column: "generic_name" | "allergies_name" | "nutritions_name") => {
    const rows = db
      .prepare(
        `SELECT DISTINCT ${column} AS v FROM items WHERE ${column} IS NOT NULL AND status = 1`,
      )
      .all() as { v: string }[];
    const names = new Set<string>();
    for (const r of rows) for (const n of parseJson<string[]>(r.v, [])) names.add(n);
    return [...names].sort((a, b) => a.localeCompare(b));
  };
  router.get("/item/get-generic-name-list", (_req, res) => res.json(nameList("generic_name")));
  router.get("/item/get-allergy-name-list", (_req, res) => res.json(nameList("allergies_name")));
  router.get("/item/get-nutrition-name-list", (_req, res) => res.json(nameList("nutritions_name")));
}

/** The most common non-zero tip of delivered orders (orders belong to part 2's schema). */
function mostTips(deps: BackendDeps): number | null {
  try {
    const row = deps.db
      .prepare(
        "SELECT dm_tips AS tip, COUNT(*) AS n FROM orders WHERE dm_tips > 0 GROUP BY dm_tips ORDER BY n DESC, dm_tips DESC LIMIT 1",
      )
      .get() as { tip: number } | undefined;
    return row?.tip ?? null;
  } catch {
    return null;
  }
}
