import express, { type Router } from "express";
import type { Backend } from "../backend/app";
import { LocalisedSettingError, writeSettings } from "../backend/services/settings";
// A second copy of this module (the Remix build has its own): harmless, the caches it clears
// are found through a registry on globalThis, not through this copy's module state.
import { clearEverySwrCache } from "../app/api/cache.server";
import { SOCIAL_STAND_IN_PATH, socialStandInRoutes } from "./social-stand-in";

/**
 * POST /__e2e__/settings — the e2e suite's switch for the embedded backend's business settings
 * (centralize_login layouts, ref_earning_status, guest_checkout_status…). Mounted only when
 * E2E_BACKEND_CONTROL=1 and the backend is the embedded one (server/app.ts); otherwise the path
 * does not exist.
 *
 * Body: a JSON object key → value (`null` removes the key: the readers' default applies).
 * Answer: `{ previous }`, the same keys as they were, which posted back restores them
 * (e2e/support/backend-settings.ts does so in a finally).
 *
 * The backend reads business_settings on every request (no cache), so /config and the auth
 * routes see a write at once. The storefront keeps /config and friends in its SwrCaches for a
 * minute: every one of them is emptied, or the next page would render the old config.
 *
 * JSON only: a cross-site HTML form cannot send application/json without a CORS preflight,
 * which nothing here answers.
 */
export function e2eSettingsRoutes(backend: Backend): Router {
  const router = express.Router();
  router.post("/__e2e__/settings", express.json({ limit: "100kb" }), (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!req.is("application/json")) {
      res.status(415).json({ error: "Send a JSON object of setting key → value." });
      return;
    }
    const patch: unknown = req.body;
    if (!patch || typeof patch !== "object" || Array.isArray(patch)) {
      res.status(400).json({ error: "The body must be a JSON object of setting key → value." });
      return;
    }
    try {
      const previous = writeSettings(backend.db, patch as Record<string, unknown>);
      clearEverySwrCache();
      res.json({ previous });
    } catch (error) {
      if (!(error instanceof LocalisedSettingError)) throw error;
      res.status(400).json({ error: error.message });
    }
  });
  // The social providers' verification endpoints, faked (server/social-stand-in.ts).
  router.use(SOCIAL_STAND_IN_PATH, socialStandInRoutes());
  return router;
}
