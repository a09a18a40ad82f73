import { parseWithZod } from "@conform-to/zod";
import { otpCodeSchema, otpLoginSchema, signUpSchema, userInfoSchema } from "./auth-schemas";
import { signInSchema } from "./sign-in-schema";

/**
 * The browser's copy of the actions' checks (the same zod schemas), loaded by the auth forms
 * after they hydrate: zod and its Conform adapter (~23 KB gzip) stay out of every page's first
 * load, and until they arrive the server's answer is the check.
 */
export const AUTH_VALIDATORS = {
  manual: (formData: FormData) => parseWithZod(formData, { schema: signInSchema }),
  otpLogin: (formData: FormData) => parseWithZod(formData, { schema: otpLoginSchema }),
  signUp: (formData: FormData) => parseWithZod(formData, { schema: signUpSchema }),
  otpCode: (formData: FormData) => parseWithZod(formData, { schema: otpCodeSchema }),
  userInfo: (formData: FormData) => parseWithZod(formData, { schema: userInfoSchema }),
};
