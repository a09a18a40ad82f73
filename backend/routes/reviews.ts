import type { Router } from "express";
import type { BackendDeps } from "../context";

/** Reviews of a delivered order's items and delivery man. */
export function registerReviewRoutes(_router: Router, _deps: BackendDeps) {}
