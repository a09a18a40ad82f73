import type { Request, Response, Router } from "express";
import type { BackendDeps } from "../context";
import { sendError } from "../http/errors";
import { multipartBody, UploadedFile, type MultipartOptions } from "../http/multipart";
import { localeOf } from "../http/request";
import {
  imageOf,
  insertDeliveryManApplication,
  insertVendorApplication,
  MAX_IDENTITY_IMAGES,
  MAX_IMAGE_BYTES,
  passwordProblem,
  takenProblems,
  zoneProblems,
  type FieldError,
} from "../services/registration";
import { setting } from "../services/settings";
import type { StoredImage } from "../services/uploads";
import { hashPassword } from "../services/users";
import { inputOf } from "./commerce-input";

/**
 * Store (vendor) and delivery-man registration: the contract's multipart sign-up forms (§7.8),
 * and GET get-vehicles (upstream's list of delivery vehicles, for the delivery-man form). A
 * refused form is one 403 naming every wrong field (Laravel's validator), the duplicates and the
 * zone checks included; files are written only once everything else is right.
 */

const APPLIED = "Application placed successfully";

/** Two images of 2 MB (vendor) or 1 + 3 (delivery man), and the text fields. */
const uploadLimits = (files: number): MultipartOptions => ({
  maxBytes: files * MAX_IMAGE_BYTES + 256 * 1024,
  tooLarge: {
    code: "data",
    message: `The files may not be greater than ${files * 2} MB in total.`,
  },
});

/** Laravel-style reading of the text fields of one form, collecting every failure. */
class Fields {
  readonly errors: FieldError[] = [];
  constructor(private readonly input: Record<string, unknown>) {}

  fail(code: string, message: string) {
    if (!this.errors.some((e) => e.code === code)) this.errors.push({ code, message });
  }
  has(code: string) {
    return this.errors.some((e) => e.code === code);
  }
  raw(field: string) {
    return this.input[field];
  }
  text(field: string, { required = true, max = 255 } = {}): string | undefined {
    const value = this.input[field];
    const name = field.replace(/_/g, " ");
    if (value !== undefined && value !== null && typeof value !== "string") {
      this.fail(field, `The ${name} must be a string.`);
      return undefined;
    }
    const trimmed = (value ?? "").trim();
    if (!trimmed) {
      if (required) this.fail(field, `The ${name} field is required.`);
      return undefined;
    }
    if (trimmed.length > max) {
      this.fail(field, `The ${name} may not be greater than ${max} characters.`);
      return undefined;
    }
    return trimmed;
  }
  email(field = "email") {
    const value = this.text(field);
    if (value !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      this.fail(field, `The ${field} must be a valid email address.`);
      return undefined;
    }
    return value;
  }
  /** Digits, +, -, ( and ), 10–20 characters (contract §7.8). */
  phone(field = "phone") {
    const value = this.text(field, { max: 20 });
    if (value === undefined) return undefined;
    if (!/^[0-9+\-()]+$/.test(value)) {
      this.fail(field, `The ${field} format is invalid.`);
      return undefined;
    }
    if (value.length < 10) {
      this.fail(field, `The ${field} must be at least 10 characters.`);
      return undefined;
    }
    return value;
  }
  number(field: string, { required = true, min = -Infinity, max = Infinity, integer = false }) {
    const value = this.input[field];
    const name = field.replace(/_/g, " ");
    const text =
      typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
    if (text === "") {
      if (required) this.fail(field, `The ${name} field is required.`);
      return undefined;
    }
    const n = Number(text);
    if (!Number.isFinite(n)) {
      this.fail(field, `The ${name} must be a number.`);
      return undefined;
    }
    if (integer && !Number.isInteger(n)) {
      this.fail(field, `The ${name} must be an integer.`);
      return undefined;
    }
    if (n < min) {
      this.fail(field, `The ${name} must be at least ${min}.`);
      return undefined;
    }
    if (n > max) {
      this.fail(field, `The ${name} may not be greater than ${max}.`);
      return undefined;
    }
    return n;
  }
  oneOf<T extends string>(field: string, values: readonly T[], { required = true } = {}) {
    const value = this.text(field, { required });
    if (value === undefined) return undefined;
    if (!(values as readonly string[]).includes(value)) {
      this.fail(field, `The selected ${field.replace(/_/g, " ")} is invalid.`);
      return undefined;
    }
    return value as T;
  }
  password() {
    const value = this.input.password;
    const problem = passwordProblem(value);
    if (problem) this.fail("password", problem);
    return problem ? undefined : (value as string);
  }
  image(field: string) {
    const image = imageOf(field, this.input[field]);
    if (typeof image === "string") {
      this.fail(field, image);
      return undefined;
    }
    return image;
  }
}

