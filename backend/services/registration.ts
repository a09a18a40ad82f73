import type Database from "better-sqlite3";
import { UploadedFile } from "../http/multipart";
import { parseRing, pointInPolygon } from "./geo";
import {
  badImageDimensions,
  dimensionsMessage,
  IMAGE_TYPES,
  sniffImage,
  type StoredImage,
} from "./uploads";

/**
 * Store (vendor) and delivery-man applications (contract §7.8): the rules both forms share —
 * the strong password, images, zone, module and point — and the rows they write. The routes
 * (routes/registration.ts) collect every failure into one 403 `{errors:[{code, message}]}`, as
 * Laravel's validator does: a refused form names all its wrong fields at once.
 */

export interface FieldError {
  code: string;
  message: string;
}

/**
 * Upstream's rule: Password::min(8)->mixedCase()->letters()->numbers()->symbols()
 * ->uncompromised(), with Laravel's messages. The first failing part is the field's message.
 */
export const PASSWORD_MESSAGES = {
  required: "The password field is required.",
  min: "The password must be at least 8 characters.",
  mixed: "The password must contain at least one uppercase and one lowercase letter.",
  letters: "The password must contain at least one letter.",
  symbols: "The password must contain at least one symbol.",
  numbers: "The password must contain at least one number.",
  uncompromised:
    "The given password has appeared in a data leak. Please choose a different password.",
} as const;

/**
 * `uncompromised()` asks Have I Been Pwned, which this offline server cannot reach: it refuses
 * the best-known leaked passwords that would otherwise pass the rule instead (lower-cased).
 */
const LEAKED = new Set([
  "p@ssw0rd",
  "p@ssword1",
  "p@ssw0rd1",
  "passw0rd!",
  "password1!",
  "password@1",
  "password@123",
  "password123!",
  "qwerty123!",
  "qwerty@123",
  "admin@123",
  "welcome@123",
  "welcome1!",
  "abcd@1234",
  "abc@12345",
  "test@1234",
]);

export function passwordProblem(password: unknown): string | null {
  if (typeof password !== "string" || password === "") return PASSWORD_MESSAGES.required;
  if (password.length > 255) return "The password may not be greater than 255 characters.";
  if (password.length < 8) return PASSWORD_MESSAGES.min;
  // Laravel's order of checks
  if (!(/\p{Lu}/u.test(password) && /\p{Ll}/u.test(password))) return PASSWORD_MESSAGES.mixed;
  if (!/\p{L}/u.test(password)) return PASSWORD_MESSAGES.letters;
  if (!/[\p{Z}\p{S}\p{P}]/u.test(password)) return PASSWORD_MESSAGES.symbols;
  if (!/\p{N}/u.test(password)) return PASSWORD_MESSAGES.numbers;
  if (LEAKED.has(password.toLowerCase())) return PASSWORD_MESSAGES.uncompromised;
  return null;
}

/** Each image at most 2 MB (Laravel's `max:2048`). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Identity document images of a delivery man. */
export const MAX_IDENTITY_IMAGES = 3;

const label = (field: string) => field.replace(/_/g, " ");

/**
 * One required image: an uploaded file whose bytes are jpg, png, gif or webp, at most 2 MB and
 * 8000 pixels a side.
 * Returns the image, or the message for `field`.
 */
export function imageOf(field: string, value: unknown): StoredImage | string {
  if (value === undefined || value === null || value === "")
    return `The ${label(field)} field is required.`;
  if (!(value instanceof UploadedFile)) return `The ${label(field)} must be an image.`;
  if (value.bytes.length > MAX_IMAGE_BYTES)
    return `The ${label(field)} may not be greater than ${MAX_IMAGE_BYTES / 1024} kilobytes.`;
  const extension = sniffImage(value.bytes);
  const declared = value.type.toLowerCase();
  const declaredOk =
    declared === "" || declared === "application/octet-stream" || declared.startsWith("image/");
  if (!extension || !declaredOk)
    return `The ${label(field)} must be a file of type: ${Object.keys(IMAGE_TYPES).join(", ")}.`;
  if (badImageDimensions(value.bytes)) return dimensionsMessage(label(field));
  return { bytes: value.bytes, extension };
}

export interface ZoneCheck {
  zoneId: number;
  moduleId?: number;
  latitude?: number;
  longitude?: number;
}

/**
 * zone_id an active zone; module_id (stores only) an active module that is not parcel and is
 * offered in that zone; the point inside the zone (upstream: `coordinates_out_of_zone` on
 * `latitude`).
 */
