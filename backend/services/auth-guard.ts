import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { BackendDeps } from "../context";
import { bearerTokenOf } from "../http/request";
import { sendError } from "../http/errors";
import { userIdForToken } from "./tokens";
import { findUserById, type UserRow } from "./users";

/**
 * Who is calling: `userFromRequest` resolves a bearer token (other route groups may use it for
 * optional personalisation), `requireUser` guards `auth:api` routes, `customerOf` implements
 * apiGuestCheck for cart/order routes (token, or `guest_id` in query/body — contract §3.4).
 */

/** The active user behind the request's bearer token, or null (no/unknown token, blocked user). */
export function userFromRequest(deps: BackendDeps, req: Request): UserRow | null {
  const token = bearerTokenOf(req);
  if (!token) return null;
  const userId = userIdForToken(deps.db, token);
  if (userId === null) return null;
  const user = findUserById(deps.db, userId);
  return user && user.status === 1 ? user : null;
}

/** The authenticated user set by `requireUser`. */
export const currentUser = (res: Response) => res.locals.user as UserRow;

/**
 * 401 for auth:api routes. Laravel answers `{message}` to JSON clients and otherwise redirects to
 * /authentication-failed, which answers the `auth-001` body; we answer that body directly.
 */
export function requireUser(deps: BackendDeps): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const user = userFromRequest(deps, req);
    if (user) {
      res.locals.user = user;
      return next();
    }
    const wantsJson = String(req.headers.accept ?? "").includes("application/json");
    if (wantsJson) return res.status(401).json({ message: "Unauthenticated." });
    return sendError(res, 401, "auth-001", "Unauthenticated.");
  };
}

export type Customer = { kind: "user"; id: number; user: UserRow } | { kind: "guest"; id: number };

/** `{ user_id, is_guest }` column values for carts and orders. */
export const ownerColumns = (customer: Customer) => ({
  user_id: customer.id,
  is_guest: customer.kind === "guest" ? 1 : 0,
});

/**
 * guest_id from the query string or the body; null when absent, "invalid" unless a positive
 * safe integer written in plain decimal. Guest ids are random up to 2^53 − 1
 * (services/guest-ids.ts): anything a float would round ("9007199254740993"), or Number()'s
 * other spellings ("0x10", "1e3", arrays), must not land on some other guest's id.
 */
export function guestIdOf(req: Request): number | null | "invalid" {
  const raw = (req.query?.guest_id ??
    (req.body as Record<string, unknown> | undefined)?.guest_id) as unknown;
  if (raw === undefined || raw === null || raw === "") return null;
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (!/^[0-9]{1,16}$/.test(text)) return "invalid";
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : "invalid";
}

/**
 * apiGuestCheck: passes with an Authorization header other than "Bearer null" or with guest_id,
 * else 401 `{"errors":"Unauthorized"}`. A present but invalid token falls back to guest_id,
 * which then becomes required (403 `guest_id`).
 */
export function requireCustomer(deps: BackendDeps): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const hasToken = bearerTokenOf(req) !== null;
    const guestId = guestIdOf(req);
    if (!hasToken && guestId === null) return res.status(401).json({ errors: "Unauthorized" });
    const user = hasToken ? userFromRequest(deps, req) : null;
    if (user) {
      res.locals.customer = { kind: "user", id: user.id, user } satisfies Customer;
      return next();
    }
    if (guestId === null) return sendError(res, 403, "guest_id", "The guest id field is required.");
    if (guestId === "invalid")
      return sendError(res, 403, "guest_id", "The guest id must be an integer.");
    res.locals.customer = { kind: "guest", id: guestId } satisfies Customer;
    return next();
  };
}

export const currentCustomer = (res: Response) => res.locals.customer as Customer;
