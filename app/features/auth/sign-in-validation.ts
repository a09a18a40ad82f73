import { parseWithZod } from "@conform-to/zod";
import { signInSchema } from "./sign-in-schema";

/**
 * The browser's copy of the action's check (the same zod schema), loaded by the form after it
 * hydrates: zod and its Conform adapter (~23 KB gzip) stay out of every page's first load, and
 * until they arrive the server's answer is the check.
 */
export const validateSignIn = (formData: FormData) =>
  parseWithZod(formData, { schema: signInSchema });
