import type { Request, Response } from "express";
import { z } from "zod";
import type { BackendDeps } from "../context";
import { sendError } from "../http/errors";
import { moduleFromHeader } from "../http/module-check";
import type { LineRequest } from "../services/cart-lines";
import type { ModuleRow } from "../services/rows";

/**
 * Input parsing for the auth/customer/cart/order routes. Laravel-style rules and messages:
 * strings are trimmed, empty strings count as missing, numbers may arrive as strings (forms,
 * query strings), and every failure is a 403 `{errors:[{code: field, message}]}` (contract §1.3).
 */

const blankToUndefined = (value: unknown) => {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

const toNumberish = (value: unknown) => {
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (trimmed === "") return undefined;
    const n = Number(trimmed);
    return Number.isFinite(n) ? n : value;
  }
  return value === null ? undefined : value;
};

const trimmed = <T extends z.ZodTypeAny>(inner: T) => z.preprocess(blankToUndefined, inner);
const numeric = <T extends z.ZodTypeAny>(inner: T) => z.preprocess(toNumberish, inner);

// Optional variants put `.optional()` INSIDE the preprocess: an empty string becomes undefined
// there, and an outer `.optional()` would not see it.

/** A trimmed required string of at most `max` characters. */
export const text = (max = 255) => trimmed(z.string().max(max));
export const optionalText = (max = 255) => trimmed(z.string().max(max).optional());
export const integer = () => numeric(z.number().int());
export const positiveId = () => numeric(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER));
export const optionalId = () =>
  numeric(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional());
export const number = () => numeric(z.number());
export const optionalNumber = () => numeric(z.number().optional());
export const oneOf = <const T extends [string, ...string[]]>(values: T) => trimmed(z.enum(values));
export const optionalOneOf = <const T extends [string, ...string[]]>(values: T) =>
  trimmed(z.enum(values).optional());
/** Passwords are not trimmed (Laravel's TrimStrings skips them either). */
const untrimmed = (v: unknown) =>
  v === "" || v === null ? undefined : typeof v === "number" ? String(v) : v;
export const password = (min: number) => z.preprocess(untrimmed, z.string().min(min).max(255));
export const optionalPassword = (min: number) =>
  z.preprocess(untrimmed, z.string().min(min).max(255).optional());
export const email = () => trimmed(z.string().max(255).email());
export const optionalEmail = () => trimmed(z.string().max(255).email().optional());

const phoneString = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^\+?[0-9]+$/, "The phone must contain digits only, with an optional leading +.");
/** Phone numbers: an optional "+", then digits. */
export const phone = (min = 9, max = 20) => trimmed(phoneString(min, max));
export const optionalPhone = (min = 9, max = 20) => trimmed(phoneString(min, max).optional());

/** A list of integers sent as a JSON array, a JSON-array string, or a comma list. */
export const integerList = () =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return [];
      if (typeof value === "string") {
        const trimmed = value.trim();
        if (trimmed.startsWith("[")) {
          try {
            return JSON.parse(trimmed);
          } catch {
            return value;
          }
        }
        return trimmed.split(",").map(toNumberish);
      }
      return Array.isArray(value) ? value.map(toNumberish) : value;
    },
    z.array(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)).max(100),
  );

/**
 * One cart line as a client sends it (contract §7.6): the body of cart/add, and each line of a
 * buy-now order's `cart` (§7.7). `price` is required as upstream requires it, though totals are
 * always recomputed from the catalogue.
 */
export const cartLineSchema = z.object({
  item_id: positiveId(),
  model: oneOf(["Item", "ItemCampaign"]),
  price: number().pipe(z.number().min(0).max(100_000_000)),
  quantity: integer().pipe(z.number().min(1).max(10_000)),
  add_on_ids: integerList(),
  add_on_qtys: integerList(),
  variation: z.unknown(),
});

export const lineRequestOf = (input: z.infer<typeof cartLineSchema>): LineRequest => ({
  model: input.model,
  itemId: input.item_id,
  quantity: input.quantity,
  variation: input.variation,
  addOnIds: input.add_on_ids,
  addOnQtys: input.add_on_qtys,
});

const label = (field: string) => field.replace(/_/g, " ");

function messageFor(field: string, issue: z.ZodIssue): string {
  const name = label(field);
  switch (issue.code) {
    case "invalid_type":
      if (issue.received === "undefined" || issue.received === "null")
        return `The ${name} field is required.`;
      if (issue.expected === "number") return `The ${name} must be a number.`;
      if (issue.expected === "array") return `The ${name} must be an array.`;
      return `The ${name} must be a ${issue.expected}.`;
    case "too_small":
      if (issue.type === "string")
        return `The ${name} must be at least ${issue.minimum} characters.`;
      if (issue.type === "array") return `The ${name} must have at least ${issue.minimum} items.`;
      return `The ${name} must be at least ${issue.minimum}.`;
    case "too_big":
      if (issue.type === "string")
        return `The ${name} may not be greater than ${issue.maximum} characters.`;
      if (issue.type === "array")
        return `The ${name} may not have more than ${issue.maximum} items.`;
      return `The ${name} may not be greater than ${issue.maximum}.`;
    case "invalid_enum_value":
      return `The selected ${name} is invalid.`;
    case "invalid_string":
      return issue.validation === "email"
        ? `The ${name} must be a valid email address.`
        : issue.message;
    case "custom":
      return issue.message;
    default:
      return issue.message && issue.message !== "Invalid input"
        ? issue.message
        : `The ${name} is invalid.`;
  }
}

/**
 * Parses `input`; on failure answers 403 with one entry per field and returns undefined.
 * `prefix` names a nested object the Laravel way ("cart.0." → code "cart.0.item_id").
 */
export function validate<T extends z.ZodTypeAny>(
  schema: T,
  input: unknown,
  res: Response,
  prefix = "",
): z.infer<T> | undefined {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const seen = new Set<string>();
  const errors: { code: string; message: string }[] = [];
  for (const issue of result.error.issues) {
    const field = prefix + String(issue.path[0] ?? "data");
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ code: field, message: messageFor(field, issue) });
  }
  res.status(403).json({ errors });
  return undefined;
}

/** Body fields for POST/PUT, falling back to the query string (Laravel merges both). */
export function inputOf(req: Request): Record<string, unknown> {
  const body = req.body && typeof req.body === "object" && !Array.isArray(req.body) ? req.body : {};
  return { ...(req.query as Record<string, unknown>), ...(body as Record<string, unknown>) };
}

/**
 * Carts and orders are per module: the moduleId header is required there (403 `moduleId`),
 * although module-check lets customer/* paths through without it.
 */
export function requireModuleHeader(
  deps: BackendDeps,
  req: Request,
  res: Response,
): ModuleRow | null {
  const raw = req.headers["moduleid"];
  if (typeof raw !== "string" || raw.trim() === "") {
    sendError(res, 403, "moduleId", "Module id is required!");
    return null;
  }
  const module = moduleFromHeader(deps, req);
  if (!module || module.status !== 1) {
    sendError(res, 403, "moduleId", "Not found!");
    return null;
  }
  return module;
}
