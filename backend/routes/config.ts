import type { Router } from "express";
import type { BackendDeps } from "../context";
import { formatContextOf } from "../services/format";
import { buildConfig } from "./config/config-object";
import { registerContentRoutes } from "./config/content";
import { registerZoneRoutes } from "./config/geo";
import { registerModuleRoutes } from "./config/modules";
import { registerPlaceRoutes } from "./config/places";
import { registerVehicleRoutes } from "./config/vehicles";

/**
 * The routes outside module-check (contract §2.1): config, zones and places, modules, landing
 * data, static pages, newsletter, testimonials, most-tips, item name lists, the vehicles' extra charge.
 */
export function registerConfigRoutes(router: Router, deps: BackendDeps) {
  router.get("/config", (req, res) => {
    res.json(buildConfig(deps.db, formatContextOf(req, deps.options), deps.options.demo));
  });
  registerZoneRoutes(router, deps);
  registerPlaceRoutes(router, deps);
  registerModuleRoutes(router, deps);
  registerContentRoutes(router, deps);
  registerVehicleRoutes(router, deps);
}
