import { parseWithZod } from "@conform-to/zod";
import { reviewSchema, type ReviewShape } from "./review-schema";

/** The browser's check (imported lazily by the form: Conform's zod parser stays out of first load). */
export const validateReview = (formData: FormData, shape: ReviewShape) =>
  parseWithZod(formData, { schema: reviewSchema(shape) });
