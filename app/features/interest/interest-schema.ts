import * as z from "zod";

/**
 * The /interest form (foundations §2): the ticked category tiles, posted as repeated
 * `interest=<id>` fields. At least one is required — saving nothing would say nothing, and
 * "Skip" is there for a customer who wants none.
 */
export const INTEREST_ERRORS = {
  chooseOne: "interest:errors.chooseOne",
  invalid: "interest:errors.invalid",
  refused: "interest:errors.refused",
  unavailable: "interest:errors.unavailable",
} as const;

/** More tiles than any module shows; the bound keeps a forged post small. */
export const MAX_INTERESTS = 100;

export const interestSchema = z.object({
  interest: z
    .array(
      z.coerce
        .number({ invalid_type_error: INTEREST_ERRORS.invalid })
        .int(INTEREST_ERRORS.invalid)
        .positive(INTEREST_ERRORS.invalid)
        .max(2_147_483_647, INTEREST_ERRORS.invalid),
      { required_error: INTEREST_ERRORS.chooseOne },
    )
    .min(1, INTEREST_ERRORS.chooseOne)
    .max(MAX_INTERESTS, INTEREST_ERRORS.invalid),
});

export type InterestForm = z.infer<typeof interestSchema>;
