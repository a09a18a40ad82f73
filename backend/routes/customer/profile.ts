import type { Request, Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError, sendMessage } from "../../http/errors";
import { moduleIdOf, publicOriginOf, zoneIdsOf } from "../../http/request";
import { currentUser, requireUser } from "../../services/auth-guard";
import { storageUrl } from "../../services/images";
import { interestModules, replaceInterests } from "../../services/interests";
import { FINISHED_STATUSES } from "../../services/orders-format";
import { revokeUserTokens } from "../../services/tokens";
import { updateUser, type UserRow } from "../../services/users";
import { inputOf, integerList, text, validate } from "../commerce-input";
import { registerProfileUpdateRoute } from "./profile-update";

const firebaseTokenSchema = z.object({ cm_firebase_token: text(1000) });
// Laravel's `required|array`: an empty list is refused.
const interestSchema = z.object({
  interest: integerList().pipe(z.array(z.number()).min(1, "The interest field is required.")),
});

/** customer/info, update-profile, remove-account, cm-firebase-token, interest, zone, notifications. */
export function registerProfileRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;
  const auth = requireUser(deps);

  router.get("/customer/info", auth, (req, res) => {
    const language = req.headers["x-localization"];
    // quirk 4: a missing X-localization is a 200 with an error body
    if (typeof language !== "string" || language.trim() === "") {
      return res.status(200).json({
        errors: [{ code: "x-localization", message: "The x-localization field is required." }],
      });
    }
    const user = currentUser(res);
    const languageKey = language.trim().slice(0, 10);
    if (languageKey !== user.current_language_key) {
      updateUser(db, user.id, { current_language_key: languageKey }, options.now());
    }
    return res.json(customerInfo(deps, req, { ...user, current_language_key: languageKey }));
  });

  registerProfileUpdateRoute(router, deps, auth);

  router.delete("/customer/remove-account", auth, (_req, res) => {
    const user = currentUser(res);
    const finished = FINISHED_STATUSES.map(() => "?").join(", ");
    const running = db
      .prepare(
        `SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND is_guest = 0 AND order_status NOT IN (${finished})`,
      )
      .get(user.id, ...FINISHED_STATUSES) as { n: number };
    if (running.n > 0) {
      return sendError(
        res,
        203,
        "on-going",
        "You have ongoing orders. Your account can be removed once they are finished.",
      );
    }
    db.transaction(() => {
      revokeUserTokens(db, user.id);
      db.prepare("DELETE FROM carts WHERE user_id = ? AND is_guest = 0").run(user.id);
      // addresses, wishlists and review reminders go with the user (ON DELETE CASCADE)
      db.prepare("DELETE FROM users WHERE id = ?").run(user.id);
    })();
    return res.json([]);
  });

  router.put("/customer/cm-firebase-token", auth, (req, res) => {
    const input = validate(firebaseTokenSchema, inputOf(req), res);
    if (!input) return;
    updateUser(
      db,
      currentUser(res).id,
      { cm_firebase_token: input.cm_firebase_token },
      options.now(),
    );
    return sendMessage(res, 200, "updated successfully!");
  });

  router.post("/customer/update-interest", auth, (req, res) => {
    const input = validate(interestSchema, inputOf(req), res);
    if (!input) return;
    const user = currentUser(res);
    const { interest, moduleIds } = replaceInterests(db, user, input.interest, moduleIdOf(req));
    updateUser(
      db,
      user.id,
      { interest: JSON.stringify(interest), module_ids: JSON.stringify(moduleIds) },
      options.now(),
    );
    return sendMessage(res, 200, "Interest updated successfully!");
  });

  router.get("/customer/update-zone", auth, (req, res) => {
    const zoneIds = zoneIdsOf(req, true);
    if (!zoneIds) return sendError(res, 403, "zoneId", "Zone id is required!");
    updateUser(db, currentUser(res).id, { zone_id: zoneIds[0] }, options.now());
    return res.json([]);
  });

  // No push/notification store in the reference backend: always an empty list.
  router.get("/customer/notifications", auth, (_req, res) => res.json([]));
}

/** The user object of contract §5.11 (no password, token hashes, update-info proof or interest list). */
export function customerInfo(deps: BackendDeps, req: Request, user: UserRow) {
  const {
    password_hash: _password,
    interest: _interest,
    personal_info_until: _window,
    personal_info_token: _proof,
    ...columns
  } = user;
  const now = deps.options.now();
  const memberSinceDays = Math.max(
    0,
    Math.floor((now.getTime() - Date.parse(user.created_at)) / 86_400_000),
  );
  const discount = newCustomerDiscount(deps, user, memberSinceDays);
  return {
    ...columns,
    // 6ammart-3.2: stock keeps the raw zoneId header in users.zone_id, so it reads "[1]"
    ...(deps.options.compat === "6ammart-3.2" && user.zone_id !== null
      ? { zone_id: JSON.stringify([user.zone_id]) }
      : {}),
    image_full_url: storageUrl(publicOriginOf(req, deps.options.publicUrl), "profile", user.image),
    remember_token: null,
    temp_token: null,
    storage: [],
    userinfo: null,
    member_since_days: memberSinceDays,
    selected_modules_for_interest: interestModules(user),
    ...discount,
    average_rating: 0,
    total_review: 0,
  };
}

/** First-order discount for new customers, from the business settings when present. */
function newCustomerDiscount(deps: BackendDeps, user: UserRow, memberSinceDays: number) {
  const read = (key: string) => {
    try {
      const row = deps.db.prepare("SELECT value FROM business_settings WHERE key = ?").get(key) as
        { value: string } | undefined;
      return row ? (JSON.parse(row.value) as unknown) : undefined;
    } catch {
      return undefined;
    }
  };
  const on = Number(read("new_customer_discount_status") ?? 0) === 1;
  const validity = Number(read("new_customer_discount_amount_validity") ?? 0);
  const valid = on && user.order_count === 0 && (validity === 0 || memberSinceDays <= validity);
  return {
    is_valid_for_discount: valid,
    discount_amount: valid ? Number(read("new_customer_discount_amount") ?? 0) : 0,
    discount_amount_type: valid
      ? String(read("new_customer_discount_amount_type") ?? "percentage")
      : "",
    validity: valid
      ? `${validity} ${String(read("new_customer_discount_validity_type") ?? "day")}`
      : "",
  };
}
