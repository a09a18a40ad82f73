import type { AppLoadContext } from "@remix-run/node";
import type { ApiClient } from "~/api/client.server";
import { commitSession } from "./session.server";

export interface GuestIdentity {
  /** An API client that sends this guest id (the context's own when nothing changed). */
  api: ApiClient;
  /** The session cookie to set when a guest id was just made; null otherwise. */
  setCookie: string | null;
}

/**
 * The guest id, made the first time a guest *does* something that needs one (adds to the cart,
 * places an order) — never on a page view: page views by the thousand would otherwise each leave
 * a guest row upstream (issue 7), and crawlers would too. Signed-in visitors need none.
 */
export async function ensureGuestId(context: AppLoadContext): Promise<GuestIdentity> {
  const { session, api } = context;
  if (session.get("token") || session.get("guestId")) return { api, setCookie: null };
  const { guest_id } = await api.customer.requestGuestId();
  const guestId = String(guest_id);
  session.set("guestId", guestId);
  return { api: api.with({ guestId }), setCookie: await commitSession(session) };
}
