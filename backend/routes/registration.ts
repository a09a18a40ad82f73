import type { Router } from "express";
import type { BackendDeps } from "../context";

/** Store (vendor) and delivery-man registration: the contract's multipart sign-up forms. */
export function registerRegistrationRoutes(_router: Router, _deps: BackendDeps) {}
