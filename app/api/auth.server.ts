import type { Transport } from "./http.server";
import { loginShapeSchema } from "./schemas/auth";

/**
 * auth/* (api-contract §2.1, §6): sign-in and its follow-ups. The guest id goes with every call
 * (`asGuest`) so the backend merges the guest's cart into the account (§3.4).
 */
export function authApi(t: Transport) {
  return {
    /** POST /auth/login, login_type=manual (§6.1): wrong credentials → 401 `auth-001`. */
    loginManual: (fields: {
      email_or_phone: string;
      password: string;
      field_type: "email" | "phone";
    }) =>
      t.call("auth/login", {
        method: "POST",
        body: { login_type: "manual", ...fields },
        schema: loginShapeSchema,
        asGuest: true,
      }),
  };
}
