import type { AuthStep } from "./auth-urls";

/** What a step's dialog or page shows (never the code itself): from the session's flow. */
export interface AuthStepView {
  step: AuthStep;
  /** Where the code went (OTP step). */
  verificationType: "phone" | "email";
  target: string;
  /** Seconds until Resend is allowed, at render time. */
  resendIn: number;
  /** When the last code went out (a new one restarts the countdown). */
  sentAt: number;
  canResend: boolean;
  /** "Is it you?": the account's name and picture. */
  existUser: { name: string; image: string | null } | null;
  /** user_info asks for the contact the sign-in did not use. */
  asks: "email" | "phone";
  origin: "sign-in" | "sign-up";
  /** Firebase phone auth: the browser has Firebase send the code (features/auth/firebase). */
  firebase: boolean;
}

/** Each step's heading and line under it (i18n keys of the `auth` namespace). */
export const STEP_TITLES = {
  otp: { title: "otp.title", description: "otp.subtitle" },
  "user-info": { title: "userInfo.title", description: "userInfo.subtitle" },
  "is-it-you": { title: "isItYou.title", description: "isItYou.subtitle" },
  phone: { title: "social.phone.title", description: "social.phone.subtitle" },
} as const;
