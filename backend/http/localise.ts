import type { NextFunction, Request, Response } from "express";
import { messageAr } from "./messages-ar";
import { localeOf } from "./request";

/**
 * Arabic messages for `X-localization: ar` (the real backend translates its own): wraps
 * `res.json` so that a top-level `message` string and every `errors[].message` string (and the
 * `errors.message` of the single-object form some routes answer with, contract §1.3) go through
 * messages-ar.ts. Nothing else is touched (codes, names, data), and English answers are left
 * exactly as the routes wrote them.
 */
export function localiseMessages(req: Request, res: Response, next: NextFunction) {
  if (localeOf(req) !== "ar") return next();
  const json = res.json.bind(res);
  res.json = (body?: unknown) => json(translatedBody(body));
  next();
}

type Entry = Record<string, unknown>;

const isRecord = (value: unknown): value is Entry =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function withMessage<T extends Entry>(entry: T): T {
  return typeof entry.message === "string"
    ? { ...entry, message: messageAr(entry.message) }
    : entry;
}

/** A copy with the messages in Arabic; the routes' own objects are never changed. */
export function translatedBody(body: unknown): unknown {
  if (!isRecord(body)) return body;
  let out = withMessage(body);
  const errors = body.errors;
  if (Array.isArray(errors)) {
    out = { ...out, errors: errors.map((e: unknown) => (isRecord(e) ? withMessage(e) : e)) };
  } else if (isRecord(errors)) {
    out = { ...out, errors: withMessage(errors) };
  }
  return out;
}
