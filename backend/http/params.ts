import type { Request, Response } from "express";
import { errorBody } from "./errors";

/**
 * Query/body parameter checks with the contract's validation answer: HTTP 403 and
 * `{"errors":[{"code":"<field>","message":"..."}]}` (contract §1.3–1.4). Every helper that
 * returns null has already answered the request.
 */

type Source = Record<string, unknown>;

export function sendFieldError(res: Response, field: string, message: string) {
  return res.status(403).json(errorBody(field, message));
}

const human = (field: string) => field.replace(/_/g, " ");

/** A raw scalar from the query (first value when repeated). */
export function rawParam(source: Source, field: string): string | undefined {
  const value = source[field];
  if (Array.isArray(value)) return typeof value[0] === "string" ? value[0] : undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return undefined;
}

export function requiredString(
  res: Response,
  source: Source,
  field: string,
  options: { max?: number } = {},
): string | null {
  const raw = rawParam(source, field)?.trim();
  if (!raw) {
    sendFieldError(res, field, `The ${human(field)} field is required.`);
    return null;
  }
  const max = options.max ?? 255;
  if (raw.length > max) {
    sendFieldError(res, field, `The ${human(field)} may not be greater than ${max} characters.`);
    return null;
  }
  return raw;
}

export function requiredNumber(
  res: Response,
  source: Source,
  field: string,
  options: { min?: number; max?: number; integer?: boolean } = {},
): number | null {
  const raw = rawParam(source, field)?.trim();
  if (!raw) {
    sendFieldError(res, field, `The ${human(field)} field is required.`);
    return null;
  }
  const n = Number(raw);
  if (!Number.isFinite(n) || (options.integer && !Number.isInteger(n))) {
    sendFieldError(
      res,
      field,
      `The ${human(field)} must be ${options.integer ? "an integer" : "a number"}.`,
    );
    return null;
  }
  if (
    (options.min !== undefined && n < options.min) ||
    (options.max !== undefined && n > options.max)
  ) {
    sendFieldError(
      res,
      field,
      `The ${human(field)} must be between ${options.min ?? "-∞"} and ${options.max ?? "∞"}.`,
    );
    return null;
  }
  return n;
}

/** An optional number; garbage and absence give the fallback (never an error). */
export function optionalNumber(
  source: Source,
  field: string,
  fallback: number | null = null,
): number | null {
  const raw = rawParam(source, field)?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  return Number.isFinite(n) ? n : fallback;
}

/**
 * A list of ids sent as a JSON array string ("[1,2]"), a comma list ("1,2"), a bare id or
 * repeated query keys (category_ids[]=1). Returns null when absent, [] when nothing usable.
 */
export function idListParam(source: Source, field: string): number[] | null {
  const value = source[field] ?? source[`${field}[]`];
  if (value === undefined || value === null || value === "") return null;
  let parts: unknown[];
  if (Array.isArray(value)) parts = value;
  else {
    const text = String(value).trim();
    try {
      const parsed: unknown = JSON.parse(text);
      parts = Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      parts = text.replace(/^\[|\]$/g, "").split(",");
    }
  }
  return [
    ...new Set(
      parts.map((p) => Number(String(p).trim())).filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
}

/** A list of words sent as a JSON array string or a comma list (filter=["top_rated"]). */
export function wordListParam(source: Source, field: string): string[] {
  const value = source[field] ?? source[`${field}[]`];
  if (value === undefined || value === null || value === "") return [];
  if (Array.isArray(value)) return value.map(String);
  const text = String(value).trim();
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed.map(String);
    return [String(parsed)];
  } catch {
    return text
      .replace(/^\[|\]$/g, "")
      .split(",")
      .map((w) => w.trim().replace(/^"|"$/g, ""))
      .filter(Boolean);
  }
}

/**
 * limit/offset for endpoints that require them (403 when missing or not positive integers);
 * `echo` keeps the raw strings for the response (contract §1.5).
 */
export function requiredPage(
  req: Request,
  res: Response,
): { limit: number; offset: number; echo: { limit: string; offset: string } } | null {
  const limit = requiredNumber(res, req.query as Source, "limit", { integer: true, min: 1 });
  if (limit === null) return null;
  const offset = requiredNumber(res, req.query as Source, "offset", { integer: true, min: 1 });
  if (offset === null) return null;
  return {
    limit: Math.min(limit, 100),
    offset: Math.min(offset, 100000),
    echo: {
      limit: rawParam(req.query as Source, "limit")!,
      offset: rawParam(req.query as Source, "offset")!,
    },
  };
}
