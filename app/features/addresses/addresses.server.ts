import { redirect, type AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import type { SavedAddress } from "~/api/schemas/address";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { settle } from "~/api/settle.server";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { requireUser } from "~/features/auth/sign-in-gate.server";
import { positiveId } from "~/lib/params";
import { ADDRESS_INTENTS, ADDRESS_TYPES, type AddressType } from "./address-constants";
import { ADDRESS_ERRORS } from "./address-schema";

/** What a card shows (foundations §3 "Address"). */
export interface AddressCard {
  id: number;
  type: AddressType;
  label: string | null;
  name: string;
  phone: string;
  address: string;
  house: string | null;
  floor: string | null;
  road: string | null;
  current: boolean;
}

/** Same point to ~1 cm: the prefs keep 7 decimals (resolve.server.ts round7). */
const samePoint = (a: SavedAddress, lat?: number, lng?: number) =>
  lat !== undefined &&
  lng !== undefined &&
  Math.abs(a.latitude - lat) < 1e-6 &&
  Math.abs(a.longitude - lng) < 1e-6;

export const typeOf = (raw: string): AddressType =>
  (ADDRESS_TYPES as readonly string[]).includes(raw) ? (raw as AddressType) : "other";

/**
 * The saved addresses, the current one first (foundations §4 "Address save"): "current" is the
 * one at the visitor's chosen location (prefs), when any is.
 */
export function cardsOf(addresses: SavedAddress[], prefs: { lat?: number; lng?: number }) {
  const cards = addresses.map((a): AddressCard => ({
    id: a.id,
    type: typeOf(a.address_type),
    label: a.address_label ?? null,
    name: a.contact_person_name,
    phone: a.contact_person_number,
    address: a.address,
    house: a.house ?? null,
    floor: a.floor ?? null,
    road: a.road ?? null,
    current: false,
  }));
  const current = addresses.findIndex((a) => samePoint(a, prefs.lat, prefs.lng));
  if (current < 0) return cards;
  const [first] = cards.splice(current, 1);
  return [{ ...first, current: true }, ...cards];
}

export async function loadAddresses(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const [list, t] = await Promise.all([
    settle(context.api.customer.addresses.list()),
    i18nServer.getFixedT(context.lang, "addresses"),
  ]);
  return {
    title: t("title"),
    addresses: list.ok ? cardsOf(list.value.addresses, context.prefs) : [],
    failed: !list.ok,
  };
}

/**
 * POST /addresses intent=delete id=… (the confirm dialog's Yes) → customer/address/delete →
 * 303 to /addresses with the backend's message. Someone else's id or a stale one: the backend
 * answers 404 and the customer reads 'Address not found'.
 */
export async function addressesAction(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const form = await readForm(request);
  const back = localizePath("/addresses", context.lang);
  const done = async (toast: ReturnType<typeof makeToast>) =>
    redirect(back, {
      status: 303,
      headers: { "Set-Cookie": await flashToasts(request, toast) },
    });
  const id = positiveId(form.get("id"));
  if (form.get("intent") !== ADDRESS_INTENTS.delete || id === null)
    return done(makeToast("error", { key: ADDRESS_ERRORS.notFound }));
  try {
    const answer = await context.api.customer.addresses.remove(id);
    return done(
      makeToast(
        "success",
        answer.message ? { text: answer.message } : { key: "addresses:deleted" },
      ),
    );
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.isUnavailable) return done(makeToast("error", { key: ADDRESS_ERRORS.unavailable }));
    if (error.status === 404) return done(makeToast("error", { key: ADDRESS_ERRORS.notFound }));
    const text = error.messages[0];
    return done(makeToast("error", text ? { text } : { key: ADDRESS_ERRORS.refused }));
  }
}

export type AddressesData = Awaited<ReturnType<typeof loadAddresses>>;
