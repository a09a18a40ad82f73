import type { NextFunction, Request, Response, Router } from "express";
import type { BackendDeps } from "../context";
import { registerLoginRoutes } from "./auth/login";
import { registerLogoutRoute } from "./auth/logout";
import { registerPasswordRoutes } from "./auth/password";
import { registerSignUpRoutes } from "./auth/sign-up";
import { registerUpdateInfoRoute } from "./auth/update-info";
import { registerVerifyRoutes } from "./auth/verify";

/** POST /auth/* (contract §2.2, §6). */
export function registerAuthRoutes(router: Router, deps: BackendDeps) {
  // Laravel method spoofing: clients send `_method=put|delete` on a POST (the storefront's
  // failed-payment actions do). Registered first so every later route sees the real method.
  router.use(spoofedMethod);
  registerSignUpRoutes(router, deps);
  registerLoginRoutes(router, deps);
  // 6ammart-3.2 row 9: stock has no logout route (its clients just forget the token)
  if (deps.options.compat !== "6ammart-3.2") registerLogoutRoute(router, deps);
  registerVerifyRoutes(router, deps);
  registerUpdateInfoRoute(router, deps);
  registerPasswordRoutes(router, deps);
}

function spoofedMethod(req: Request, _res: Response, next: NextFunction) {
  if (req.method === "POST" && req.body && typeof req.body === "object") {
    const spoofed = String((req.body as Record<string, unknown>)._method ?? "").toUpperCase();
    if (spoofed === "PUT" || spoofed === "DELETE" || spoofed === "PATCH") req.method = spoofed;
  }
  next();
}
