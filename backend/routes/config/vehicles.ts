import type { Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { commerceSettings } from "../../services/orders-settings";
import { vehicleExtraCharge } from "../../services/pricing";
import { optionalNumber, validate } from "../commerce-input";

const extraChargeSchema = z.object({
  distance: optionalNumber().pipe(z.number().min(0).max(100_000).optional()),
});

/**
 * GET vehicle/extra_charge?distance= (km): a bare JSON number, the extra charge of the vehicle
 * whose coverage range holds the distance (0 when none does) — what order place adds to the
 * delivery charge (contract §7.7). Upstream reads a missing distance as 1 km.
 */
export function registerVehicleRoutes(router: Router, deps: BackendDeps) {
  router.get("/vehicle/extra_charge", (req, res) => {
    const input = validate(extraChargeSchema, req.query, res);
    if (!input) return;
    const { moneyDigits } = commerceSettings(deps.db);
    res.json(vehicleExtraCharge(deps.db, input.distance ?? 1, moneyDigits));
  });
}
