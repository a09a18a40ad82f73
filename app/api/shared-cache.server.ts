import { SwrCache } from "./cache.server";

/**
 * Process-wide cache for reads that change rarely, hold nothing personal and are needed on
 * nearly every page (config, modules, zones, landing data, policy pages). Keys include the base
 * URL, the language and the zone where the answer depends on them. 500 entries of a few KB each
 * bound it to a few MB.
 */
export const slowReads = new SwrCache({ freshMs: 60_000, failureMs: 5_000, maxEntries: 500 });
