import { createHash } from "node:crypto";
import type { CashbackOfferView } from "~/features/catalogue/card-models";
import type { CardContext } from "~/features/catalogue/card-models.server";
import { cashbackOffers, type HomeClient } from "~/features/home/section-data.server";

/**
 * The signed-in customer's cashback offers for the home, reused for 10 s (browsing §9: cashback
 * stale time 10000 ms). Opening the panel (`?dialog=cashback`) and closing it run the home
 * loader again a moment later; the list is the same, so it is not asked for again. Unlike the
 * shared SWR cache (api/cache.server.ts) nothing is served past 10 s: an expired entry is a new
 * call. Failures are not kept. Keyed by a hash of the token (never the token itself), the
 * language, the module and the money format; at most MAX_ENTRIES customers, oldest first out.
 */
export const CASHBACK_FRESH_MS = 10_000;
const MAX_ENTRIES = 500;

type Entry = { at: number; value: Promise<CashbackOfferView[]> };
const entries = new Map<string, Entry>();

export async function homeCashbackOffers(
  api: HomeClient,
  ctx: CardContext,
  now: () => number = Date.now,
): Promise<CashbackOfferView[]> {
  const { token, lang, moduleId } = api.state;
  if (!token) return [];
  const key = [
    createHash("sha256").update(token).digest("base64url"),
    lang,
    moduleId ?? "",
    ctx.money.symbol,
    ctx.money.direction,
    ctx.money.decimals,
  ].join("|");

  const entry = entries.get(key);
  if (entry && now() - entry.at < CASHBACK_FRESH_MS) return entry.value;
  entries.delete(key);

  // The promise is stored, so requests arriving together share one call.
  const value = cashbackOffers(api, ctx);
  entries.set(key, { at: now(), value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return value;
}

/** For tests: forget every entry. */
export function clearCashbackCache(): void {
  entries.clear();
}
