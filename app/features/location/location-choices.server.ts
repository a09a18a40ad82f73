import type { AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import type { SavedAddress } from "~/api/schemas/address";
import { settle } from "~/api/settle.server";
import type { Message } from "./message";
import { cleanAddressText, resolvePoint, type Resolution } from "./resolve.server";
import { pointsInside } from "./zone-point";

/*
 * Ways to set a location that need neither the address search nor JavaScript (issue 21 row 10:
 * a marketplace without a maps key answers the place search with an empty body and geocoding
 * with 500): a signed-in customer's saved addresses, and the zones the marketplace serves. Each
 * is one POST to /location naming an id; the action looks the address or zone up again itself
 * (the customer's own list, the backend's zone list), so a page's fields never decide a point.
 */

export interface SavedChoice {
  /** The address book's id; 0 for a guest's address kept in the session (`guest`). */
  id: number;
  /** A guest's "Save this Address" (issue 22 item 13): posted as `guestAddress`, not by id. */
  guest?: true;
  /** home, office, other — or the customer's own label. */
  type: string;
  label: string | null;
  address: string;
}

export interface ZoneChoice {
  id: number;
  name: string;
}

export interface LocationChoices {
  saved: SavedChoice[];
  zones: ZoneChoice[];
}

const MAX_CHOICES = 50;

/** The saved addresses (signed in only) and the zones, each list empty when it cannot be read. */
export async function locationChoices(context: AppLoadContext): Promise<LocationChoices> {
  const signedIn = Boolean(context.session.get("token"));
  const [zones, saved] = await Promise.all([
    settle(context.api.config.zones()),
    signedIn ? settle(context.api.customer.addresses.list()) : null,
  ]);
  const kept = signedIn ? undefined : context.session.get("guestAddress");
  return {
    saved: kept
      ? [
          {
            id: 0,
            guest: true,
            type: "other",
            label: null,
            address: cleanAddressText(kept.address),
          },
        ]
      : saved?.ok
        ? saved.value.addresses
            .filter(pickable)
            .slice(0, MAX_CHOICES)
            .map((a) => ({
              id: a.id,
              type: a.address_type,
              label: a.address_label ?? null,
              address: cleanAddressText(a.address),
            }))
        : [],
    zones: zones.ok
      ? zones.value
          .filter((z) => (z.formated_coordinates?.length ?? 0) >= 3)
          .slice(0, MAX_CHOICES)
          .map((z) => ({ id: z.id, name: cleanAddressText(z.display_name || z.name) }))
          .filter((z) => z.name)
      : [],
  };
}

const pickable = (a: SavedAddress) =>
  Math.abs(a.latitude) <= 90 && Math.abs(a.longitude) <= 180 && cleanAddressText(a.address) !== "";

export type ChoiceAnswer =
  | { ok: true; resolution: Extract<Resolution, { status: "resolved" }> }
  | { ok: false; message: Message };

const UNAVAILABLE: Message = { key: "location:errors.unavailable" };

/** A saved address as the location: its point and text; the zone from get-zone-id. */
export async function pickSaved(context: AppLoadContext, addressId: number): Promise<ChoiceAnswer> {
  if (!context.session.get("token"))
    return { ok: false, message: { key: "location:errors.savedGone" } };
  const list = await settle(context.api.customer.addresses.list());
  if (!list.ok)
    return { ok: false, message: outage(list.error) ?? { key: "location:errors.savedGone" } };
  const address = list.value.addresses.find((a) => a.id === addressId);
  if (!address || !pickable(address))
    return { ok: false, message: { key: "location:errors.savedGone" } };
  const text = cleanAddressText(address.address);
  // The customer's own words name it, not the geocoder's idea of the point.
  const resolution = await resolvePoint(context.api, address.latitude, address.longitude, {
    text: { value: text, source: "saved" },
    skipGeocode: true,
    coordinatesLabel: () => text,
  });
  return resolution.status === "resolved"
    ? { ok: true, resolution }
    : { ok: false, message: resolution.message };
}

/**
 * A guest's saved address (the session's, issue 22 item 13) as the location: its point and
 * text, the zone found again from the point (a point no zone serves any more says so).
 */
export async function pickGuestSaved(context: AppLoadContext): Promise<ChoiceAnswer> {
  const kept = context.session.get("token") ? undefined : context.session.get("guestAddress");
  if (!kept) return { ok: false, message: { key: "location:errors.savedGone" } };
  const text = cleanAddressText(kept.address);
  const resolution = await resolvePoint(context.api, kept.lat, kept.lng, {
    text: { value: text, source: "saved" },
    skipGeocode: true,
    coordinatesLabel: () => text,
  });
  return resolution.status === "resolved"
    ? { ok: true, resolution }
    : { ok: false, message: resolution.message };
}

/** A zone by name: a point inside its polygon that get-zone-id places in that zone. */
export async function pickZone(
  context: AppLoadContext,
  zoneId: number,
  coordinatesLabel: (coordinates: string) => string,
): Promise<ChoiceAnswer> {
  const zones = await settle(context.api.config.zones());
  if (!zones.ok) return { ok: false, message: outage(zones.error) ?? UNAVAILABLE };
  const zone = zones.value.find((z) => z.id === zoneId);
  if (!zone) return { ok: false, message: { key: "location:errors.zoneGone" } };
  const name = cleanAddressText(zone.display_name || zone.name);
  let last: Message = { key: "location:errors.zoneNoPoint" };
  for (const point of pointsInside(zone.formated_coordinates ?? []).slice(0, 4)) {
    const resolution = await resolvePoint(context.api, point.lat, point.lng, {
      text: name ? { value: name, source: "zone" } : null,
      // The zone's name is what the visitor chose; a street address of some point in it is not.
      skipGeocode: Boolean(name),
      coordinatesLabel,
    });
    if (resolution.status === "failed") return { ok: false, message: resolution.message };
    // Zones overlap: any answer naming this zone will do; another zone's point is not it.
    if (resolution.status === "resolved" && zoneIdsOf(resolution.zoneIds).includes(zoneId))
      return { ok: true, resolution };
    if (resolution.status === "no-zone") last = resolution.message;
  }
  return { ok: false, message: last };
}

function zoneIdsOf(header: string): number[] {
  try {
    const ids: unknown = JSON.parse(header);
    return Array.isArray(ids) ? ids.map(Number) : [];
  } catch {
    return [];
  }
}

const outage = (error: Error): Message | null =>
  !isApiError(error) || error.isUnavailable ? UNAVAILABLE : null;
