import type { Router } from "express";
import type { BackendDeps } from "../context";

// Placeholder: replaced by the route group's implementation.
export function registerOrderRoutes(_router: Router, _deps: BackendDeps) {}
