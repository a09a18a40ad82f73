import type { NextFunction, Request, Response } from "express";

/**
 * Browser apps call the real API cross-origin with bearer tokens (no cookies), so any origin is
 * allowed and credentials are not. Preflights answer 204.
 */
const allowedHeaders = [
  "Content-Type",
  "Accept",
  "Authorization",
  "zoneId",
  "moduleId",
  "latitude",
  "longitude",
  "X-localization",
  "X-software-id",
  "X-Requested-With",
].join(", ");

export function corsForApi(req: Request, res: Response, next: NextFunction) {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", allowedHeaders);
  res.setHeader("Access-Control-Max-Age", "86400");
  if (req.method === "OPTIONS") return res.status(204).end();
  next();
}
