import { createHash } from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { pushTokenCookie } from "~/features/push/push-token.server";
import { readForm } from "~/lib/read-form.server";

/**
 * POST /push-token token=<FCM token> (foundations §4 "Push notifications", §7
 * cm-firebase-token; ADR 024): called by features/push/push.client.ts after sign-in, so the
 * backend can push to this customer. The bearer token stays in the session. A device repeats
 * its token on every page load: a digest of (session token, FCM token) in a small cookie saves
 * the backend call when nothing changed. Answers are bodiless: 204 done, 401 signed out, 400 a
 * malformed token, 503 the backend unreachable, 502 refused; GET is 405. Nothing here
 * changes the session, even for a token the backend no longer accepts.
 */
/** FCM tokens are URL-safe base64 with ':' and '-' (about 160 characters); generous bounds. */
const TOKEN = /^[\w:.-]{1,4096}$/;

const digestOf = (bearer: string, token: string) =>
  createHash("sha256").update(`${bearer}\n${token}`).digest("base64url").slice(0, 32);

const empty = (status: number, headers?: HeadersInit) => new Response(null, { status, headers });

export async function loader() {
  return empty(405, { Allow: "POST" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const bearer = context.session.get("token");
  if (!bearer) return empty(401);
  const form = await readForm(request);
  const token = form.get("token");
  if (typeof token !== "string" || !TOKEN.test(token)) return empty(400);
  const digest = digestOf(bearer, token);
  const cookie = pushTokenCookie();
  const sent = await cookie.parse(request.headers.get("Cookie")).catch(() => null);
  if (sent === digest) return empty(204);
  try {
    await context.api.push.register(token);
  } catch (error) {
    // A dead token: the transport's sign-out answer (a redirect that clears the session and
    // queues the "expired" toast) is the page's business, not this background call's — taking
    // it here would sign the visitor out behind the page's back and swallow its toast.
    if (error instanceof Response) return empty(401);
    if (!isApiError(error)) throw error;
    return empty(error.isUnavailable ? 503 : 502);
  }
  return empty(204, { "Set-Cookie": await cookie.serialize(digest) });
}
