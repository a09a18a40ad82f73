import type { Transport } from "./http.server";
import { slowReads, switchReads } from "./shared-cache.server";
import { configSchema, maintenanceSchema } from "./schemas/config";
import {
  landingSchema,
  messageSchema,
  pageHtmlSchema,
  testimonialListSchema,
} from "./schemas/content";
import { moduleListSchema } from "./schemas/modules";
import { zoneListSchema } from "./schemas/geo";

/** Static pages of the backend, by our route slug (the API names cancellation `/cancelation`). */
export const STATIC_PAGES = {
  "terms-and-conditions": "terms-and-conditions",
  "privacy-policy": "privacy-policy",
  "refund-policy": "refund-policy",
  "cancellation-policy": "cancelation",
  "shipping-policy": "shipping-policy",
  "about-us": "about-us",
} as const;
export type StaticPageSlug = keyof typeof STATIC_PAGES;

/** `scope`: the client's cacheScope (the backend and the origin its answers' links are built for). */
export function configApi(t: Transport, scope: string) {
  const lang = t.state.lang;
  return {
    /** GET /config — cached (stale-while-revalidate). */
    get: () =>
      slowReads.get(`${scope}|config|${lang}`, () => t.call("config", { schema: configSchema })),
    /**
     * Whether the marketplace is in maintenance (GET /config's maintenance_mode), kept apart from
     * get(): only a boolean, refreshed every few seconds (switchReads), language-independent.
     */
    maintenance: () =>
      switchReads.get(`${scope}|maintenance`, () =>
        t.call("config", { schema: maintenanceSchema }).then((c) => Boolean(c.maintenance_mode)),
      ),
    /** GET /module — cached per zone list. */
    modules: () =>
      slowReads.get(`${scope}|module|${lang}|${t.state.zoneIds ?? "-"}`, () =>
        t.call("module", { schema: moduleListSchema, omitHeaders: ["moduleId"] }),
      ),
    /** GET /zone/list — cached. */
    zones: () =>
      slowReads.get(`${scope}|zones|${lang}`, () =>
        t.call("zone/list", { schema: zoneListSchema }),
      ),
    landing: () =>
      slowReads.get(`${scope}|landing|${lang}`, () =>
        t.call("react-landing-page", { schema: landingSchema }),
      ),
    /** GET /testimonial — the landing page's reviews, cached per language. */
    testimonials: () =>
      slowReads.get(`${scope}|testimonials|${lang}`, () =>
        t.call("testimonial", { schema: testimonialListSchema }),
      ),
    /** A policy / about page's HTML — cached: the same for every visitor of a language. */
    page: (slug: StaticPageSlug) =>
      slowReads.get(`${scope}|page|${slug}|${lang}`, () =>
        t.call(STATIC_PAGES[slug], { schema: pageHtmlSchema }),
      ),
    subscribeNewsletter: (email: string) =>
      t.call("newsletter/subscribe", { method: "POST", body: { email }, schema: messageSchema }),
  };
}
