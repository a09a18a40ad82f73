/*
 * Constants the /forgot-password forms and their schema share. Kept apart from reset-schema.ts
 * on purpose: the step components import these, and importing anything from the schema's module
 * would put zod (~14 KB gzip) into the route's first load.
 */
export const RESET_METHODS = ["phone", "email"] as const;
export type ResetMethod = (typeof RESET_METHODS)[number];

/** A complete code: six digits (foundations §9). */
export const OTP_PATTERN = /^\d{6}$/;
