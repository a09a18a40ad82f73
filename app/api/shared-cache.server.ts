import { SwrCache } from "./cache.server";

/**
 * Process-wide caches for reads that change rarely and are needed on nearly every page.
 * Keys include the base URL and language (responses are localised).
 */
export const slowReads = new SwrCache({ freshMs: 60_000, maxStaleMs: 15 * 60_000 });
