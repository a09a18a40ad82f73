import type { AppLoadContext } from "@remix-run/node";
import type { CartLinePayload } from "~/api/cart.server";
import type { CartEntry } from "~/api/schemas/cart";
import { variationKey } from "~/features/product/cart-payload";
import { settle } from "~/api/settle.server";

/** More lines than any real cart holds: a bound on the calls one sign-up may make. */
const MAX_LINES = 50;

const CAMPAIGN = /campaign/i;

/**
 * A guest who signs up keeps their cart. Stock 6amMart's `auth/sign-up` ignores `guest_id` (only
 * login, verify-phone and update-info merge the guest's cart), so a guest who signed up at
 * checkout would land on an empty one. Before the guest id is dropped, the guest's lines of the
 * current module (the cart is per module) that the new account's cart does not already hold are
 * added again with the customer's token. On a backend that did merge, the guest's cart is empty
 * by now (or its lines are already the customer's): nothing is added twice. Best effort: a line
 * the backend refuses (sold out, limit) is left out; signing up never fails because of it.
 */
export async function carryGuestCart(context: AppLoadContext, token: string): Promise<void> {
  const guestId = context.session.get("guestId");
  if (!guestId || !context.api.state.moduleId) return;
  const asGuest = context.api.with({ token: undefined, guestId });
  const asCustomer = context.api.with({ token, guestId: undefined });
  // The account's cart only when there is something to carry: one call for most sign-ups.
  const guest = await settle(asGuest.cart.list());
  if (!guest.ok || guest.value.length === 0) return;
  const mine = await settle(asCustomer.cart.list());
  if (!mine.ok) return;
  // One store's items per cart (foundations §5): an account already filling another store's
  // cart keeps it, as a sign-in merge would not mix them either.
  const stores = new Set(guest.value.map(storeOf));
  if (mine.value.some((entry) => !stores.has(storeOf(entry)))) return;

  const held = new Set(mine.value.map(lineKey));
  for (const entry of guest.value.slice(0, MAX_LINES)) {
    if (held.has(lineKey(entry))) continue;
    held.add(lineKey(entry));
    // One after another: each answer is the whole cart, and parallel adds would race on it.
    await settle(asCustomer.cart.add(payloadOf(entry)));
  }
}

const storeOf = (entry: CartEntry) => entry.item.store_id ?? null;

/** The same item, kind and choice: what the backend itself refuses to hold twice. */
const lineKey = (entry: CartEntry) =>
  [entry.item_id ?? entry.item.id, modelOf(entry), variationKey(variationOf(entry))].join("|");

const modelOf = (entry: CartEntry): CartLinePayload["model"] =>
  CAMPAIGN.test(entry.item_type ?? "") ? "ItemCampaign" : "Item";

/** The line's `variation` as sent when it was added (stock may store it as a JSON string). */
function variationOf(entry: CartEntry): unknown[] {
  let value = entry.variation;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value : [];
}

function payloadOf(entry: CartEntry): CartLinePayload {
  return {
    item_id: entry.item_id ?? entry.item.id,
    model: modelOf(entry),
    price: entry.price,
    quantity: entry.quantity,
    variation: variationOf(entry),
    add_on_ids: entry.add_on_ids ?? [],
    add_on_qtys: entry.add_on_qtys ?? [],
  };
}
