import express, { type Router } from "express";
import type Database from "better-sqlite3";
import { defaultBackendOptions, type BackendDeps, type BackendOptions } from "./context";
import { openDatabase } from "./db/connection";
import { noteOtherWriters } from "./db/read-cache";
import { corsForApi } from "./http/cors";
import { localiseMessages } from "./http/localise";
import { registerConfigRoutes } from "./routes/config";
import { registerCatalogueRoutes } from "./routes/catalogue";
import { registerAuthRoutes } from "./routes/auth";
import { registerCustomerRoutes } from "./routes/customer";
import { registerCartRoutes } from "./routes/cart";
import { registerOrderRoutes } from "./routes/orders";
import { registerReviewRoutes } from "./routes/reviews";
import { registerChatRoutes } from "./routes/chat";
import { registerRegistrationRoutes } from "./routes/registration";
import { registerStorageRoutes } from "./routes/storage";
import { registerPaymentPages } from "./routes/payment-page";
import { startOrderLifecycle } from "./services/order-lifecycle";
import { laravelRouteNotFound, sendError } from "./http/errors";
import { createPictureStore, pictureFolderOf } from "./services/picture-store";
import { createUploadStore } from "./services/uploads";

export interface Backend {
  /** Mount at /api/v1. */
  api: Router;
  /** Mount at / : /storage/... images (uploaded ones included) and the /payment-mobile demo gateway. */
  web: Router;
  db: Database.Database;
  close: () => void;
}

/**
 * The reference 6amMart customer API. The same instance serves the storefront in-process
 * (server/ mounts it when API_BASE_URL is unset), `npm run backend`, and the contract tests.
 */
export function createBackend(overrides: Partial<BackendOptions> = {}): Backend {
  const options = defaultBackendOptions(overrides);
  const db = openDatabase(options.databasePath, options.now());
  const uploads = createUploadStore(options.databasePath);
  const pictures = createPictureStore(pictureFolderOf(options.databasePath));
  const deps: BackendDeps = { db, options, uploads, pictures };

  // Rows kept between requests (db/read-cache.ts) are dropped when another connection has
  // committed since the last request: an operator's change shows on the next one.
  const lookForOtherWriters: express.RequestHandler = (_req, _res, next) => {
    noteOtherWriters(db);
    next();
  };
  const api = express.Router();
  api.use(lookForOtherWriters);
  api.use(corsForApi);
  // before the body parsers: their refusals (the error handler below) are answered in Arabic too
  api.use(localiseMessages);
  api.use(express.json({ limit: "1mb" }));
  api.use(express.urlencoded({ extended: true, limit: "1mb" }));
  registerConfigRoutes(api, deps);
  registerAuthRoutes(api, deps);
  registerCustomerRoutes(api, deps);
  registerCartRoutes(api, deps);
  registerOrderRoutes(api, deps);
  registerReviewRoutes(api, deps);
  registerChatRoutes(api, deps);
  registerRegistrationRoutes(api, deps);
  registerCatalogueRoutes(api, deps);
  api.use((req, res) =>
    // 6ammart-3.2 rows 1 and 9: Laravel's own 404 body (order/quote and auth/logout land here)
    options.compat === "6ammart-3.2"
      ? res.status(404).json(laravelRouteNotFound(req.path))
      : sendError(res, 404, "not_found", "Route not found."),
  );
  // Malformed JSON bodies and anything unexpected: the contract's error body, never a stack.
  api.use(
    (err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      const status = (err as { status?: number }).status;
      if (status && status >= 400 && status < 500) {
        return sendError(res, status === 413 ? 413 : 403, "data", "The request body is invalid.");
      }
      console.error("[backend]", err);
      return sendError(res, 500, "server_error", "Something went wrong on the server.");
    },
  );

  const web = express.Router();
  registerStorageRoutes(web, deps);
  registerPaymentPages(web, deps);

  const stopLifecycle = startOrderLifecycle(deps);
  return {
    api,
    web,
    db,
    close: () => {
      stopLifecycle();
      db.close();
      uploads.close();
    },
  };
}
