import type { Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError, sendMessage } from "../../http/errors";
import { pageOf } from "../../http/request";
import { currentUser, requireUser } from "../../services/auth-guard";
import { zonesContaining } from "../../services/geo";
import {
  inputOf,
  number,
  optionalText,
  phone,
  positiveId,
  text,
  validate,
} from "../commerce-input";

const addressSchema = z.object({
  contact_person_name: text(100),
  contact_person_number: phone(6, 20),
  address_type: text(50),
  address: text(500),
  latitude: number().pipe(z.number().min(-90).max(90)),
  longitude: number().pipe(z.number().min(-180).max(180)),
  floor: optionalText(50),
  road: optionalText(100),
  house: optionalText(100),
  address_label: optionalText(100),
});
type AddressInput = z.infer<typeof addressSchema>;

/** The columns add and update write, in the order of `addressValues`. */
const ADDRESS_COLUMNS = [
  "address_type",
  "contact_person_name",
  "contact_person_number",
  "address",
  "latitude",
  "longitude",
  "zone_id",
  "floor",
  "road",
  "house",
  "address_label",
];
const addressValues = (input: AddressInput, zoneId: number) => [
  input.address_type,
  input.contact_person_name,
  input.contact_person_number,
  input.address,
  String(input.latitude),
  String(input.longitude),
  zoneId,
  input.floor ?? null,
  input.road ?? null,
  input.house ?? null,
  input.address_label ?? null,
];

const idSchema = z.object({ address_id: positiveId() });
const pathIdSchema = z.object({ id: positiveId() });

interface AddressRow {
  id: number;
  user_id: number;
  latitude: string;
  longitude: string;
  [column: string]: unknown;
}

/**
 * customer/address/* (contract §7.5). Every lookup is scoped to the caller: the original's
 * update re-assigned any address id to whoever called it; here another user's address is a 404.
 */
export function registerAddressRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;
  const auth = requireUser(deps);
  const ownAddress = (userId: number, id: number) =>
    db.prepare("SELECT * FROM addresses WHERE id = ? AND user_id = ?").get(id, userId) as
      AddressRow | undefined;
  const zoneIdsOfPoint = (lat: number, lng: number) =>
    zonesContaining(db, lat, lng).map((z) => z.id);

  router.get("/customer/address/list", auth, (req, res) => {
    const page = pageOf(req.query as Record<string, unknown>, { limit: 10 });
    const userId = currentUser(res).id;
    const total = (
      db.prepare("SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?").get(userId) as {
        n: number;
      }
    ).n;
    const rows = db
      .prepare("SELECT * FROM addresses WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?")
      .all(userId, page.limit, (page.offset - 1) * page.limit) as AddressRow[];
    res.json({
      total_size: total,
      limit: page.echo.limit,
      offset: page.echo.offset,
      addresses: rows.map((row) => ({
        ...row,
        zone_ids: zoneIdsOfPoint(Number(row.latitude), Number(row.longitude)),
      })),
    });
  });

  router.post("/customer/address/add", auth, (req, res) => {
    const input = validate(addressSchema, inputOf(req), res);
    if (!input) return;
    const zoneIds = zoneIdsOfPoint(input.latitude, input.longitude);
    if (zoneIds.length === 0)
      return sendError(res, 403, "coordinates", "Service not available in this area");
    const at = options.now().toISOString();
    db.prepare(
      `INSERT INTO addresses (user_id, ${ADDRESS_COLUMNS.join(", ")}, created_at, updated_at)
       VALUES (?, ${ADDRESS_COLUMNS.map(() => "?").join(", ")}, ?, ?)`,
    ).run(currentUser(res).id, ...addressValues(input, zoneIds[0]), at, at);
    res.json({ message: "Successfully added!", zone_ids: zoneIds });
  });

  router.put("/customer/address/update/:id", auth, (req, res) => {
    const path = validate(pathIdSchema, req.params, res);
    if (!path) return;
    const input = validate(addressSchema, inputOf(req), res);
    if (!input) return;
    const userId = currentUser(res).id;
    if (!ownAddress(userId, path.id)) return sendMessage(res, 404, "Address not found!");
    const zoneIds = zoneIdsOfPoint(input.latitude, input.longitude);
    if (zoneIds.length === 0)
      return sendError(res, 403, "coordinates", "Service not available in this area");
    db.prepare(
      `UPDATE addresses SET ${ADDRESS_COLUMNS.map((c) => `${c} = ?`).join(", ")}, updated_at = ?
       WHERE id = ? AND user_id = ?`,
    ).run(...addressValues(input, zoneIds[0]), options.now().toISOString(), path.id, userId);
    res.json({ message: "Successfully updated!", zone_id: zoneIds[0] });
  });

  router.delete("/customer/address/delete", auth, (req, res) => {
    const input = validate(idSchema, inputOf(req), res);
    if (!input) return;
    const result = db
      .prepare("DELETE FROM addresses WHERE id = ? AND user_id = ?")
      .run(input.address_id, currentUser(res).id);
    if (result.changes === 0) return sendMessage(res, 404, "Address not found!");
    return sendMessage(res, 200, "Successfully removed!");
  });
}
