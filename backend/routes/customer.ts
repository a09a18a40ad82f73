import type { Router } from "express";
import type { BackendDeps } from "../context";

// Placeholder: replaced by the route group's implementation.
export function registerCustomerRoutes(_router: Router, _deps: BackendDeps) {}