/** `translations` (contract §7.8): a JSON list of {locale, key: name|address, value}. */
function storeTexts(fields: Fields) {
  const raw = fields.raw("translations");
  let list: unknown = raw;
  if (typeof raw === "string") {
    try {
      list = JSON.parse(raw);
    } catch {
      list = null;
    }
  }
  const entries = Array.isArray(list) ? list : [];
  const valueOf = (key: "name" | "address") => {
    const entry = entries.find(
      (e): e is { key: string; value: unknown } =>
        typeof e === "object" && e !== null && (e as { key?: unknown }).key === key,
    );
    return typeof entry?.value === "string" ? entry.value.trim() : "";
  };
  const name = valueOf("name");
  const address = valueOf("address");
  if (!name) fields.fail("name", "The store name field is required.");
  else if (name.length > 191)
    fields.fail("name", "The store name may not be greater than 191 characters.");
  if (!address) fields.fail("address", "The store address field is required.");
  else if (address.length > 1000)
    fields.fail("address", "The store address may not be greater than 1000 characters.");
  return { name, address };
}

const refuse = (res: Response, errors: FieldError[]) => res.status(403).json({ errors });

/**
 * The space the pictures of applications may take, together (issue 28 item 5: anonymous
 * applications filled the disk). Past it, applications are refused before anything is written.
 */
const APPLICATION_FOLDERS = ["store", "delivery-man"] as const;
const applicationSpaceBytes = () => {
  const configured = Number(process.env.BACKEND_APPLICATION_UPLOADS_MB || NaN);
  return (Number.isFinite(configured) && configured >= 0 ? configured : 1024) * 1024 * 1024;
};

function spaceFor(deps: BackendDeps, images: StoredImage[]): boolean {
  const used = APPLICATION_FOLDERS.reduce((sum, f) => sum + deps.uploads.bytesUsed(f), 0);
  const incoming = images.reduce((sum, image) => sum + image.bytes.length, 0);
  return used + incoming <= applicationSpaceBytes();
}

const NO_SPACE = "New applications cannot be accepted at the moment. Please try again later.";

/**
 * Writes the images (in order) to `folder`, then `write` in a transaction; removes the images
 * if anything fails, the commit included (a refused application leaves no file behind).
 */
function withImages<T>(
  deps: BackendDeps,
  folder: string,
  images: StoredImage[],
  write: (names: string[]) => T,
): T {
  const names = deps.uploads.save(folder, images);
  try {
    return deps.db.transaction(() => write(names))();
  } catch (error) {
    deps.uploads.remove(folder, names);
    throw error;
  }
}