export function zoneProblems(
  db: Database.Database,
  check: ZoneCheck,
  { withModule }: { withModule: boolean },
): FieldError[] {
  const errors: FieldError[] = [];
  const zone = db
    .prepare("SELECT coordinates FROM zones WHERE id = ? AND status = 1")
    .get(check.zoneId) as { coordinates: string } | undefined;
  if (!zone) return [{ code: "zone_id", message: "The selected zone id is invalid." }];
  if (withModule && check.moduleId !== undefined) {
    const module = db
      .prepare("SELECT id FROM modules WHERE id = ? AND status = 1 AND module_type != 'parcel'")
      .get(check.moduleId);
    if (!module) errors.push({ code: "module_id", message: "The selected module id is invalid." });
    else if (
      !db
        .prepare("SELECT 1 FROM module_zone WHERE module_id = ? AND zone_id = ?")
        .get(check.moduleId, check.zoneId)
    )
      errors.push({
        code: "module_id",
        message: "The selected module is not available in this zone.",
      });
  }
  if (
    check.latitude !== undefined &&
    check.longitude !== undefined &&
    !pointInPolygon({ lat: check.latitude, lng: check.longitude }, parseRing(zone.coordinates))
  )
    errors.push({ code: "latitude", message: "Coordinates out of zone" });
  return errors;
}

const registeredPhoneKey = new WeakSet<Database.Database>();

/**
 * A phone number as a person reads it: its digits, without an international `00` (issue 28:
 * `+971-55-…`, `+971(55)…` and `00971…` filed a second application for the same number).
 */
export function phoneKey(phone: unknown): string {
  return String(phone ?? "")
    .replace(/\D/g, "")
    .replace(/^00/, "");
}

/** Email and phone already used by another application of the same kind (or delivery man). */
export function takenProblems(
  db: Database.Database,
  kind: "vendor" | "delivery_man",
  email: string | undefined,
  phone: string | undefined,
): FieldError[] {
  const table = kind === "vendor" ? "vendor_applications" : "delivery_man_applications";
  const errors: FieldError[] = [];
  // phone_key(): phoneKey, registered on the connection (a full scan: applications are few).
  if (!registeredPhoneKey.has(db)) {
    db.function("phone_key", { deterministic: true }, (value: unknown) => phoneKey(value));
    registeredPhoneKey.add(db);
  }
  const match = (column: "email" | "phone") =>
    column === "email" ? "email = ? COLLATE NOCASE" : "phone_key(phone) = phone_key(?)";
  const taken = (column: "email" | "phone", value: string) =>
    db.prepare(`SELECT 1 FROM ${table} WHERE ${match(column)}`).get(value) ??
    (kind === "delivery_man"
      ? db.prepare(`SELECT 1 FROM delivery_men WHERE ${match(column)}`).get(value)
      : undefined);
  if (email && taken("email", email))
    errors.push({ code: "email", message: "The email has already been taken." });
  if (phone && taken("phone", phone))
    errors.push({ code: "phone", message: "The phone has already been taken." });
  return errors;
}

export interface VendorApplication {
  f_name: string;
  l_name: string | null;
  email: string;
  phone: string;
  passwordHash: string;
  storeName: string;
  storeAddress: string;
  latitude: number;
  longitude: number;
  zoneId: number;
  moduleId: number;
  logo: string;
  coverPhoto: string;
  tax: number;
  minimumDeliveryTime: number;
  maximumDeliveryTime: number;
  deliveryTimeType: string;
  businessPlan: string;
}

export function insertVendorApplication(
  db: Database.Database,
  a: VendorApplication,
  now: Date,
): number {
  const result = db
    .prepare(
      `INSERT INTO vendor_applications (f_name, l_name, email, phone, password_hash, store_name,
        store_address, latitude, longitude, zone_id, module_id, logo, cover_photo, tax,
        minimum_delivery_time, maximum_delivery_time, delivery_time_type, business_plan, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      a.f_name,
      a.l_name,
      a.email,
      a.phone,
      a.passwordHash,
      a.storeName,
      a.storeAddress,
      a.latitude,
      a.longitude,
      a.zoneId,
      a.moduleId,
      a.logo,
      a.coverPhoto,
      a.tax,
      a.minimumDeliveryTime,
      a.maximumDeliveryTime,
      a.deliveryTimeType,
      a.businessPlan,
      now.toISOString(),
    );
  return Number(result.lastInsertRowid);
}

export interface DeliveryManApplication {
  f_name: string;
  l_name: string | null;
  email: string;
  phone: string;
  passwordHash: string;
  identityType: string;
  identityNumber: string;
  identityImages: string[];
  image: string;
  zoneId: number;
  vehicleId: number;
  earning: number;
  serveFor: string[];
}

export function insertDeliveryManApplication(
  db: Database.Database,
  a: DeliveryManApplication,
  now: Date,
): number {
  const result = db
    .prepare(
      `INSERT INTO delivery_man_applications (f_name, l_name, email, phone, password_hash,
        identity_type, identity_number, identity_images, image, zone_id, vehicle_id, earning,
        serve_for, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      a.f_name,
      a.l_name,
      a.email,
      a.phone,
      a.passwordHash,
      a.identityType,
      a.identityNumber,
      JSON.stringify(a.identityImages),
      a.image,
      a.zoneId,
      a.vehicleId,
      a.earning,
      JSON.stringify(a.serveFor),
      now.toISOString(),
    );
  return Number(result.lastInsertRowid);
}
