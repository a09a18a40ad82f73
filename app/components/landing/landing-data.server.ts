import type { TFunction } from "i18next";
import { z } from "zod";
import type { Landing } from "~/api/schemas/content";
import { text } from "~/api/schemas/primitives";

/** Keys of react-landing-page the shared schema passes through untyped (only the landing reads them). */
const appSectionSchema = z
  .object({
    download_user_app_title: text.optional(),
    download_user_app_sub_title: text.optional(),
  })
  .catch({});

/**
 * What the landing page shows, from react-landing-page (null when it could not be read), with
 * translated fallbacks so the page is never empty.
 */
export function landingPageData(landing: Landing | null, t: TFunction) {
  const zones = landing?.available_zone_status ? (landing.available_zone_list ?? []) : [];
  const apps = appSectionSchema.parse(landing ?? {});
  return {
    hero: {
      title: landing?.header_title || t("hero.defaultTitle"),
      subtitle: landing?.header_sub_title || t("hero.defaultSubtitle"),
      tagLine: landing?.header_tag_line ?? "",
      banner: landing?.header_banner_full_url ?? null,
    },
    zones: {
      title: landing?.available_zone_title || t("zones.defaultTitle"),
      description: landing?.available_zone_short_description || t("zones.defaultDescription"),
      list: zones.map((zone) => ({
        id: zone.id,
        name: zone.display_name || zone.name,
        modules: [...new Set((zone.modules ?? []).filter(Boolean))],
      })),
    },
    apps: {
      title: apps.download_user_app_title || t("apps.title"),
      description: apps.download_user_app_sub_title || t("apps.description"),
    },
    metaDescription: landing?.header_sub_title || t("meta.description"),
  };
}
