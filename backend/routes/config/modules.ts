import type { Router } from "express";
import type { BackendDeps } from "../../context";
import { rawParam } from "../../http/params";
import { zoneIdsOf } from "../../http/request";
import { formatContextOf, formatModule } from "../../services/format";
import type { ModuleRow } from "../../services/rows";
import { formatZone } from "./zone-format";
import type { ZoneRow } from "../../services/geo";

/**
 * GET /module (contract §5.3): active modules with store/item counts. The zoneId header (array
 * string or, here only, a bare number) keeps modules served in those zones and lists them under
 * `zones`; the zone_id query does the same and also drops parcel (quirk in §5.3).
 */
export function registerModuleRoutes(router: Router, deps: BackendDeps) {
  const { db } = deps;
  router.get("/module", (req, res) => {
    const ctx = formatContextOf(req, deps.options);
    const headerZones = zoneIdsOf(req, true);
    const queryZone = Number(rawParam(req.query, "zone_id"));
    const queryZones = Number.isInteger(queryZone) && queryZone > 0 ? [queryZone] : null;
    const zoneFilter = queryZones ?? headerZones;
    const modules = db
      .prepare("SELECT * FROM modules WHERE status = 1 ORDER BY id")
      .all() as ModuleRow[];
    const zonesOf = db.prepare(
      `SELECT z.* FROM module_zone mz JOIN zones z ON z.id = mz.zone_id WHERE mz.module_id = ? AND z.status = 1 ORDER BY z.id`,
    );
    const storesCount = (m: ModuleRow) => {
      const inZones =
        zoneFilter && !m.all_zone_service
          ? ` AND zone_id IN (${zoneFilter.map(() => "?").join(",")})`
          : "";
      const args = zoneFilter && !m.all_zone_service ? [m.id, ...zoneFilter] : [m.id];
      return (
        db
          .prepare(`SELECT COUNT(*) AS n FROM stores WHERE module_id = ? AND status = 1${inZones}`)
          .get(...args) as { n: number }
      ).n;
    };
    const itemsCount = db.prepare(
      "SELECT COUNT(*) AS n FROM items i JOIN stores s ON s.id = i.store_id WHERE i.module_id = ? AND i.status = 1 AND s.status = 1",
    );
    const result = modules
      .filter((m) => !(queryZones && m.module_type === "parcel"))
      .map((m) => {
        const allZones = zonesOf.all(m.id) as ZoneRow[];
        const zones = zoneFilter ? allZones.filter((z) => zoneFilter.includes(z.id)) : allZones;
        return { module: m, zones };
      })
      .filter(({ zones }) => !zoneFilter || zones.length > 0)
      .map(({ module: m, zones }) => ({
        ...formatModule(db, m, ctx),
        stores_count: storesCount(m),
        items_count: (itemsCount.get(m.id) as { n: number }).n,
        zones: zones.map((z) => ({
          ...formatZone(z, ctx),
          pivot: { module_id: m.id, zone_id: z.id },
        })),
      }));
    res.json(result);
  });
}
