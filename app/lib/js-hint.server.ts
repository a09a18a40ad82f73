import { useSecureCookies } from "~/env.server";
import { JS_HINT_COOKIE } from "./js-hint";

/**
 * The `/js-off` beacon's cookie (routes/js-off.tsx, ADR 039): `js=0` for a year. Not HttpOnly:
 * the inline script of a scriptless page replaces it with `js=1` when JavaScript is back.
 */
export function jsOffSetCookie(): string {
  const secure = useSecureCookies() ? "; Secure" : "";
  return `${JS_HINT_COOKIE}=0; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
