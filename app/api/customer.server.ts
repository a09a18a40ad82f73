import { z } from "zod";
import type { Transport } from "./http.server";
import { customerSchema, guestSchema, interestAnswerSchema } from "./schemas/customer";

export function customerApi(t: Transport) {
  return {
    /** POST /auth/guest/request → a new guest id. */
    requestGuestId: () =>
      t.call("auth/guest/request", { method: "POST", body: {}, schema: guestSchema }),
    info: () => t.call("customer/info", { schema: customerSchema }),
    /**
     * POST /customer/update-interest: the categories chosen on /interest. Sent with the moduleId
     * header of the module whose categories were shown (the reference backend replaces that
     * module's interests; upstream adds them and records the module).
     */
    updateInterest: (ids: number[]) =>
      t.call("customer/update-interest", {
        method: "POST",
        body: { interest: ids },
        schema: interestAnswerSchema,
      }),
    /**
     * POST /auth/logout: revokes the bearer token at the API, so a copy of it stops working.
     * The reference backend has it; a real 6amMart backend has no such route and answers 404 —
     * callers must treat any failure as "nothing more to revoke". Short timeout: signing out
     * must not hang on a slow API.
     */
    logout: () =>
      t.call("auth/logout", { method: "POST", body: {}, schema: z.unknown(), timeoutMs: 3000 }),
  };
}
