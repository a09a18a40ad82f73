import type { Router } from "express";
import type { BackendDeps } from "../../context";
import { sendError } from "../../http/errors";
import { requiredNumber } from "../../http/params";
import { formatContextOf } from "../../services/format";
import {
  anyZoneContains,
  pointInPolygon,
  parseRing,
  zonesContaining,
  type ZoneRow,
} from "../../services/geo";
import { formatZone, formatZoneWithModules } from "./zone-format";

/** get-zone-id, zone/list, zone/check (contract §2.1, §3.1). */
export function registerZoneRoutes(router: Router, deps: BackendDeps) {
  const { db } = deps;

  router.get("/config/get-zone-id", (req, res) => {
    const lat = requiredNumber(res, req.query, "lat", { min: -90, max: 90 });
    if (lat === null) return;
    const lng = requiredNumber(res, req.query, "lng", { min: -180, max: 180 });
    if (lng === null) return;
    const zones = zonesContaining(db, lat, lng);
    if (!zones.length) {
      if (anyZoneContains(db, lat, lng)) {
        return sendError(res, 403, "coordinates", "We are temporarily unavailable in this area");
      }
      return sendError(res, 404, "coordinates", "Service not available in this area");
    }
    const ctx = formatContextOf(req, deps.options);
    res.json({
      // quirk 1: a JSON array *string*, sent back unchanged as the zoneId header
      zone_id: JSON.stringify(zones.map((z) => z.id)),
      zone_data: zones.map((z) => formatZoneWithModules(db, z, ctx)),
    });
  });

  router.get("/zone/list", (req, res) => {
    const ctx = formatContextOf(req, deps.options);
    const zones = db.prepare("SELECT * FROM zones WHERE status = 1 ORDER BY id").all() as ZoneRow[];
    res.json(
      zones.map((z) => ({
        ...formatZone(z, ctx),
        formated_coordinates: parseRing(z.coordinates).map(([lng, lat]) => ({ lat, lng })),
      })),
    );
  });

  router.get("/zone/check", (req, res) => {
    const lat = requiredNumber(res, req.query, "lat", { min: -90, max: 90 });
    if (lat === null) return;
    const lng = requiredNumber(res, req.query, "lng", { min: -180, max: 180 });
    if (lng === null) return;
    const zoneId = requiredNumber(res, req.query, "zone_id", { integer: true, min: 1 });
    if (zoneId === null) return;
    const zone = db.prepare("SELECT * FROM zones WHERE id = ? AND status = 1").get(zoneId) as
      ZoneRow | undefined;
    res.json(zone ? pointInPolygon({ lat, lng }, parseRing(zone.coordinates)) : false);
  });
}
