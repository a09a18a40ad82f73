import type { AppLoadContext } from "@remix-run/node";
import { settle } from "~/api/settle.server";
import type { Lang } from "~/i18n/config";

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const ADDRESS_MAX = 300;

/**
 * The saved location's address for a page in `lang` (issue 22 item 15). The address is the
 * geocoder's text in the language of the page it was picked on, kept in the prefs cookie; after
 * a switch to English the header went on showing it in Arabic. When its script does not fit
 * the new language, the same point is geocoded again in that language (the backend answers in
 * X-localization's language, as Google's geocoder does); an address already in the right
 * script — a typed or saved one included — is kept as it is, and so is any address when the
 * geocoder cannot answer.
 */
export async function addressForLanguage(
  context: AppLoadContext,
  lang: Lang,
): Promise<string | undefined> {
  const { address, lat, lng } = context.prefs;
  if (!address || lat === undefined || lng === undefined) return address;
  if (ARABIC_LETTER.test(address) === (lang === "ar")) return address;
  const geocoded = await settle(context.api.with({ lang }).geo.geocode(lat, lng));
  const text = geocoded.ok ? (geocoded.value ?? "").trim() : "";
  return text ? text.slice(0, ADDRESS_MAX) : address;
}
