import { z } from "zod";
import { flag, id, maybeText, text } from "./primitives";

/**
 * The login-shape answer (api-contract §5.10) of sign-up, login, verify-phone,
 * firebase-verify-token and update-info: a token only when the account needs nothing more.
 */
export const loginShapeSchema = z
  .object({
    token: maybeText.optional().default(null),
    is_phone_verified: flag.optional(),
    is_email_verified: flag.optional(),
    is_personal_info: flag.optional(),
    is_exist_user: z
      .object({ id, name: text, image: maybeText.optional() })
      .passthrough()
      .nullable()
      .optional()
      .catch(null),
    login_type: maybeText.optional(),
    email: maybeText.optional(),
    /**
     * Not in 6amMart (the reference backend, issue 28): with is_personal_info 0, the proof
     * update-info wants. Kept in the httpOnly session only; absent from a stock backend.
     */
    verification_token: maybeText.optional(),
  })
  .passthrough();
export type LoginShape = z.output<typeof loginShapeSchema>;
