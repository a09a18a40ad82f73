import { createCookie } from "@remix-run/node";
import { useSecureCookies } from "~/env.server";

/** The digest of the last token sent (routes/push-token.ts): path-scoped, so no page sends it. */
export const pushTokenCookie = () =>
  createCookie("__push", {
    httpOnly: true,
    sameSite: "lax",
    path: "/push-token",
    secure: useSecureCookies(),
    maxAge: 60 * 60 * 24 * 30,
  });
