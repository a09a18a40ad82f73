import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { BackendDeps } from "../context";
import type { ModuleRow } from "../services/rows";
import { moduleById } from "../services/row-lookups";
import { errorBody, sendError } from "./errors";
import { moduleIdOf, zoneIdsOf } from "./request";

/**
 * The `module-check` middleware (contract §1.1, §3.2) and the zoneId guard.
 *
 * Part 2 may rely on:
 * - `moduleCheck(deps)`: mount it on module-check paths (`router.use("/coupon", moduleCheck(deps))`).
 *   Without the `moduleId` header → 403 `moduleId` "Module id is required!", except on the
 *   exempt paths (customer*, banners, stores/get-stores/*, coupon/list, categories,
 *   items/reviews/submit, delivery-man/reviews/submit) which then pass unfiltered. An unknown id
 *   → 403 `moduleId` "Not found!". The module row is left on `res.locals.module`.
 * - `currentModule(res)`: that row or null. `moduleFromHeader(deps, req)`: the same lookup for
 *   routes that run outside the middleware (it returns null for a missing or unknown id).
 * - `requireZone(req, res, { soft })`: the zone ids of the `zoneId` header, or null after
 *   answering 403 `zoneId` "Zone id is required!" (HTTP 200 with the same body when `soft`:
 *   campaigns / flash-sales, quirk 4).
 */

const EXEMPT_PATTERNS: RegExp[] = [
  /^\/customer(\/|$)/,
  /^\/banners\/?$/,
  /^\/stores\/get-stores\/[^/]+\/?$/,
  /^\/coupon\/list\/?$/,
  /^\/categories\/?$/,
  /^\/items\/reviews\/submit\/?$/,
  /^\/delivery-man\/reviews\/submit\/?$/,
];

/** The request path below /api/v1 (routers are mounted there in every host). */
export function apiPathOf(req: Request): string {
  const full = `${req.baseUrl}${req.path}`;
  const idx = full.indexOf("/api/v1/");
  return idx >= 0 ? full.slice(idx + "/api/v1".length) : full;
}

export function isModuleCheckExempt(path: string): boolean {
  return EXEMPT_PATTERNS.some((re) => re.test(path));
}

export function moduleFromHeader(deps: BackendDeps, req: Request): ModuleRow | null {
  const id = moduleIdOf(req);
  if (id === null) return null;
  return moduleById(deps.db, id) ?? null;
}

export function moduleCheck(deps: BackendDeps): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "OPTIONS") return next();
    const raw = req.headers["moduleid"];
    const hasHeader = typeof raw === "string" && raw.trim() !== "";
    if (!hasHeader) {
      if (isModuleCheckExempt(apiPathOf(req))) {
        res.locals.module = null;
        return next();
      }
      return sendError(res, 403, "moduleId", "Module id is required!");
    }
    const module = moduleFromHeader(deps, req);
    if (!module) return sendError(res, 403, "moduleId", "Not found!");
    res.locals.module = module;
    next();
  };
}

export function currentModule(res: Response): ModuleRow | null {
  return (res.locals.module as ModuleRow | null | undefined) ?? null;
}

export function requireZone(
  req: Request,
  res: Response,
  options: { soft?: boolean } = {},
): number[] | null {
  const ids = zoneIdsOf(req);
  if (ids) return ids;
  res.status(options.soft ? 200 : 403).json(errorBody("zoneId", "Zone id is required!"));
  return null;
}
