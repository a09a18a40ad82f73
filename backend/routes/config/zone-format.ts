import type Database from "better-sqlite3";
import { formatModule, localized, type FormatContext } from "../../services/format";
import { parseRing, ringArea, type ZoneRow } from "../../services/geo";
import type { ModuleRow, ModuleZoneRow } from "../../services/rows";

/** Zone objects of get-zone-id (contract §5.2) and zone/list. */

/** GeoJSON Polygon with a closed ring, as the real backend serialises its spatial column. */
function geoJson(ring: [number, number][]) {
  const closed =
    ring.length && (ring[0][0] !== ring.at(-1)![0] || ring[0][1] !== ring.at(-1)![1])
      ? [...ring, ring[0]]
      : ring;
  return { type: "Polygon", coordinates: [closed] };
}

export function formatZone(zone: ZoneRow, ctx: FormatContext) {
  const ring = parseRing(zone.coordinates);
  const midLat = ring.length ? ring.reduce((s, [, lat]) => s + lat, 0) / ring.length : 0;
  // squared degrees → square metres at the zone's latitude
  const area = ringArea(ring) * 111_320 * 111_320 * Math.cos((midLat * Math.PI) / 180);
  return {
    id: zone.id,
    name: localized(zone, "name", ctx.locale),
    display_name: localized(zone, "display_name", ctx.locale),
    coordinates: geoJson(ring),
    status: zone.status,
    store_wise_topic: `zone_${zone.id}_store`,
    customer_wise_topic: `zone_${zone.id}_customer`,
    deliveryman_wise_topic: `zone_${zone.id}_delivery_man`,
    cash_on_delivery: Boolean(zone.cash_on_delivery),
    digital_payment: Boolean(zone.digital_payment),
    offline_payment: Boolean(zone.offline_payment),
    increased_delivery_fee: zone.increased_delivery_fee,
    increased_delivery_fee_status: zone.increased_delivery_fee_status,
    increase_delivery_charge_message: zone.increase_delivery_charge_message,
    created_at: zone.created_at,
    updated_at: zone.updated_at,
    area: Math.round(area),
  };
}

/** The zone plus its active modules, each with the charge pivot (get-zone-id zone_data). */
export function formatZoneWithModules(db: Database.Database, zone: ZoneRow, ctx: FormatContext) {
  const rows = db
    .prepare(
      `SELECT m.*, mz.per_km_shipping_charge, mz.minimum_shipping_charge, mz.maximum_shipping_charge,
              mz.maximum_cod_order_amount
         FROM module_zone mz JOIN modules m ON m.id = mz.module_id
        WHERE mz.zone_id = ? AND m.status = 1 ORDER BY m.id`,
    )
    .all(zone.id) as (ModuleRow & Omit<ModuleZoneRow, "module_id" | "zone_id">)[];
  return {
    ...formatZone(zone, ctx),
    modules: rows.map((m) => ({
      ...formatModule(db, m, ctx),
      pivot: {
        zone_id: zone.id,
        module_id: m.id,
        per_km_shipping_charge: m.per_km_shipping_charge,
        minimum_shipping_charge: m.minimum_shipping_charge,
        maximum_shipping_charge: m.maximum_shipping_charge,
        maximum_cod_order_amount: m.maximum_cod_order_amount,
      },
    })),
  };
}