function registerVendor(deps: BackendDeps, req: Request, res: Response) {
  const { db, options } = deps;
  if (!setting(db, "toggle_store_registration", 1)) {
    return sendError(res, 403, "store_registration", "Store registration is not available now.");
  }
  const f = new Fields(inputOf(req));
  const fName = f.text("f_name", { max: 100 });
  const lName = f.text("l_name", { required: false, max: 100 });
  const email = f.email();
  const phone = f.phone();
  const password = f.password();
  const store = storeTexts(f);
  const latitude = f.number("latitude", { min: -90, max: 90 });
  const longitude = f.number("longitude", { min: -180, max: 180 });
  const zoneId = f.number("zone_id", { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
  const moduleId = f.number("module_id", { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
  const tax = f.number("tax", { required: false, min: 0, max: 100 });
  const minTime = f.number("minimum_delivery_time", { min: 1, max: 1000, integer: true });
  const maxTime = f.number("maximum_delivery_time", { min: 1, max: 1000, integer: true });
  if (minTime !== undefined && maxTime !== undefined && maxTime < minTime)
    f.fail(
      "maximum_delivery_time",
      "The maximum delivery time must be greater than or equal to the minimum delivery time.",
    );
  const timeType = f.oneOf("delivery_time_type", ["minute", "hours", "days"] as const);
  // Only commission here: this backend sells no subscription packages.
  const plan = f.oneOf("business_plan", ["commission"] as const, { required: false });
  const logo = f.image("logo");
  const cover = f.image("cover_photo");
  for (const error of takenProblems(db, "vendor", email, phone)) f.fail(error.code, error.message);
  if (zoneId !== undefined) {
    const point = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {};
    for (const error of zoneProblems(db, { zoneId, moduleId, ...point }, { withModule: true }))
      f.fail(error.code, error.message);
  }
  if (f.errors.length) return refuse(res, f.errors);
  if (!spaceFor(deps, [logo!, cover!])) return sendError(res, 503, "applications", NO_SPACE);

  const id = withImages(deps, "store", [logo!, cover!], ([logoName, coverName]) =>
    insertVendorApplication(
      db,
      {
        f_name: fName!,
        l_name: lName ?? null,
        email: email!,
        phone: phone!,
        passwordHash: hashPassword(password!),
        storeName: store.name,
        storeAddress: store.address,
        latitude: latitude!,
        longitude: longitude!,
        zoneId: zoneId!,
        moduleId: moduleId!,
        logo: logoName,
        coverPhoto: coverName,
        tax: tax ?? 0,
        minimumDeliveryTime: minTime!,
        maximumDeliveryTime: maxTime!,
        deliveryTimeType: timeType!,
        businessPlan: plan ?? "commission",
      },
      options.now(),
    ),
  );
  return res.json({ store_id: id, type: plan ?? "commission", message: APPLIED });
}

const IDENTITY_TYPES = ["passport", "driving_license", "nid"] as const;

function registerDeliveryMan(deps: BackendDeps, req: Request, res: Response) {
  const { db, options } = deps;
  if (!setting(db, "toggle_dm_registration", 1)) {
    return sendError(
      res,
      403,
      "dm_registration",
      "Delivery man registration is not available now.",
    );
  }
  const f = new Fields(inputOf(req));
  const fName = f.text("f_name", { max: 100 });
  const lName = f.text("l_name", { required: false, max: 100 });
  const email = f.email();
  const phone = f.phone();
  const password = f.password();
  const identityType = f.oneOf("identity_type", IDENTITY_TYPES);
  const identityNumber = f.text("identity_number", { max: 30 });
  const zoneId = f.number("zone_id", { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
  const vehicleId = f.number("vehicle_id", { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
  const earning = f.oneOf("earning", ["0", "1"] as const);
  const serveFor = serveForOf(f);
  const image = f.image("image");
  const identityImages = identityImagesOf(f);
  for (const error of takenProblems(db, "delivery_man", email, phone))
    f.fail(error.code, error.message);
  if (zoneId !== undefined)
    for (const error of zoneProblems(db, { zoneId }, { withModule: false }))
      f.fail(error.code, error.message);
  if (
    vehicleId !== undefined &&
    !db.prepare("SELECT 1 FROM vehicles WHERE id = ? AND status = 1").get(vehicleId)
  )
    f.fail("vehicle_id", "The selected vehicle id is invalid.");
  if (f.errors.length) return refuse(res, f.errors);
  const images = [image!, ...identityImages!];
  if (!spaceFor(deps, images)) return sendError(res, 503, "applications", NO_SPACE);

  withImages(deps, "delivery-man", images, ([imageName, ...identity]) =>
    insertDeliveryManApplication(
      db,
      {
        f_name: fName!,
        l_name: lName ?? null,
        email: email!,
        phone: phone!,
        passwordHash: hashPassword(password!),
        identityType: identityType!,
        identityNumber: identityNumber!,
        identityImages: identity,
        image: imageName,
        zoneId: zoneId!,
        vehicleId: vehicleId!,
        earning: Number(earning),
        serveFor: serveFor!,
      },
      options.now(),
    ),
  );
  return res.json({ message: APPLIED });
}

/** `serve_for`: a JSON array with `delivery` and/or `ride`; upstream's default is delivery. */
function serveForOf(f: Fields): string[] | undefined {
  const raw = f.raw("serve_for");
  if (raw === undefined || raw === null || raw === "") return ["delivery"];
  let list: unknown = raw;
  if (typeof raw === "string") {
    try {
      list = JSON.parse(raw);
    } catch {
      list = null;
    }
  }
  const valid =
    Array.isArray(list) &&
    list.length > 0 &&
    list.length <= 2 &&
    list.every((v) => v === "delivery" || v === "ride");
  if (!valid) {
    f.fail("serve_for", "The serve for must be a list of delivery and/or ride.");
    return undefined;
  }
  return [...new Set(list as string[])];
}

/** `identity_image[]`: 1 to 3 images of 2 MB. */
function identityImagesOf(f: Fields): StoredImage[] | undefined {
  const raw = f.raw("identity_image");
  const list =
    raw === undefined || raw === null || raw === "" ? [] : Array.isArray(raw) ? raw : [raw];
  if (!list.length) {
    f.fail("identity_image", "The identity image field is required.");
    return undefined;
  }
  if (list.length > MAX_IDENTITY_IMAGES) {
    f.fail(
      "identity_image",
      `The identity image may not have more than ${MAX_IDENTITY_IMAGES} items.`,
    );
    return undefined;
  }
  const images: StoredImage[] = [];
  for (const item of list) {
    const image = imageOf("identity_image", item instanceof UploadedFile ? item : (item ?? ""));
    if (typeof image === "string") {
      f.fail("identity_image", image);
      return undefined;
    }
    images.push(image);
  }
  return images;
}

export function registerRegistrationRoutes(router: Router, deps: BackendDeps) {
  router.post("/auth/vendor/register", multipartBody(uploadLimits(2)), (req, res) =>
    registerVendor(deps, req, res),
  );
  router.post(
    "/auth/delivery-man/store",
    multipartBody(uploadLimits(1 + MAX_IDENTITY_IMAGES)),
    (req, res) => registerDeliveryMan(deps, req, res),
  );
  /** Active delivery vehicles (upstream's get-vehicles), named in the request's language. */
  router.get("/get-vehicles", (req, res) => {
    const rows = deps.db
      .prepare(
        "SELECT id, type, type_ar, status, extra_charges, starting_coverage_area, maximum_coverage_area, created_at, updated_at FROM vehicles WHERE status = 1 ORDER BY id",
      )
      .all() as { id: number; type: string; type_ar: string | null }[];
    const ar = localeOf(req) === "ar";
    res.json(
      rows.map(({ type_ar, ...row }) => ({ ...row, type: ar && type_ar ? type_ar : row.type })),
    );
  });
}
