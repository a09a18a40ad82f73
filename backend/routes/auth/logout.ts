import type { Router } from "express";
import type { BackendDeps } from "../../context";
import { sendMessage } from "../../http/errors";
import { bearerTokenOf } from "../../http/request";
import { requireUser } from "../../services/auth-guard";
import { revokeToken } from "../../services/tokens";

/**
 * POST /auth/logout (auth:api): revokes the bearer token it is called with, so a token copied
 * before sign-out (a shared computer, a leaked log) answers 401 afterwards. Not in the 6amMart
 * contract — its clients just forget the token — so the storefront treats a 404 from a real
 * backend as "nothing to revoke". Without a valid token: the usual 401 of requireUser.
 */
export function registerLogoutRoute(router: Router, deps: BackendDeps) {
  router.post("/auth/logout", requireUser(deps), (req, res) => {
    revokeToken(deps.db, bearerTokenOf(req)!);
    return sendMessage(res, 200, "Logged out successfully.");
  });
}
