import type { Response } from "express";
import type { ZodError } from "zod";

/** The contract's standard error body (api-contract §1.3). */
export interface ErrorEntry {
  code: string;
  message: string;
}

export const errorBody = (code: string, message: string) => ({
  errors: [{ code, message }] as ErrorEntry[],
});

export function sendError(res: Response, status: number, code: string, message: string) {
  return res.status(status).json(errorBody(code, message));
}

/** Plain `{message}` body used by several endpoints (OTP mismatch, wishlist 409, ...). */
export function sendMessage(res: Response, status: number, message: string) {
  return res.status(status).json({ message });
}

/**
 * Validation failures are 403 in this API (not 422), with the field name as `code`
 * and the first message per field (contract §1.3, §1.4).
 */
export function sendValidationErrors(res: Response, error: ZodError) {
  const seen = new Set<string>();
  const errors: ErrorEntry[] = [];
  for (const issue of error.issues) {
    const code = String(issue.path[0] ?? "data");
    if (seen.has(code)) continue;
    seen.add(code);
    errors.push({ code, message: validationMessage(code, issue.message) });
  }
  return res.status(403).json({ errors });
}

function validationMessage(field: string, zodMessage: string) {
  if (zodMessage === "Required") return `The ${field.replace(/_/g, " ")} field is required.`;
  return zodMessage;
}

/**
 * What Laravel answers for a path no route matches (6amMart's own 404, stock profile): the path
 * as requested, without its slashes at either end. English whatever X-localization says, as the
 * framework writes it (messages-ar.ts FRAMEWORK_ENGLISH).
 */
export function laravelRouteNotFound(pathUnderApi: string) {
  const path = `api/v1/${pathUnderApi.replace(/^\/+|\/+$/g, "")}`.replace(/\/$/, "");
  return { message: `The route ${path} could not be found.` };
}

/** Laravel's answer to an unhandled exception outside debug mode (a stock backend's 500). */
export const LARAVEL_SERVER_ERROR = { message: "Server Error" };
