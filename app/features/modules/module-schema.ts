import * as z from "zod";

/**
 * Choosing a module (browsing spec §2 "Module selection", §4 "Module choice"): a POST of the
 * module id, from the module dialog or the side rail. The action checks the id against the
 * modules that serve the saved zone; the type is taken from that list, never from the form.
 */
export const MODULE_ERRORS = {
  invalid: "modules:errors.invalid",
  notInZone: "modules:errors.notInZone",
} as const;

export const selectModuleSchema = z.object({
  moduleId: z.coerce
    .number({ required_error: MODULE_ERRORS.invalid, invalid_type_error: MODULE_ERRORS.invalid })
    .int(MODULE_ERRORS.invalid)
    .positive(MODULE_ERRORS.invalid)
    .max(2_147_483_647, MODULE_ERRORS.invalid),
  redirectTo: z.string().max(2000).optional(),
  // The side rail says so: only its change may send the customer to /interest (browsing §2).
  via: z.enum(["rail"]).optional(),
});

export type SelectModuleForm = z.infer<typeof selectModuleSchema>;
