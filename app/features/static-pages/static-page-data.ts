import type { StaticPageSlug } from "~/api/config.server";
import type { Lang } from "~/i18n/config";

/** What a static page's loader hands its component (and meta). */
interface PageBase {
  title: string;
  /** For <meta name="description">: the page's own opening words (what a search result shows). */
  description: string;
  origin: string;
  lang: Lang;
}

export interface StaticPageData extends PageBase {
  slug: StaticPageSlug;
  /** ok: sanitised HTML to render; empty: the backend has no text yet; unavailable: outage (503). */
  state: "ok" | "empty" | "unavailable";
  html: string;
}

export interface HelpPageData extends PageBase {
  slug: "help-and-support";
  state: "ok" | "unavailable";
  contact: { address: string; phone: string; email: string; businessName: string } | null;
}

/**
 * Pages whose route module says so ship no JavaScript at all (root.tsx omits <Scripts>), and
 * hold nothing personal: a shared cache may keep them (app/lib/http-cache.server.ts).
 */
export const staticPageHandle = { hydrate: false, sharedCache: true };
