import { isRouteErrorResponse } from "@remix-run/react";

/** What the maintenance answer carries to the root's error boundary (no shell data there). */
export interface MaintenanceData {
  maintenance: {
    /** The page's <title> (root meta has no t()). */
    title: string;
    businessName: string;
    /** The request's CSP nonce: the root's error has no shell data to take it from. */
    nonce: string;
    logo: string | null;
    email: string;
    phone: string;
  };
}

/** The maintenance answer's data, when the error a boundary caught is that answer. */
export function maintenanceOf(error: unknown): MaintenanceData["maintenance"] | null {
  if (!isRouteErrorResponse(error) || error.status !== 503) return null;
  const body = error.data as Partial<MaintenanceData> | null;
  return body && typeof body === "object" && body.maintenance ? body.maintenance : null;
}
