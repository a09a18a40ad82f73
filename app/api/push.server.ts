import { z } from "zod";
import type { Transport } from "./http.server";
import { text } from "./schemas/primitives";

const answerSchema = z.object({ message: text.optional() }).passthrough();

/**
 * customer/cm-firebase-token (api-contract §2.3; foundations §7: sent with a put method
 * override): the device's FCM token, so the backend can push to the signed-in customer.
 */
export function pushApi(t: Transport) {
  return {
    register: (token: string) =>
      t.call("customer/cm-firebase-token", {
        method: "PUT",
        body: { cm_firebase_token: token, _method: "put" },
        schema: answerSchema,
        omitHeaders: ["zoneId", "moduleId", "position"],
      }),
  };
}
