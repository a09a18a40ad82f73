import express, { type Express } from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createBackend } from "../../backend/app";
import { writeSettings } from "../../backend/services/settings";
import { slowReads } from "~/api/shared-cache.server";
import type { ApiHarness } from "../backend/harness";

/**
 * The reference backend answering like a stock 6amMart 3.2 where the default profile does
 * better (issue 21), for route tests that must see the storefront cope:
 *
 * - `keylessMaps`: no Google key (business setting `map_api_key_server` = "", both profiles): the
 *   place search answers 200 with an EMPTY body; geocoding, place details and distances 500
 *   `{"message":"Server Error"}`;
 * - `signUpIgnoresGuest`: the `6ammart-3.2` profile, whose `auth/sign-up` does not merge the
 *   guest's cart;
 * - `verifyIgnoresGuest`: `auth/verify-phone` not merging it either. No backend we know does that
 *   (the contract says verify-phone merges): an express layer deletes `guest_id` from its body,
 *   to prove the carry-over does not depend on which step signs the customer in.
 */
export interface StockOptions {
  keylessMaps?: boolean;
  signUpIgnoresGuest?: boolean;
  verifyIgnoresGuest?: boolean;
}

export interface StockApi extends ApiHarness {
  /** The /api/v1 paths asked for, in order (e.g. to see that no place search was made). */
  paths: string[];
}

export async function startStockApi(options: StockOptions = {}): Promise<StockApi> {
  const backend = createBackend({
    databasePath: ":memory:",
    orderStepSeconds: 0,
    compat: options.signUpIgnoresGuest ? "6ammart-3.2" : "default",
  });
  if (options.keylessMaps) writeSettings(backend.db, { map_api_key_server: "" });
  const app = express();
  const paths: string[] = [];
  app.use("/api/v1", (req, _res, next) => {
    paths.push(req.path.replace(/^\//, ""));
    next();
  });
  stockLayer(app, options);
  app.use("/api/v1", backend.api);
  app.use(backend.web);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call: ApiHarness["call"] = async (path, init = {}) => {
    const url = new URL(`/api/v1${path}`, baseUrl);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { Accept: "application/json", ...init.headers };
    if (init.body !== undefined) headers["Content-Type"] ??= "application/json";
    const res = await fetch(url, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body, headers: res.headers };
  };
  return {
    backend,
    baseUrl,
    paths,
    call,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      backend.close();
    },
  };
}

function stockLayer(app: Express, options: StockOptions) {
  if (!options.verifyIgnoresGuest) return;
  // Parsed here, so the backend's own body parser leaves the body as this layer left it.
  app.post("/api/v1/auth/verify-phone", express.json(), (req, _res, next) => {
    if (req.body && typeof req.body === "object") delete req.body.guest_id;
    next();
  });
}

/** Changes business settings and drops the storefront's cached config, so the next call sees them. */
export function setSettings(api: ApiHarness, patch: Record<string, unknown>) {
  writeSettings(api.backend.db, patch);
  slowReads.clear();
}
