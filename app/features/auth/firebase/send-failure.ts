/**
 * Foundations §8: a failed phone-authentication send is only logged, nothing shown; an invalid
 * number is logged as 'Invalid phone number'. Warnings, not errors: the send is retried with
 * Resend, and nothing is broken on the page.
 */
export function logSendFailure(error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "auth/invalid-phone-number") console.warn("Invalid phone number");
  else console.warn("Phone authentication failed", error);
}
