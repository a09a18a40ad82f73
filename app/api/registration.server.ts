import { z } from "zod";
import type { Transport } from "./http.server";
import {
  deliveryManApplicationSchema,
  storeApplicationSchema,
  vehicleListSchema,
} from "./schemas/registration";
import { moduleListSchema } from "./schemas/modules";

/**
 * Store (vendor) and delivery-man registration (api-contract §7.8): multipart forms with their
 * images, sent as the browser gave them. No visitor state goes with them (a zone or module
 * header would say nothing about the applicant), and no guest id: an application is not a
 * customer's.
 */
const NO_VISITOR_HEADERS = ["zoneId", "moduleId", "position"] as const;

export function registrationApi(t: Transport) {
  return {
    /** Every zone (GET zone/list): the applicant picks where they work, not where they are. */
    zones: () =>
      t.call("zone/list", {
        schema: z.array(z.object({ id: z.number(), name: z.string() }).passthrough()).catch([]),
        omitHeaders: [...NO_VISITOR_HEADERS],
      }),
    /** Every module with the zones it serves (GET module without a zone header). */
    modules: () =>
      t.call("module", { schema: moduleListSchema, omitHeaders: [...NO_VISITOR_HEADERS] }),
    /** GET get-vehicles (upstream's list; not in every backend: a failure is an empty list). */
    vehicles: () =>
      t.call("get-vehicles", { schema: vehicleListSchema, omitHeaders: [...NO_VISITOR_HEADERS] }),
    registerStore: (form: FormData) =>
      t.call("auth/vendor/register", {
        method: "POST",
        body: form,
        schema: storeApplicationSchema,
        omitHeaders: [...NO_VISITOR_HEADERS],
        timeoutMs: 20_000,
      }),
    registerDeliveryMan: (form: FormData) =>
      t.call("auth/delivery-man/store", {
        method: "POST",
        body: form,
        schema: deliveryManApplicationSchema,
        omitHeaders: [...NO_VISITOR_HEADERS],
        timeoutMs: 20_000,
      }),
  };
}
