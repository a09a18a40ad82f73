import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { getSessionSecrets, useSecureCookies } from "~/env.server";

/**
 * The signed `prefs` cookie: everything the incumbent kept in localStorage (zone ids, module,
 * location, theme, language, recent searches), so the server renders the right page on the
 * first request. Each field is validated on read; an invalid field is dropped, never a 500.
 */
export const MODULE_TYPES = ["grocery", "food", "pharmacy", "ecommerce", "parcel"] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

export const MAX_RECENT_SEARCHES = 5;

const prefsSchema = z.object({
  /** The JSON-array string from get-zone-id, e.g. "[3,1]" (api-contract quirk 1). */
  zoneIds: z
    .string()
    .regex(/^\[\d{1,9}(,\d{1,9})*\]$/)
    .max(200)
    .optional(),
  moduleId: z.number().int().positive().optional(),
  moduleType: z.enum(MODULE_TYPES).optional(),
  address: z.string().max(300).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  theme: z.enum(["light", "dark"]).optional(),
  lang: z.enum(["en", "ar"]).optional(),
  recentSearches: z.array(z.string().max(100)).max(MAX_RECENT_SEARCHES).optional(),
  /** The cookie notice was dismissed (features/preferences/cookie-notice.tsx): not shown again. */
  cookieNoticeSeen: z.literal(true).optional(),
});

export type Prefs = z.infer<typeof prefsSchema>;

let cookie: ReturnType<typeof createPrefsCookie> | undefined;
function createPrefsCookie() {
  return createCookie("prefs", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: useSecureCookies(),
    secrets: getSessionSecrets(),
    maxAge: 60 * 60 * 24 * 365,
  });
}
const prefsCookie = () => (cookie ??= createPrefsCookie());

export async function getPrefs(request: Request): Promise<Readonly<Prefs>> {
  const header = request.headers.get("Cookie");
  // A visitor sends the same cookies page after page: their check (an HMAC of the signed value)
  // and the schema's reading are made once per cookie header (issue 27: ~1 % of a page's CPU).
  // Shared by the requests that send it, so frozen.
  const kept = header === null ? undefined : readPrefs.get(header);
  if (kept) return kept;
  let raw: unknown;
  try {
    raw = await prefsCookie().parse(header);
  } catch {
    return {};
  }
  const prefs = sanitizePrefs(raw);
  if (prefs.recentSearches) Object.freeze(prefs.recentSearches);
  Object.freeze(prefs);
  if (header !== null) {
    if (readPrefs.size >= MAX_READ_PREFS) readPrefs.clear();
    readPrefs.set(header, prefs);
  }
  return prefs;
}

/** Cookie headers → their prefs: visitors seen lately (a header is well under a KB). */
const MAX_READ_PREFS = 2_000;
const readPrefs = new Map<string, Readonly<Prefs>>();

/** Keeps every valid field of an untrusted value; drops the rest. */
export function sanitizePrefs(raw: unknown): Prefs {
  if (!raw || typeof raw !== "object") return {};
  const prefs: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(prefsSchema.shape)) {
    const parsed = field.safeParse((raw as Record<string, unknown>)[key]);
    if (parsed.success && parsed.data !== undefined) prefs[key] = parsed.data;
  }
  // Coordinates only make sense as a pair.
  if (prefs.lat === undefined || prefs.lng === undefined) {
    delete prefs.lat;
    delete prefs.lng;
  }
  return prefs as Prefs;
}

export function serializePrefs(prefs: Prefs): Promise<string> {
  return prefsCookie().serialize(sanitizePrefs(prefs));
}

/** True when a delivery location (zone) has been chosen. */
export const hasZone = (prefs: Prefs) => Boolean(prefs.zoneIds);

// ---------------------------------------------------------------------------------------------
// Recent searches (browsing §5: at most 5, newest first, per-term delete and Clear All)

/** A term as history keeps it: single-spaced, trimmed, ≤ 100 characters; "" when blank. */
export function normalizeSearchTerm(term: unknown): string {
  if (typeof term !== "string") return "";
  return term.replace(/\s+/g, " ").trim().slice(0, 100).trim();
}

/**
 * The list with `term` saved: a new term goes first and the oldest beyond 5 drops off; a term
 * already there stays where it is (browsing §4: "saves the term to history if new").
 */
export function withRecentSearch(list: readonly string[], term: string): string[] {
  const clean = normalizeSearchTerm(term);
  if (!clean || list.includes(clean)) return [...list];
  return [clean, ...list].slice(0, MAX_RECENT_SEARCHES);
}

/** The list without `term`. */
export function withoutRecentSearch(list: readonly string[], term: string): string[] {
  const clean = normalizeSearchTerm(term);
  return list.filter((entry) => entry !== clean);
}
