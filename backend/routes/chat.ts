import type { Router } from "express";
import type { BackendDeps } from "../context";

/** Customer chat (contract §2.x message/*): conversations with stores, delivery men and admin. */
export function registerChatRoutes(_router: Router, _deps: BackendDeps) {}
